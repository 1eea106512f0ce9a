// Every hostile case of issue 29, measured again: each crafted input is
// written into a temporary folder (nothing big is checked in), every TOOL
// case runs the built `roguelike` under `/usr/bin/time -f '%e %M %U %S'`
// with a 30 s timeout, and every PAGE case opens `dist/` in headless Chromium (a
// fresh browser each, so its renderer's peak memory is that case's alone)
// and times how long the page takes to answer (the error screen, the menu,
// the game going on). Prints one markdown table — the case in the issue's
// words, its "before" copied from the issue, the time and memory now, the
// first line of what the user is told, and the regression tests that pin it
// — for worlds/HOSTILE.md. Measures, asserts nothing (those tests do).
//
//   cargo build --release --bin roguelike && make build
//   node tools/hostile-cases.mjs                 # every case
//   HOSTILE_ONLY=tool node tools/hostile-cases.mjs   # or page
//   HOSTILE_CASES='labyrinth|goal' node tools/hostile-cases.mjs  # cases whose name matches
//   HOSTILE_BIN=target/debug/roguelike …         # another build (release by default)
//
// Times are wall-clock seconds on whatever machine runs it (and, for the
// tool, its CPU seconds): on a shared one, read them as an order of
// magnitude, not a benchmark.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { snapshot, press, alertText } from '../tests/e2e/harness.mjs';
import { startWeighed } from './renderer-memory.mjs';
import { bigDungeon, hoard, timeKeys } from './huge-worlds.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = process.env.HOSTILE_BIN ? resolve(process.env.HOSTILE_BIN)
  : ['target/release/roguelike', 'target/debug/roguelike'].map((p) => join(ROOT, p)).find(existsSync);
const TIMEOUT_S = 30;
const ONLY = process.env.HOSTILE_ONLY ?? '';
const PICK = new RegExp(process.env.HOSTILE_CASES ?? '', 'i');
const DIR = await mkdtemp(join(tmpdir(), 'roguelike-hostile-'));

// ---- crafted inputs -------------------------------------------------------

/** The default Dungeon Mania config, as a record to change. */
const defaultConfig = () => JSON.parse(readFileSync(join(ROOT, 'worlds/dungeon-default-config.json'), 'utf8'));

/** A config of ones, nothing spawning but zombies, every tick. */
function everyTickConfig() {
  const config = defaultConfig();
  for (const key of Object.keys(config)) config[key] = key.endsWith('_spawn_rate') ? 0 : 1;
  config.zombie_spawn_rate = 1;
  return JSON.stringify(config);
}

const dungeon = (entities, goal = { goal: 'exit' }) => JSON.stringify({ entities, 'goal-condition': goal });

/** A player boxed in by four walls and `others` in the open. */
const boxed = (...others) => dungeon([
  { type: 'player', x: 0, y: 0 },
  { type: 'wall', x: 0, y: -1 }, { type: 'wall', x: 0, y: 1 },
  { type: 'wall', x: -1, y: 0 }, { type: 'wall', x: 1, y: 0 },
  ...others,
]);

const farApart = (distance) => dungeon([{ type: 'player', x: 0, y: 0 }, { type: 'exit', x: distance, y: distance }]);

/** A complete binary goal tree whose leaves are `depth` ORs down. */
function goalTree(depth) {
  const tree = (d) => (d === 0 ? '{"goal":"exit"}' : `{"goal":"OR","subgoals":[${tree(d - 1)},${tree(d - 1)}]}`);
  return `{"entities":[{"type":"player","x":0,"y":0},{"type":"exit","x":1,"y":0}],"goal-condition":${tree(depth)}}`;
}

/** A save in the older dungeon format (the page's e2e tests' long save) of
 *  `actions` moves back and forth in a walled room; its final checksum is
 *  made up, so a restore that plays it to the end says it diverged there.
 *  With `spawner`, a zombie spawner outside the room and the default config
 *  (a zombie every 20 ticks): the dungeon grows as the save plays. */
