// The memory of the page's renderer, read from /proc (Linux): the measuring
// tools (bench-huge.mjs, hostile-cases.mjs) launch Chromium through the e2e
// harness and weigh the renderer processes of that browser alone, not
// another engineer's on the same machine.
import { readdir, readFile } from 'node:fs/promises';
import { start } from '../tests/e2e/harness.mjs';

/** Every process: pid → { ppid, cmdline }. */
export async function processes() {
  const all = new Map();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = (await readFile(`/proc/${name}/cmdline`, 'utf8')).replace(/\0/g, ' ');
      all.set(Number(name), { ppid, cmdline });
    } catch { /* gone meanwhile */ }
  }
  return all;
}

/** The renderer processes descending from the browsers in `roots`: their
 *  largest peak and resident memory, in MB. */
export async function rendererMemory(roots) {
  const all = await processes();
  const ours = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 10; p = all.get(p)?.ppid ?? 0, hops++) {
      if (roots.has(p)) return true;
    }
    return false;
  };
  let peak = 0;
  let resident = 0;
  for (const [pid, { cmdline }] of all) {
    if (!cmdline.includes('--type=renderer') || !ours(pid)) continue;
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
      peak = Math.max(peak, kb('VmHWM') / 1024);
      resident = Math.max(resident, kb('VmRSS') / 1024);
    } catch { /* gone meanwhile */ }
  }
  return { peak, resident };
}

/** Starts the harness's server and browser and finds that browser's own
 *  processes (the ones started now, by their profile's name): the harness's
 *  `{ open, close, base }` and `memory()`, its renderers' memory in MB. */
export async function startWeighed() {
  const isOurs = (p) => p.cmdline.includes('roguelike-e2e-');
  const before = new Set([...(await processes())].filter(([, p]) => isOurs(p)).map(([pid]) => pid));
  const browser = await start();
  const roots = new Set([...(await processes())]
    .filter(([pid, p]) => isOurs(p) && !before.has(pid) && !p.cmdline.includes('--type='))
    .map(([pid]) => pid));
  return { ...browser, memory: () => rendererMemory(roots) };
}
