// How the page is delivered and starts (issue 30): the server negotiates
// Brotli or gzip and sends year-long immutable caching for content-hashed
// files and revalidation for index.html, answers HEAD and byte ranges; the
// page's one image request is the texture atlas; the first menu frame is
// on screen before a saved game is read and restored; every page fetches
// English's table (preloaded from the head), and only a page in another
// language fetches that language's too; a built-in world picked at once
// plays in words; a table that cannot be fetched is told in both languages,
// and the page still starts; a page left on a still screen stops asking
// for animation frames, and a key draws at once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { start, snapshot, press, frames, choose, canvasDigest } from './harness.mjs';

let browser;
before(async () => { browser = await start(); });
after(async () => { await browser.close(); });

/** One request to the test server: status, headers, body bytes. */
const fetchRaw = (path, { method = 'GET', headers = {} } = {}) => new Promise((ok, fail) => {
  const req = request(new URL(path, browser.base), { method, headers }, (res) => {
    const parts = [];
    res.on('data', (part) => parts.push(part));
    res.on('end', () => ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
  });
  req.on('error', fail);
  req.end();
});

/** The hashed files index.html names: the wasm, the glue, the atlas, the
 *  Russian and the English tables. */
async function hashedFiles() {
  const html = (await fetchRaw('/')).body.toString();
  const find = (pattern) => {
    const found = html.match(pattern);
    assert.ok(found, `index.html names ${pattern}`);
    return found[0];
  };
  return {
    wasm: find(/roguelike_bg\.[0-9a-f]{16}\.wasm/),
    glue: find(/roguelike\.[0-9a-f]{16}\.js/),
    atlas: find(/assets\/atlas\.[0-9a-f]{16}\.png/),
    locale: find(/locale\/ru\.[0-9a-f]{16}\.json/),
    english: find(/locale\/en\.[0-9a-f]{16}\.json/),
  };
}

test('the server sends br or gzip as asked, immutable caching for hashed files and no-cache for the page', async () => {
  const { wasm, glue, atlas } = await hashedFiles();
  const plain = await fetchRaw(`/${wasm}`);
  assert.equal(plain.status, 200);
  assert.equal(plain.headers['content-encoding'], undefined, 'identity when nothing is accepted');
  assert.equal(plain.headers['content-type'], 'application/wasm', 'the type streaming compilation needs');
  for (const path of [wasm, glue, atlas]) {
    const br = await fetchRaw(`/${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br', path);
    assert.equal(br.headers.vary, 'Accept-Encoding', path);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable', path);
    const gz = await fetchRaw(`/${path}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip', path);
    const identity = (await fetchRaw(`/${path}`)).body;
    assert.ok(brotliDecompressSync(br.body).equals(identity), `${path}: brotli decodes to the file`);
    assert.ok(gunzipSync(gz.body).equals(identity), `${path}: gzip decodes to the file`);
  }
  const refused = await fetchRaw(`/${wasm}`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
  assert.equal(refused.headers['content-encoding'], 'gzip', 'a coding refused with q=0 is not sent');
  assert.ok(plain.body.length > 2 * (await fetchRaw(`/${wasm}`, { headers: { 'accept-encoding': 'br' } })).body.length,
    'the wasm compresses to less than half');
  const page = await fetchRaw('/', { headers: { 'accept-encoding': 'br' } });
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
  assert.ok(page.headers.etag, 'index.html revalidates by ETag');
  const again = await fetchRaw('/', { headers: { 'accept-encoding': 'br', 'if-none-match': page.headers.etag } });
  assert.equal(again.status, 304);
});

test('the server answers HEAD and byte ranges', async () => {
  const { wasm } = await hashedFiles();
  const whole = await fetchRaw(`/${wasm}`);
  const head = await fetchRaw(`/${wasm}`, { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  assert.equal(Number(head.headers['content-length']), whole.body.length);
  assert.equal(head.headers['accept-ranges'], 'bytes');
  const part = await fetchRaw(`/${wasm}`, { headers: { range: 'bytes=4-11' } });
  assert.equal(part.status, 206);
  assert.equal(part.headers['content-range'], `bytes 4-11/${whole.body.length}`);
  assert.ok(part.body.equals(whole.body.subarray(4, 12)));
  const tail = await fetchRaw(`/${wasm}`, { headers: { range: 'bytes=-5' } });
  assert.ok(tail.body.equals(whole.body.subarray(whole.body.length - 5)));
  const past = await fetchRaw(`/${wasm}`, { headers: { range: `bytes=${whole.body.length}-` } });
  assert.equal(past.status, 416);
  assert.equal(past.headers['content-range'], `bytes */${whole.body.length}`);
  assert.equal((await fetchRaw('/', { method: 'POST' })).status, 405);
  assert.equal((await fetchRaw('/no-such-file.js')).status, 404);
});

test('the page starts with the atlas as its only image request and draws textures from it', async () => {
  const images = [];
  const { page, problems } = await browser.open('?seed=3', {
    watch: (p) => p.on('request', (r) => { if (r.resourceType() === 'image') images.push(r.url()); }),
  });
  assert.equal(images.length, 1, `one image request: ${images.join(', ')}`);
  assert.match(images[0], /\/assets\/atlas\.[0-9a-f]{16}\.png$/);
  assert.equal((await snapshot(page)).screen, 'playing');
  await frames(page, 5);
  // A texture the page could not draw is a magenta-and-black placeholder.
  const magenta = await page.evaluate(() => {
    const c = document.getElementById('game');
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] === 255 && data[i + 1] === 0 && data[i + 2] === 255) count++;
    }
    return count;
  });
  assert.equal(magenta, 0, 'no placeholder drawn');
  assert.deepEqual(problems, []);
  await page.close();
});

/** Opens the page at `query` with the atlas's response held back until
 *  `whileHeld(page)` has looked at the page; what it saw. */
async function withAtlasHeld(query, whileHeld) {
  let seen;
  const opened = await browser.open(query, {
    watch: (p) => p.route(/\/assets\/atlas\.[0-9a-f]{16}\.png$/, async (route) => {
      await p.waitForFunction(() => performance.getEntriesByName('roguelike:started').length > 0);
      seen = await whileHeld(p);
      await route.continue();
    }),
  });
  return { ...opened, seen };
}

/** The first-frame mark's count and the canvas's painted pixels. */
const drawnSoFar = (page) => page.evaluate(() => {
  const c = document.getElementById('game');
  const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  let painted = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]) painted++;
  return { firstFrames: performance.getEntriesByName('roguelike:first-frame').length, painted };
});

