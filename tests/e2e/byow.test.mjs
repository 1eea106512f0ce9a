// Build Your Own World in the page: the keys typed are the input string of
// `roguelike byow`, so the world shown is the one the tool prints for them
// (tests/byow_golden/page.json, written and checked natively by
// `cargo test --test suite byow_mode::`); a world is played on the common play
// screen (look, history, surroundings, Escape keeps it); `:Q` saves to
// storage, a reload and `L` continue, a broken save is explained, and the
// locked door wins.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, snapshot, press, frames, shot, choose, settled } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const golden = JSON.parse(await readFile(join(here, '..', 'byow_golden', 'page.json'), 'utf8'));
const SAVE_KEY = 'roguelike.byow-save';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** Types an input string as a player would: letters, digits and `:`. */
async function type(page, input) {
  const keys = [...input].map((c) => {
    if (c === ':') return 'Shift+Semicolon';
    if (/[0-9]/.test(c)) return `Digit${c}`;
    return `Key${c.toUpperCase()}`;
  });
  await press(page, ...keys);
}

const byow = async (page) => (await snapshot(page)).byow;

async function openByow(page) {
  await choose(page, 'Build Your Own World');
  const snap = await snapshot(page);
  assert.equal(snap.screen, 'byow');
  assert.equal(snap.byow.screen, 'welcome');
}

const reload = async (page) => {
  await page.reload();
  await settled(page);
};

test('N123S, walk, :Q, reload, L: the worlds are the tool\'s', async () => {
  const { page, problems } = await browser.open();
  await openByow(page);
  await shot(page, 'byow-welcome');
  const walk = golden.save.input.replace(/:Q$/, '');
  await type(page, walk);
  let s = await byow(page);
  assert.equal(s.screen, 'play');
  assert.equal(s.seed, 123);
  assert.equal(s.input, walk);
  await frames(page, 20); // the camera settles
  await shot(page, 'byow-world');
  await type(page, ':Q');
  s = await byow(page);
  assert.equal(s.screen, 'welcome');
  assert.equal(s.input, golden.save.input);
  assert.deepEqual(s.world, golden.save.world, 'the world as the tool leaves it');
  const stored = await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
  assert.equal(stored, golden.save.save_text, 'the text the tool writes to byow-save.txt');

  await reload(page);
  await openByow(page);
  await type(page, golden.load.input);
  s = await byow(page);
  assert.equal(s.screen, 'play');
  assert.equal(s.input, golden.load.input);
  assert.deepEqual(s.world, golden.load.world, `the world of ${golden.load.same_as}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a spirit opens the encounter screen; B goes back', async () => {
  const { page, problems } = await browser.open();
  await openByow(page);
  await type(page, golden.encounter.input);
  let s = await byow(page);
  assert.equal(s.screen, 'encounter');
  await type(page, 'F');
  await frames(page, 5);
  await shot(page, 'byow-encounter');
  s = await byow(page);
  assert.ok(s.spirit.health < s.spirit.strength, JSON.stringify(s.spirit));
  await type(page, 'FFFB');
  s = await byow(page);
  assert.equal(s.screen, 'play');
  assert.deepEqual(problems, []);
  await page.close();
});

test('no save or a broken save: a clear message, and the page goes on', async () => {
  const { page, problems } = await browser.open();
  await openByow(page);
  await type(page, 'L');
  let s = await byow(page);
  assert.equal(s.screen, 'welcome');
  assert.equal(s.message, 'There is no saved world yet: N starts a new one.');
  await page.evaluate((key) => localStorage.setItem(key, 'byow-save 1\nseed 7\nhealth 9\n'), SAVE_KEY);
  await reload(page);
  await openByow(page);
  await type(page, 'L');
  s = await byow(page);
  assert.equal(s.screen, 'welcome');
  assert.match(s.message, /^The saved world cannot be used, so nothing was loaded: 3:8: the health must be/);
  await type(page, 'N7S');
  assert.equal((await byow(page)).screen, 'play');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the locked door wins on the common end screen; Escape goes back to the main menu', async () => {
  const { page, problems } = await browser.open();
  await openByow(page);
  await type(page, golden.win.input);
  const snap = await snapshot(page);
  assert.equal(snap.screen, 'won');
  assert.equal(snap.byow.screen, 'won');
  assert.deepEqual(snap.byow.world, golden.win.world);
  await frames(page, 20);
  await shot(page, 'byow-won');
  await press(page, 'Escape');
  assert.equal((await snapshot(page)).screen, 'main_menu');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a BYOW world on the common play screen: L, H, T, Escape and Continue, a reload; a save file picked plays', async () => {
  const { page, problems } = await browser.open();
  await openByow(page);
  await type(page, 'N123SD');
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.byow.input, 'N123SD');
  const at = snap.player;
  await frames(page, 20);
  await shot(page, 'byow-common-hud');

  await press(page, 'KeyL');
  assert.equal((await snapshot(page)).screen, 'look');
  await press(page, 'Escape');
  await press(page, 'KeyH');
  assert.equal((await snapshot(page)).screen, 'messages');
  await press(page, 'Escape');
  assert.equal((await snapshot(page)).screen, 'playing');
  await press(page, 'KeyT');
  await page.waitForFunction(() => document.querySelector('#live-log').textContent.includes('health'));

  await press(page, 'Escape');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'main_menu');
  assert.equal(snap.menu.items[0], 'Continue');
  await press(page, 'Enter');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.deepEqual(snap.player, at, 'the same world, where it was');

  await frames(page, 3);
  await reload(page);
  await press(page, 'Enter');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing', 'the reload continues it');
  assert.deepEqual(snap.player, at);
  assert.equal(snap.byow.seed, 123);

  // BYOW's own save, as `:Q` and `roguelike byow` write it, picked as a file.
  await page.setInputFiles('#world-file', {
    name: 'byow-save.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(golden.save.save_text),
  });
  // The world under way is not replaced unasked.
  await page.waitForFunction(() => window.roguelike.snapshot().confirm !== undefined);
  assert.match((await snapshot(page)).confirm, /byow-save\.txt/);
  await press(page, 'Enter');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.deepEqual(snap.byow.world, golden.save.world, 'the saved world, as the tool prints it');
  assert.deepEqual(problems, []);
  await page.close();
});
