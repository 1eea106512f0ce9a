// The static file server of `make run` and the e2e tests, serving dist/ as
// a host should (README, "Hosting the site"):
// - Content-Encoding negotiated from Accept-Encoding: the build's `.br`
//   beside a file, else its `.gz`, else the file itself (`Vary:
//   Accept-Encoding` whenever there is a choice);
// - `cache-control: public, max-age=31536000, immutable` for files whose
//   name carries a content hash (`name.0123456789abcdef.ext`), `no-cache`
//   (revalidate, by ETag) for the rest, index.html first of all;
// - GET and HEAD, a single byte range (206, or 416 past the end),
//   `Accept-Ranges: bytes`; MIME types wasm's streaming compilation needs.
// Usage: node tools/serve.mjs DIR PORT   — PORT 0 picks a free port.
import { createServer } from 'node:http';
import { open, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** A name with a content hash: the build never reuses it for other bytes. */
export const HASHED = /\.[0-9a-f]{16}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The codings the request accepts, by preference: br, gzip, identity —
 *  each unless refused with q=0 (explicitly or through `*;q=0`). */
export function acceptedCodings(header = '') {
  const q = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const param = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = param ? Number(param.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name) => q.get(name) ?? (q.has('*') ? q.get('*') : name === 'identity' ? 1 : 0);
  return ['br', 'gzip', 'identity'].filter((name) => weight(name) > 0);
}

/** The one range of `size` bytes a Range header asks for: `{ start, end }`
 *  (inclusive), `null` to send the whole file (no header, or one this server
 *  does not serve: several ranges, another unit), or `'unsatisfiable'`. */
export function parseRange(header, size) {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start;
  let end;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return null;
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

const isFile = async (path) => (await stat(path).catch(() => null))?.isFile() ?? false;

/** The file to send for `path` and the coding it is in. */
async function representation(path, accepted) {
  for (const coding of accepted) {
    const suffix = { br: '.br', gzip: '.gz', identity: '' }[coding];
    if (await isFile(path + suffix)) return { file: path + suffix, coding };
  }
  return null;
}

export function serve(dir, port = 0, host = '127.0.0.1') {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('method not allowed');
        return;
      }
      const url = new URL(req.url, 'http://localhost');
      let path = normalize(join(root, decodeURIComponent(url.pathname)));
      if (!path.startsWith(root)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(path).catch(() => null))?.isDirectory()) path = join(path, 'index.html');
      if (!(await isFile(path))) throw new Error('not found');
      const variants = (await isFile(`${path}.br`)) || (await isFile(`${path}.gz`));
      const chosen = await representation(path, acceptedCodings(req.headers['accept-encoding']));
      if (!chosen) {
        res.writeHead(406, { 'content-type': 'text/plain', vary: 'Accept-Encoding' })
          .end('no acceptable encoding');
        return;
      }
      const handle = await open(chosen.file);
      try {
        const info = await handle.stat();
        const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${chosen.coding}"`;
        const headers = {
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
          'cache-control': HASHED.test(path) ? IMMUTABLE : 'no-cache',
          'accept-ranges': 'bytes',
          etag,
          'last-modified': info.mtime.toUTCString(),
        };
        if (variants) headers.vary = 'Accept-Encoding';
        if (chosen.coding !== 'identity') headers['content-encoding'] = chosen.coding;
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, headers).end();
          return;
        }
        // A range of another version (If-Range naming an old ETag) is not
        // spliced onto this one: the whole file goes instead.
        const ifRange = req.headers['if-range'];
        const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.range, info.size);
        if (range === 'unsatisfiable') {
          res.writeHead(416, { ...headers, 'content-range': `bytes */${info.size}`, 'content-length': 0 })
            .end();
          return;
        }
        const { start, end } = range ?? { start: 0, end: info.size - 1 };
        if (range) headers['content-range'] = `bytes ${start}-${end}/${info.size}`;
        headers['content-length'] = Math.max(0, end - start + 1);
        res.writeHead(range ? 206 : 200, headers);
        if (req.method === 'HEAD' || info.size === 0) {
          res.end();
          return;
        }
        const body = Buffer.alloc(end - start + 1);
        await handle.read(body, 0, body.length, start);
        res.end(body);
      } finally {
        await handle.close();
      }
    } catch {
      if (!res.headersSent) res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok) => server.listen(port, host, () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '8000'] = process.argv.slice(2);
  const server = await serve(dir, Number(port), '0.0.0.0');
  const { port: actual } = server.address();
  console.log(`Roguelike is served at http://localhost:${actual}/  (Ctrl+C stops)`);
}