function longSave(actions, { spawner = false } = {}) {
  const entities = [{ type: 'player', x: 1, y: 1 }, { type: 'exit', x: 5, y: 3 }];
  for (let x = 0; x <= 6; x++) entities.push({ type: 'wall', x, y: 0 }, { type: 'wall', x, y: 4 });
  for (let y = 1; y <= 3; y++) entities.push({ type: 'wall', x: 0, y }, { type: 'wall', x: 6, y });
  if (spawner) entities.push({ type: 'zombie_toast_spawner', x: 10, y: 2 });
  const config = spawner ? { name: 'config.json', text: JSON.stringify(defaultConfig()) } : null;
  const moves = Array.from({ length: actions }, (_, i) => (i % 2 ? 'left' : 'right'));
  return JSON.stringify({
    format: 'roguelike-dungeon-save', version: 1,
    start: { name: 'long.json', dungeon: dungeon(entities), config, seed: 1 },
    actions: moves, tick: moves.length, checksum: '0123456789abcdef',
  });
}

/** The issue's 5 × 3 labyrinth whose treasure is behind a walled-in hole. */
const WALLED_TREASURE = '#######\n#S01#T#\n#E ####\n#   ###\n#######\n';

/** A valid 40 × 25 labyrinth (inside its wall) with ten wormholes, S, E and
 *  T spread over an open floor with a few walls. */
function tenWormholes() {
  const rows = [];
  for (let y = 0; y < 27; y++) {
    let row = '';
    for (let x = 0; x < 42; x++) {
      const edge = x === 0 || y === 0 || x === 41 || y === 26;
      row += edge || (x % 6 === 3 && y % 4 !== 1) ? '#' : ' ';
    }
    rows.push([...row]);
  }
  const marks = ['S', 'E', 'T', ...'0123456789'];
  marks.forEach((m, i) => { rows[1 + 2 * (i % 12)][1 + 4 * Math.floor(i / 12) + (i % 3)] = m; });
  return rows.map((r) => r.join('')).join('\n') + '\n';
}

/** A valid dungeon save of twelve actions in the older format, which the
 *  tests keep (a few kilobytes): the base of the damaged ones. */
const vaultSave = () => readFileSync(join(ROOT, 'tests/old_saves/dungeon-vault.save.json'), 'utf8');

const LONE_CR_LABYRINTH = '#####\r#T E#\r# # #\r#S  #\r#####\r';

/** A UTF-16 little-endian file with its byte-order mark. */
const utf16 = (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

// ---- the tool -------------------------------------------------------------

/** Writes `content` as `name` in the temporary folder; its path. */
async function file(name, content) {
  const path = join(DIR, name);
  await writeFile(path, content);
  return path;
}

/** Text a terminal and a markdown table can show: controls escaped, pipes
 *  too, cut at `max` characters. */
function shown(text, max = 110) {
  const safe = [...text].map((c) => {
    const code = c.codePointAt(0);
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)
      || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) {
      return `\\u{${code.toString(16)}}`;
    }
    return c;
  }).join('').replace(/\|/g, '\\|');
  if (safe.length <= max) return safe;
  // A cut inside a `code span` is closed, so the table's next cells stay cells.
  const cut = safe.slice(0, max);
  return (cut.split('`').length - 1) % 2 ? `${cut}…\`` : `${cut}…`;
}

/** Runs the tool with `args` under /usr/bin/time and `timeout`: its wall
 *  time, peak memory, exit status and the first line it said (standard error
 *  first, where refusals go, else standard output). */
