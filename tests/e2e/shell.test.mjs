// The page shell: loads cleanly, a crisp full-window canvas, the main menu,
// and the F3 debug overlay.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, canvasDigest } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

test('the page loads with no console errors and shows the main menu', async () => {
  const { page, problems } = await browser.open();
  const snap = await snapshot(page);
  assert.equal(snap.screen, 'main_menu');
  assert.equal(snap.turn, 0);
  await shot(page, 'main-menu');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the canvas fills the window at device resolution', async () => {
  const { page } = await browser.open();
  const size = await page.evaluate(() => {
    const c = document.getElementById('game');
    const r = c.getBoundingClientRect();
    return { cssW: r.width, cssH: r.height, w: c.width, h: c.height, dpr: devicePixelRatio,
             winW: innerWidth, winH: innerHeight };
  });
  assert.equal(size.cssW, size.winW);
  assert.equal(size.cssH, size.winH);
  assert.equal(size.w, Math.round(size.cssW * size.dpr));
  assert.equal(size.h, Math.round(size.cssH * size.dpr));
  await page.close();
});

test('F3 toggles the debug overlay', async () => {
  const { page } = await browser.open();
  await frames(page, 5);
  const before = await canvasDigest(page);
  await press(page, 'F3');
  await frames(page, 5);
  assert.equal((await snapshot(page)).debug_overlay, true);
  assert.notEqual(await canvasDigest(page), before, 'the overlay changed the pixels');
  await shot(page, 'debug-overlay');
  await press(page, 'F3');
  assert.equal((await snapshot(page)).debug_overlay, false);
  await page.close();
});

test('a browser shortcut is left to the browser, a game key is not', async () => {
  const { page } = await browser.open();
  const prevented = await page.evaluate(() => {
    const fire = (init) => {
      const e = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    return { s: fire({ code: 'KeyS' }), ctrlW: fire({ code: 'KeyW', ctrlKey: true }), f5: fire({ code: 'F5' }) };
  });
  assert.deepEqual(prevented, { s: true, ctrlW: false, f5: false });
  await page.close();
});
