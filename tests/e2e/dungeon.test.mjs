// Dungeon Mania in the page: the course's boulders.json picked with the file
// picker (read from ../shared/peers, never copied here) and solved boulder by
// boulder until its goal string empties; 2_doors.json dropped on the page and
// played through a door with its key (the other door stays shut); one of our
// own dungeons won from the menu, battles and building on the way. A
// dungeon is the page's game, played through the common play screen (issue
// 25): look, history, surroundings, auto-explore, the menu and a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { access, readFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, snapshot, press, frames, shot, choose, settled } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const STAFF = join(here, '..', '..', '..', 'shared', 'peers', 'dungeon-mania', 'dungeons_staff');

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** The course file `name`, or null (and the test skipped) when the peers'
 *  folder is not beside the checkout. */
async function staffFile(t, name) {
  const file = join(STAFF, name);
  try {
    await access(file);
    return file;
  } catch {
    console.log(`# ${file} is absent (../shared/peers is not beside the checkout): skipped`);
    t.skip('../shared/peers/dungeon-mania is absent');
    return null;
  }
}

const waitForDungeon = (page) => page.waitForFunction(() => {
  const s = window.roguelike.snapshot().screen;
  return s === 'playing' || s === 'won' || s === 'world_errors';
});

const dungeon = async (page) => (await snapshot(page)).dungeon;
const player = (d) => d.entities.find((e) => e.type === 'player');

/** Keys for the spec's moves. */
const KEYS = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };
const keys = (moves) => moves.split(',').map((m) => KEYS[m]);

test('boulders.json picked: every boulder pushed onto its switch empties the goal string', async (t) => {
  const file = await staffFile(t, 'boulders.json');
  if (!file) return;
  const { page, problems } = await browser.open();
  await page.setInputFiles('#world-file', file);
  await waitForDungeon(page);
  await frames(page, 3);
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.dungeon_play.name, 'boulders.json');
  assert.equal(snap.dungeon_play.config, null, 'played with the template values');
  assert.equal(snap.dungeon.goals, ':boulders');
  assert.deepEqual([player(snap.dungeon).x, player(snap.dungeon).y], [2, 2]);
  await shot(page, 'dungeon-boulders-start');

  // The player stands between a switch and a boulder: push it away, walk
  // round, and push it back onto the switch at (1, 2).
  await press(page, ...keys('right,up,right,right,down,left,left,left'));
  let d = await dungeon(page);
  assert.ok(d.entities.some((e) => e.type === 'boulder' && e.x === 1 && e.y === 2));
  assert.equal(d.goals, ':boulders', 'one switch of four: the goal still stands');
  await frames(page, 3);
  await shot(page, 'dungeon-boulders-first-switch');

  // The other three: down onto (4, 7), right onto (6, 6), up onto (1, 4).
  await press(page, ...keys('right,right,down,down,down,down,right,left,left,left,down,left,up,up'));
  d = await dungeon(page);
  assert.equal(d.goals, '', 'every switch pressed: the goal is met');
  snap = await snapshot(page);
  assert.equal(snap.dungeon_play.outcome, 'won');
  await frames(page, 3);
  await shot(page, 'dungeon-boulders-won');
  assert.deepEqual(problems, []);
});