function runTool(args) {
  const timing = join(DIR, 'time.txt');
  // %U + %S besides %e: on a shared machine the CPU time says what the
  // command cost when the wall time says how long others kept it waiting.
  const run = spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', '-o', timing, 'timeout', String(TIMEOUT_S), BIN, ...args],
    { cwd: DIR, maxBuffer: 1 << 30, encoding: 'utf8' });
  const [seconds, kb, user, system] = readFileSync(timing, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  const firstLine = (text) => (text ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
  const out = run.stdout ?? '';
  const printed = out.startsWith('{') ? `(a JSON response, ${out.length} bytes)`
    : out.split('\n').length > 3 ? `(${out.split('\n').length - 1} lines: a world drawn)` : firstLine(out);
  const said = run.status === 124 ? `(no answer within ${TIMEOUT_S} s)` : firstLine(run.stderr) || printed;
  return { seconds, cpu: user + system, mb: kb / 1024, status: run.status, said: said.replaceAll(`${DIR}/`, '') };
}

/** The tool's cases: [case, before, the tests that pin it, () => args]. */
const toolCases = [
  ['spawner every tick × 10,000 `up`', '10,000 `up` do not finish in 20 s (2,000 take 2.1 s)', ['src/dungeon/tests/bounded.rs::a_spawner_spawning_every_tick_stops_10000_up_at_the_work_limit', 'src/dungeon/tests/bounded.rs::the_work_meter_counts_grown_creatures_and_stops_past_the_limit', 'src/dungeon/tests/bounded.rs::many_spawners_fill_the_map_only_to_the_creature_bound'], async () =>
    ['dungeon', await file('spawner.json', boxed({ type: 'zombie_toast_spawner', x: 5, y: 5 })),
      '--config', await file('every-tick.json', everyTickConfig()), '--actions', Array(10_000).fill('up').join(',')]],
  ['spawner every tick × 2,000 `up`', '2.1 s', ['src/dungeon/tests/bounded.rs::a_spawner_spawning_every_tick_stops_10000_up_at_the_work_limit'], async () =>
    ['dungeon', await file('spawner.json', boxed({ type: 'zombie_toast_spawner', x: 5, y: 5 })),
      '--config', await file('every-tick.json', everyTickConfig()), '--actions', Array(2_000).fill('up').join(',')]],
  ['walled-off mercenary, 5,000 ticks', '1.7 ms a tick (5,000 ticks: 7 s)', ['src/dungeon/tests/bounded.rs::a_mercenary_walled_off_from_the_player_searches_only_the_level', 'src/dungeon/tests/bounded.rs::a_mercenary_goes_round_a_wall_as_long_as_the_level'], async () =>
    ['dungeon', await file('mercenary.json', boxed({ type: 'mercenary', x: 3, y: 0 })),
      '--actions', Array(5_000).fill('up').join(',')]],
  ['100,000-action save, `check` (a walled room)', '`check` takes 161 s', ['src/dungeon/tests/bounded.rs::a_long_save_restores_in_bounded_slices_to_the_same_game', 'tests/dungeon_saves.rs::a_save_of_more_actions_than_the_limit_is_refused_before_anything_is_played'], async () =>
    ['check', await file('long-save.json', longSave(100_000))]],
  ['100,000-action save, `check` (with a spawner)', 'passes the work limit; `check` takes 161 s', ['src/dungeon/tests/bounded.rs::a_save_whose_dungeon_grows_past_the_work_limit_is_refused_at_its_action'], async () =>
    ['check', await file('long-spawner-save.json', longSave(100_000, { spawner: true }))]],
  ['37 MB file, `dungeon`', '822 MB of memory (`check` refuses over 16 MiB)', ['tests/cli.rs::dungeon_refuses_a_file_past_the_size_limit_with_its_true_size', 'src/files.rs::a_file_too_big_is_told_by_its_true_size'], async () => {
    const walls = Array.from({ length: 900_000 }, (_, i) => `{"type":"wall","x":${i % 1000},"y":${Math.floor(i / 1000) + 2}}`);
    const text = `{"entities":[{"type":"player","x":0,"y":0},${walls.join(',')}],"goal-condition":{"goal":"exit"}}`;
    return ['dungeon', await file('big-37mb.json', text.padEnd(37_000_000, ' ')), '--actions', 'up'];
  }],
  ['goal tree depth 18 (11.5 MB), `check`', '3 s and 440 MB, passes', ['src/dungeon/goal_condition.rs::a_complete_goal_tree_of_a_million_goals_is_refused_after_1024 (the answer, not its cost)'], async () =>
    ['check', await file('goals-18.json', goalTree(18))]],
  ['flat dungeon of 16 MB (490,000 walls), `check`', '7.6 s of CPU and 537 MB for 380,000 walls (12 MB)', ['src/files.rs::a_dungeon_is_told_apart_and_read_with_its_mistakes_from_one_parse'], async () => {
    const walls = Array.from({ length: 490_000 }, (_, i) => `{"type":"wall","x":${i % 1000},"y":${Math.floor(i / 1000) + 2}}`);
    return ['check', await file('flat-16mb.json', `{"entities":[{"type":"player","x":0,"y":0},${walls.join(',')}],"goal-condition":{"goal":"exit"}}`)];
  }],
  ['dungeon of 100,000 entities, `check`', '(not in the issue)', ['src/files.rs::a_dungeon_is_told_apart_and_read_with_its_mistakes_from_one_parse'], async () =>
    ['check', await file('big.json', bigDungeon(100_000))]],
  ['goal tree depth 19, `dungeon`', '3.8 s and 871 MB', ['tests/cli.rs::dungeon_refuses_a_file_past_the_size_limit_with_its_true_size', 'src/dungeon/goal_condition.rs::a_complete_goal_tree_of_a_million_goals_is_refused_after_1024'], async () =>
    ['dungeon', await file('goals-19.json', goalTree(19)), '--actions', 'up']],
  ...[500, 1_500, 2_000, 100_000].map((limit) => [
    `smart labyrinth, walled treasure, \`--limit ${limit}\``,
    { 500: '0.1 s', 1500: '3.9 s', 2000: '8.6 s', 100000: '(limit not capped: 4,294,967,295)' }[limit],
    ['src/labyrinth/smart/mod.rs::walled_treasure_behind_two_holes_costs_the_same_at_any_limit'],
    async () => ['labyrinth', await file('walled.txt', WALLED_TREASURE), '--limit', String(limit)]]),
  ...['smart', 'north', 'right', 'left', 'dfs'].map((player) => [
    `\`--limit 4294967295 --player ${player}\``,
    player === 'smart' || player === 'north' ? '(accepted)' : 'never stops (643 MB and rising)',
    ['src/labyrinth/cli.rs::a_limit_past_100000_is_refused_with_the_cap'],
    async () => ['labyrinth', await file('walled.txt', WALLED_TREASURE), '--limit', '4294967295', '--player', player]]),
  ...['north', 'right', 'left', 'dfs'].map((player) => [
    `walled treasure at the cap, \`--limit 100000 --player ${player}\``, '(no cap)',
    ['src/labyrinth/cli.rs::a_limit_past_100000_is_refused_with_the_cap (the cap; its cost measured here)'],
    async () => ['labyrinth', await file('walled.txt', WALLED_TREASURE), '--limit', '100000', '--player', player]]),
  ['`--all-orders`, 40×25 labyrinth, 10 wormholes', 'does not finish (9! orders)', ['src/labyrinth/cli.rs::all_orders_of_ten_wormholes_play_a_sample_and_say_so'], async () =>
    ['labyrinth', await file('ten-wormholes.txt', tenWormholes()), '--all-orders']],
  ['100,000 items on one cell, 4 moves', '2.2 s and 359 MB', ['tests/cli.rs::a_hundred_thousand_items_on_one_cell_play_without_a_snapshot_a_key'], async () =>
    ['play', await file('hoard.txt', hoard(100_000)), '--keys', 'dadd']],
  ['ESC, NUL, U+202E printed by `dungeon`', 'printed raw', ['tests/cli.rs::dungeon_escapes_control_characters_of_file_text'], async () =>
    ['dungeon', await file('escape.json', boxed({ type: '\u001b[2J\u0000\u202egnp.exe', x: 3, y: 0 })), '--actions', 'up']],
  ['ESC, U+202E of a save printed by `byow L`', 'printed raw', ['tests/tool_formats.rs::byow_l_escapes_control_characters_of_its_save'], async () =>
    ['byow', 'L', '--save-file', await file('escape.byow.txt', 'byow-save 1\nseed 1\n\u001b]0;pwned\u0007\u202e 1\n')]],
  ['BOM before a BYOW save, `byow L`', '"starts with `byow-save`, not `byow-save`"', ['tests/tool_formats.rs::byow_l_reads_a_save_after_a_byte_order_mark', 'tests/tool_formats.rs::check_takes_a_byow_save_with_or_without_a_byte_order_mark'], async () => {
    const save = join(DIR, 'plain.byow.txt');
    runTool(['byow', 'N123SDDD:Q', '--save-file', save]);
    return ['byow', 'L', '--save-file', await file('bom.byow.txt', `\ufeff${readFileSync(save, 'utf8')}`)];
  }],
  ['`dungeon` with a BOM', '"1:1: not valid JSON"', ['tests/cli.rs::dungeon_reads_a_dungeon_with_a_byte_order_mark_or_in_utf16'], async () =>
    ['dungeon', await file('bom.json', `\ufeff${boxed()}`), '--actions', 'up']],
  ['`dungeon` in UTF-16', 'refused, no location', ['tests/cli.rs::dungeon_reads_a_dungeon_with_a_byte_order_mark_or_in_utf16'], async () =>
    ['dungeon', await file('utf16.json', utf16(boxed())), '--actions', 'up']],
  ['lone-CR labyrinth, `check`', 'read as a broken world', ['tests/cli.rs::check_reads_a_lone_cr_labyrinth_as_a_labyrinth'], async () =>
    ['check', await file('lone-cr.txt', LONE_CR_LABYRINTH)]],
  ['`--limit 9223372036854775808`', '"not a whole number"', ['src/labyrinth/cli.rs::a_limit_past_100000_is_refused_with_the_cap', 'src/usage.rs::a_number_too_large_or_negative_says_so'], async () =>
    ['labyrinth', await file('walled.txt', WALLED_TREASURE), '--limit', '9223372036854775808']],
  ['dungeon save, a member written twice, `check`', 'passes without a word', ['src/game/envelope.rs::a_member_written_twice_is_an_error_at_its_place', 'src/dungeon/tests/bounded.rs::a_dungeon_save_with_an_extra_or_repeated_member_is_refused'], async () =>
    ['check', await file('twice.json', vaultSave().replace('"version": 1,', '"version": 1, "version": 1,'))]],
  ['dungeon save, an extra field in its start, `check`', 'passes without a word', ['tests/unknown_members.rs::an_extra_member_below_the_top_of_an_older_dungeon_save_or_replay_is_an_error'], async () =>
    ['check', await file('extra.json', vaultSave().replace('"seed":', '"extra": 1, "seed":'))]],
  ['dungeon save, an extra field at its top, `check`', 'passes without a word', ['src/dungeon/tests/bounded.rs::a_dungeon_save_with_an_extra_or_repeated_member_is_refused (the engine\'s saves; the older format allows it at its top by design)'], async () =>
    ['check', await file('extra-top.json', vaultSave().replace('{', '{"extra": 1,'))]],
  ['dungeon save, version -1, `check`', '"it has no version number"', ['src/game/envelope.rs::a_version_out_of_range_says_so'], async () =>
    ['check', await file('version-minus-1.json', vaultSave().replace('"version": 1,', '"version": -1,'))]],
  ['dungeon save, version 2^64, `check`', '"it has no version number"', ['src/game/envelope.rs::a_version_out_of_range_says_so'], async () =>
    ['check', await file('version-2-64.json', vaultSave().replace('"version": 1,', '"version": 18446744073709551616,'))]],
];

// ---- the page -------------------------------------------------------------

/** Waits until `predicate(snapshot)` holds (polled every 50 ms) or `ms`
 *  pass; the seconds it took, or null. */
async function until(page, predicate, ms = TIMEOUT_S * 1000) {
  const t0 = performance.now();
  try {
    await page.waitForFunction(`(${predicate})(window.roguelike.snapshot())`, null, { timeout: ms, polling: 50 });
    return (performance.now() - t0) / 1000;
  } catch {
    return null;
  }
}

/** Picks `content` as the file `name` in the page's file picker. */
async function pick(page, name, content) {
  await page.setInputFiles('#world-file', await file(name, content));
}

/** What the player is told: the question, the first line of an error
 *  screen, or the notice. */
const told = (s) => s.confirm ?? (s.screen === 'world_errors' ? s.world_errors?.[0] : null)
  ?? s.notice ?? `(screen ${s.screen})`;

const s1 = (seconds) => (seconds === null ? `no answer in ${TIMEOUT_S} s` : `${seconds.toFixed(2)} s`);

/** A game of seed 3 a turn in, to pick files over. */
async function inGame(browser) {
  const { page } = await browser.open('?seed=3');
  await press(page, 'KeyD');
  return page;
}

/** The far-apart dungeon picked during a game: the question, then taken and a key. */
const farApartCase = (distance) => async (browser) => {
  const page = await inGame(browser);
  await pick(page, 'far.json', farApart(distance));
  const answer = await until(page, (s) => !!s.confirm || s.screen !== 'playing');
  const said = told(await snapshot(page));
  await page.keyboard.press('Enter');
  const taken = await until(page, (s) => !!s.dungeon_play);
  await page.keyboard.press('KeyD');
  const key = await until(page, (s) => s.dungeon_play?.actions === 1);
  return { time: `answers ${s1(answer)}; taken ${s1(taken)}, a key ${s1(key)}`, said };
};

/** The long save picked during a game: the restoring screen, then its end. */
const pickedSaveCase = (spawner) => async (browser) => {
  const page = await inGame(browser);
  await pick(page, 'long.json', longSave(100_000, { spawner }));
  const answer = await until(page, (s) => s.screen !== 'playing');
  const end = await until(page, (s) => s.screen !== 'restoring');
  const s = await snapshot(page);
  return { time: `answers ${s1(answer)} (${s.screen === 'restoring' ? 'restoring' : 'screen'}); ends ${s1(end === null ? null : answer + end)}`, said: told(s) };
};

/** The long save under `roguelike.dungeon-save`, then a reload. */
const storedSaveCase = (spawner) => async (browser) => {
  const { page } = await browser.open();
  await page.evaluate((text) => localStorage.setItem('roguelike.dungeon-save', text), longSave(100_000, { spawner }));
  const t0 = performance.now();
  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady(), null, { timeout: TIMEOUT_S * 1000 });
  const rest = await until(page, (s) => s.screen === 'main_menu' && !!s.notice && !/Restoring/.test(s.notice));
  const menu = rest === null ? null : (performance.now() - t0) / 1000;
  return { time: `menu ${s1(menu)} after the reload`, said: told(await snapshot(page)) };
};

