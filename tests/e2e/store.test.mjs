// The autosave's store in the page (issue 17, "Autosave that scales"):
// the game lives under `roguelike.game*` keys, a turn rewrites one chunk of
// the log, a reload continues at the same turn (in a big file world too),
// and the old single-key save moves into the store once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, snapshot, press, frames, choose, loadWorld, settled } from './harness.mjs';
import { bigWorld } from '../../tools/big-world.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

const storeKeys = (page) => page.evaluate(() => Object.keys(localStorage)
  .filter((k) => k.startsWith('roguelike.game') || k === 'roguelike.save').sort());

const game = (snap) => {
  const { screen, notice, ...rest } = snap;
  return rest;
};

async function reload(page) {
  await page.reload();
  await settled(page);
}

test('a reload continues the game at the same turn, one chunk written a turn', async () => {
  const { page, problems } = await browser.open('?seed=77');
  await press(page, 'KeyD', 'KeyS', 'Period', 'KeyA');
  await frames(page, 2);
  const keys = await storeKeys(page);
  assert.deepEqual(keys.filter((k) => !k.includes('.source.')), ['roguelike.game', 'roguelike.game.log.0']);
  assert.equal(keys.filter((k) => k.includes('.source.')).length, 1, 'the source, once');
  const before = await snapshot(page);
  await reload(page);
  assert.match((await snapshot(page)).notice ?? '', /Welcome back/);
  await choose(page, 'Continue');
  assert.deepEqual(game(await snapshot(page)), game(before));
  assert.deepEqual(problems, []);
  await page.close();
});

test('a big file world reloads at the same turn', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'big.txt', bigWorld(20_000));
  await press(page, 'KeyD', 'KeyD', 'KeyS', 'Period');
  await frames(page, 2);
  const before = await snapshot(page);
  assert.equal(before.turn, 4);
  await reload(page);
  await choose(page, 'Continue');
  const after = await snapshot(page);
  assert.equal(after.turn, 4);
  assert.deepEqual(after.player, before.player);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an old single-key save moves into the store once', async () => {
  const { page } = await browser.open('?seed=78');
  await press(page, 'KeyD', 'Period');
  await press(page, 'Escape');
  const [download] = await Promise.all([page.waitForEvent('download'), choose(page, 'Export saved game')]);
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(await download.path(), 'utf8');
  const played = await snapshot(page);
  await page.evaluate((text) => {
    localStorage.clear();
    localStorage.setItem('roguelike.save', text);
  }, text);
  await reload(page);
  assert.match((await snapshot(page)).notice ?? '', /Welcome back/);
  const keys = await storeKeys(page);
  assert.ok(!keys.includes('roguelike.save'), `moved: ${keys}`);
  assert.ok(keys.includes('roguelike.game.base'), `with its record: ${keys}`);
  await reload(page);
  await choose(page, 'Continue');
  assert.deepEqual(game(await snapshot(page)).player, game(played).player);
  assert.equal((await snapshot(page)).turn, played.turn);
  await page.close();
});

// A world file of `side` × `side` cells of floor (2 characters a cell), the
// player and a robot in far corners: a big source with few objects.
function floorWorld(side) {
  const rows = [`${side} ${side}`];
  for (let y = 0; y < side; y++) {
    const cells = [];
    for (let x = 0; x < side; x++) {
      if (x === 0 || y === 0 || x === side - 1 || y === side - 1) cells.push('W');
      else if (x === 1 && y === 1) cells.push('1');
      else if (x === side - 3 && y === side - 3) cells.push('2');
      else cells.push('.');
    }
    rows.push(cells.join(' '));
  }
  return `${rows.join('\n')}\n1. Player\n2. Mob Robot\n`;
}

// The keys of the autosave's IndexedDB store of sources.
const databaseKeys = (page) => page.evaluate(() => new Promise((resolve, reject) => {
  const open = indexedDB.open('roguelike', 1);
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const request = db.transaction('sources').objectStore('sources').getAllKeys();
    request.onsuccess = () => { db.close(); resolve(request.result); };
    request.onerror = () => reject(request.error);
  };
}));

