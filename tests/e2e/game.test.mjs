// Walking a world: movement, walls, the menu's Continue, textures on screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, loadWorld, choose } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

const ROOM = `7 5
W W W W W W W
W 1 . . . . W
W . . W . . W
W . . . . . W
W W W W W W W
1. Player
`;

test('the demo world starts from the menu and D moves right', async () => {
  const { page, problems } = await browser.open();
  await choose(page, 'World: demo');
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.world, 'world demo');
  const x = snap.player.x;
  // The demo's start has room to the right.
  await press(page, 'KeyD');
  snap = await snapshot(page);
  assert.equal(snap.player.x, x + 1);
  assert.equal(snap.turn, 1);
  await frames(page, 40);
  await shot(page, 'demo-world');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a wall refuses the move and takes no turn; Escape and Continue keep the game', async () => {
  const { page } = await browser.open();
  await loadWorld(page, 'room.txt', ROOM);
  await press(page, 'KeyW');
  let snap = await snapshot(page);
  assert.deepEqual([snap.player.x, snap.player.y, snap.turn], [1, 1, 0]);
  await press(page, 'KeyD', 'KeyS');
  snap = await snapshot(page);
  assert.deepEqual([snap.player.x, snap.player.y, snap.turn], [2, 2, 2]);
  await press(page, 'KeyD');
  assert.equal((await snapshot(page)).turn, 2, 'the pillar blocks');
  await press(page, 'Escape');
  assert.equal((await snapshot(page)).screen, 'main_menu');
  await frames(page, 3);
  await shot(page, 'menu-with-continue');
  await press(page, 'Enter');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.deepEqual([snap.player.x, snap.player.y], [2, 2]);
  await page.close();
});

test('a held key moves at most once per frame', async () => {
  const { page } = await browser.open();
  await loadWorld(page, 'room.txt', ROOM);
  // Three repeated keydowns dispatched within one task: one frame, one move.
  await page.evaluate(() => {
    for (let i = 0; i < 3; i++) {
      window.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyD', repeat: i > 0, bubbles: true }));
    }
  });
  assert.equal((await snapshot(page)).player.x, 2);
  await page.close();
});
