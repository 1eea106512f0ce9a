// `make bench-web`: our field of view and turn in wasm, timed in node next to
// rot.js's PreciseShadowcasting on the same map, and beside the native
// criterion figures of the same scenes (when `cargo bench` has left them in
// target/criterion). Prints medians and 99th percentiles, in microseconds.
//
// Usage: node tools/bench-web.mjs [PKG_DIR] (default pkg-bench, built by
// `make bench-web`: cargo build --features bench-web, then wasm-bindgen --target nodejs).

import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const pkgDir = resolve(root, process.argv[2] ?? 'pkg-bench');
const ours = require(join(pkgDir, 'roguelike.js'));
const ROT = require(join(root, 'tools', 'node_modules', 'rot-js'));

/// Times `run` in `samples` batches of `batch` calls after a warm-up; the
/// per-call median and 99th percentile over the batches, in µs.
function measure(run, { samples, batch }) {
  for (let i = 0; i < batch * 50; i++) run();
  const times = [];
  for (let s = 0; s < samples; s++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) run();
    times.push(((performance.now() - start) * 1000) / batch);
  }
  return percentiles(times);
}

function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
  return { median: at(0.5), p99: at(0.99) };
}

/// Criterion's samples of benchmark `id` (per-iteration times, µs), if the
/// native benches ran.
function native(id) {
  const dir = join(root, 'target', 'criterion');
  if (!existsSync(dir)) return null;
  for (const entry of readdirSync(dir)) {
    const newDir = join(dir, entry, 'new');
    const meta = join(newDir, 'benchmark.json');
    if (!existsSync(meta)) continue;
    if (JSON.parse(readFileSync(meta, 'utf8')).full_id !== id) continue;
    const { iters, times } = JSON.parse(readFileSync(join(newDir, 'sample.json'), 'utf8'));
    return percentiles(times.map((t, i) => t / iters[i] / 1000));
  }
  return null;
}

const fmt = (x) => (x == null ? '—' : x < 10 ? x.toFixed(2) : x < 1000 ? x.toFixed(1) : x.toFixed(0));
const rows = [];
function row(name, m, note = '') {
  rows.push([name, fmt(m?.median), fmt(m?.p99), note]);
}

// Field of view: radius 10 from the middle of a 64×64 map with 20% walls,
// outside the map counting as wall (benches/sight.rs's map).
const SIZE = 64, CENTRE = 32, RADIUS = 10;
const sight = new ours.SightBench(SIZE, 0.2, 42n);
const walls = sight.walls();
const lightPasses = (x, y) =>
  x >= 0 && y >= 0 && x < SIZE && y < SIZE && walls[y * SIZE + x] === 0;
const precise = new ROT.FOV.PreciseShadowcasting(lightPasses);
let rotSeen = 0;
const rotRun = () => {
  rotSeen = 0;
  precise.compute(CENTRE, CENTRE, RADIUS, () => { rotSeen++; });
};
const ourRun = () => sight.fieldOfView(CENTRE, CENTRE, RADIUS);
const fovOpts = { samples: 3000, batch: 20 };
const rot = measure(rotRun, fovOpts);
const wasmFov = measure(ourRun, fovOpts);
const nativeFov = native('field_of_view r10 on 64x64, 20% walls');
row('FOV r10, rot.js PreciseShadowcasting', rot, `${rotSeen} cells lit`);
row('FOV r10, ours in wasm', wasmFov, `${ourRun()} cells seen; ${(rot.median / wasmFov.median).toFixed(1)}× rot.js`);
row('FOV r10, ours native (criterion)', nativeFov,
  nativeFov ? `wasm/native ${(wasmFov.median / nativeFov.median).toFixed(2)}×` : 'run `cargo bench --bench sight` for this');

// A turn: the player steps back and forth among items, up to 1,000 of them
// within the update radius (benches/world.rs's scenes).
for (const objects of [1_000, 10_000, 100_000]) {
  const bench = new ours.TurnBench(objects);
  const turnOpts = { samples: 1000, batch: 10 };
  const wasmTurn = measure(() => bench.step(), turnOpts);
  const withChecksum = measure(() => { bench.step(); bench.checksum(); }, turnOpts);
  const nativeTurn = native(`turn: ${objects} objects, up to 1k in radius`);
  row(`turn, ${objects} objects, wasm`, wasmTurn);
  row(`turn + checksum, ${objects} objects, wasm`, withChecksum);
  row(`turn, ${objects} objects, native (criterion)`, nativeTurn,
    nativeTurn ? `wasm/native ${(wasmTurn.median / nativeTurn.median).toFixed(2)}×` : 'run `cargo bench --bench world` for this');
  bench.free();
}
sight.free();

const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c].length), ['', 'median µs', 'p99 µs', ''][c].length));
const line = (r) => r.map((cell, c) => (c === 1 || c === 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd();
console.log(`node ${process.version}, wasm from ${pkgDir}`);
console.log(line(['', 'median µs', 'p99 µs', '']));
for (const r of rows) console.log(line(r));
