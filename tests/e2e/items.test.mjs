// Items and fights in the browser: pick up, equip, fight, level up.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, loadWorld } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

const ARMOURY = `9 3
W W W W W W W W W
W 1 2 3 . 4 5 . W
W W W W W W W W W
1. Player
2. Item Sword
3. Item Shield
4. Mob Mimic GoldenApple
5. Item GoldenApple
`;

test('pick up a sword, equip it, fight and level up', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'armoury.txt', ARMOURY);
  await press(page, 'KeyD');
  let snap = await snapshot(page);
  assert.equal(snap.inventory.slots[0].kind, 'Sword');
  assert.ok(snap.messages.includes('You picked up a Sword.'));
  await press(page, 'KeyD');
  snap = await snapshot(page);
  assert.equal(snap.inventory.slots[1].kind, 'Shield');
  await press(page, 'Digit1', 'KeyE');
  snap = await snapshot(page);
  assert.deepEqual(snap.equipment, [{ kind: 'Sword', type: 'weapon', bonus: 5 }]);
  assert.equal(snap.player.attack, 6);
  await press(page, 'ArrowRight', 'Enter');
  snap = await snapshot(page);
  assert.equal(snap.player.armor, 3);
  assert.equal(snap.inventory.slots[1], null);
  await press(page, 'KeyD');
  const mimic = snap.objects.find((o) => o.kind === 'Mimic');
  assert.equal(mimic.hp, 5);
  await press(page, 'KeyD');
  snap = await snapshot(page);
  assert.equal(snap.objects.find((o) => o.kind === 'Mimic'), undefined, 'one strike kills it');
  assert.equal(snap.player.level, 2);
  assert.ok(snap.messages.includes('The Golden Apple was a Mimic!'));
  await frames(page, 10);
  await shot(page, 'inventory-and-level-up');
  assert.deepEqual(problems, []);
  await page.close();
});

test('dropping puts the item back on the floor', async () => {
  const { page } = await browser.open();
  await loadWorld(page, 'armoury.txt', ARMOURY);
  await press(page, 'KeyD', 'Digit1', 'KeyQ');
  const snap = await snapshot(page);
  assert.equal(snap.inventory.slots[0], null);
  assert.ok(snap.objects.some((o) => o.kind === 'Sword' && o.x === 2 && o.y === 1));
  await page.close();
});
