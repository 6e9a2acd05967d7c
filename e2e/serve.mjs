// A tiny static file server for the built game (dist/), node built-ins only.
//
//   import { startServer } from './serve.mjs';
//   const { url, close } = await startServer('dist');   // port 0: any free port
//   await startServer('dist', 0, { prefix: '/some/path/' }) // dist at a sub-path
//
//   node e2e/serve.mjs [dir] [port] [prefix]              // default: dist 8080 /
//
// Serves on 127.0.0.1 only. '/' (and any directory) serves its index.html; a path that
// names no file is a 404; paths escaping the directory are refused. With a prefix, only
// paths under it are served (the prefix without its final '/' redirects to it). With
// `gzip: true`, text and wasm go gzip-compressed to clients that accept it, as static hosts
// send them (scripts/lighthouse.mjs; the tests get the bytes as they are). Every answer
// says `Cache-Control: no-store` unless `headers` says otherwise: `{ headers: {
// 'Cache-Control': 'max-age=0, must-revalidate' } }` is a host that asks browsers to
// revalidate. Files carry an ETag (a hash of their bytes), and a request whose If-None-Match
// names it is answered 304, as static hosts do.

import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.tcg': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function contentType(file) {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Types a host compresses: text of every kind, and wasm. */
const COMPRESSIBLE = /^(text\/|application\/(wasm|json|manifest\+json)|image\/svg\+xml)/;

/**
 * Starts serving `dir` at `opts.prefix` (default '/'), gzip-compressed when `opts.gzip`,
 * with `opts.headers` added to (or replacing) the default headers of every answer;
 * resolves to `{ url, port, close }`
 * (`url` includes the prefix and ends without '/').
 */
export function startServer(dir = 'dist', port = 0, opts = {}) {
  const root = path.resolve(dir);
  const prefix = `/${(opts.prefix ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const base = { 'Cache-Control': 'no-store', ...opts.headers };
  const server = http.createServer((req, res) => {
    const send = (status, body, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { ...base, 'Content-Type': type });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n');
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return send(400, 'bad request\n');
    }
    if (prefix !== '/') {
      if (pathname === prefix.slice(0, -1)) {
        res.writeHead(301, { ...base, Location: prefix });
        return res.end();
      }
      if (!pathname.startsWith(prefix)) return send(404, `not found: ${pathname}\n`);
      pathname = pathname.slice(prefix.length - 1);
    }
    let file = path.join(root, pathname);
    if (file !== root && !file.startsWith(root + path.sep)) return send(403, 'forbidden\n');
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        file = path.join(file, 'index.html');
      }
      fs.readFile(file, (err2, body) => {
        if (err2) return send(404, `not found: ${pathname}\n`);
        const type = contentType(file);
        const etag = `"${crypto.createHash('sha1').update(body).digest('hex')}"`;
        const headers = { ...base, 'Content-Type': type, ETag: etag };
        if ((req.headers['if-none-match'] ?? '').split(/\s*,\s*/).includes(etag)) {
          res.writeHead(304, headers);
          return res.end();
        }
        if (opts.gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
          body = zlib.gzipSync(body);
          headers['Content-Encoding'] = 'gzip';
          headers.Vary = 'Accept-Encoding';
        }
        headers['Content-Length'] = body.length;
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://127.0.0.1:${actual}${prefix.slice(0, -1)}`,
        port: actual,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections?.();
            server.close(() => r());
          }),
      });
    });
  });
}

// Run directly: serve the game for play.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? 8080);
  const prefix = process.argv[4] ?? '/';
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`serve: ${path.resolve(dir)}/index.html not found (build with: trunk build --release --offline)`);
    process.exit(1);
  }
  const { url } = await startServer(dir, port, { prefix });
  console.log(`serving ${path.resolve(dir)} at ${url}/  (Ctrl-C to stop)`);
}
