// The autosave in the page (issue 17, "Autosave that scales"): Chromium
// (playwright-core, as the e2e tests launch it) plays a file world of about
// 100,000 objects and records, for every step, the time the key's handler
// took and the animation frames' durations (requestAnimationFrame deltas)
// while stepping; then plays 10,000 turns of a seed and weighs what the
// store holds. Prints the figures; asserts nothing (`make bench-page`).
import { start, loadWorld, frames, snapshot } from '../tests/e2e/harness.mjs';
import { bigWorld } from './big-world.mjs';

const OBJECTS = Number(process.env.BENCH_OBJECTS ?? 100_000);
const STEPS = Number(process.env.BENCH_STEPS ?? 200);
const TURNS = Number(process.env.BENCH_TURNS ?? 10_000);

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: sorted.length, median: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] };
};
const ms = (s) => `median ${s.median.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (${s.n})`;

/** Bytes (UTF-16 code units, as localStorage counts them) under the store's keys
 * (a source kept in IndexedDB is not counted). */
const storedBytes = (page) => page.evaluate(() => {
  let game = 0;
  let source = 0;
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key.startsWith('roguelike.game') && key !== 'roguelike.save') continue;
    const size = key.length + localStorage.getItem(key).length;
    if (key.includes('.source.')) source += size; else game += size;
  }
  return { game, source };
});

if (OBJECTS === 0) process.exit(0);

const browser = await start();
try {
  const { page, problems } = await browser.open();
  const text = bigWorld(OBJECTS);
  console.log(`world: ${OBJECTS} objects, ${text.length} characters`);
  await loadWorld(page, 'big.txt', text);
  await frames(page, 10);
  // The same number of frames with no key pressed: what the browser's frame
  // clock does on its own, to tell our work from its misses.
  const idle = await page.evaluate((count) => new Promise((resolve) => {
    const deltas = [];
    let last = performance.now();
    const loop = (now) => {
      deltas.push(now - last);
      last = now;
      if (deltas.length < count) requestAnimationFrame(loop); else resolve(deltas.slice(2));
    };
    requestAnimationFrame(loop);
  }), STEPS * 2 + 2);
  const result = await page.evaluate(async (steps) => {
    const handler = [];
    let t0 = 0;
    // Registered after the game's own listener: it runs once the step is done.
    window.addEventListener('keydown', () => handler.push(performance.now() - t0));
    const deltas = [];
    let last = performance.now();
    let running = true;
    const loop = (now) => {
      deltas.push(now - last);
      last = now;
      if (running) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let i = 0; i < steps; i++) {
      const code = i % 4 < 2 ? 'KeyD' : 'KeyA';
      t0 = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { code, key: code.slice(3).toLowerCase(), bubbles: true }));
      await frame();
      await frame();
    }
    running = false;
    return { handler, deltas: deltas.slice(2) };
  }, STEPS);
  const snap = await snapshot(page);
  console.log(`big world: turn ${snap.turn} after ${STEPS} steps (screen ${snap.screen})`);
  console.log(`  step (key handler): ${ms(stats(result.handler))}`);
  console.log(`  frame while idle (rAF delta): ${ms(stats(idle))}`);
  console.log(`  frame while stepping (rAF delta): ${ms(stats(result.deltas))}`);
  const big = await storedBytes(page);
  console.log(`  stored: ${big.game} bytes of game, ${big.source} of world source`);
  // A reload rebuilds the world from its source, then replays the log: the
  // same reload with the log cut to nothing times the rebuild alone. Timed
  // in the page, from its navigation to the menu offering Continue (polled
  // through the menu's lines: a snapshot of this world costs more than the
  // thing measured).
  const reload = async () => {
    await page.reload();
    await page.waitForFunction(
      () => window.roguelike && window.roguelike.menuItems().some((t) => t.startsWith('Continue')),
      null, { timeout: 600_000, polling: 20 });
    const at = await page.evaluate(() => performance.now());
    return [await snapshot(page), at / 1000];
  };
  const [back, whole] = await reload();
  console.log(`  reload: turn ${back.turn}, notice "${back.notice}" (Continue offered ${whole.toFixed(2)} s after navigation)`);
  await page.evaluate(() => {
    const head = JSON.parse(localStorage.getItem('roguelike.game'));
    for (let i = 0; i < head.chunks; i++) localStorage.removeItem(`roguelike.game.log.${i}`);
    head.chunks = 0;
    localStorage.setItem('roguelike.game', JSON.stringify(head));
  });
  const [start, rebuild] = await reload();
  console.log(`  reload without the log (the rebuild alone): turn ${start.turn} (${rebuild.toFixed(2)} s); so the replay of ${back.turn} turns took about ${(whole - rebuild).toFixed(2)} s`);
  // What a test pays to look at this world: snapshot() lists every object.
  const inPage = await page.evaluate(() => {
    const t = performance.now();
    window.roguelike.snapshot();
    return performance.now() - t;
  });
  const t = performance.now();
  await snapshot(page);
  console.log(`  one snapshot() of this world: ${inPage.toFixed(0)} ms in the page, ${(performance.now() - t).toFixed(0)} ms to the test`);
  if (problems.length) console.log(`  page problems: ${problems.join(' | ')}`);
  await page.close();

  const seeded = await browser.open('?seed=4242');
  const played = await seeded.page.evaluate(async (turns) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let i = 0; i < turns; i++) {
      window.dispatchEvent(new KeyboardEvent('keydown', { code: 'Period', key: '.', bubbles: true }));
      if (i % 20 === 19) await frame();
    }
    await frame();
    await frame();
    return window.roguelike.snapshot().turn;
  }, TURNS);
  const small = await storedBytes(seeded.page);
  console.log(`seed 4242: ${TURNS} waits, turn ${played}; stored ${small.game} bytes of game, ${small.source} of source`);
  await seeded.page.close();
} finally {
  await browser.close();
}
