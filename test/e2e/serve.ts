import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';

/**
 * A tiny static server for the built site: serves `dist/` on a free port, with
 * `dir/` → `dir/index.html`, `dir` → redirect to `dir/`, and 404s for the rest.
 * Enough to test the pages as a publisher would host them.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Text types a real host compresses. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/** `gzip`: compress text as any real web host does (for speed measurements); off for the browser tests. */
export async function serveStatic(root: string, port = 0, options: { gzip?: boolean } = {}): Promise<StaticServer> {
  const base = normalize(root);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('bad path');
      return;
    }
    const file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    let target = file;
    if (existsSync(target) && statSync(target).isDirectory()) {
      if (!path.endsWith('/')) {
        res.writeHead(301, { location: `${path}/${url.search}` }).end();
        return;
      }
      target = join(target, 'index.html');
    }
    if (!existsSync(target) || !statSync(target).isFile()) {
      const notFound = join(base, '404.html');
      res.writeHead(404, { 'content-type': TYPES['.html'] });
      if (existsSync(notFound)) createReadStream(notFound).pipe(res);
      else res.end('<!doctype html><title>Not found</title><h1>Not found</h1>');
      return;
    }
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    if (options.gzip && COMPRESSIBLE.has(extname(target)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', 'content-encoding': 'gzip', vary: 'accept-encoding' });
      createReadStream(target).pipe(createGzip()).pipe(res);
      return;
    }
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
    createReadStream(target).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
