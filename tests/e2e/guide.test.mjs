// What a player needs to know, in the browser: the look cursor on a creature
// of a built-in world, the message history after a fight, the death screen,
// and the high-score table read back after a reload. Screenshots of each.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, loadWorld, choose, settled } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** Moves the look cursor from where it is to (x, y). */
async function lookAt(page, x, y) {
  const { look } = await snapshot(page);
  const keys = [];
  for (let dx = x - look.x; dx !== 0; dx -= Math.sign(dx)) keys.push(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let dy = y - look.y; dy !== 0; dy -= Math.sign(dy)) keys.push(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  await press(page, ...keys);
}

test('look names a creature in view with its numbers and the blows each side needs', async () => {
  const { page, problems } = await browser.open('?world=menagerie');
  // Under the Robot's room: it comes to its doorway, in view of the corridor.
  // Five steps right, each one checked (a press lost on a loaded machine
  // would leave the Robot out of sight for good).
  const from = (await snapshot(page)).player.x;
  for (let step = 0; step < 10 && (await snapshot(page)).player.x < from + 5; step++) {
    await press(page, 'KeyD');
  }
  assert.equal((await snapshot(page)).player.x, from + 5, 'five steps right');
  let snap;
  let thing;
  let turn;
  // The world's randomness is the page's own (no seed in the link), so the
  // Robot may wander a while before it comes to its doorway.
  for (let wait = 0; wait < 80 && !thing; wait++) {
    snap = await snapshot(page);
    turn = snap.turn;
    const robot = snap.objects.find((o) => o.kind === 'Robot');
    await press(page, 'KeyL');
    assert.equal((await snapshot(page)).screen, 'look');
    await lookAt(page, robot.x, robot.y);
    snap = await snapshot(page);
    thing = snap.look.description?.things.find((t) => t.type === 'creature');
    if (!thing) await press(page, 'Escape', 'Period');
  }
  assert.ok(thing, 'the Robot came into view');
  assert.equal(thing.kind, 'Robot');
  assert.equal(thing.blows_to_kill, null, 'attack 1 cannot pierce armor 2');
  assert.ok(snap.look.lines.some((l) => l.startsWith('A Robot: health')), snap.look.lines.join('\n'));
  assert.ok(snap.look.lines.includes(`Your blows cannot hurt it. It kills you in ${thing.blows_to_die} blows.`));
  await frames(page, 30);
  await shot(page, 'look-cursor');
  await press(page, 'Escape');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.turn, turn, 'looking takes no turn');
  await page.keyboard.press('Shift+Slash');
  await frames(page, 5);
  snap = await snapshot(page);
  assert.equal(snap.help.guide.length, 13, "nine creatures and four items");
  await shot(page, 'help-guide');
  await press(page, 'Escape', 'F3', 'F4');
  await frames(page, 5);
  assert.equal((await snapshot(page)).debug_cheat, true);
  await shot(page, 'debug-cheat');
  assert.deepEqual(problems, []);
  await page.close();
});

// A Wizard to fight, then nowhere to run from a Robot.
const DUEL = `7 3
W W W W W W W
W 1 2 . . 3 W
W W W W W W W
1. Player
2. Mob Wizard
3. Mob Robot
`;

test('fight messages stay on screen, and H lists the whole run', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'duel.txt', DUEL);
  await press(page, 'KeyD', 'KeyD');
  // Five seconds without a key: the fight's messages are still there.
  await page.waitForTimeout(5000);
  await frames(page, 3);
  await shot(page, 'fight-messages-after-5s');
  await press(page, 'KeyH');
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'messages');
  assert.equal(snap.history.count, snap.messages.length);
  assert.equal(snap.history.last, snap.messages.length);
  await frames(page, 5);
  await shot(page, 'message-history');
  await press(page, 'Escape');
  assert.ok(['playing', 'dead'].includes((await snapshot(page)).screen));
  assert.deepEqual(problems, []);
  await page.close();
});

// Nothing here can be won: the Robot shrugs off every blow.
const ARENA = `6 3
W W W W W W
W 1 2 3 . W
W W W W W W
1. Player
2. Item Shield
3. Mob Robot
`;

test('a finished run is in the high-score table after a reload', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'arena.txt', ARENA);
  for (let i = 0; i < 20 && (await snapshot(page)).screen === 'playing'; i++) await press(page, 'KeyD');
  const dead = await snapshot(page);
  assert.equal(dead.screen, 'dead');
  assert.equal(dead.run.killed_by, 'Robot');
  assert.deepEqual(dead.run.carried, ['Shield']);
  await frames(page, 10);
  await shot(page, 'death-screen');
  const stored = await page.evaluate(() => localStorage.getItem('roguelike.high-scores'));
  assert.equal(JSON.parse(stored).runs.length, 1);
  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  await settled(page);
  await choose(page, 'High scores');
  const snap = await snapshot(page);
  assert.equal(snap.screen, 'high_scores');
  assert.deepEqual(snap.high_scores, [dead.run]);
  await frames(page, 5);
  await shot(page, 'high-scores');
  await press(page, 'Escape');
  assert.equal((await snapshot(page)).screen, 'main_menu');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a spoilt high-score table is ignored with a notice', async () => {
  const { page, problems } = await browser.open();
  await page.evaluate(() => localStorage.setItem('roguelike.high-scores', '{"runs": [oops'));
  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  const snap = await snapshot(page);
  assert.equal(snap.screen, 'main_menu');
  assert.match(snap.notice, /^The stored high scores were ignored/);
  await choose(page, 'High scores');
  assert.deepEqual((await snapshot(page)).high_scores, []);
  assert.deepEqual(problems, []);
  await page.close();
});
