import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../e2e/browser';
import { serveStatic } from '../e2e/serve';

/**
 * `npm run lighthouse`: Lighthouse's mobile performance score for the site's
 * interactive pages, measured on the built site (`npm run build` first) with
 * Debian's Chromium. Prints a table with the figures behind each score;
 * `npm run -s lighthouse -- --json` prints only `{ "/path/": score }`.
 * `--runs N` takes the median of N runs per page (scores are noisy on a busy machine);
 * `--only /path/` measures one page. It prints figures; it is not a pass/fail test.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');

/** Pages and the score each should reach (issue 17). Pages the build does not have are left out. */
const TARGETS: [path: string, target: number][] = [
  ['/walkthrough/', 90],
  ['/board/', 90],
  ['/statecharts/', 90],
  ['/play/', 90],
  ['/editor/', 85],
  // The collection's games, built into dist/games/ by `npm run build` (issue 32).
  ['/games/ship-it/walkthrough/first-round/', 90],
  ['/games/ship-it/play/', 90],
  ['/games/ship-it/walkthrough/figure-3/', 90],
  ['/games/crossing-oceans/walkthrough/cargo/', 90],
];

const { values } = parseArgs({
  options: { json: { type: 'boolean', default: false }, runs: { type: 'string', default: '1' }, only: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs) || 1);

if (!existsSync(join(DIST, 'index.html'))) {
  process.stderr.write('lighthouse: no dist/ found; run `npm run build` first.\n');
  process.exit(2);
}
if (!existsSync(CHROMIUM)) {
  process.stderr.write(`lighthouse: Chromium not found at ${CHROMIUM} (install Debian's chromium, or set CHROMIUM_PATH).\n`);
  process.exit(2);
}

/** A page path as built: `/walkthrough/` may have become one page per walkthrough (`/walkthrough/first-round/`). */
function builtPath(path: string): string | null {
  const dir = join(DIST, path);
  if (existsSync(join(dir, 'index.html'))) return path;
  if (!existsSync(dir)) return null;
  const sub = readdirSync(dir, { withFileTypes: true }).find((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.html')));
  return sub ? `${path}${sub.name}/` : null;
}

const pages = TARGETS.flatMap(([path, target]) => {
  if (values.only !== undefined && values.only !== path) return [];
  const built = builtPath(path);
  return built ? [{ path: built, target }] : [];
});
if (pages.length === 0) {
  process.stderr.write(`lighthouse: no page to measure${values.only ? ` named ${values.only}` : ''}.\n`);
  process.exit(2);
}

/** Starts Chromium with a DevTools port for Lighthouse to drive; the flags keep it from reaching the network. */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'rulekit-lh-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-extensions',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${err}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${err}`)));
  });
  return {
    port,
    async stop() {
      const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Compressed, as any real host serves text; uncompressed, the simulated slow network would mostly measure bytes no host sends.
const server = await serveStatic(DIST, { gzip: true });
const chrome = await startChromium();
const results: { path: string; target: number; figures: Figures }[] = [];
try {
  for (const page of pages) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(`lighthouse: ${page.path}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      all.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const pick = (k: keyof Figures) => median(all.map((f) => f[k]));
    results.push({ path: page.path, target: page.target, figures: { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') } });
  }
} finally {
  await chrome.stop();
  await server.close();
}

if (values.json) {
  process.stdout.write(`${JSON.stringify(Object.fromEntries(results.map((r) => [r.path, r.figures.score])))}\n`);
} else {
  const rows = [
    ['page', 'score', 'target', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
    ...results.map(({ path, target, figures: f }) => [
      path,
      String(f.score),
      `${target}${f.score < target ? ' (below)' : ''}`,
      String(Math.round(f.fcp)),
      String(Math.round(f.lcp)),
      String(Math.round(f.tbt)),
      f.cls.toFixed(3),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) process.stdout.write(`${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}\n`);
  process.stdout.write(`Lighthouse mobile (simulated throttling), median of ${runs} run${runs > 1 ? 's' : ''} per page.\n`);
}