test('2_doors.json dropped: a key opens only its door, and through it to the exit', async (t) => {
  const file = await staffFile(t, '2_doors.json');
  if (!file) return;
  const { page, problems } = await browser.open();
  const text = await readFile(file, 'utf8');
  // Dropped, as a player drags it from their files onto the page.
  await page.evaluate((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], '2_doors.json', { type: 'application/json' }));
    document.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }));
  }, text);
  await waitForDungeon(page);
  await frames(page, 3);
  let d = await dungeon(page);
  assert.equal((await snapshot(page)).screen, 'playing');
  assert.equal(d.goals, ':exit');
  await shot(page, 'dungeon-doors-start');

  // Key 2 is to the right; door 1 (right of (3, 3)) does not open for it.
  await press(page, 'KeyD', 'KeyS');
  d = await dungeon(page);
  assert.deepEqual(d.inventory.map((i) => i.type), ['key']);
  await press(page, 'KeyD');
  d = await dungeon(page);
  assert.deepEqual([player(d).x, player(d).y], [3, 3], 'door 1 stays shut for key 2');
  await frames(page, 3);
  await shot(page, 'dungeon-doors-key-held');

  // Door 2 is below: it opens, the key is spent, the exit is beyond.
  await press(page, 'KeyS');
  d = await dungeon(page);
  assert.ok(d.entities.some((e) => e.type === 'door_open' && e.x === 3 && e.y === 4));
  assert.deepEqual(d.inventory, []);
  await frames(page, 3);
  await shot(page, 'dungeon-doors-open');
  await press(page, 'KeyD');
  d = await dungeon(page);
  assert.equal(d.goals, '');
  assert.equal((await snapshot(page)).dungeon_play.outcome, 'won');
  assert.deepEqual(problems, []);
});

test('our workshop won from the menu: building a bow and a shield, a bomb, the exit', async () => {
  const { page, problems } = await browser.open();
  await choose(page, 'Dungeon Mania: workshop');
  await waitForDungeon(page);
  await frames(page, 3);
  let snap = await snapshot(page);
  assert.equal(snap.dungeon_play.name, 'workshop');
  assert.equal(snap.dungeon.goals, ':exit AND (:treasure OR :enemies)');
  assert.equal(snap.dungeon.player.health, 10);
  await shot(page, 'dungeon-workshop-start');

  await press(page, ...keys('right,right,right,down,left'));
  assert.deepEqual((await dungeon(page)).buildables, ['bow']);
  await frames(page, 3);
  await shot(page, 'dungeon-workshop-bow-buildable');
  await press(page, 'Digit1');
  await press(page, ...keys('left,left,down,right,down,left,down,right,right'));
  assert.deepEqual((await dungeon(page)).buildables, ['shield']);
  await press(page, 'Digit2');
  await press(page, ...keys('up,right,up,right,down,right,right,right,up'));
  let d = await dungeon(page);
  const held = d.inventory.map((i) => i.type);
  for (const item of ['bow', 'shield', 'bomb', 'invincibility_potion']) {
    assert.ok(held.includes(item), `${item} in ${held}`);
  }
  await frames(page, 3);
  await shot(page, 'dungeon-workshop-armed');

  // The bomb, placed next to the pressed switch, blows the wall open.
  const walls = d.entities.filter((e) => e.type === 'wall').length;
  await press(page, 'KeyB');
  d = await dungeon(page);
  assert.ok(d.entities.filter((e) => e.type === 'wall').length < walls, 'the blast took walls');
  await frames(page, 3);
  await shot(page, 'dungeon-workshop-blast');
  await press(page, ...keys('right,right,right'));
  snap = await snapshot(page);
  assert.equal(snap.dungeon.goals, '');
  assert.equal(snap.dungeon_play.outcome, 'won');
  await frames(page, 3);
  await shot(page, 'dungeon-workshop-won');
  assert.deepEqual(problems, []);
});

test('our toaster: a battle opens its summary of rounds', async () => {
  const { page, problems } = await browser.open();
  await choose(page, 'Dungeon Mania: toaster');
  await waitForDungeon(page);
  await press(page, ...keys('right,down,down,down,right'));
  const snap = await snapshot(page);
  assert.equal(snap.card_open, true);
  assert.equal(snap.dungeon.battles[0].enemy, 'spider');
  await frames(page, 3);
  await shot(page, 'dungeon-toaster-battle');
  await press(page, 'Space');
  assert.equal((await snapshot(page)).card_open, undefined);
  assert.deepEqual(problems, []);
});

