// A crafted or damaged save in the browser's storage never stops the page:
// it starts on the menu, says the save cannot be read, keeps it for export,
// and a new game starts as usual.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { start, snapshot, press, frames, shot, choose } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

const SAVE_KEY = 'roguelike.save';

/** A real save of a few turns, as the page exports it (and as the old
 * autosave kept it under `roguelike.save`). */
async function realSave() {
  const { page } = await browser.open('?seed=31');
  await press(page, 'KeyD', 'KeyS', 'Period');
  await frames(page, 2);
  await press(page, 'Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), choose(page, 'Export saved game')]);
  const text = await readFile(await download.path(), 'utf8');
  await page.close();
  assert.ok(text && JSON.parse(text).format === 'roguelike-save', 'the page saved the game');
  return text;
}

/** Opens the page with `text` as the stored save. */
async function openWithStored(text) {
  const page = await browser.open().then(({ page }) => page);
  await page.evaluate(([key, value]) => {
    localStorage.clear();
    localStorage.setItem(key, value);
  }, [SAVE_KEY, text]);
  const problems = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  await frames(page, 2);
  return { page, problems };
}

const crafted = (text, edit) => {
  const save = JSON.parse(text);
  edit(save);
  return JSON.stringify(save);
};

test('crafted saves in storage leave the page working', async () => {
  const good = await realSave();
  const cases = {
    'coordinates at the i32 limit': crafted(good, (s) => { s.game.player.at.x = 2147483647; }),
    'a level cost of zero': crafted(good, (s) => { s.game.player.level_cost = 0; }),
    'a sight radius of a million': crafted(good, (s) => {
      s.game.levels[0].rules.sight = { model: 'field_of_view', radius: 1000000 };
    }),
    'a robot with a million health': crafted(good, (s) => {
      const mob = s.game.levels[0].objects.find((o) => o.type === 'mob');
      mob.health = 1000000;
    }),
    'a hundred levels': crafted(good, (s) => {
      s.game.levels = Array(100).fill(s.game.levels[0]);
    }),
    'cut off': good.slice(0, good.length / 2),
    'not JSON': '\u0000\u0001garbage',
    'a future version': crafted(good, (s) => { s.version = 99; }),
  };
  for (const [name, text] of Object.entries(cases)) {
    const { page, problems } = await openWithStored(text);
    const snap = await snapshot(page);
    assert.equal(snap.screen, 'main_menu', name);
    assert.match(snap.notice ?? '', /could not be read/, `${name}: the player is told`);
    const items = await page.evaluate(() => window.roguelike.menuItems());
    assert.ok(!items.includes('Continue'), `${name}: nothing to continue`);
    assert.ok(items.includes('Export saved game'), `${name}: the save is kept for export`);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY), text,
      `${name}: the stored text is untouched`);
    if (name === 'coordinates at the i32 limit') await shot(page, 'crafted-save-menu');
    await choose(page, 'New random world');
    assert.equal((await snapshot(page)).screen, 'playing', `${name}: a new game starts`);
    assert.deepEqual(problems, [], `${name}: no errors in the page`);
    await page.close();
  }
});

test('a stored save of a game that had ended opens on its end', async () => {
  const good = await realSave();
  const dead = crafted(good, (s) => { s.game.player.health = -3; });
  const { page, problems } = await openWithStored(dead);
  await choose(page, 'Continue');
  assert.equal((await snapshot(page)).screen, 'dead');
  assert.deepEqual(problems, []);
  await page.close();
});
