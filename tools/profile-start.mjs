// Where the page's start goes: one cold load of a built site in headless
// Chromium with the DevTools protocol's sampling profiler on (50 µs), then
// the functions' self time until the first menu frame, biggest first (a
// wasm with its names, pkg/roguelike_bg.wasm, names its own functions).
//   node tools/profile-start.mjs DIST [TOP]
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { serve } from './serve.mjs';

const { chromium } = createRequire(new URL('../tests/e2e/package.json', import.meta.url))('playwright-core');
const dir = resolve(process.argv[2] ?? 'dist');
const top = Number(process.argv[3] ?? 40);
const server = await serve(dir, 0);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.waitForFunction(() => performance.getEntriesByName('roguelike:first-frame').length > 0);
const marks = await page.evaluate(() => performance.getEntriesByType('mark')
  .filter((m) => m.name.startsWith('roguelike:')).map((m) => [m.name, Math.round(m.startTime)]));
const { profile } = await cdp.send('Profiler.stop');
const firstFrame = marks.find(([n]) => n === 'roguelike:first-frame')[1];
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
let t = profile.startTime;
const origin = (await page.evaluate(() => performance.timeOrigin)) * 1000;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  if ((t - origin) / 1000 > firstFrame) break;
  const node = byId.get(profile.samples[i]);
  const f = node.callFrame;
  const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(name, (self.get(name) ?? 0) + profile.timeDeltas[i] / 1000);
}
console.log('marks:', marks.map(([n, v]) => `${n.slice(10)} ${v}`).join(', '));
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
for (const [name, ms] of rows) console.log(`${ms.toFixed(1).padStart(7)} ms  ${name}`);
await browser.close();
server.close();
