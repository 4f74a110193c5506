import { createReadStream, existsSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';

/**
 * A tiny static server for a built site, as a publisher's host would serve it:
 * `dir/` → `dir/index.html`, `dir` → redirect to `dir/`, 404 for the rest, and the
 * site mounted at its `base` path (`/games/clippers/`), nothing served outside it.
 * Used by `site pdf` and the browser tests.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  /** Origin, e.g. `http://127.0.0.1:4321` (the site itself is at `url + base`). */
  url: string;
  close(): Promise<void>;
}

/** Text types a real host compresses. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/** `gzip`: compress text as any real web host does (for speed measurements); off for the browser tests. */
export async function serveStatic(
  root: string,
  options: { port?: number; base?: string; gzip?: boolean } = {},
): Promise<StaticServer> {
  const server: Server = createServer(staticFiles(root, options.base ?? '/', { gzip: options.gzip }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/**
 * The request handler of `serveStatic`: the files of `root` at `base`. Also mounted by the dev
 * server for the collection's games (src/project/dev-games.ts), whose `missing` says how to build one.
 */
export function staticFiles(
  root: string,
  base: string,
  options: { gzip?: boolean; missing?: (req: IncomingMessage, res: ServerResponse) => void } = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const dir = normalize(root);
  const missing = options.missing ?? ((_req: IncomingMessage, res: ServerResponse) => notFound(res, dir));
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('bad path');
      return;
    }
    if (`${path}/` === base) {
      res.writeHead(301, { location: `${base}${url.search}` }).end();
      return;
    }
    if (!path.startsWith(base)) return missing(req, res);
    const file = normalize(join(dir, path.slice(base.length - 1)));
    if (file !== dir && !file.startsWith(dir + sep)) {
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
    if (!existsSync(target) || !statSync(target).isFile()) return missing(req, res);
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const gzip = options.gzip === true && COMPRESSIBLE.has(extname(target)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const headers = { 'content-type': type, ...cacheHeaders(path, statSync(target), gzip) };
    if (req.headers['if-none-match'] === headers.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (gzip) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      createReadStream(target).pipe(createGzip()).pipe(res);
      return;
    }
    res.writeHead(200, headers);
    createReadStream(target).pipe(res);
  };
}

/**
 * As a publisher's host serves a built site: the scripts and styles under `_astro/`, whose names
 * carry a hash of their content, kept for a year; every other file asked again each time, with a
 * validator so an unchanged one is answered in a few bytes. (Served with no-cache and no validator,
 * every page load fetched and compiled each script anew: the browser tests' page loads took the
 * brunt of it.)
 */
function cacheHeaders(path: string, stat: Stats, gzip: boolean): { 'cache-control': string; etag: string; 'last-modified': string } {
  return {
    'cache-control': path.includes('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${gzip ? '-gz' : ''}"`,
    'last-modified': stat.mtime.toUTCString(),
  };
}

function notFound(res: ServerResponse, dir: string): void {
  const page = join(dir, '404.html');
  res.writeHead(404, { 'content-type': TYPES['.html'] });
  if (existsSync(page)) createReadStream(page).pipe(res);
  else res.end('<!doctype html><title>Not found</title><h1>Not found</h1>');
}
