// Where a key's time goes in a huge world (issue 29): a built site in
// headless Chromium opens the dungeon of 100,000 entities or the world of
// 100,000 items on one cell (tools/huge-worlds.mjs), presses keys with the
// DevTools protocol's sampling profiler on, and prints each key's time, the
// functions' self and inclusive time, and for each name in FOCUS (a comma
// list of substrings) the call paths through it. Names come from a wasm that
// keeps them: copy dist/ and put pkg/roguelike_bg.wasm in the hashed wasm's
// place (without its .br and .gz copies).
//   [FOCUS=a,b] node tools/profile-keys.mjs DIST [hoard|dungeon]
import { createRequire } from 'node:module';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from './serve.mjs';
import { bigDungeon, hoard, timeKeys } from './huge-worlds.mjs';
const { chromium } = createRequire(new URL('../tests/e2e/package.json', import.meta.url))('playwright-core');
const dir = resolve(process.argv[2] ?? 'dist');
const which = process.argv[3] ?? 'hoard';
const server = await serve(dir, 0);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const page = await context.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
await page.waitForFunction(() => performance.getEntriesByName('roguelike:first-frame').length > 0);
const path = join(await mkdtemp(join(tmpdir(), 'rl-')), which === 'hoard' ? 'hoard.txt' : 'big.json');
await writeFile(path, which === 'hoard' ? hoard(100000) : bigDungeon(100000));
await page.setInputFiles('#world-file', path);
await page.waitForFunction(() => window.roguelike.camera() !== null, null, { timeout: 120000, polling: 50 });
await timeKeys(page, ['KeyD', 'KeyA'], 4);
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
const times = await timeKeys(page, ['KeyD', 'KeyA'], 20);
const { profile } = await cdp.send('Profiler.stop');
console.log('keys', times.map((t) => t.toFixed(0)).join(' '));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const incl = new Map();
const nm = (n) => `${n.callFrame.functionName || '(anon)'}`;
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] / 1000;
  let id = profile.samples[i];
  self.set(nm(byId.get(id)), (self.get(nm(byId.get(id))) ?? 0) + dt);
  const seen = new Set();
  while (id !== undefined) { const k = nm(byId.get(id)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } id = parent.get(id); }
}
const show = (m, title) => { console.log(title); for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k.slice(0, 150)}`); };
show(self, '--- self'); show(incl, '--- inclusive');
for (const focus of (process.env.FOCUS ?? '').split(',').filter(Boolean)) {
  const paths = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] / 1000;
    let id = profile.samples[i]; const chain = [];
    while (id !== undefined) { chain.push(nm(byId.get(id))); id = parent.get(id); }
    const at = chain.findIndex((k) => k.includes(focus));
    if (at < 0) continue;
    const key = chain.slice(Math.max(0, at - 2), at + 5).map((k) => k.replace(/::h[0-9a-f]{16}/, '').slice(-70)).join(' <- ');
    paths.set(key, (paths.get(key) ?? 0) + dt);
  }
  console.log('--- paths through', focus);
  for (const [k, v] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
}
await browser.close(); server.close();