/** A huge world picked from the menu: opened (the camera on it), then keys. */
const hugeCase = (name, text, keys) => async (browser) => {
  const { page } = await browser.open();
  const t0 = performance.now();
  await pick(page, name, text);
  let opened = null;
  try {
    await page.waitForFunction(() => window.roguelike.camera() !== null, null, { timeout: TIMEOUT_S * 1000, polling: 50 });
    opened = (performance.now() - t0) / 1000;
  } catch { /* said below */ }
  const times = opened === null ? [] : (await timeKeys(page, keys, 9)).sort((a, b) => a - b);
  const memory = await browser.memory();
  const s = await snapshot(page);
  const median = times.length ? `, a key ${times[4].toFixed(0)} ms (median of 9)` : '';
  return { time: `opened ${s1(opened)}${median}`, said: `(screen ${s.screen})`, memory };
};

/** A file picked from the menu, answered by a notice or a screen. */
const pickedCase = (name, content, query = '') => async (browser) => {
  const { page } = await browser.open(query);
  await pick(page, name, content);
  const answer = await until(page, (s) => !!s.notice || s.screen !== 'main_menu');
  return { time: `answers ${s1(answer)}`, said: told(await snapshot(page)) };
};

/** A broken file picked during a game: the error screen, and its alert's words. */
const alertCase = (name, content) => async (browser) => {
  const page = await inGame(browser);
  await pick(page, name, content);
  const answer = await until(page, (s) => s.screen === 'world_errors');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return { time: `answers ${s1(answer)}`, said: `alert: ${await alertText(page)}` };
};

