// Saves that last: reload and Continue, export and import, replays, links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { start, snapshot, press, frames, shot, choose } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** The snapshot without the fields that describe the screen, not the game. */
const game = (s) => {
  const { screen, notice, debug_overlay, confirm, replay, audio, ...rest } = s;
  return rest;
};

const fresh = (query) => browser.open(query);

test('a reloaded page continues the exact game', async () => {
  const { page, problems } = await fresh('?seed=77');
  await press(page, 'KeyD', 'KeyS', 'KeyD', 'Period', 'KeyW');
  await frames(page, 3);
  const before = await snapshot(page);
  assert.equal(before.seed, 77);
  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  // The link opens seed 77 again; with a live save the game asks first.
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'main_menu');
  await press(page, 'Escape'); // keep the saved game
  // Escape on the menu of a kept game continues it; Continue does otherwise.
  if ((await snapshot(page)).screen === 'main_menu') await choose(page, 'Continue');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.deepEqual(game(snap), game(before));
  assert.deepEqual(problems, []);
  await page.close();
});

test('export a save, clear storage, import it back', async () => {
  const { page } = await fresh();
  await press(page, 'Digit1'); // new random world
  await press(page, 'KeyD', 'KeyD', 'KeyS');
  const played = await snapshot(page);
  await press(page, 'Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), choose(page, 'Export saved game')]);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  assert.equal(JSON.parse(text).format, 'roguelike-save');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  assert.equal((await snapshot(page)).screen, 'main_menu');
  assert.ok(!(await page.evaluate(() => window.roguelike.menuItems())).includes('Continue'));
  await page.setInputFiles('#save-file', path);
  await page.waitForFunction(() => window.roguelike.snapshot().screen === 'playing');
  assert.deepEqual(game(await snapshot(page)), game(played));
  await page.close();
});

test('a replay of the game plays to its end', async () => {
  const { page } = await fresh();
  await press(page, 'Digit1');
  for (let i = 0; i < 6; i++) await press(page, ['KeyD', 'KeyS', 'KeyA', 'KeyW'][i % 4]);
  const played = await snapshot(page);
  await press(page, 'Escape');
  await choose(page, 'Watch the replay');
  await page.waitForFunction(() => {
    const r = window.roguelike.snapshot().replay;
    return r && r.finished;
  }, null, { timeout: 20000 });
  const { replay } = await snapshot(page);
  assert.equal(replay.error, null);
  assert.equal(replay.step, replay.steps);
  assert.equal(replay.game.turn, played.turn);
  assert.deepEqual(replay.game.player, played.player);
  await frames(page, 5);
  await shot(page, 'replay-finished');
  await page.close();
});

test('?seed=123 gives the same world every time; a bad link says so', async () => {
  const worlds = [];
  for (let i = 0; i < 2; i++) {
    const { page } = await fresh('?seed=123');
    const s = await snapshot(page);
    assert.equal(s.seed, 123);
    worlds.push(game(s).objects);
    await page.close();
  }
  assert.deepEqual(worlds[0], worlds[1]);
  const { page, problems } = await fresh('?seed=banana');
  const snap = await snapshot(page);
  assert.equal(snap.notice, 'The link\'s seed `banana` is not a whole number.');
  await frames(page, 3);
  await shot(page, 'bad-link');
  assert.deepEqual(problems, []);
  await page.close();
});
