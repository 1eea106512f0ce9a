// The four creatures on screen: a ghost in a wall, a mimic before and after
// it is hit, and the debug overlay with sight lines and states.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, loadWorld } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

// A dead-end corridor: cornered, the ghost can only flee through the walls.
const HAUNT = `6 3
W W W W W W
W 1 . 2 W W
W W W W W W
1. Player
2. Mob Ghost
`;

const WALLS = new Set();
HAUNT.split('\n').slice(1, 4).forEach((row, y) => row.split(' ').forEach((c, x) => {
  if (c === 'W') WALLS.add(`${x},${y}`);
}));

test('a ghost flees into a wall and is drawn translucent there', async () => {
  const { page } = await browser.open();
  await loadWorld(page, 'haunt.txt', HAUNT);
  let inWall = null;
  for (const key of ['Period', 'Period', 'Period', 'Period', 'Period', 'Period']) {
    await press(page, key);
    const ghost = (await snapshot(page)).objects.find((o) => o.kind === 'Ghost');
    if (ghost && WALLS.has(`${ghost.x},${ghost.y}`)) { inWall = ghost; break; }
  }
  assert.ok(inWall, 'the ghost went into a wall');
  await frames(page, 30);
  await shot(page, 'ghost-in-wall');
  await page.close();
});

const GALLERY = `12 3
W W W W W W W W W W W W
W 1 . 2 . . 3 . . 4 . W
W W W W W W W W W W W W
1. Player
2. Mob Mimic Sword
3. Mob Robot
4. Mob Wizard
`;

test('a mimic looks like an item until hit; the overlay shows states and sight', async () => {
  const { page } = await browser.open();
  await loadWorld(page, 'gallery.txt', GALLERY);
  await frames(page, 30);
  await shot(page, 'mimic-disguised');
  let snap = await snapshot(page);
  const mimic = snap.objects.find((o) => o.kind === 'Mimic');
  assert.equal(mimic.state, 'passive');
  await press(page, 'KeyD', 'KeyD');
  snap = await snapshot(page);
  assert.ok(snap.messages.includes('The Sword was a Mimic!'));
  await frames(page, 30);
  await shot(page, 'mimic-revealed');
  await press(page, 'F3', 'Period');
  await frames(page, 10);
  snap = await snapshot(page);
  const robot = snap.objects.find((o) => o.kind === 'Robot');
  assert.match(robot.state, /^clever:/);
  await shot(page, 'debug-overlay-mobs');
  await page.close();
});