/** The page opened with `query` (and `stored` in storage first). */
const openedCase = (query, stored = {}) => async (browser) => {
  const { page } = await browser.open();
  await page.evaluate((stored) => { for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v); }, stored);
  const t0 = performance.now();
  await page.goto(browser.base + query);
  const answer = await until(page, (s) => !!s.notice && !/Restoring/.test(s.notice));
  return { time: `notice ${s1(answer === null ? null : (performance.now() - t0) / 1000)} after loading`, said: told(await snapshot(page)) };
};

/** A config of every key but `player_health`. */
function configWithoutHealth() {
  const config = defaultConfig();
  delete config.player_health;
  return JSON.stringify(config);
}

/** A BYOW save, as `byow … :Q` writes it. */
function byowSave() {
  const save = join(DIR, 'picked.byow.txt');
  runTool(['byow', 'N123SDDD:Q', '--save-file', save]);
  return readFileSync(save, 'utf8');
}

/** The page's cases: [case, before, the tests that pin it, run(browser)]. */
const pageCases = [
  ['the page at rest (the menu), for scale', '', [], async (browser) => {
    const { page } = await browser.open();
    return { time: '', said: told(await snapshot(page)) };
  }],
  ['far-apart dungeon (10,000 cells) picked', 'tab frozen over 40 s; Escape unanswered', ['tests/far_apart.rs::the_far_apart_dungeon_costs_what_the_screen_holds', 'tests/e2e/unfrozen.test.mjs::"the far-apart dungeon picked during a game answers, …"'], farApartCase(10_000)],
  ['far-apart dungeon (1,000 cells) picked', '1.9–2.9 s a key', ['tests/far_apart.rs::the_far_apart_dungeon_costs_what_the_screen_holds'], farApartCase(1_000)],
  ['100,000-move save picked during a game', 'frozen for minutes, then "diverged"', ['tests/restoring.rs::a_100000_move_save_picked_during_a_game_plays_in_slices_and_escape_keeps_the_game', 'tests/e2e/unfrozen.test.mjs::"a 100,000-move dungeon save picked during a game shows its progress, …"'], pickedSaveCase(false)],
  ['100,000-move save with a spawner picked', 'no answer within 30 s', ['src/dungeon/tests/bounded.rs::a_save_whose_dungeon_grows_past_the_work_limit_is_refused_at_its_action', 'src/dungeon/tests/bounded.rs::a_sliced_restore_stops_at_the_action_that_diverges'], pickedSaveCase(true)],
  ['100,000-move save stored, reload', 'no menu within 30 s', ['tests/restoring.rs::a_stored_save_not_restored_within_two_seconds_is_set_aside_and_the_menu_shows', 'tests/e2e/unfrozen.test.mjs::"a 100,000-move dungeon save in storage does not stop the page: …"'], storedSaveCase(false)],
  ['100,000-move save with a spawner stored, reload', 'no menu within 30 s', ['tests/restoring.rs::a_stored_save_not_restored_within_two_seconds_is_set_aside_and_the_menu_shows'], storedSaveCase(true)],
  ['100,000 entities', '1.5 s a key, 559 MB', ['src/dungeon/tests/bounded.rs::the_state_digest_hashes_the_bytes_of_its_whole_record_after_every_change', 'src/dungeon/tests/bounded.rs::a_tally_visits_the_counted_kinds_not_the_walls', 'src/dungeon/tests/bounded.rs::the_goal_counts_switches_from_the_states_own_list'], hugeCase('big.json', bigDungeon(100_000), ['KeyD', 'KeyA'])],
  ['100,000 items on one cell', '2.3 s a key, 570 MB', ['src/render/world.rs::a_cell_of_a_hundred_thousand_items_is_a_few_drawings', 'src/core/handlers/announcer.rs::a_turn_of_100000_same_messages_is_worded_once_a_message'], hugeCase('hoard.txt', hoard(100_000), ['KeyD', 'KeyA'])],
  ['goal tree depth 17', '557 MB', ['src/dungeon/goal_condition.rs::a_complete_goal_tree_of_a_million_goals_is_refused_after_1024 (the answer, not its cost)'], pickedCase('goals-17.json', goalTree(17))],
  ['a file over 16 MiB (40 MiB)', '"16777217 bytes is more than …"', ['tests/opening.rs::a_file_too_big_is_told_by_its_true_size'], pickedCase('huge.txt', Buffer.alloc(40 << 20, '.'))],
  ['alert on the world error screen', '"errors_world …"', ['tests/opening.rs::an_error_screen_is_read_aloud_in_words', 'tests/e2e/unfrozen.test.mjs::"the alert on each error screen reads words, never phrase keys"'], alertCase('bad.txt', '5 3\nW W W W W\nW 1 X . W\nW W W\n1. Player\n')],
  ['alert on the dungeon error screen', '"errors_dungeon … errors_back"', ['tests/e2e/unfrozen.test.mjs::"the alert on each error screen reads words, never phrase keys"'], alertCase('bad.json',
    dungeon([{ type: 'player', x: 0, y: 0 }, { type: 'lava', x: 1, y: 0 }]))],
  ['alert on the labyrinth error screen', '"errors_labyrinth"', ['tests/e2e/unfrozen.test.mjs::"the alert on each error screen reads words, never phrase keys"'], alertCase('maze.txt', '######\n#S x #\n#  1E#\n######\n')],
  ['BYOW save picked', 'ten world errors ("… found `byow-save`")', ['src/files.rs::byow_saves_are_told_apart_by_their_first_word', 'tests/e2e/byow.test.mjs::"a BYOW world on the common play screen: … a save file picked plays"'], async (browser) => pickedCase('picked.byow.txt', byowSave())(browser)],
  ['unclosed `[` ×100,000', '"this is a JSON file, not a file this game reads"', ['tests/opening.rs::json_of_another_kind_and_files_too_big_are_explained', 'src/files.rs::json_of_no_kind_says_what_it_is_closest_to_and_why_not'], pickedCase('deep.json', '['.repeat(100_000))],
  ['config lacking `player_health`', '"this is a JSON file, not a file this game reads"', ['src/files.rs::json_of_no_kind_says_what_it_is_closest_to_and_why_not', 'tests/dungeon_page.rs::a_config_that_leaves_keys_out_is_taken_with_its_warnings'], pickedCase('config.json', configWithoutHealth())],
  ['lone-CR labyrinth', 'world errors', ['tests/opening.rs::a_lone_cr_labyrinth_picked_is_played_as_a_labyrinth', 'src/files.rs::lone_carriage_returns_become_new_lines'], pickedCase('lone-cr.txt', LONE_CR_LABYRINTH)],
  ['garbage `roguelike.lang`', 'ignored without a word', ['src/locale/languages.rs::a_link_beats_the_remembered_choice_which_beats_the_system', 'tests/e2e/language.test.mjs::"a spoilt remembered language is told once and replaced"'], openedCase('', { 'roguelike.lang': '\u202ezz??' })],
  ['`?seed=-1`', '"not a whole number"', ['tests/persistence.rs::links_open_seeds_and_worlds_and_explain_bad_ones'], openedCase('?seed=-1')],
];