test('the menu, all text, is drawn without waiting for the atlas; a game waits for its art', async () => {
  const menu = await withAtlasHeld('', async (p) => {
    await p.waitForFunction(() => performance.getEntriesByName('roguelike:first-frame').length > 0);
    return drawnSoFar(p);
  });
  assert.equal(menu.seen.firstFrames, 1, 'the menu drew while the atlas was held');
  assert.ok(menu.seen.painted > 0, 'and its frame is on the canvas');
  assert.equal((await snapshot(menu.page)).screen, 'main_menu');
  assert.deepEqual(menu.problems, []);
  await menu.page.close();

  const game = await withAtlasHeld('?seed=3', async (p) => {
    await frames(p, 10);
    return drawnSoFar(p);
  });
  assert.deepEqual(game.seen, { firstFrames: 0, painted: 0 },
    'ten frames with the atlas held: nothing shown, no placeholder');
  assert.equal((await snapshot(game.page)).screen, 'playing');
  assert.ok((await drawnSoFar(game.page)).painted > 0, 'the game is drawn once the atlas is in');
  assert.deepEqual(game.problems, []);
  await game.page.close();
});

test('the first menu frame is on screen before the saved game is restored', async () => {
  const { page, problems } = await browser.open('?seed=77');
  await press(page, 'KeyD', 'KeyS', 'Period');
  await frames(page, 2);
  const before = await snapshot(page);
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('roguelike:storage-read').length === 1);
  const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark')
    .filter((m) => m.name.startsWith('roguelike:')).map((m) => [m.name.slice(10), m.startTime])));
  assert.ok(marks['first-frame'] < marks['storage-read'],
    `the menu (${marks['first-frame']} ms) before the store is read (${marks['storage-read']} ms)`);
  await frames(page, 2);
  assert.match((await snapshot(page)).notice ?? '', /Welcome back/);
  await choose(page, 'Continue');
  const after = await snapshot(page);
  assert.equal(after.turn, before.turn);
  assert.deepEqual(after.player, before.player);
  assert.deepEqual(problems, []);
  await page.close();
});

/** The `roguelike:*` performance marks of `page`, by name (the last of each). */
const marksOf = (page) => page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark')
  .filter((m) => m.name.startsWith('roguelike:')).map((m) => [m.name.slice(10), m.startTime])));

