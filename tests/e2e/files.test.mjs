// World files: a good one is played, a bad one lists every line:col problem
// and Escape returns to the unharmed game; seeded random worlds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, loadWorld } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

const GOOD = `5 3
W W W W W
W 1 . . W
W W W W W
1. Player
`;

const BAD = `5 3
W W W W W
W 1 X . W
W W W
1. Player
7. Item Sword
2. Item Spoon
`;

test('a good file is played, a bad one shows every error, Escape returns to the game', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'good.txt', GOOD);
  await press(page, 'KeyD');
  let snap = await snapshot(page);
  assert.deepEqual([snap.screen, snap.player.x, snap.turn], ['playing', 2, 1]);
  await press(page, 'Escape');
  await loadWorld(page, 'bad.txt', BAD);
  snap = await snapshot(page);
  assert.equal(snap.screen, 'world_errors');
  assert.ok(snap.world_errors.length >= 3, JSON.stringify(snap.world_errors));
  for (const line of snap.world_errors) assert.match(line, /^bad\.txt:\d+:\d+: (error|warning): /);
  assert.ok(snap.world_errors.some((l) => l.startsWith('bad.txt:3:5: error: unknown cell `X`')));
  await frames(page, 3);
  await shot(page, 'world-errors');
  await press(page, 'Escape');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'main_menu', 'back to where the player was');
  await press(page, 'Enter');
  snap = await snapshot(page);
  assert.deepEqual([snap.screen, snap.player.x, snap.turn], ['playing', 2, 1], 'the game is unharmed');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the same typed seed gives the same world', async () => {
  const worlds = [];
  for (let i = 0; i < 2; i++) {
    const { page } = await browser.open();
    await press(page, 'Digit2', 'Digit1', 'Digit2', 'Digit3', 'Enter');
    const snap = await snapshot(page);
    assert.equal(snap.seed, 123);
    worlds.push(snap.objects);
    if (i === 0) {
      await frames(page, 30);
      await shot(page, 'random-world-123');
    }
    await page.close();
  }
  assert.deepEqual(worlds[0], worlds[1]);
});
