// Shared set-up for the end-to-end tests: serve dist/, launch Debian's
// Chromium through playwright-core, and helpers to drive the game.
import { chromium } from 'playwright-core';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../tools/serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = join(here, '..', '..', 'dist');
export const SCREENSHOTS = join(here, 'screenshots');

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Starts the server and a browser; returns { open, close }. */
export async function start() {
  const server = await serve(DIST, 0);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const profile = await mkdtemp(join(tmpdir(), 'roguelike-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
    viewport: { width: 1366, height: 768 },
  });
  await mkdir(SCREENSHOTS, { recursive: true });

  /** Opens the game page (with an optional query) with empty storage (the
   *  tests of a file share one browser profile) and waits until it runs;
   *  `watch(page)`, if given, is called just before the game's page loads
   *  (to see its requests, say). */
  async function open(query = '', { watch } = {}) {
    const page = await context.newPage();
    // Storage is cleared from a page of the same origin that does not run the
    // game (the server's 404 page), so no game can write its save back in
    // between; the console is watched from the game's page on.
    await page.goto(base + 'no-game-here', { waitUntil: 'networkidle' });
    await page.evaluate(() => localStorage.clear());
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    if (watch) await watch(page);
    await page.goto(base + query);
    await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
    await settled(page);
    return { page, problems };
  }

  async function close() {
    await context.close();
    server.close();
    await rm(profile, { recursive: true, force: true });
  }

  return { open, close, base };
}

/** Waits until the page has drawn, read its storage (the mark
 *  `roguelike:storage-read`; with a game stored the read is put off until after the
 *  first frame) and finished restoring a saved game, so a snapshot shows the
 *  game the page settled on, not the "restoring" moment. */
export async function settled(page) {
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady()
    && performance.getEntriesByName('roguelike:storage-read').length > 0
    && !/Restoring your saved game|Восстанавливаем/.test(window.roguelike.snapshot().notice ?? ''));
  // Two frames so the first drawing has happened.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The game's snapshot. */
export const snapshot = (page) => page.evaluate(() => window.roguelike.snapshot());

/** Presses keys (Playwright key names, e.g. 'KeyD', 'Enter') one by one, a frame apart. */
export async function press(page, ...keys) {
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  }
}

/**
 * Finds the main menu's line that starts with `label` and presses its digit
 * (`snapshot().menu.shortcuts`: each line keeps its own, Continue or not), or,
 * for a line without one, walks the cursor down to it and presses Enter.
 */
export async function choose(page, label) {
  const items = await page.evaluate(() => window.roguelike.menuItems());
  const i = items.findIndex((t) => t.startsWith(label));
  if (i < 0) throw new Error(`no menu line for ${label} among ${items}`);
  const { selected, shortcuts } = (await snapshot(page)).menu;
  const digit = shortcuts?.[i];
  if (digit !== null && digit !== undefined) {
    await press(page, `Digit${digit}`);
    return;
  }
  const steps = (i - selected + items.length) % items.length;
  await press(page, ...Array(steps).fill('ArrowDown'), 'Enter');
}

/** Waits a few frames (animations, camera). */
export const frames = (page, n = 30) =>
  page.evaluate((n) => new Promise((r) => {
    let left = n;
    const step = () => (--left <= 0 ? r() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  }), n);

/** Saves a screenshot to tests/e2e/screenshots/NAME.png (ignored by git). */
export const shot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

/** A hash of the canvas pixels, to see whether something changed on screen. */
export const canvasDigest = (page) =>
  page.evaluate(() => {
    const c = document.getElementById('game');
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let h = 2166136261;
    for (let i = 0; i < data.length; i += 7) h = Math.imul(h ^ data[i], 16777619);
    return h >>> 0;
  });

/** Picks a world file through the page's <input id="world-file">. */
export async function loadWorld(page, name, text) {
  const { writeFile } = await import('node:fs/promises');
  const dir = await mkdtemp(join(tmpdir(), 'roguelike-world-'));
  const path = join(dir, name);
  await writeFile(path, text);
  await page.setInputFiles('#world-file', path);
  await page.waitForFunction(() => {
    const s = window.roguelike.snapshot().screen;
    return s === 'playing' || s === 'world_errors';
  });
  await frames(page, 3);
}

/** The text of the page's alert live region, as Chromium's accessibility
 *  tree has it (what a screen reader reads). */
export async function alertText(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Accessibility.enable');
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const text = (n) => (n.role?.value === 'StaticText' ? n.name?.value ?? ''
    : (n.childIds ?? []).map((id) => byId.get(id)).filter(Boolean).map(text).join(' '));
  const alert = nodes.find((n) => !n.ignored && n.role?.value === 'alert');
  return alert ? text(alert) : '';
}
