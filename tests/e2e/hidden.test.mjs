// The page hides nothing (issue 17): a valid world's warnings are shown and
// dismissed, a long error list scrolls to its last line, and exporting the
// world in the middle of play writes the world as it is.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { start, snapshot, press, frames, shot, loadWorld } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

test('a valid world shows its warnings, and Escape plays it', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'twice.txt', '5 3\nW W W W W\nW 1 . 1 W\nW W W W W\n1. Player\n');
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'world_errors');
  assert.ok(snap.world_errors.some((l) => l.startsWith('twice.txt:3:7: warning: ')), JSON.stringify(snap.world_errors));
  await shot(page, 'world-warnings');
  await press(page, 'Escape');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.world, 'file twice.txt');
  assert.deepEqual(problems, []);
});

test('a long error list scrolls to its last line', async () => {
  const { page, problems } = await browser.open();
  // 480 rows of one unknown cell each: one error a row, far more than fit.
  const rows = Array.from({ length: 480 }, () => 'W X W');
  await loadWorld(page, 'many.txt', `3 480\n${rows.join('\n')}\n`);
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'world_errors');
  const total = snap.world_errors.length;
  assert.ok(total > 100, `${total} lines`);
  const [first, last] = snap.world_errors_shown;
  assert.equal(first, 1);
  assert.ok(last < total, `the first page shows ${first}–${last} of ${total}`);
  await press(page, 'End');
  snap = await snapshot(page);
  assert.equal(snap.world_errors_shown[1], total, 'End shows the last line');
  assert.ok(snap.world_errors_shown[0] > 1);
  await press(page, 'PageUp');
  snap = await snapshot(page);
  assert.ok(snap.world_errors_shown[1] < total, 'Page Up scrolls back');
  await press(page, 'End');
  await shot(page, 'world-errors-scrolled-to-the-end');
  assert.deepEqual(problems, []);
});

/** Presses X and reads the world file the page downloads. */
async function exportWorld(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), press(page, 'KeyX')]);
  return readFile(await download.path(), 'utf8');
}

/** The wall cells of an exported world's field rows. */
const walls = (text) =>
  text.split('\n').filter((l) => /^[W.0-9 ]+$/.test(l) && l.includes(' '))
    .reduce((n, l) => n + l.split(' ').filter((c) => c === 'W').length, 0);

test('exporting in the middle of play keeps every wall (seed 26: a Ghost in a wall)', async () => {
  const { page, problems } = await browser.open('?seed=26');
  assert.equal((await snapshot(page)).screen, 'playing');
  const before = await exportWorld(page);
  await press(page, 'Period', 'KeyW');
  await frames(page, 3);
  assert.ok((await snapshot(page)).turn >= 1);
  const during = await exportWorld(page);
  assert.ok(walls(before) > 100, `${walls(before)} walls`);
  assert.equal(walls(during), walls(before), 'play changes no wall');
  assert.deepEqual(problems, []);
});
