// How fast the page starts (issue 30): cold loads of a built site in
// headless Chromium (playwright-core, Debian's Chromium), each in a fresh
// browser context (empty HTTP and code caches), on localhost and throttled
// through the DevTools protocol (Network.emulateNetworkConditions). For
// each: the first menu frame (the end of the first animation frame that
// draws on the canvas, found by watching the canvas from before the page's
// own scripts, so any build can be measured, an older one included), the
// bytes transferred until then, the requests made (images apart), and the
// page's own performance marks (`roguelike:*`) when it sets them.
// Prints medians; asserts nothing.
//
//   node tools/bench-start.mjs [DIST…] [RUNS]   (default dist/, 5 runs)
//
// Given two sites (an older build's dist/ and this one), it loads them in
// turn, so both are measured on the same machine at the same moment.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { serve } from './serve.mjs';

// playwright-core is the e2e tests' package (`make setup` installs it there).
const { chromium } = createRequire(new URL('../tests/e2e/package.json', import.meta.url))('playwright-core');

/** The line the issue measures against: 10 Mbit/s, 40 ms latency. */
export const THROTTLED = { latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };

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

// Runs before the page's scripts: the first drawing call on a 2D canvas
// queues a microtask, which runs as soon as the frame callback that drew
// returns, so the time it takes is the end of the first frame.
const WATCH_FIRST_FRAME = () => {
  const proto = CanvasRenderingContext2D.prototype;
  for (const name of ['fillRect', 'fillText', 'drawImage']) {
    const original = proto[name];
    proto[name] = function watched(...args) {
      if (!window.__firstFrame) {
        window.__firstFrame = 'pending';
        queueMicrotask(() => {
          window.__firstFrame = performance.now();
        });
      }
      return original.apply(this, args);
    };
  }
};

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One cold load of `url` in a fresh context; what it took. */
async function coldLoad(browser, url, throttle) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_FRAME);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    if (throttle) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...throttle });
    }
    const requests = [];
    page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType() }));
    await page.goto(url);
    await page.waitForFunction(() => typeof window.__firstFrame === 'number', null,
      { timeout: 60_000, polling: 5 });
    return await page.evaluate((all) => {
      const first = window.__firstFrame;
      const entries = [performance.getEntriesByType('navigation')[0],
        ...performance.getEntriesByType('resource')];
      const before = entries.filter((e) => e.responseEnd <= first);
      const marks = {};
      for (const m of performance.getEntriesByType('mark')) {
        if (m.name.startsWith('roguelike:')) marks[m.name.slice(10)] = m.startTime;
      }
      for (const m of performance.getEntriesByType('measure')) {
        if (m.name.startsWith('roguelike:')) marks[`${m.name.slice(10)} (ms)`] = m.duration;
      }
      return {
        first,
        bytes: before.reduce((sum, e) => sum + (e.transferSize || 0), 0),
        requests: all.length,
        images: all.filter((r) => r.type === 'image').map((r) => r.url.replace(/^.*\//, '')),
        screen: window.roguelike ? window.roguelike.snapshot().screen : null,
        marks,
      };
    }, requests);
  } finally {
    await context.close();
  }
}

/** Medians of `runs` cold loads of each of `dirs` (one server each), on
 *  localhost and throttled; the sites take turns load by load, so a
 *  comparison of two builds sees the same machine. */
export async function benchStart(dirs, runs = 5, log = console.log) {
  const sites = [];
  for (const dir of dirs) {
    const server = await serve(dir, 0);
    sites.push({ dir, server, url: `http://127.0.0.1:${server.address().port}/` });
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
  });
  const results = {};
  try {
    for (const [label, throttle] of [['localhost', null], ['10 Mbit/s + 40 ms', THROTTLED]]) {
      // One load first, not counted: it pulls Chromium's own files into
      // the system's page cache, so the runs that count start alike.
      await coldLoad(browser, sites[0].url, throttle);
      const loads = sites.map(() => []);
      for (let i = 0; i < runs; i++) {
        for (const [s, site] of sites.entries()) loads[s].push(await coldLoad(browser, site.url, throttle));
      }
      for (const [s, site] of sites.entries()) {
        const mine = loads[s];
        const first = median(mine.map((l) => l.first));
        const bytes = median(mine.map((l) => l.bytes));
        const last = mine[mine.length - 1];
        const times = mine.map((l) => l.first);
        log(`${site.dir}: first menu frame, cold, ${label}: ${first.toFixed(0)} ms median, `
          + `${Math.min(...times).toFixed(0)} ms best (${times.map((t) => t.toFixed(0)).join(' ')}), screen ${last.screen}`);
        log(`  transferred before it: ${bytes} bytes in ${last.requests} requests, `
          + `${last.images.length} of them images (${last.images.slice(0, 3).join(', ')}${
            last.images.length > 3 ? ', …' : ''})`);
        const names = Object.keys(last.marks);
        if (names.length) {
          log(`  the page's marks (median ms since navigation): ${names
            .map((n) => `${n} ${median(mine.map((l) => l.marks[n])).toFixed(1)}`).join(', ')}`);
        }
        results[`${site.dir} ${label}`] = { first, bytes, images: last.images.length, requests: last.requests };
      }
    }
  } finally {
    await browser.close();
    for (const site of sites) site.server.close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runs = /^\d+$/.test(args[args.length - 1] ?? '') ? Number(args.pop()) : 5;
  const dirs = args.length ? args : ['dist'];
  console.log(`start-up of ${dirs.map((d) => resolve(d)).join(' and ')}, ${runs} cold loads each`);
  await benchStart(dirs, runs);
}
