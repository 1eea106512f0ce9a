// Dungeon Mania's Milestone 3 in the page: our own dungeons that need its
// mechanics, each won from the menu with the page's keys, with screenshots
// on the way — a logic circuit (powerhouse), time travel through the time
// portal and with the time turner (hourglass), an assassin held by a swamp
// (mire), an assassin and a hydra (lair), and the sun stone, sceptre and
// midnight armour (forge). The marsh is won in dungeon.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, choose } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** The page's default key for each action of a dungeon's solution
 *  (interacting aims by itself). */
function key(action) {
  const keys = {
    up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight',
    'build:sceptre': 'Digit3', 'build:midnight_armour': 'Digit4',
    'rewind:1': 'KeyY', 'rewind:5': 'Digit5',
  };
  if (action.startsWith('interact:')) return 'KeyE';
  assert.ok(keys[action], `no key for ${action}`);
  return keys[action];
}

/** Splits a solution into actions, keeping `interact:X,Y` whole. */
function actions(solution) {
  const out = [];
  for (const piece of solution.split(',')) {
    const last = out[out.length - 1];
    if (last && last.startsWith('interact:') && !last.includes(',')) out[out.length - 1] = `${last},${piece}`;
    else out.push(piece);
  }
  return out;
}

/** Opens our dungeon `name` from the menu and plays `solution` in `parts`
 *  (each a list of actions), closing each battle's card, calling `check`
 *  after each part and taking a screenshot `dungeon-NAME-LABEL`; the last
 *  part must win. */
async function win(name, parts) {
  const { page, problems } = await browser.open();
  await choose(page, `Dungeon Mania: ${name}`);
  await page.waitForFunction(() => window.roguelike.snapshot().screen === 'playing');
  await frames(page, 3);
  assert.equal((await snapshot(page)).dungeon_play.name, name);
  await shot(page, `dungeon-${name}-start`);
  let battles = 0;
  for (const [label, solution, check] of parts) {
    for (const action of actions(solution)) {
      await press(page, key(action));
      // A battle's card is closed (and its first one kept as a screenshot).
      if ((await snapshot(page)).card_open) {
        battles += 1;
        if (battles === 1) {
          await frames(page, 3);
          await shot(page, `dungeon-${name}-battle`);
        }
        await press(page, 'Space');
      }
    }
    await frames(page, 3);
    const snap = await snapshot(page);
    if (check) check(snap);
    await shot(page, `dungeon-${name}-${label}`);
  }
  const snap = await snapshot(page);
  assert.equal(snap.dungeon.goals, '', 'every goal met');
  assert.equal(snap.dungeon_play.outcome, 'won');
  assert.deepEqual(problems, []);
  return snap;
}

const types = (snap, type) => snap.dungeon.entities.filter((e) => e.type === type);
const held = (snap) => snap.dungeon.inventory.map((i) => i.type);

test('our powerhouse: two switches power an and-door, their wires light the bulbs, and the exit is reached', async () => {
  await win('powerhouse', [
    ['one-switch', 'left,left,down,up,right,right', (snap) => {
      assert.equal(types(snap, 'switch_door_open').length, 0, 'one switch is not enough for an and-door');
    }],
    ['door-open', 'right,right,down,left,left', (snap) => {
      assert.equal(types(snap, 'switch_door_open').length, 1, 'both switches open the door');
      assert.equal(types(snap, 'light_bulb_on').length, 2, 'each wire lights its bulb');
    }],
    ['won', 'down,down,down,down,down'],
  ]);
});

test('our hourglass: through the time portal the older self walks ahead and a treasure is taken twice', async () => {
  await win('hourglass', [
    ['travelled', 'right,right,right,right,right,right,right,down,left,left,left,left,left,up', (snap) => {
      assert.ok(types(snap, 'older_player').length >= 1, 'the older self is in the dungeon');
    }],
    ['won', 'right,right,right,right,right,right,right'],
  ]);
});

test('our hourglass: the time turner rewinds one tick with Y and the treasure is taken again', async () => {
  await win('hourglass', [
    ['turner', 'down,up,right,right', (snap) => {
      assert.ok(held(snap).includes('time_turner'), `${held(snap)}`);
    }],
    ['rewound', 'rewind:1', (snap) => {
      assert.equal(types(snap, 'older_player').length, 1, 'the older self stands where the player stood');
      assert.ok(held(snap).includes('treasure'), 'the treasure travels back with the player');
    }],
    ['won', 'right,left,right,right,right,right,right,right,right'],
  ]);
});

test('our mire: the swamp at its door holds the assassin while the player takes the treasure and runs', async () => {
  await win('mire', [
    ['held', 'right,right,right', (snap) => {
      assert.equal(Object.keys(snap.dungeon_play.held).length, 1, 'the assassin is stuck in the swamp');
    }],
    ['won', 'right,right,right,right,right,right,right,right,right', (snap) => {
      assert.equal(snap.dungeon.battles.length, 0, 'the assassin never caught up');
    }],
  ]);
});

test('our lair: a failed bribe, a second that makes the assassin an ally, and the hydra fought beside it', async () => {
  await win('lair', [
    ['bribed', 'right,right,right,right,right,right,interact:5,3,interact:5,2'],
    ['won', 'right,right,right,right,down,down,down,down'],
  ]);
});

test('our forge: a sceptre takes a mercenary\'s mind, the sun stone opens a door and midnight armour is built', async () => {
  await win('forge', [
    ['sceptre', 'right,right,right,right,build:sceptre', (snap) => {
      assert.ok(held(snap).includes('sceptre'), `${held(snap)}`);
    }],
    ['armour', 'interact:8,3,right,right,build:midnight_armour', (snap) => {
      assert.ok(held(snap).includes('midnight_armour'), `${held(snap)}`);
    }],
    ['won', 'right,right,right,right,right'],
  ]);
});
