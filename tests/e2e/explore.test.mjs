// Auto-explore: O walks on its own, a step at a time, and stops with a reason
// the player can read; any key stops it sooner.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, loadWorld } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** Rooms joined by a corridor, a sword two rooms away, a robot beyond it. */
function rooms() {
  const rows = [
    'W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W',
    'W 1 . . . . W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W',
    'W . . . . . . . . . . . . . . . . . . . . . . . . . . . W W W W W W W W W W W W',
    'W . . . . . W W W W W W W W W W W W W W W W W W W W W . W W W W W W W W W W W W',
    'W W W W W W W W W W W W W W W W W W W W W W W W W W W . W W W W W W W W W W W W',
    'W W W W W W W W W W W W W W W W W W W W W W W W W W W . W W W W W W W W W W W W',
    'W W W W W W W W W W W W W W W W W W W W W W W W W W W . W W W W W W W W W W W W',
    'W W W W W W W W W W W W W W W W W W W W W W W W W W W . . . . . . . . . . . 2 W',
    'W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W W',
  ];
  return `40 9\n${rows.join('\n')}\n1. Player\n2. Item Sword\n`;
}

test('O explores until an item comes into view, and any key stops it', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'rooms.txt', rooms());
  const before = await snapshot(page);
  assert.equal(before.screen, 'playing');
  await press(page, 'KeyO');
  await page.waitForFunction(() => window.roguelike.snapshot().exploring !== true,
    null, { timeout: 20000 });
  await frames(page, 20);
  const after = await snapshot(page);
  assert.ok(after.turn > 10, `walked ${after.turn} turns`);
  assert.match(after.notice, /You stop exploring: you see a Sword/);
  await shot(page, 'explore-stopped-by-an-item');

  // Started again, it walks on past the sword; a key stops it at once.
  await press(page, 'KeyO');
  assert.equal((await snapshot(page)).exploring, true);
  await press(page, 'KeyL');
  const stopped = await snapshot(page);
  assert.equal(stopped.exploring, undefined);
  assert.equal(stopped.screen, 'playing', 'the key only stopped it (L did not open the look cursor)');
  assert.deepEqual(problems, []);
});