test('our mirrors: portals in their colours carry the player to the exit', async () => {
  const { page, problems } = await browser.open();
  await choose(page, 'Dungeon Mania: mirrors');
  await waitForDungeon(page);
  await frames(page, 3);
  await shot(page, 'dungeon-mirrors-start');
  // Into the red portal: out beside its twin, in the middle room.
  await press(page, ...keys('right,right,right'));
  let d = await dungeon(page);
  assert.deepEqual([player(d).x, player(d).y], [9, 2]);
  await press(page, ...keys('down,down,up,up,right,right'));
  d = await dungeon(page);
  assert.equal(d.goals, '');
  await frames(page, 3);
  await shot(page, 'dungeon-mirrors-won');
  assert.deepEqual(problems, []);
});

test('a dungeon game survives a reload, and its exported replay and save load back', async () => {
  const { page, problems } = await browser.open();
  await choose(page, 'Dungeon Mania: courtyard');
  await waitForDungeon(page);
  await press(page, 'ArrowRight', 'ArrowRight', 'ArrowDown');
  await frames(page, 3);
  const before = await dungeon(page);
  assert.equal(before.tick, 3);

  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  await settled(page);
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'main_menu', 'the reload opens the menu, the dungeon kept');
  assert.equal(snap.menu.items[0], 'Continue');
  await press(page, 'Enter');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing', 'Continue opens the dungeon again');
  assert.deepEqual(snap.dungeon, before, 'at the same tick, the same state');
  await frames(page, 3);
  await shot(page, 'dungeon-after-reload');

  const [saved] = await Promise.all([page.waitForEvent('download'), press(page, 'KeyX')]);
  const [replayed] = await Promise.all([page.waitForEvent('download'), press(page, 'KeyR')]);
  const savePath = await saved.path();
  const replayPath = await replayed.path();
  // The engine's save and replay, whose source is the dungeon.
  const save = JSON.parse(await readFile(savePath, 'utf8'));
  assert.equal(save.format, 'roguelike-save');
  assert.deepEqual([save.source.kind, save.source.name], ['dungeon', 'courtyard']);
  const replay = JSON.parse(await readFile(replayPath, 'utf8'));
  assert.equal(replay.format, 'roguelike-replay');
  assert.equal(replay.steps.length, 3);

  // Leave the dungeon, then pick each file: it continues where it was.
  await press(page, 'Escape');
  assert.equal((await snapshot(page)).screen, 'main_menu');
  for (const path of [replayPath, savePath]) {
    await press(page, 'Escape');
    await page.setInputFiles('#world-file', path);
    await waitForDungeon(page);
    snap = await snapshot(page);
    assert.equal(snap.screen, 'playing');
    assert.deepEqual(snap.dungeon, before, `${path} continues the game`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('?lang=ru: a broken dungeon lists its mistakes in Russian, and the battle card speaks Russian', async () => {
  const { page, problems } = await browser.open('?lang=ru');
  assert.equal((await snapshot(page)).lang, 'ru');
  const broken = JSON.stringify({
    entities: [
      { type: 'player', x: 1, y: 1 },
      { type: 'portal', x: 2, y: 1, colour: 'red' },
      { type: 'portal', x: 3, y: 1, colour: 'red' },
      { type: 'portal', x: 4, y: 1, colour: 'red' },
      { type: 'lava', x: 5, y: 1 },
      { type: 'wall', x: 6 },
    ],
    'goal-condition': { goal: 'exit' },
  }, null, 2);
  await page.evaluate((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'broken.json', { type: 'application/json' }));
    document.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }));
  }, broken);
  await waitForDungeon(page);
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'world_errors');
  const lines = snap.world_errors;
  assert.ok(lines.some((l) => l.includes('неизвестная сущность `lava`')), lines.join('\n'));
  for (const line of lines) assert.match(line, /^broken\.json:\d+:\d+: ошибка: /);
  assert.ok(lines.some((l) => l.includes('3 портала; порталы бывают только парами')), lines.join('\n'));
  assert.ok(lines.some((l) => /entities\[5\]: нет `y`/.test(l)), lines.join('\n'));
  await frames(page, 3);
  await shot(page, 'dungeon-ru-errors');
  await press(page, 'Escape');

  await choose(page, 'Dungeon Mania: тостер');
  await waitForDungeon(page);
  await frames(page, 3);
  await shot(page, 'dungeon-ru-toaster-start');
  await press(page, ...keys('right,down,down,down,right'));
  snap = await snapshot(page);
  assert.equal(snap.card_open, true);
  assert.equal(snap.dungeon.battles[0].enemy, 'spider', 'the response JSON stays as the spec writes it');
  await frames(page, 3);
  await shot(page, 'dungeon-ru-toaster-battle');
  assert.deepEqual(problems, []);
});

