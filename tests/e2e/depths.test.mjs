// Depths that look different, and the small things of issue 27 that are about
// where things are drawn: screenshots of the four bands of depths (a world file
// of seven levels, started on levels 1, 3, 5 and 7: a file's levels take the
// band of their depth), the main menu in its groups at 1024×600 in English and
// Russian, and the run summary with stacked items in Russian at 1024×600.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, choose, loadWorld, canvasDigest } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** A level of 24 × 11 cells with a few pillars and a wall across, its holes:
 *  1 where you arrive, 2 the stairs down, 3 and 4 things. */
function level(fillers) {
  const rows = [];
  for (let y = 0; y < 11; y++) {
    const row = [];
    for (let x = 0; x < 24; x++) {
      const edge = x === 0 || y === 0 || x === 23 || y === 10;
      const pillar = (x === 6 || x === 7) && (y === 3 || y === 7);
      const across = x === 14 && y !== 5;
      row.push(edge || pillar || across ? 'W' : '.');
    }
    rows.push(row);
  }
  rows[5][4] = '1';
  rows[5][20] = '2';
  rows[2][10] = '3';
  rows[8][17] = '4';
  return ['24 11', ...rows.map((r) => r.join(' ')), ...fillers].join('\n');
}

/** Seven levels joined by stairs; the player starts on level `at`. */
function sevenLevels(at) {
  const levels = [];
  for (let d = 1; d <= 7; d++) {
    const fillers = [];
    if (d === at) fillers.push('1. Player');
    if (d > 1) fillers.push('1. Stairs Up');
    if (d < 7) fillers.push('2. Stairs Down');
    fillers.push('3. Item GoldenApple', '4. Item Sword');
    levels.push(level(fillers));
  }
  return levels.join('\nLevel\n') + '\n';
}

test('the bands of depths look different, in English and Russian, at 1024×600 and 1366×768', async () => {
  const digests = new Set();
  for (const depth of [1, 3, 5, 7]) {
    // A page of its own each: a file opened over a game asks first.
    const { page, problems } = await browser.open(depth === 5 ? '?lang=ru' : '');
    await loadWorld(page, `depth-${depth}.txt`, sevenLevels(depth));
    const snap = await snapshot(page);
    assert.equal(snap.screen, 'playing');
    assert.equal(snap.depth, depth, 'the file starts on the level of its player');
    for (const [w, h] of [[1366, 768], [1024, 600]]) {
      await page.setViewportSize({ width: w, height: h });
      await frames(page, 20);
      await shot(page, `depth-${depth}-${w}x${h}`);
    }
    digests.add(await canvasDigest(page));
    assert.deepEqual(problems, []);
    await page.close();
  }
  assert.equal(digests.size, 4, 'each band draws the level its own way');
});

test('the main menu fits one screen at 1024×600 in English and Russian, its digits fixed', async () => {
  for (const lang of ['en', 'ru']) {
    const { page, problems } = await browser.open(`?lang=${lang}`);
    await page.setViewportSize({ width: 1024, height: 600 });
    await frames(page, 10);
    let snap = await snapshot(page);
    const before = snap.menu.shortcuts;
    await shot(page, `menu-${lang}-1024x600`);
    await press(page, 'Digit1');
    assert.equal((await snapshot(page)).screen, 'playing', `${lang}: 1 starts a run`);
    await press(page, 'Escape');
    await frames(page, 10);
    snap = await snapshot(page);
    assert.equal(snap.menu.shortcuts[0], null, 'Continue, first, has no digit');
    assert.deepEqual(snap.menu.shortcuts.slice(1).filter((d) => d !== null),
      before.filter((d) => d !== null), `${lang}: the same digits, in the same order`);
    await shot(page, `menu-${lang}-1024x600-continue`);
    await press(page, 'Digit8');
    assert.equal((await snapshot(page)).screen, 'high_scores', `${lang}: 8 is High scores`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the run summary with stacked items fits its panel at 1024×600 in Russian', async () => {
  const { page, problems } = await browser.open('?lang=ru');
  await page.setViewportSize({ width: 1024, height: 600 });
  const inventory = JSON.stringify([
    'GoldenApple', 'GoldenApple', 'GoldenApple', 'GoldenApple', 'GoldenApple',
    'GoldenApple', 'GoldenApple', 'GoldenApple', 'Amulet',
  ]);
  const world = [
    '5 3', 'W W W W W', 'W 1 2 . W', 'W W W W W', '1. Player', '2. Exit', 'Goal: exit',
    `Player: {"health":7,"max_health":12,"base_attack":2,"base_armor":1,"experience":3,"level":2,"level_cost":2,"inventory":${inventory},"selected":0,"equipment":["Sword","Shield"]}`,
  ].join('\n') + '\n';
  await loadWorld(page, 'summary.txt', world);
  await press(page, 'KeyD');
  await frames(page, 20);
  const snap = await snapshot(page);
  assert.equal(snap.screen, 'won');
  await shot(page, 'summary-ru-1024x600');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the status line, the help and the overview keep clear of the HUD', async () => {
  const { page, problems } = await browser.open('?seed=12');
  await page.setViewportSize({ width: 1366, height: 768 });
  await frames(page, 10);
  await press(page, 'Shift+Slash');
  await frames(page, 10);
  assert.ok((await snapshot(page)).help, 'the help is open');
  await shot(page, 'help-over-goal-1366x768');
  await press(page, 'Escape');
  await page.setViewportSize({ width: 1024, height: 600 });
  await frames(page, 10);
  const box = await page.locator('#game').boundingBox();
  await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height / 2);
  await frames(page, 10);
  await shot(page, 'status-line-1024x600');
  await press(page, 'KeyM');
  await frames(page, 10);
  assert.equal((await snapshot(page)).overview, true);
  await shot(page, 'overview-1024x600');
  assert.deepEqual(problems, []);
  await page.close();
});
