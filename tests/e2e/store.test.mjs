// The autosave's store in the page (issue 17, "Autosave that scales"):
// the game lives under `roguelike.game*` keys, a turn rewrites one chunk of
// the log, a reload continues at the same turn (in a big file world too),
// and the old single-key save moves into the store once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, choose, loadWorld } from './harness.mjs';
import { bigWorld } from '../../tools/big-world.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

const storeKeys = (page) => page.evaluate(() => Object.keys(localStorage)
  .filter((k) => k.startsWith('roguelike.game') || k === 'roguelike.save').sort());

const game = (snap) => {
  const { screen, notice, ...rest } = snap;
  return rest;
};

async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  await frames(page, 2);
}

test('a reload continues the game at the same turn, one chunk written a turn', async () => {
  const { page, problems } = await browser.open('?seed=77');
  await press(page, 'KeyD', 'KeyS', 'Period', 'KeyA');
  await frames(page, 2);
  const keys = await storeKeys(page);
  assert.deepEqual(keys.filter((k) => !k.includes('.source.')), ['roguelike.game', 'roguelike.game.log.0']);
  assert.equal(keys.filter((k) => k.includes('.source.')).length, 1, 'the source, once');
  const before = await snapshot(page);
  await reload(page);
  assert.match((await snapshot(page)).notice ?? '', /Welcome back/);
  await choose(page, 'Continue');
  assert.deepEqual(game(await snapshot(page)), game(before));
  assert.deepEqual(problems, []);
  await page.close();
});

test('a big file world reloads at the same turn', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'big.txt', bigWorld(20_000));
  await press(page, 'KeyD', 'KeyD', 'KeyS', 'Period');
  await frames(page, 2);
  const before = await snapshot(page);
  assert.equal(before.turn, 4);
  await reload(page);
  await choose(page, 'Continue');
  const after = await snapshot(page);
  assert.equal(after.turn, 4);
  assert.deepEqual(after.player, before.player);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an old single-key save moves into the store once', async () => {
  const { page } = await browser.open('?seed=78');
  await press(page, 'KeyD', 'Period');
  await press(page, 'Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), choose(page, 'Export saved game')]);
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(await download.path(), 'utf8');
  const played = await snapshot(page);
  await page.evaluate((text) => {
    localStorage.clear();
    localStorage.setItem('roguelike.save', text);
  }, text);
  await reload(page);
  assert.match((await snapshot(page)).notice ?? '', /Welcome back/);
  const keys = await storeKeys(page);
  assert.ok(!keys.includes('roguelike.save'), `moved: ${keys}`);
  assert.ok(keys.includes('roguelike.game.base'), `with its record: ${keys}`);
  await reload(page);
  await choose(page, 'Continue');
  assert.deepEqual(game(await snapshot(page)).player, game(played).player);
  assert.equal((await snapshot(page)).turn, played.turn);
  await page.close();
});
