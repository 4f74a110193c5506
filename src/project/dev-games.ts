import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { staticFiles } from '../cli/static-server';

/**
 * The dev server (`npm start`, `rulekit site dev`) renders one project's pages as they are
 * edited; the other games of its collection are each a site of their own, built by another
 * Astro run. So they are built once, before the dev server starts, into a folder kept per
 * project, and the dev server serves them as built under `<base>games/<name>/`: the home page's
 * links to them answer in development as on the published site.
 */

/** Where the collection's games of `projectDir` are built for its dev server (`<dir>/games/<name>/`). */
export function devGamesDir(toolkitRoot: string, projectDir: string): string {
  return join(toolkitRoot, 'node_modules', '.cache', 'rulekit', 'dev-games', createHash('sha256').update(projectDir).digest('hex').slice(0, 12));
}

/** The newest change to the file `dir`, or under the folder (node_modules, dist and dot folders left out), in ms. */
function newest(dir: string): number {
  if (existsSync(dir) && statSync(dir).isFile()) return statSync(dir).mtimeMs;
  let latest = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name.startsWith('.') || e.name === 'node_modules' || e.name === 'dist') continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else latest = Math.max(latest, statSync(p).mtimeMs);
    }
  };
  if (existsSync(dir)) walk(dir);
  return latest;
}

/**
 * The members to build before the dev server starts: those not built yet, or built before the
 * last change to their project folder or to the toolkit's pages and code (`sources`).
 */
export function staleMembers<M extends { name: string; dir: string }>(members: readonly M[], gamesDir: string, sources: readonly string[]): M[] {
  const toolkit = Math.max(0, ...sources.map(newest));
  return members.filter((m) => {
    const page = join(gamesDir, 'games', m.name, 'index.html');
    if (!existsSync(page)) return true;
    const built = statSync(page).mtimeMs;
    return built < toolkit || built < newest(m.dir);
  });
}

/**
 * The dev server's middleware for `<base>games/<name>/…`: the built files of a member in
 * `gamesDir`; for a member not built there (its build failed, or the folder was cleared while
 * the server ran), a page that says how to build it. Any other address goes on to Astro.
 */
export function devGamesMiddleware(gamesDir: string, base: string, members: readonly string[]) {
  const prefix = `${base}games/`;
  const serve = staticFiles(gamesDir, base, { missing: (req, res) => missing(req, res) });
  // A page the built game lacks gets that game's own 404 page, as on the host.
  const missing = (req: IncomingMessage, res: ServerResponse) => {
    const own = join(gamesDir, 'games', nameOf(req), '404.html');
    if (!existsSync(own)) return unbuilt(req, res);
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(readFileSync(own));
  };
  const unbuilt = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built yet</title><body style="font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
        `<h1>This game's pages are not built yet</h1><p>The development server serves the other games of the collection as they were built when it started, from <code>${escapeHtml(gamesDir)}</code>, and found nothing for <code>${escapeHtml(req.url ?? '')}</code>.</p>` +
        `<p>Stop the server and start it again (<code>npm start</code>, or <code>rulekit site dev &lt;folder&gt;</code>): it builds the games that are missing or older than their files first.</p></body></html>`,
    );
  };
  const nameOf = (req: IncomingMessage) => {
    const path = (req.url ?? '/').split('?')[0];
    return path.startsWith(prefix) ? path.slice(prefix.length).split('/')[0] : '';
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!members.includes(nameOf(req))) return next();
    serve(req, res);
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
