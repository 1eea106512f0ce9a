// The bow and a vault in the browser (issue 27): a world file gives the
// player a bow and arrows with a Troll in line; F then D shoots it, and the
// hit shows in the log and in the snapshot. Another world holds a key and a
// locked door: the key opens the vault. Screenshots of the shot.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, loadWorld } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

const RANGE = `9 3
W W W W W W W W W
W 1 . . . 2 . . W
W W W W W W W W W
Player: {"health":10,"max_health":10,"base_attack":1,"base_armor":1,"experience":0,"level":1,"level_cost":2,"inventory":["Bow","Arrow",null,null,null,null,null,null,null],"stacks":[1,3,0,0,0,0,0,0,0],"selected":0,"equipment":[]}
1. Player
2. Mob Troll
`;

const VAULT = `8 3
W W W W W W W W
W 1 2 . 3 . 4 W
W W W W W W W W
1. Player
2. Item Key
3. Door
4. Item Sword
`;

test('a bow shot hits the Troll in line and spends an arrow', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'range.txt', RANGE);
  let snap = await snapshot(page);
  const troll = snap.objects.find((o) => o.kind === 'Troll');
  assert.equal(snap.inventory.slots[1].count, 3);
  await press(page, 'KeyF');
  snap = await snapshot(page);
  assert.equal(snap.asking, 'fire', 'F asks which way');
  await press(page, 'Escape');
  snap = await snapshot(page);
  assert.equal(snap.asking, undefined);
  assert.equal(snap.turn, 0, 'cancelled: no turn');
  assert.equal(snap.screen, 'playing');
  await press(page, 'KeyF', 'KeyD');
  snap = await snapshot(page);
  assert.equal(snap.turn, 1);
  assert.equal(snap.inventory.slots[1].count, 2, 'one arrow spent');
  const hit = snap.messages.find((m) => m.startsWith('The arrow hits the Troll for'));
  assert.ok(hit, snap.messages.join(' | '));
  const after = snap.objects.find((o) => o.kind === 'Troll');
  assert.ok(after.hp < troll.hp, `${after.hp} < ${troll.hp}`);
  await frames(page, 2);
  await shot(page, 'descent-bow-shot');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a vault is opened with its key', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'vault.txt', VAULT);
  await press(page, 'KeyD');
  let snap = await snapshot(page);
  assert.equal(snap.inventory.slots[0].kind, 'Key');
  await press(page, 'KeyD', 'KeyD');
  snap = await snapshot(page);
  assert.ok(snap.messages.some((m) => m.startsWith('You unlock the door')), snap.messages.join(' | '));
  assert.equal(snap.inventory.slots[0], null, 'the key is spent');
  assert.equal(snap.objects.find((o) => o.type === 'door').open, true);
  await press(page, 'KeyD', 'KeyD', 'KeyD');
  snap = await snapshot(page);
  assert.equal(snap.inventory.slots[0].kind, 'Sword', 'the prize behind the door');
  await shot(page, 'descent-vault-open');
  assert.deepEqual(problems, []);
  await page.close();
});