test('every page fetches English\'s table before its first frame, preloaded; only a Russian one fetches Russian\'s too', async () => {
  const { locale, english: englishTable } = await hashedFiles();
  const html = (await fetchRaw('/')).body.toString();
  assert.ok(html.includes(`<link rel="preload" href="${englishTable}" as="fetch" type="application/json" crossorigin>`),
    'English\'s table is preloaded from the head, as the wasm\'s fetch asks for it');
  const watchLocales = (into) => (p) => p.on('request', (r) => {
    if (/\/locale\//.test(r.url())) into.push(r.url());
  });
  const english = [];
  const { page, problems } = await browser.open('?lang=en', { watch: watchLocales(english) });
  assert.equal(english.length, 1, `English's table once (the preload serves the wasm's fetch): ${english.join(', ')}`);
  assert.ok(english[0].endsWith(`/${englishTable}`), `${english[0]} is the build's ${englishTable}`);
  const enMarks = await marksOf(page);
  assert.ok(enMarks.language < enMarks['first-frame'], 'English\'s table is in before the first frame');
  assert.ok((await page.evaluate(() => window.roguelike.menuItems())).includes('New random world'), 'the menu is worded');
  await page.close();

  const russian = [];
  const ru = await browser.open('?lang=ru', { watch: watchLocales(russian) });
  assert.deepEqual(russian.map((url) => url.slice(url.indexOf('/locale/') + 1)).sort(), [englishTable, locale].sort(),
    `English's table and Russian's: ${russian.join(', ')}`);
  const marks = await marksOf(ru.page);
  assert.ok(marks.language < marks['first-frame'], 'the tables are in before the first frame');
  assert.equal((await snapshot(ru.page)).lang, 'ru');
  assert.ok((await ru.page.evaluate(() => window.roguelike.menuItems())).some((item) => /[а-я]/i.test(item)),
    'the menu is in Russian');
  for (const [path, name] of [[locale, 'Русский'], [englishTable, 'English']]) {
    const served = await fetchRaw(`/${path}`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(served.headers['content-encoding'], 'br', path);
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable', path);
    assert.equal(JSON.parse(brotliDecompressSync(served.body).toString()).language, name);
  }
  assert.deepEqual([...problems, ...ru.problems], []);
  await ru.page.close();
});

test('a built-in world picked right after start plays', async () => {
  const { page, problems } = await browser.open('');
  // A fresh start, not waiting for the art or a frame past the one that
  // published the page's handle: the tables are in before its menu.
  await page.reload();
  await page.waitForFunction(() => window.roguelike !== undefined);
  await choose(page, 'World: menagerie');
  const started = await snapshot(page);
  assert.equal(started.screen, 'playing');
  assert.ok(started.objects.some((o) => o.kind === 'Ghost'), 'the menagerie, which meets every creature');
  await press(page, 'Period', 'Period');
  const played = await snapshot(page);
  assert.equal(played.turn, started.turn + 2, 'two turns waited');
  assert.ok(played.messages.every((m) => !/^[a-z_]+$/.test(m)), `worded messages: ${played.messages}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a page left on the menu stops asking for animation frames, and a key draws at once', async () => {
  // Counts the page's requests for an animation frame (the game's loop
  // asks through window.requestAnimationFrame).
  const watch = (p) => p.addInitScript(() => {
    window.framesAsked = 0;
    const ask = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      window.framesAsked += 1;
      return ask(callback);
    };
  });
  // The menu is still; a game's items bob, so its frames change.
  const { page, problems } = await browser.open('', { watch });
  assert.equal((await snapshot(page)).screen, 'main_menu');
  // Past the second of unchanged frames the loop waits before sleeping.
  await page.waitForTimeout(2000);
  const asked = () => page.evaluate(() => window.framesAsked);
  const before = await asked();
  await page.waitForTimeout(1000);
  const alone = (await asked()) - before;
  assert.ok(alone <= 1, `a second alone asked for ${alone} animation frames (60 awake)`);
  const still = await canvasDigest(page);
  const selected = (await snapshot(page)).menu.selected;
  await page.keyboard.press('ArrowDown');
  // One animation frame later the cursor has moved on the canvas.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  assert.notEqual((await snapshot(page)).menu.selected, selected, 'the cursor moved');
  assert.notEqual(await canvasDigest(page), still, 'and is drawn in the frame after the key');
  // Thirty frames waited here ask for thirty; the awake loop for as many.
  const woken = await asked();
  await frames(page, 30);
  const more = (await asked()) - woken;
  assert.ok(more >= 50, `awake again, the loop asks for every frame (${more} asked in 30)`);
  assert.deepEqual(problems, []);
  await page.close();
});

/** The page's console errors but those of a request answered 404. */
const besides404 = (problems) => problems.filter((p) => !/404/.test(p));

/** Answers the requests of the table `code` with a 404. */
const tableGone = (code) => (p) => p.route(new RegExp(`/locale/${code}\\.[0-9a-f]{16}\\.json$`),
  (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));

test('a page whose English table cannot be fetched says so in both languages, and still starts and plays', async () => {
  const { page, problems } = await browser.open('?seed=77', { watch: tableGone('en') });
  const shown = await snapshot(page);
  assert.equal(shown.screen, 'playing', 'the link\'s game started');
  assert.match(shown.notice ?? '', /The text of the language `en` could not be loaded \(.*HTTP 404\)/);
  assert.match(shown.notice ?? '', /Не удалось загрузить текст языка `en`/);
  await press(page, 'KeyD', 'KeyS', 'Period');
  assert.ok((await snapshot(page)).turn > shown.turn, 'turns pass');
  assert.deepEqual(besides404(problems), [], 'no panic, no other error');
  await page.close();
});

test('a page whose Russian table cannot be fetched goes on in English and says why', async () => {
  const { page, problems } = await browser.open('?lang=ru', { watch: tableGone('ru') });
  const shown = await snapshot(page);
  assert.equal(shown.lang, 'en');
  assert.match(shown.notice ?? '', /The table of the language `ru` could not be loaded \(.*HTTP 404\); the game is in English/);
  assert.ok((await page.evaluate(() => window.roguelike.menuItems())).includes('New random world'), 'the menu is in English');
  assert.deepEqual(besides404(problems), [], 'no panic, no other error');
  await page.close();
});
