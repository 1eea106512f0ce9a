// Files go by content, in the page as in the tool: a dropped PNG is
// explained, a world named like a save is a world, a save dropped under any
// name is restored.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { start, snapshot, press, frames, shot, choose } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** Drops a file with `bytes` (an array of numbers) named `name` on the page. */
async function drop(page, name, bytes) {
  await page.evaluate(({ name, bytes }) => {
    const file = new File([new Uint8Array(bytes)], name);
    const data = new DataTransfer();
    data.items.add(file);
    document.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
  }, { name, bytes });
  await page.waitForFunction(() => window.roguelike.snapshot().notice
    || window.roguelike.snapshot().screen !== 'main_menu');
  await frames(page, 3);
}

const bytesOf = (text) => [...new TextEncoder().encode(text)];
const ROOM = '5 3\nW W W W W\nW 1 . . W\nW W W W W\n1. Player\n';

test('dropped files are told apart by content, not by name', async () => {
  const { page, problems } = await browser.open();
  await drop(page, 'map.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  let snap = await snapshot(page);
  assert.equal(snap.notice, 'map.png: this is a PNG image, not a text file');
  assert.equal(snap.screen, 'main_menu');
  await shot(page, 'dropped-png-explained');

  await drop(page, 'MY-SAVE.JSON', bytesOf(ROOM));
  snap = await snapshot(page);
  assert.equal(snap.screen, 'playing');
  assert.equal(snap.world, 'file MY-SAVE.JSON');
  await press(page, 'KeyD');
  await frames(page, 3);
  assert.ok(await page.evaluate(() => localStorage.getItem('roguelike.game')), 'autosaved');
  await press(page, 'Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), choose(page, 'Export saved game')]);
  const save = await readFile(await download.path(), 'utf8');

  // The save, dropped under a world's name on a fresh page, is restored.
  const fresh = await browser.open();
  await drop(fresh.page, 'world.txt', bytesOf(save));
  snap = await snapshot(fresh.page);
  assert.equal(snap.turn, 1);
  assert.equal(snap.world, 'file MY-SAVE.JSON');
  assert.deepEqual(problems, []);
  assert.deepEqual(fresh.problems, []);
});
