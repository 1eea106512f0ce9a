// Diagonal keys, rest, travel, the overview map and the mouse: hovering a
// cell names it on a status line, a click on a known cell walks there step
// by step, the wheel opens and scrolls the message history; Z rests until
// healed and stops when a creature comes into view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, loadWorld } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** A room of `w` × `h` open cells inside walls, the fillers at the cells
 *  given as [x, y, filler], and an optional `Player:` line. */
function room(w, h, fillers, player = '') {
  const rows = [];
  for (let y = 0; y < h + 2; y++) {
    const row = [];
    for (let x = 0; x < w + 2; x++) {
      const i = fillers.findIndex(([fx, fy]) => fx === x && fy === y);
      if (i >= 0) row.push(String(i + 1));
      else row.push(x === 0 || y === 0 || x === w + 1 || y === h + 1 ? 'W' : '.');
    }
    rows.push(row.join(' '));
  }
  const lines = fillers.map(([, , what], i) => `${i + 1}. ${what}`);
  return `${w + 2} ${h + 2}\n${rows.join('\n')}\n${lines.join('\n')}\n${player}`;
}

const at = (s) => [s.player.x, s.player.y];

/** Points the mouse at cell (x, y) where the canvas last drew it. */
async function pointAt(page, x, y) {
  const point = await page.evaluate(([x, y]) => window.roguelike.cellPoint(x, y), [x, y]);
  assert.ok(point, 'a game is on screen');
  const box = await page.locator('#game').boundingBox();
  await page.mouse.move(box.x + point[0], box.y + point[1]);
  await frames(page, 2);
  return [box.x + point[0], box.y + point[1]];
}

test('diagonal keys step diagonally and never past a wall corner', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'diagonals.txt', room(6, 5, [[3, 3, 'Player']]));
  await press(page, 'KeyU');
  assert.deepEqual(at(await snapshot(page)), [4, 2], 'U: up and right');
  await press(page, 'KeyB', 'Numpad3');
  assert.deepEqual(at(await snapshot(page)), [4, 4], 'B down-left, keypad 3 down-right');
  await press(page, 'KeyY', 'KeyY', 'KeyY', 'KeyY');
  const s = await snapshot(page);
  assert.deepEqual(at(s), [1, 1], 'Y up-left into the corner, then the walls stop it');
  assert.equal(s.turn, 6, 'the refused step took no turn');
  assert.deepEqual(problems, []);
});

test('hover names a cell and a click travels there step by step', async () => {
  const { page, problems } = await browser.open();
  const world = room(14, 8, [[1, 1, 'Player'], [6, 3, 'Item Shield']]);
  await loadWorld(page, 'travel.txt', world);
  await frames(page, 40); // the camera settles on the player

  await pointAt(page, 6, 3);
  let s = await snapshot(page);
  assert.match(s.hover ?? '', /Shield/, `hover says ${s.hover}`);
  await shot(page, 'moves-hover-1366');

  await page.mouse.move(0, 0);
  await pointAt(page, 8, 6);
  await page.mouse.down();
  await page.mouse.up();
  assert.equal((await snapshot(page)).exploring, true, 'the click started a journey');
  await page.waitForFunction(() => window.roguelike.snapshot().exploring !== true,
    null, { timeout: 20000 });
  s = await snapshot(page);
  assert.deepEqual(at(s), [8, 6], 'it arrived where the click pointed');
  assert.equal(s.turn, 7, 'by the shortest way, a step a turn, diagonals included');

  // A click on a wall goes nowhere, and says so.
  await frames(page, 40);
  const [x, y] = await pointAt(page, 15, 6);
  await page.mouse.click(x, y);
  await frames(page, 2);
  s = await snapshot(page);
  assert.deepEqual(at(s), [8, 6]);
  assert.match(s.notice ?? '', /You know no way there/);

  // The wheel turned up opens the messages, and scrolls them.
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, -120);
  await frames(page, 2);
  assert.equal((await snapshot(page)).screen, 'messages');
  await page.keyboard.press('Escape');
  await frames(page, 2);

  // M shows the whole remembered level; any key closes it.
  await press(page, 'KeyM');
  assert.equal((await snapshot(page)).overview, true);
  await shot(page, 'moves-overview-1366');
  await press(page, 'Space');
  s = await snapshot(page);
  assert.equal(s.overview, undefined);
  assert.equal(s.turn, 7, 'the key that closed it did nothing else');
  assert.deepEqual(problems, []);
});

