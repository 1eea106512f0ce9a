// Options: a rebinding survives a reload and its key moves the player; an
// AZERTY-like key event (`?` on KeyM) opens the help; browser zoom at 200%
// doubles the drawn text height in device pixels; the high-contrast palette
// (screenshot); reduced motion makes the camera jump.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { start, snapshot, press, frames, shot, loadWorld, choose } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

const ROOM = `11 7
W W W W W W W W W W W
W . . . . . . . . . W
W . 2 . 3 . 4 . 5 . W
W . . . . 1 . . . . W
W . 6 . 7 . 8 . 9 . W
W . . . . . . . . . W
W W W W W W W W W W W
1. Player
2. Mob Ghost
3. Mob Robot
4. Mob Troll
5. Mob Wraith
6. Item Sword
7. Item Shield
8. Item GoldenApple
9. Item Amulet
`;

/** From the game, through Escape and the menu, to the options line starting with `label`. */
async function optionsLine(page, label) {
  if ((await snapshot(page)).screen !== 'main_menu') await press(page, 'Escape');
  await choose(page, 'Options');
  const snap = await snapshot(page);
  assert.equal(snap.screen, 'options');
  const i = snap.menu.items.findIndex((t) => t.startsWith(label));
  assert.ok(i >= 0, `no options line ${label} among ${snap.menu.items}`);
  const steps = (i - snap.menu.selected + snap.menu.items.length) % snap.menu.items.length;
  await press(page, ...Array(steps).fill('ArrowDown'));
}

/** Escape out of the options and the menu, back to the paused game. */
async function backToGame(page) {
  await press(page, 'Escape', 'Escape');
  assert.equal((await snapshot(page)).screen, 'playing');
}

test('a rebound key survives a reload and moves the player; the old key does not', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'room.txt', ROOM);
  await optionsLine(page, 'Move right');
  await press(page, 'Enter');
  assert.equal((await snapshot(page)).options_capture, 'move_right');
  await press(page, 'KeyK');
  let snap = await snapshot(page);
  assert.deepEqual(snap.options.bindings.move_right, ['k']);
  assert.ok(snap.menu.items.some((t) => t === 'Move right: K'), snap.menu.items.join('|'));
  // A key another action has is refused, naming that action.
  await press(page, 'ArrowUp', 'Enter', 'KeyW');
  snap = await snapshot(page);
  assert.match(snap.options_said, /Move up/);
  assert.deepEqual(snap.options.bindings.move_left, ['a', 'Numpad4'], 'unchanged');

  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  await frames(page, 2);
  snap = await snapshot(page);
  assert.deepEqual(snap.options.bindings.move_right, ['k'], 'remembered');
  await choose(page, 'Continue');
  const x = (await snapshot(page)).player.x;
  await press(page, 'KeyD');
  assert.equal((await snapshot(page)).player.x, x, 'd no longer moves right');
  await press(page, 'KeyK');
  assert.equal((await snapshot(page)).player.x, x + 1, 'k does');
  // An AZERTY keyboard types `?` with Shift on the key US boards call KeyM.
  await page.evaluate(() => document.getElementById('game').dispatchEvent(new KeyboardEvent('keydown',
    { code: 'KeyM', key: '?', shiftKey: true, bubbles: true, cancelable: true })));
  await frames(page, 2);
  snap = await snapshot(page);
  assert.ok(snap.help, 'the help is open');
  assert.ok(snap.help.keys.some(([k]) => k.startsWith('W A S K')), JSON.stringify(snap.help.keys));
  assert.deepEqual(problems, []);
});

/** Height in device pixels of the gold title's glyphs on the main menu: the
 *  first unbroken band of rows holding gold, from the top (the menu's gold
 *  group headings below it are not counted). */
