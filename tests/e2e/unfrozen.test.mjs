// Issue 29: the page never freezes. A dungeon whose two entities are 10,000
// cells apart, picked during a game, gets an answer and leaves the game
// under way, and plays a key at a time.
// Each wait is a deadline for an answer at all, polled through snapshots —
// how fast the page is, is `make bench-page`'s business.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start, snapshot, press } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** The bound: the page answers within 3 s. */
const ANSWER_MS = 3000;

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
