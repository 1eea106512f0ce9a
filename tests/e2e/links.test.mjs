// Links never destroy a game: a seed link's own game continues after a
// reload, the address drops the link once it is handled, and another link
// asks first, naming both games.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, shot, settled } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

const waitRunning = settled;

test('a seed link survives reloads and another link asks before replacing it', async () => {
  const { page, problems } = await browser.open('?seed=12345');
  assert.equal((await snapshot(page)).screen, 'playing');
  assert.ok(!page.url().includes('seed='), `the address dropped the link: ${page.url()}`);
  await press(page, 'Period', 'Period', 'Period', 'Period', 'Period', 'Period', 'Period', 'Period');
  await frames(page, 5);
  const played = await snapshot(page);
  assert.equal(played.turn, 8);

  // Reload: the address has no link now, so the saved game waits in the menu.
  await page.reload();
  await waitRunning(page);
  let snap = await snapshot(page);
  assert.equal(snap.screen, 'main_menu');
  assert.match(snap.notice, /Welcome back/);
  assert.equal(snap.confirm, undefined, 'no question');

  // The same link again (a bookmark): it continues, it does not restart.
  await page.goto(page.url() + '?seed=12345');
  await waitRunning(page);
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.turn, 8);
  assert.equal(snap.notice, 'Welcome back to seed 12345, turn 8.');

  // Another link asks, naming both, and Escape keeps the game.
  await page.goto(page.url().split('?')[0] + '?seed=99');
  await waitRunning(page);
  await frames(page, 5);
  snap = await snapshot(page);
  assert.equal(snap.confirm, 'replace your game with seed 99');
  await shot(page, 'link-asks-before-replacing');
  await press(page, 'Escape', 'Enter');
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.seed, 12345);
  assert.equal(snap.turn, 8);
  assert.deepEqual(problems, []);
});
