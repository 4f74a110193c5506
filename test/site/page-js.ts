import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What JavaScript each built page loads, read from `dist/`: external `<script src>`,
 * inline scripts, `<astro-island component-url / renderer-url>`, module preloads,
 * and everything those files import statically, transitively. Dynamic `import()`
 * is not followed: it loads only when the page asks for it (e.g. `?map=editor`).
 */

export interface PageJs {
  /** Site path, e.g. `/rules/setup/`. */
  page: string;
  /** dist-relative paths of the JS files loaded, sorted. */
  files: string[];
  /** Bytes of inline script text. */
  inlineBytes: number;
  /** Gzipped kilobytes of all of it (each file once). */
  gzipKB: number;
}

export function listHtml(dist: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.html')) out.push(p);
    }
  };
  walk(dist);
  return out.sort();
}

export function pagePath(dist: string, htmlFile: string): string {
  const rel = relative(dist, htmlFile).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel}`;
}

const ATTR_URLS = [
  /<script\b[^>]*\bsrc=["']([^"']+)["']/gi,
  /<astro-island\b[^>]*\bcomponent-url=["']([^"']+)["']/gi,
  /<astro-island\b[^>]*\brenderer-url=["']([^"']+)["']/gi,
  /<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/gi,
  /<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["']/gi,
];
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*type=["'](?:application\/(?:ld\+)?json|text\/template)["'])[^>]*>([\s\S]*?)<\/script>/gi;
/** Static imports and re-exports in (minified) ES modules; not `import(...)`. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;

export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]);
}

/** Resolves a URL found in a page or module to a file in dist, or null for external/unknown ones. */
function resolve(dist: string, fromUrl: string, spec: string): string | null {
  if (/^[a-z]+:/i.test(spec) || spec.startsWith('//')) return null; // other origins, data: URLs
  const url = spec.startsWith('/') ? spec : posix.join(posix.dirname(fromUrl), spec);
  const clean = posix.normalize(url.split(/[?#]/)[0]);
  const file = join(dist, ...clean.split('/').filter(Boolean));
  return existsSync(file) && statSync(file).isFile() ? clean : null;
}

export function pageJs(dist: string, htmlFile: string, gzCache = new Map<string, number>()): PageJs {
  const page = pagePath(dist, htmlFile);
  const html = readFileSync(htmlFile, 'utf8');
  const seen = new Set<string>();
  const queue: string[] = [];
  const add = (fromUrl: string, spec: string) => {
    const url = resolve(dist, fromUrl, spec);
    if (url && !seen.has(url)) {
      seen.add(url);
      queue.push(url);
    }
  };
  for (const re of ATTR_URLS) for (const m of html.matchAll(re)) add(page, decode(m[1]));
  let inline = '';
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    inline += m[1];
    for (const spec of staticImports(m[1])) add(page, spec);
  }
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (!url.endsWith('.js') && !url.endsWith('.mjs')) continue;
    const code = readFileSync(join(dist, ...url.split('/').filter(Boolean)), 'utf8');
    for (const spec of staticImports(code)) add(url, spec);
  }
  const files = [...seen].filter((u) => /\.(m?js)$/.test(u)).sort();
  let bytes = 0;
  for (const url of files) {
    let gz = gzCache.get(url);
    if (gz === undefined) {
      gz = gzipSync(readFileSync(join(dist, ...url.split('/').filter(Boolean)))).length;
      gzCache.set(url, gz);
    }
    bytes += gz;
  }
  if (inline.trim().length > 0) bytes += gzipSync(Buffer.from(inline)).length;
  return { page, files, inlineBytes: Buffer.byteLength(inline), gzipKB: Math.round((bytes / 1024) * 100) / 100 };
}

/** Every built page's JavaScript, by site path. */
export function allPagesJs(dist: string): PageJs[] {
  const cache = new Map<string, number>();
  return listHtml(dist).map((f) => pageJs(dist, f, cache));
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x2F;/gi, '/').replace(/&#47;/g, '/');