test('> walks to the known stairs down, and > on them takes them', async () => {
  const { page, problems } = await browser.open();
  const world = room(9, 4, [[1, 1, 'Player'], [8, 4, 'Stairs Down']])
    + 'Level\n3 3\nW W W\nW 1 W\nW W W\n1. Stairs Up\n';
  await loadWorld(page, 'stairs.txt', world);
  await press(page, 'Shift+Period');
  await page.waitForFunction(() => window.roguelike.snapshot().exploring !== true,
    null, { timeout: 20000 });
  let s = await snapshot(page);
  assert.deepEqual([at(s), s.depth], [[8, 4], 1], 'on the stairs, still on the first level');
  await press(page, 'Shift+Period');
  s = await snapshot(page);
  assert.equal(s.depth, 2);
  assert.deepEqual(problems, []);
});

const hurt = 'Player: {"health":4,"max_health":10,"base_attack":1,"base_armor":1,"experience":0,'
  + '"level":1,"level_cost":2,"growth":{"attack":1,"armor":0,"health":3,"regeneration_turns":20},'
  + '"inventory":[null,null,null,null,null,null,null,null,null],"selected":0,"equipment":[]}\n';

test('Z rests until healed, and refuses at full health', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'rest.txt', room(5, 3, [[1, 1, 'Player']], hurt));
  assert.equal((await snapshot(page)).player.hp, 4);
  await press(page, 'KeyZ');
  await page.waitForFunction(() => window.roguelike.snapshot().exploring !== true,
    null, { timeout: 20000 });
  let s = await snapshot(page);
  assert.equal(s.player.hp, 10, 'healed');
  assert.ok(s.turn >= 120 && s.turn <= 140, `six points at one per 20 turns: ${s.turn}`);
  assert.match(s.notice ?? '', /You rest and feel whole again/);
  await press(page, 'KeyZ');
  s = await snapshot(page);
  assert.match(s.notice ?? '', /You are at full health/);
  assert.equal(s.exploring, undefined);
  assert.deepEqual(problems, []);
});

test('Z stops resting when a creature comes into view', async () => {
  const { page, problems } = await browser.open();
  // A Robot behind the wall hears the player and comes round into view.
  const rows = [
    'W W W W W W W',
    'W 1 . W . . W',
    'W . . W . 2 W',
    'W . . . . . W',
    'W W W W W W W',
  ];
  const world = `7 5\n${rows.join('\n')}\n1. Player\n2. Mob Robot\n${hurt}`;
  await loadWorld(page, 'wake.txt', world);
  await press(page, 'KeyZ');
  await page.waitForFunction(() => window.roguelike.snapshot().exploring !== true,
    null, { timeout: 20000 });
  const s = await snapshot(page);
  assert.ok(s.player.hp < 10 && s.turn < 120, `woken before healed, at turn ${s.turn}`);
  assert.ok(s.objects.some((o) => o.kind === 'Robot'), 'the Robot it woke for');
  await shot(page, 'moves-rest-woken-1366');
  assert.deepEqual(problems, []);
});

test('the help lists the new keys at 1024×600, in English and Russian', async () => {
  for (const lang of ['en', 'ru']) {
    const { page, problems } = await browser.open(`?seed=5&lang=${lang}`);
    await page.setViewportSize({ width: 1024, height: 600 });
    await frames(page, 5);
    await press(page, 'Shift+Slash');
    const s = await snapshot(page);
    const keys = JSON.stringify(s.help?.keys ?? []);
    assert.match(keys, /W A S D  Y U B N/);
    assert.match(keys, /"Z"/);
    await shot(page, `moves-help-1024-${lang}`);
    await press(page, 'Escape');
    await page.setViewportSize({ width: 1366, height: 768 });
    assert.deepEqual(problems, []);
  }
});