// ---- the table ------------------------------------------------------------

const rows = [];
const row = (where, name, before, after, memory, said, tests) =>
  rows.push(`| ${where} | ${name} | ${before} | ${after} | ${memory} | ${shown(said)} | ${tests.map((t) => `\`${t}\``).join('<br>') || '—'} |`);

if (ONLY !== 'page') {
  if (!BIN) throw new Error('no roguelike build: cargo build --release --bin roguelike');
  for (const [name, before, tests, args] of toolCases) {
    if (!PICK.test(name)) continue;
    const r = runTool(await args());
    const status = r.status === 124 ? 'killed at 30 s' : `exit ${r.status}`;
    row('tool', name, before, `${r.seconds.toFixed(2)} s, CPU ${r.cpu.toFixed(2)} s (${status})`, `${r.mb.toFixed(0)} MB`, r.said, tests);
    console.error(rows.at(-1));
  }
}
if (ONLY !== 'tool') {
  for (const [name, before, tests, run] of pageCases) {
    if (!PICK.test(name)) continue;
    const browser = await startWeighed();
    try {
      const r = await run(browser);
      const memory = r.memory ?? await browser.memory();
      row('page', name, before, r.time, `${memory.peak.toFixed(0)} MB peak`, r.said, tests);
    } catch (e) {
      row('page', name, before, `failed: ${String(e.message ?? e).split('\n')[0]}`, '', '', tests);
    } finally {
      await browser.close();
    }
    console.error(rows.at(-1));
  }
}
console.log(`Measured ${new Date().toISOString().slice(0, 16)} UTC with ${(BIN ?? '(no build)').replace(`${ROOT}/`, '')}; `
  + 'page: dist/ in headless Chromium, renderer peak from /proc.\n');
console.log('| | case | before (issue 29) | after: time | after: memory | what the user is told | pinned by |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
await rm(DIR, { recursive: true, force: true });
