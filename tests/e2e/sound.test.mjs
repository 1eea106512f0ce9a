// Sound: nothing sounds before the first key (the browser's autoplay rule),
// after it an AudioContext runs; starting a run changes the menu's music to
// the depth's; a fight plays its blows (snapshot().audio.played); the mute
// key stops them and is remembered across a reload. Prints how long the
// page takes to render every effect and piece.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, loadWorld, choose } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** A Robot beside the player, in a corridor. */
const DUEL = `6 3
W W W W W W
W 1 2 . . W
W W W W W W
1. Player
2. Mob Robot
`;

const BLOWS = ['hit', 'miss', 'hurt', 'block', 'kill', 'level_up', 'death'];

const audio = async (page) => (await snapshot(page)).audio;

test('the first key starts the sound, and a run has its depth\'s music', async () => {
  const { page, problems } = await browser.open();
  let sound = await audio(page);
  assert.equal(sound.context, 'none', 'no AudioContext before a key');
  assert.equal(sound.music, 'menu');
  assert.equal(sound.muted, false);
  assert.ok(sound.volume > 0 && sound.volume <= 70, `a moderate volume: ${sound.volume}`);

  await press(page, 'ArrowDown');
  await page.waitForFunction(() => window.roguelike.snapshot().audio.context === 'running');
  sound = await audio(page);
  assert.deepEqual(sound.played.slice(-1), ['menu_move']);

  await choose(page, 'New random world');
  await frames(page, 2);
  sound = await audio(page);
  assert.equal((await snapshot(page)).screen, 'playing');
  assert.equal(sound.music, 'shallows', 'the first depths\' music');

  const times = await page.evaluate(() => window.roguelike.timeSoundRender());
  const music = Object.values(times.music);
  console.log(`sound render in the page: every effect ${times.effects.toFixed(1)} ms; `
    + `music ${Object.entries(times.music).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')} ms`);
  assert.ok(times.effects > 0 && music.length === 7, JSON.stringify(times));
  assert.deepEqual(problems, []);
});

test('a fight is heard, mute silences it, and mute survives a reload', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'duel.txt', DUEL);
  await press(page, 'KeyD');
  let sound = await audio(page);
  assert.equal(sound.context, 'running');
  assert.ok(sound.played.some((s) => s === 'hit' || s === 'miss'), sound.played.join(' '));
  assert.ok(sound.played.every((s) => BLOWS.includes(s)), sound.played.join(' '));

  await press(page, 'Minus');
  sound = await audio(page);
  assert.equal(sound.muted, true);
  assert.match((await snapshot(page)).notice, /^Sound off/);
  const played = sound.played;
  for (let i = 0; i < 3 && (await snapshot(page)).screen === 'playing'; i++) {
    await press(page, 'KeyD');
  }
  assert.deepEqual((await audio(page)).played, played, 'nothing sounds while muted');

  await page.reload();
  await page.waitForFunction(() => window.roguelike && window.roguelike.texturesReady());
  await frames(page, 2);
  sound = await audio(page);
  assert.equal(sound.muted, true, 'remembered');
  assert.equal((await snapshot(page)).options.muted, true);
  assert.ok(!sound.played.some((s) => BLOWS.includes(s)), 'the restored game\'s past is not heard');
  await press(page, 'Minus');
  assert.equal((await audio(page)).muted, false);
  assert.deepEqual((await audio(page)).played, [...sound.played, 'notice'], 'the notice that sound is back');
  assert.deepEqual(problems, []);
});