test('a course dungeon picked: L, H, T, O, Escape and Continue, a reload, all on the common play screen', async (t) => {
  const file = await staffFile(t, 'advanced.json');
  if (!file) return;
  const { page, problems } = await browser.open();
  await page.setInputFiles('#world-file', file);
  await waitForDungeon(page);
  await press(page, 'ArrowRight');
  await frames(page, 3);
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.dungeon_play.name, 'advanced.json');
  const tick = snap.dungeon.tick;
  await shot(page, 'dungeon-common-hud');

  await press(page, 'KeyL');
  assert.equal((await snapshot(page)).screen, 'look');
  await frames(page, 3);
  await shot(page, 'dungeon-common-look');
  await press(page, 'Escape');
  await press(page, 'KeyH');
  assert.equal((await snapshot(page)).screen, 'messages');
  await press(page, 'Escape');
  assert.equal((await snapshot(page)).screen, 'playing');
  await press(page, 'KeyT');
  await page.waitForFunction(() => document.querySelector('#live-log').textContent.includes('health'));
  assert.equal((await snapshot(page)).dungeon.tick, tick, 'telling takes no tick');
  await press(page, 'KeyO');
  snap = await snapshot(page);
  assert.ok(snap.exploring === true || typeof snap.notice === 'string', 'O explores or says why not');
  await frames(page, 20);
  await press(page, 'Space');
  const explored = (await snapshot(page)).dungeon.tick;

  await press(page, 'Escape');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'main_menu');
  assert.equal(snap.menu.items[0], 'Continue');
  await press(page, 'Enter');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.dungeon.tick, explored, 'the same game at the same tick');

  await frames(page, 3);
  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  await settled(page);
  await press(page, 'Enter');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.dungeon.tick, explored, 'the reload continues it');
  assert.deepEqual(problems, []);
});

test('our marsh: the swamp holds both mercenaries while the player takes the treasure and runs', async () => {
  const { page, problems } = await browser.open();
  await choose(page, 'Dungeon Mania: marsh');
  await waitForDungeon(page);
  await frames(page, 3);
  await shot(page, 'dungeon-marsh-start');
  await press(page, ...keys('right,right,right'));
  let snap = await snapshot(page);
  assert.equal(Object.keys(snap.dungeon_play.held).length, 1, 'one mercenary is stuck');
  await frames(page, 3);
  await shot(page, 'dungeon-marsh-held');
  await press(page, ...keys('right,right,right,right,right,right,right,right'));
  snap = await snapshot(page);
  assert.equal(snap.dungeon.goals, '');
  assert.equal(snap.dungeon.battles.length, 0, 'no mercenary caught up');
  assert.equal(snap.dungeon_play.outcome, 'won');
  await frames(page, 3);
  await shot(page, 'dungeon-marsh-won');
  assert.deepEqual(problems, []);
});

test('a dungeon generated from a typed seed is a maze with its exit goal', async () => {
  const { page, problems } = await browser.open();
  await choose(page, 'Dungeon Mania: generate a dungeon from a seed…');
  await press(page, 'Digit4', 'Digit2', 'Enter');
  await waitForDungeon(page);
  await frames(page, 3);
  const snap = await snapshot(page);
  assert.equal(snap.dungeon_play.name, 'generated-42.json');
  assert.equal(snap.dungeon.goals, ':exit');
  assert.deepEqual([player(snap.dungeon).x, player(snap.dungeon).y], [1, 1]);
  await shot(page, 'dungeon-generated-42');
  assert.deepEqual(problems, []);
});
