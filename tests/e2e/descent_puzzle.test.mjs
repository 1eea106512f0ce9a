// The descent's puzzle and bribe in the page (issue 27): a boulder pushed
// onto its switch opens the level's switch door, which the player then walks
// through; gold used within reach of a Mercenary makes it an ally. Both as
// world files picked in the page, read back through `snapshot()`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, loadWorld } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

// The boulder (2) lies between the player (1) and its switch (3); the
// switch door (4) is the only way to the far cell, and the lower row lets
// the player walk round the boulder once it rests on the switch.
const PUZZLE = `8 4
W W W W W W W W
W 1 2 3 . 4 . W
W . . . . W . W
W W W W W W W W
1. Player
2. Boulder
3. Switch
4. SwitchDoor
`;

const door = (snap) => snap.objects.find((o) => o.type === 'switch_door');

test('a boulder pushed onto its switch opens the switch door', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'puzzle.txt', PUZZLE);
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.ok(door(snap), JSON.stringify(snap.objects));
  assert.notEqual(door(snap).unlocked, true, 'the door starts shut');
  await shot(page, 'puzzle-before');
  await press(page, 'KeyD');
  snap = await snapshot(page);
  const boulder = snap.objects.find((o) => o.type === 'boulder');
  assert.deepEqual([boulder.x, boulder.y], [3, 1], 'the boulder rests on the switch');
  assert.equal(door(snap).unlocked, true, JSON.stringify(door(snap)));
  assert.ok(snap.messages.some((m) => m.includes('door grinds open')), JSON.stringify(snap.messages));
  // Round the boulder and through the open door.
  await press(page, 'KeyS', 'KeyD', 'KeyD', 'KeyW', 'KeyD', 'KeyD');
  snap = await snapshot(page);
  assert.deepEqual([snap.player.x, snap.player.y], [6, 1], 'through the door');
  await frames(page, 10);
  await shot(page, 'puzzle-solved');
  assert.deepEqual(problems, []);
  await page.close();
});

// Five pieces of gold beside the player, a Mercenary four cells away.
const HIRE = `9 3
W W W W W W W W W
W 1 2 . . 3 . . W
W W W W W W W W W
1. Player
2. Item Treasure
2. Item Treasure
2. Item Treasure
2. Item Treasure
2. Item Treasure
2. Item Treasure
3. Mob Mercenary
`;

const mercenary = (snap) => snap.objects.find((o) => o.kind === 'Mercenary');

test('a Mercenary bribed with gold becomes an ally', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'hire.txt', HIRE);
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(mercenary(snap).ally, undefined, 'hostile at first');
  // Onto the gold (the Mercenary comes two cells near), then use it.
  await press(page, 'KeyD', 'Digit1', 'KeyE');
  snap = await snapshot(page);
  assert.equal(mercenary(snap).ally, true, JSON.stringify(mercenary(snap)));
  assert.ok(snap.messages.some((m) => m.includes('You pay the Mercenary 6 gold')),
    JSON.stringify(snap.messages));
  assert.ok(snap.inventory.slots.every((s) => s === null), 'the six pieces are spent');
  await frames(page, 10);
  await shot(page, 'ally-mercenary');
  assert.deepEqual(problems, []);
  await page.close();
});
