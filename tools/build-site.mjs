// Writes the static site (`make build`): www/ with the wasm-bindgen glue,
// the optimised wasm, the texture atlas and every language's table (the
// wasm carries none) under content-hashed names (so a
// host may cache them for a year: a new build is new names), the loader and
// the style sheet inlined into index.html (the one file a host must
// revalidate), and a Brotli and a gzip copy beside every file that
// compresses, for a server that negotiates Content-Encoding.
//
//   node tools/build-site.mjs WASM GLUE_JS OUT_DIR
//
// Prints what it wrote and the sizes a first visit downloads.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WWW = join(ROOT, 'www');
const ATLAS = join(ROOT, 'assets', 'textures', 'atlas.png');
const FAVICON = join(ROOT, 'assets', 'textures', 'player.png');
const LOCALES = join(ROOT, 'assets', 'locale');
/** The language every start fetches (it words what another table lacks):
 *  its table is preloaded from the head, beside the wasm. */
const FALLBACK = 'en';

/** 16 hex digits of the content's SHA-256: the name part tools/serve.mjs
 *  (and a host's rule) recognise as a content hash. */
export const hash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
const hashed = (stem, ext, bytes) => `${stem}.${hash(bytes)}.${ext}`;

/** `text` with `from` replaced by `to`, which must occur: a reference the
 *  build no longer finds would otherwise ship pointing at a missing file. */
function replace(text, from, to, where) {
  if (!text.includes(from)) throw new Error(`${where}: no \`${from}\` to rewrite`);
  return text.split(from).join(to);
}

/** The Brotli (best) and gzip (best) copies of `bytes`, each only when smaller. */
function compressed(bytes) {
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  return { br: br.length < bytes.length ? br : null, gz: gz.length < bytes.length ? gz : null };
}

export async function buildSite(wasmPath, gluePath, out) {
  const wasm = await readFile(wasmPath);
  const atlas = await readFile(ATLAS);
  const wasmName = hashed('roguelike_bg', 'wasm', wasm);
  const atlasName = `assets/${hashed('atlas', 'png', atlas)}`;
  // The glue's own default names the wasm too; it is rewritten so the
  // glue works whichever way it is called, then hashed as rewritten.
  const glue = replace(await readFile(gluePath, 'utf8'), "'roguelike_bg.wasm'", `'${wasmName}'`, gluePath);
  const glueName = hashed('roguelike', 'js', glue);
  // The languages' tables (src/locale/languages.rs): English's fetched at
  // every start, another only when shown; each named on the canvas as
  // `data-locale-CODE`, written without the source's indentation.
  const locales = [];
  for (const file of (await readdir(LOCALES)).filter((f) => f.endsWith('.json')).sort()) {
    const code = file.slice(0, -'.json'.length);
    const text = Buffer.from(JSON.stringify(JSON.parse(await readFile(join(LOCALES, file), 'utf8'))));
    locales.push([code, `locale/${hashed(code, 'json', text)}`, text]);
  }

  let html = await readFile(join(WWW, 'index.html'), 'utf8');
  const css = await readFile(join(WWW, 'style.css'), 'utf8');
  const loader = replace(await readFile(join(WWW, 'main.js'), 'utf8'),
    "init()", `init({ module_or_path: '${wasmName}' })`, 'www/main.js');
  const favicon = `data:image/png;base64,${(await readFile(FAVICON)).toString('base64')}`;
  html = replace(html, '<link rel="icon" href="assets/textures/player.png">',
    `<link rel="icon" href="${favicon}">`, 'www/index.html');
  html = replace(html, '<link rel="stylesheet" href="style.css">', `<style>\n${css}</style>`, 'www/index.html');
  html = replace(html, '<link rel="modulepreload" href="roguelike.js">',
    `<link rel="modulepreload" href="${glueName}">`, 'www/index.html');
  // The atlas and English's table are fetched from the head on, beside the
  // wasm, not once the wasm has started and asks for them. The table's
  // preload is `crossorigin` as the wasm's: the wasm's `fetch` asks in
  // CORS mode, and a preload only serves a request of the same mode.
  const fallback = locales.find(([code]) => code === FALLBACK);
  if (!fallback) throw new Error(`assets/locale: no ${FALLBACK}.json`);
  html = replace(html, 'href="roguelike_bg.wasm" as="fetch" type="application/wasm" crossorigin>',
    `href="${wasmName}" as="fetch" type="application/wasm" crossorigin>\n`
    + `  <link rel="preload" href="${atlasName}" as="image">\n`
    + `  <link rel="preload" href="${fallback[1]}" as="fetch" type="application/json" crossorigin>`,
    'www/index.html');
  const localeAttributes = locales.map(([code, name]) => ` data-locale-${code}="${name}"`).join('');
  html = replace(html, '<canvas id="game"', `<canvas id="game" data-atlas="${atlasName}"${localeAttributes}`,
    'www/index.html');
  html = replace(html, '<script type="module" src="main.js"></script>',
    `<script type="module">\n${loader.replace("'./roguelike.js'", `'./${glueName}'`)}</script>`,
    'www/index.html');
  if (html.includes("'./roguelike.js'")) throw new Error('www/main.js: the glue import was not rewritten');

  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'assets'), { recursive: true });
  await mkdir(join(out, 'locale'), { recursive: true });
  const files = [
    ['index.html', Buffer.from(html)],
    [glueName, Buffer.from(glue)],
    [wasmName, wasm],
    [atlasName, atlas],
    ...locales.map(([, name, text]) => [name, text]),
  ];
  // Anything else in www/ (a robots.txt, say) ships as it is.
  for (const name of await readdir(WWW)) {
    if (!['index.html', 'main.js', 'style.css'].includes(name)) {
      files.push([name, await readFile(join(WWW, name))]);
    }
  }
  const sizes = {};
  for (const [name, bytes] of files) {
    await writeFile(join(out, name), bytes);
    const { br, gz } = compressed(bytes);
    if (br) await writeFile(join(out, `${name}.br`), br);
    if (gz) await writeFile(join(out, `${name}.gz`), gz);
    sizes[name] = { raw: bytes.length, br: br?.length ?? bytes.length, gz: gz?.length ?? bytes.length };
  }
  return sizes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [wasm, glue, out] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node tools/build-site.mjs WASM GLUE_JS OUT_DIR');
    process.exit(2);
  }
  const sizes = await buildSite(wasm, glue, out);
  let total = { raw: 0, br: 0, gz: 0 };
  for (const [name, s] of Object.entries(sizes)) {
    console.log(`  ${out}/${name}: ${s.raw} bytes, ${s.br} brotli, ${s.gz} gzip`);
    total = { raw: total.raw + s.raw, br: total.br + s.br, gz: total.gz + s.gz };
  }
  console.log(`site: ${total.raw} bytes, ${total.br} with brotli, ${total.gz} with gzip (a first visit's download)`);
}
