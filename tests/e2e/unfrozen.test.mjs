// Issue 29: the page never freezes and always starts. A dungeon whose two
// entities are 10,000 cells apart, and a 100,000-move dungeon save picked
// during a game, get an answer and leave the game under way; the same save
// in storage does not stop the page from starting (it is set aside under a
// named key, the menu shows), and so does the run's own long save (kept
// aside as a replay file); the alert on each error screen reads words.
// Each wait is a deadline for an answer at all, polled through snapshots —
// how fast the page is, is `make bench-page`'s business.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { start, snapshot, press, frames, choose, loadWorld, shot, alertText } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** The bound: the page answers within 3 s. */
const ANSWER_MS = 3000;

/** The key a stored dungeon save is set aside under. */
const ASIDE_KEY = 'roguelike.dungeon-save.aside';

/** Writes `text` as a file named `name` in a fresh folder; its path. */
async function fileOf(name, text) {
  const dir = await mkdtemp(join(tmpdir(), 'roguelike-unfrozen-'));
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

/** Waits until `predicate(snapshot)` holds, polling; fails after `ms`. */
async function answers(page, predicate, ms = ANSWER_MS) {
  await page.waitForFunction(`(${predicate})(window.roguelike.snapshot())`, null,
    { timeout: ms, polling: 50 });
  return snapshot(page);
}

/** A save in the older dungeon format of 100,000 moves back and forth,
 *  with a made-up final checksum (it diverges at its end), in a dungeon
 *  walled round by 24 walls: long enough that restoring it takes more than
 *  the two seconds a stored save is given. */
function longSave() {
  const entities = [{ type: 'player', x: 1, y: 1 }, { type: 'exit', x: 5, y: 3 }];
  for (let x = 0; x <= 6; x++) entities.push({ type: 'wall', x, y: 0 }, { type: 'wall', x, y: 4 });
  for (let y = 1; y <= 3; y++) entities.push({ type: 'wall', x: 0, y }, { type: 'wall', x: 6, y });
  const dungeon = JSON.stringify({ entities, 'goal-condition': { goal: 'exit' } });
  const actions = Array.from({ length: 100000 }, (_, i) => (i % 2 ? 'left' : 'right'));
  return JSON.stringify({
    format: 'roguelike-dungeon-save', version: 1,
    start: { name: 'long.json', dungeon, config: null, seed: 1 },
    actions, tick: actions.length, checksum: '0123456789abcdef',
  });
}

/** The game's place and turn, to see it untouched. */
const where = (snap) => [snap.world, snap.turn, snap.player?.x, snap.player?.y];

test('the far-apart dungeon picked during a game answers, Escape keeps the game, and it plays', async () => {
  const { page, problems } = await browser.open('?seed=3');
  await press(page, 'KeyD');
  const before = await snapshot(page);
  assert.equal(before.screen, 'playing');
  const far = await fileOf('far.json', JSON.stringify({
    entities: [{ type: 'player', x: 0, y: 0 }, { type: 'exit', x: 10000, y: 10000 }],
    'goal-condition': { goal: 'exit' },
  }));
  await page.setInputFiles('#world-file', far);
  let snap = await answers(page, (s) => s.screen === 'main_menu' && !!s.confirm);
  assert.match(snap.confirm, /far\.json/);
  await press(page, 'Escape', 'Escape');
  snap = await answers(page, (s) => s.screen === 'playing');
  assert.deepEqual(where(snap), where(before), 'the game under way goes on');

  // Taken: the dungeon plays, a key at a time, and the overview opens.
  await page.setInputFiles('#world-file', far);
  await answers(page, (s) => !!s.confirm);
  await press(page, 'Enter');
  snap = await answers(page, (s) => s.screen === 'playing' && !!s.dungeon_play);
  assert.equal(snap.dungeon_play.name, 'far.json');
  for (const [key, actions] of [['KeyD', 1], ['KeyM', 1], ['KeyM', 1], ['KeyS', 2]]) {
    await page.keyboard.press(key);
    snap = await answers(page, new Function('s', `return s.dungeon_play?.actions === ${actions}`));
  }
  const player = snap.dungeon.entities.find((e) => e.type === 'player');
  assert.deepEqual([player.x, player.y], [1, 1], 'right, then down');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a 100,000-move dungeon save picked during a game shows its progress, and Escape keeps the game', async () => {
  const { page, problems } = await browser.open('?seed=3');
  await press(page, 'KeyD');
  const before = await snapshot(page);
  const long = await fileOf('long.json', longSave());
  await page.setInputFiles('#world-file', long);
  let snap = await answers(page, (s) => s.screen === 'restoring' && s.restoring.played > 0);
  assert.equal(snap.restoring.total, 100000);
  const first = snap.restoring.played;
  snap = await answers(page, new Function('s', `return s.restoring?.played > ${first}`));
  assert.ok(snap.restoring.played < snap.restoring.total, 'still restoring, between frames');
  await press(page, 'Escape');
  snap = await answers(page, (s) => s.screen === 'playing');
  assert.deepEqual(where(snap), where(before), 'the game under way is kept');
  assert.match(snap.notice ?? '', /long\.json was not restored/);
  await press(page, 'KeyS');
  assert.equal((await snapshot(page)).turn, before.turn + 1, 'and it plays on');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a 100,000-move dungeon save in storage does not stop the page: it is set aside and the menu shows', async () => {
  const { page, problems } = await browser.open();
  const text = longSave();
  await page.evaluate((text) => localStorage.setItem('roguelike.dungeon-save', text), text);
  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  const snap = await answers(page, (s) => s.screen === 'main_menu' && /kept aside/.test(s.notice ?? ''));
  assert.match(snap.notice, new RegExp(`long\\.json.*${ASIDE_KEY.replace(/\./g, '\\.')}`));
  const kept = await page.evaluate((key) => [localStorage.getItem(key),
    localStorage.getItem('roguelike.dungeon-save')], ASIDE_KEY);
  assert.deepEqual(kept, [text, null], 'the save is under the named key, whole');
  await choose(page, 'New random world');
  assert.equal((await snapshot(page)).screen, 'playing', 'a game starts as usual');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the alert on each error screen reads words, never phrase keys', async () => {
  const { page, problems } = await browser.open('?seed=3');
  const broken = {
    'bad.txt': ['5 3\nW W W W W\nW 1 X . W\nW W W\n1. Player\n', 'This world file has mistakes'],
    'bad.json': [JSON.stringify({ entities: [{ type: 'player', x: 0, y: 0 }, { type: 'lava', x: 1, y: 0 }],
      'goal-condition': { goal: 'exit' } }), 'This dungeon has mistakes'],
    'maze.txt': ['######\n#S x #\n#  1E#\n######\n', 'This labyrinth has mistakes'],
  };
  for (const [name, [text, title]] of Object.entries(broken)) {
    await loadWorld(page, name, text);
    assert.equal((await snapshot(page)).screen, 'world_errors', name);
    await frames(page, 3);
    const alert = await alertText(page);
    assert.ok(alert.includes(title), `${name}: the title is read: ${alert}`);
    assert.ok(alert.includes(name), `${name}: its mistakes are read: ${alert}`);
    assert.ok(alert.includes('Escape'), `${name}: the way back is read: ${alert}`);
    assert.doesNotMatch(alert, /\berrors_\w+/, `${name}: no phrase key`);
    await press(page, 'Escape');
    assert.equal((await snapshot(page)).screen, 'playing', `${name}: back to the game`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

/** The key the run's stored game is set aside under. */
const RUN_ASIDE_KEY = 'roguelike.run-save.aside';

/** The autosave's store (`localStorage` keys and values) of the random run
 *  of seed 3 after `steps` commands, made by the native tool
 *  (examples/long_run_store.rs): a log whose checksums are the game's own
 *  can only be made by playing the game. `null` when cargo is not there. */
function longRunStore(steps) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  try {
    const out = execFileSync('cargo', ['run', '--quiet', '--example', 'long_run_store', '--', String(steps), '3'],
      { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    return JSON.parse(out);
  } catch (e) {
    if (e.code === 'ENOENT') return null;
    throw e;
  }
}

/** Empties the page's storage, puts `entries` in it and reloads. */
async function reloadWith(page, entries) {
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, entries);
  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
}

/** The value under `key` in the autosave's IndexedDB store. */
const databaseValue = (page, key) => page.evaluate((key) => new Promise((resolve, reject) => {
  const open = indexedDB.open('roguelike', 1);
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const request = db.transaction('sources').objectStore('sources').get(key);
    request.onsuccess = () => { db.close(); resolve(request.result ?? null); };
    request.onerror = () => reject(request.error);
  };
}), key);

test('a 40,000-step run save in storage does not stop the page: it is kept aside and the menu shows; a short one restores', async (t) => {
  const long = longRunStore(40000);
  if (!long) {
    t.skip('cargo is not on the PATH: the long run save cannot be made');
    return;
  }
  const { page, problems } = await browser.open();
  await reloadWith(page, long);
  // Restored a slice a frame: the restoring screen answers meanwhile, and
  // past two seconds the save is set aside (a generous deadline: the
  // two seconds are the page's, the rest is slack for a loaded machine).
  await answers(page, (s) => s.screen === 'restoring' && s.restoring.total === 40000);
  const snap = await answers(page, (s) => s.screen === 'main_menu' && /kept aside/.test(s.notice ?? ''), 15000);
  assert.match(snap.notice, new RegExp(RUN_ASIDE_KEY.replace(/\./g, '\\.')));
  assert.match(snap.notice, /indexedDB/);
  await shot(page, 'run-save-kept-aside');
  await page.waitForFunction(() => localStorage.getItem('roguelike.game') === null);
  const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('roguelike.game')));
  assert.deepEqual(left, [], 'the store is emptied');
  const kept = JSON.parse(await databaseValue(page, RUN_ASIDE_KEY));
  assert.equal(kept.format, 'roguelike-replay');
  assert.equal(kept.steps.length, 40000, 'the whole log is kept');
  await choose(page, 'New random world');
  assert.equal((await snapshot(page)).screen, 'playing', 'a game starts as usual');

  // A short save still restores: the menu offers to continue it.
  const short = longRunStore(400);
  await reloadWith(page, short);
  const back = await answers(page, (s) => s.screen === 'main_menu' && /Welcome back/.test(s.notice ?? ''), 10000);
  assert.ok(back, 'restored');
  await choose(page, 'Continue');
  const playing = await snapshot(page);
  assert.equal(playing.screen, 'playing');
  assert.ok(playing.turn > 0, `turn ${playing.turn}`);
  assert.deepEqual(problems, []);
  await page.close();
});