const headPlace = (page) => page.evaluate(() => {
  const head = localStorage.getItem('roguelike.game');
  return head && JSON.parse(head).source_in;
});

test('a world over the localStorage quota is kept in IndexedDB and reloads at the same turn', async () => {
  const { page, problems } = await browser.open();
  const text = floorWorld(1800);
  assert.ok(text.length > 6_000_000 && text.length < 16 * 1024 * 1024, `${text.length} characters`);
  const refused = await page.evaluate((n) => {
    try {
      localStorage.setItem('roguelike.probe', 'x'.repeat(n));
      localStorage.removeItem('roguelike.probe');
      return false;
    } catch (e) {
      return e.name;
    }
  }, text.length);
  assert.equal(refused, 'QuotaExceededError', 'localStorage cannot hold this source');
  await loadWorld(page, 'huge.txt', text);
  await press(page, 'KeyD', 'KeyS', 'Period', 'KeyD', 'Period');
  await page.waitForFunction(() => (localStorage.getItem('roguelike.game') ?? '').includes('indexedDB'));
  await frames(page, 2);
  const before = await snapshot(page);
  assert.equal(before.turn, 5);
  assert.doesNotMatch(before.notice ?? '', /Cannot save/);
  const keys = await storeKeys(page);
  assert.deepEqual(keys, ['roguelike.game', 'roguelike.game.log.0'], 'head and log only');
  const records = await databaseKeys(page);
  assert.equal(records.length, 1);
  assert.match(records[0], /^roguelike\.game\.source\.[0-9a-f]{16}$/);

  await page.reload();
  await page.waitForFunction(() => window.roguelike);
  const first = await snapshot(page);
  assert.equal(first.screen, 'main_menu', 'the page starts at once, on the menu');
  assert.match(first.notice ?? '', /Restoring your saved game|Welcome back/);
  await page.waitForFunction(() => /Welcome back/.test(window.roguelike.snapshot().notice ?? ''),
    null, { timeout: 60_000 });
  await page.waitForFunction(() => window.roguelike.texturesReady());
  await choose(page, 'Continue');
  const after = await snapshot(page);
  assert.equal(after.turn, 5);
  assert.deepEqual(after.player, before.player);
  assert.deepEqual(after.objects, before.objects);
  await press(page, 'KeyS', 'Period');
  await frames(page, 2);
  assert.equal((await snapshot(page)).turn, 7, 'and goes on');
  assert.equal(await headPlace(page), 'indexedDB');
  await page.screenshot({ path: 'screenshots/store-indexeddb.png' });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a missing IndexedDB record is explained and the menu shows', async () => {
  const { page, problems } = await browser.open();
  await loadWorld(page, 'big.txt', floorWorld(760));
  await press(page, 'KeyD', 'Period');
  await page.waitForFunction(() => (localStorage.getItem('roguelike.game') ?? '').includes('indexedDB'));
  await page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('roguelike', 1);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('sources', 'readwrite');
      const { source } = JSON.parse(localStorage.getItem('roguelike.game'));
      // A record of the wrong type where the source should be.
      tx.objectStore('sources').put(12345, `roguelike.game.source.${source}`);
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }));
  await reload(page);
  await page.waitForFunction(() => /could not be read/.test(window.roguelike.snapshot().notice ?? ''));
  let snap = await snapshot(page);
  assert.match(snap.notice, /roguelike\.game\.source\.[0-9a-f]{16}: the stored source is not text/);
  assert.equal(snap.screen, 'main_menu');
  assert.ok(!(await page.evaluate(() => window.roguelike.menuItems())).some((t) => t.startsWith('Continue')));

  await page.evaluate(() => new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('roguelike');
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  }));
  await reload(page);
  await page.waitForFunction(() => /could not be read/.test(window.roguelike.snapshot().notice ?? ''));
  snap = await snapshot(page);
  assert.match(snap.notice, /the world's source is missing from IndexedDB/);
  assert.equal(snap.screen, 'main_menu');
  assert.deepEqual(problems, []);
  await page.close();
});
