import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Download, type Page } from 'playwright-core';

/** Debian's Chromium, headless; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * The browser run's one Chromium (test/e2e/global-setup.ts starts it and puts its address in
 * this variable for the test files' processes); unset outside that run (a script, a bench).
 */
export const SHARED_BROWSER = 'RULEKIT_E2E_BROWSER';

/** Starts Chromium as a server the test files connect to, each with contexts of its own. */
export const launchBrowserServer = () => chromium.launchServer({ executablePath: CHROMIUM, args: ARGS });

/**
 * A browser for one test file or script. In the browser run, a connection to the run's one
 * Chromium: a launch of its own cost each file 1.5-7 s (the more the machine was loaded), and
 * every page is in a context of its own either way. `close()` then closes this connection's
 * contexts and pages and leaves Chromium to the other files. `own`: a Chromium of its own all
 * the same, for the files that judge main-thread time (the serial group): after the run's other
 * files, the shared one measured the largest map's keys 1.6x the default map's, over the 1.5 allowed.
 */
export async function launchBrowser(options: { own?: boolean } = {}): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER];
  const browser = shared && !options.own ? await chromium.connect(shared) : await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const pooled = process.env.RULEKIT_E2E_FRESH_PAGES === '1' ? browser : withPagePool(browser);
  return process.env.RULEKIT_E2E_MOTION === '1' ? pooled : stillByDefault(pooled);
}

/**
 * Pages ask for reduced motion unless a test says otherwise (`reducedMotion: 'no-preference'`, as
 * the tests of a framing animation do): the site honours the setting, and Chromium without a GPU
 * paints every frame of a pulse or a glide on the CPU the two workers share, for as long as a page
 * is open. RULEKIT_E2E_MOTION=1 runs everything with motion, as a person with default settings sees it.
 */
function stillByDefault(browser: Browser): Browser {
  const newPage = browser.newPage.bind(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newPage = (o = {}) => newPage({ reducedMotion: 'reduce', ...o });
  browser.newContext = (o = {}) => newContext({ reducedMotion: 'reduce', ...o });
  return browser;
}

/**
 * A downloaded file's path on this machine. Connected to the run's Chromium, a download's own
 * copy is the browser server's (Download.path() refuses), so it is saved to a folder of its own.
 */
export async function downloadedFile(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'rulekit-e2e-download-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

/**
 * `browser.newPage` hands back a page a test of the same file has closed, emptied, rather than a
 * new one: a new page in a new context cost 1.0-1.9 s of wall time and 1.9-3.8 s of the two
 * cores' CPU (a renderer process started, its context set up), against 0.4-0.8 s and 0.7-1.6 s
 * for the same page loaded into a kept tab (.scratch measures of session 16, idle machine); the
 * run opens several hundred. Each page keeps a context of its own, as `newPage` gives, so
 * pages open at once share nothing. `close()` on such a page returns it: listeners, routes, init
 * scripts and exposed functions are removed, it leaves for about:blank (a beforeunload prompt
 * accepted), and every origin it visited forgets its storage (local, session, IndexedDB, caches,
 * service workers) and cookies, so the next test meets an empty browser as before; only the HTTP
 * cache stays, as for a reader going from page to page. A page whose state cannot be undone (a
 * CDP session of its own, which may throttle or emulate; the clock) is closed for real.
 * Contexts opened with `browser.newContext` are left alone. RULEKIT_E2E_FRESH_PAGES=1 gives a new
 * page every time, to tell a failure caused by the reuse from one that is not.
 */
function withPagePool(browser: Browser): Browser {
  const newPage = browser.newPage.bind(browser);
  const idle = new Map<string, Kept[]>();
  browser.newPage = async (options: BrowserContextOptions = {}) => {
    const { viewport, ...rest } = options;
    const key = JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
    const kept = idle.get(key);
    while (kept?.length) {
      const k = kept.pop()!;
      if (k.page.isClosed()) continue;
      if (viewport) await k.page.setViewportSize(viewport);
      k.open = true;
      return k.page;
    }
    const page = await newPage(options);
    keep(page, options, (k) => {
      const list = idle.get(key) ?? [];
      list.push(k);
      idle.set(key, list);
    });
    return page;
  };
  return browser;
}

interface Kept {
  page: Page;
  open: boolean;
}

function keep(page: Page, options: BrowserContextOptions, idle: (k: Kept) => void): void {
  const context: BrowserContext = page.context();
  const k: Kept = { page, open: true };
  const origins = new Set<string>();
  const track = (frame: { url(): string }) => {
    const origin = new URL(frame.url()).origin;
    if (origin.startsWith('http')) origins.add(origin);
  };
  page.on('framenavigated', track);
  const disposables: { dispose(): Promise<void> }[] = [];
  let tainted = false;
  const close = page.close.bind(page);
  // What a test adds and the pool must take away before the next test.
  for (const [target, name] of [[page, 'addInitScript'], [page, 'exposeFunction'], [page, 'exposeBinding'], [context, 'addInitScript'], [context, 'exposeFunction'], [context, 'exposeBinding']] as const) {
    const original = (target as unknown as Record<string, (...a: unknown[]) => Promise<{ dispose(): Promise<void> }>>)[name].bind(target);
    (target as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const d = await original(...args);
      disposables.push(d);
      return d;
    };
  }
  const newCDPSession = context.newCDPSession.bind(context);
  context.newCDPSession = (p) => {
    tainted = true;
    return newCDPSession(p);
  };
  Object.defineProperty(page, 'clock', { get: () => ((tainted = true), context.clock) });
  let cdp: CDPSession | null = null;
  page.close = async () => {
    if (!k.open || page.isClosed()) return;
    k.open = false;
    if (tainted) return close();
    try {
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      for (const d of disposables.splice(0)) await d.dispose();
      // A page that keeps unsaved work asks before it is left: leave.
      page.on('dialog', (d) => void d.accept().catch(() => undefined));
      await page.goto('about:blank', { timeout: 10_000 });
      page.removeAllListeners('dialog');
      cdp ??= await newCDPSession(page);
      for (const origin of origins) {
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
        await cdp.send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } }).catch(() => undefined);
      }
      origins.clear();
      await context.clearCookies();
      await context.clearPermissions();
      await page.emulateMedia({ media: null, colorScheme: null, forcedColors: null, reducedMotion: options.reducedMotion ?? null });
      await page.mouse.move(0, 0);
      page.on('framenavigated', track);
      idle(k);
    } catch {
      // Whatever the page was left in, it is not handed on.
      await close().catch(() => undefined);
    }
  };
}
