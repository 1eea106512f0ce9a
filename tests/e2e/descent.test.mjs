// A run you can win: walk a seed's run down its first stairs; win a small
// world with a goal and find it in the high-score table after a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, choose, loadWorld, settled } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

const STEPS = { KeyW: [0, -1], KeyS: [0, 1], KeyA: [-1, 0], KeyD: [1, 0] };

/** The first key of the shortest way over known cells to a cell `goal`
 *  accepts, from the player, using only `snapshot().map` (what is shown). */
function firstStep(map, goal, shut = new Set()) {
  const rows = map.rows;
  // A shut door (a vault's, drawn over its floor) is a wall to this walker.
  const at = (x, y) => (shut.has(`${x},${y}`) ? '+' : (rows[y] ?? '')[x] ?? ' ');
  let start;
  rows.forEach((row, y) => { const x = row.indexOf('@'); if (x >= 0) start = [x, y]; });
  const seen = new Map([[start.join(), null]]);
  const queue = [start];
  while (queue.length) {
    const [x, y] = queue.shift();
    for (const [key, [dx, dy]] of Object.entries(STEPS)) {
      const next = [x + dx, y + dy];
      const c = at(...next);
      // A locked door (`+`, a vault's) is a wall to a walker without its key.
      if (seen.has(next.join()) || c === '#' || c === ' ' || c === '+') continue;
      seen.set(next.join(), seen.get([x, y].join()) ?? key);
      if (goal(next, c)) return seen.get(next.join());
      queue.push(next);
    }
  }
  return null;
}

test('a run goes down its stairs', async () => {
  const { page, problems } = await browser.open('?seed=12');
  let snap = await snapshot(page);
  assert.equal(snap.depth, 1);
  assert.equal(snap.goal.text, 'treasure AND exit');
  let stairs = null; // where the stairs down were seen, in world cells
  for (let i = 0; i < 900 && snap.depth === 1 && snap.screen === 'playing'; i++) {
    const { map } = snap;
    const here = [snap.player.x, snap.player.y];
    map.rows.forEach((row, y) => {
      const x = row.indexOf('>');
      if (x >= 0) stairs = [map.x + x, map.y + y];
    });
    if (stairs && here[0] === stairs[0] && here[1] === stairs[1]) {
      await press(page, 'Shift+Period');
    } else {
      const target = stairs
        ? ([x, y]) => map.x + x === stairs[0] && map.y + y === stairs[1]
        : ([x, y], c) => c !== '#' && c !== '+' && [[0, 1], [1, 0], [0, -1], [-1, 0]]
            .some(([dx, dy]) => ((map.rows[y + dy] ?? '')[x + dx] ?? ' ') === ' ');
      const shut = new Set(snap.objects.filter((o) => o.type === 'door' && !o.open)
        .map((o) => `${o.x - map.x},${o.y - map.y}`));
      await press(page, firstStep(map, target, shut) ?? 'Period');
    }
    snap = await snapshot(page);
  }
  assert.equal(snap.depth, 2, `reached the second level (screen ${snap.screen})`);
  assert.ok(snap.objects.some((o) => o.type === 'stairs' && o.leads === 'up'
    && o.x === snap.player.x && o.y === snap.player.y), 'arrived on the stairs up');
  await frames(page, 20);
  await shot(page, 'descent-depth-2');
  assert.deepEqual(problems, []);
  await page.close();
});

const VAULT = `6 3
W W W W W W
W 1 2 . 3 W
W W W W W W
1. Player
1. Exit
3. Item Amulet
Goal: treasure AND exit
`;

test('a won goal opens the win screen and the run is kept in the high scores', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'vault.txt', VAULT);
  let snap = await snapshot(page);
  assert.equal(snap.goal.text, 'treasure AND exit');
  await press(page, 'KeyD', 'KeyD', 'KeyD');
  snap = await snapshot(page);
  assert.equal(snap.goal.left, 'reach the exit');
  await frames(page, 10);
  await shot(page, 'goal-in-the-hud');
  await press(page, 'KeyA', 'KeyA', 'KeyA');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'won');
  assert.equal(snap.run.won, true);
  assert.ok(snap.run.carried.includes('Amulet'), JSON.stringify(snap.run));
  await frames(page, 10);
  await shot(page, 'win-screen');
  await page.reload();
  // Until the stored game is read, keys wait and the screen may change
  // under them (a loaded machine showed the menu, then the game).
  await settled(page);
  if ((await snapshot(page)).screen !== 'main_menu') await press(page, 'Escape');
  await choose(page, 'High scores');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'high_scores');
  assert.ok(snap.high_scores.some((r) => r.won), JSON.stringify(snap.high_scores));
  await shot(page, 'high-scores');
  assert.deepEqual(problems, []);
  await page.close();
});