const titleHeight = (page) => page.evaluate(() => {
  const c = document.getElementById('game');
  const rows = Math.floor(c.height * 0.28);
  const data = c.getContext('2d').getImageData(0, 0, c.width, rows).data;
  let top = -1; let bottom = -1;
  for (let y = 0; y < rows; y++) {
    let gold = false;
    for (let x = 0; x < c.width; x++) {
      const i = (y * c.width + x) * 4;
      // theme::GOLD, 236 184 72, solidly drawn.
      if (Math.abs(data[i] - 236) < 24 && Math.abs(data[i + 1] - 184) < 24 && Math.abs(data[i + 2] - 72) < 24) {
        gold = true;
        break;
      }
    }
    if (gold) {
      if (top < 0) top = y;
      bottom = y;
    } else if (top >= 0) {
      break;
    }
  }
  return { height: bottom - top + 1, canvas: [c.width, c.height] };
});

test('browser zoom at 200% doubles the drawn text height in device pixels', async () => {
  // Browser zoom halves the CSS viewport and doubles devicePixelRatio,
  // keeping the device pixels: a 1600×1000 window at 100% is 800×500 CSS
  // pixels at ratio 2 at 200%. A context with that viewport and
  // deviceScaleFactor is what Chromium's zoom looks like to the page
  // (headless Chromium has no zoom control of its own).
  const launched = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const measure = async (width, height, deviceScaleFactor) => {
    const context = await launched.newContext({ viewport: { width, height }, deviceScaleFactor });
    const page = await context.newPage();
    await page.goto(browser.base);
    await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
    await frames(page, 3);
    const ratio = await page.evaluate(() => window.devicePixelRatio);
    const measured = await titleHeight(page);
    await shot(page, `options-zoom-${deviceScaleFactor * 100}`);
    await context.close();
    return { ...measured, ratio };
  };
  try {
    const normal = await measure(1600, 1000, 1);
    const zoomed = await measure(800, 500, 2);
    assert.deepEqual(zoomed.canvas, normal.canvas, 'the same device pixels');
    assert.equal(zoomed.ratio, 2);
    assert.ok(normal.height > 20, `a title was found: ${normal.height}`);
    const factor = zoomed.height / normal.height;
    assert.ok(Math.abs(factor - 2) < 0.1, `text height ${normal.height} → ${zoomed.height} (×${factor})`);
  } finally {
    await launched.close();
  }
});

test('the high-contrast palette letters every creature and item', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'room.txt', ROOM);
  await frames(page, 20);
  await shot(page, 'options-standard-palette');
  await optionsLine(page, 'Palette');
  await press(page, 'Enter');
  let snap = await snapshot(page);
  assert.equal(snap.options.high_contrast, true);
  assert.match(snap.menu.items[snap.menu.selected], /high contrast/);
  await shot(page, 'options-screen');
  await backToGame(page);
  await frames(page, 20);
  await shot(page, 'options-high-contrast');
  assert.deepEqual(problems, []);
});

test('reduced motion makes the camera jump instead of gliding', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'room.txt', ROOM);
  await frames(page, 40);
  await page.keyboard.press('KeyS');
  // The camera's row on each of the next 30 frames, read from the first one
  // on: the glide is timed (90 ms a step of e), so on a busy machine a few
  // slow frames can finish it, and only frames read from the start see it.
  const rows = await page.evaluate(() => new Promise((r) => {
    const seen = [];
    const step = () => {
      seen.push(window.roguelike.camera()[1]);
      if (seen.length >= 30) r(seen); else requestAnimationFrame(step);
    };
    step();
  }));
  let snap = await snapshot(page);
  assert.ok(rows.some((y) => y < snap.player.y && y > snap.player.y - 1), `gliding: ${rows} → ${snap.player.y}`);
  await frames(page, 60);
  await optionsLine(page, 'Reduced motion');
  await press(page, 'Enter');
  assert.equal((await snapshot(page)).options.reduced_motion, true);
  await backToGame(page);
  await frames(page, 2);
  await press(page, 'KeyW');
  await frames(page, 1);
  snap = await snapshot(page);
  const camera = await page.evaluate(() => window.roguelike.camera());
  assert.deepEqual(camera, [snap.player.x, snap.player.y], 'the camera is on the player at once');
  assert.deepEqual(problems, []);
});
