import { renameSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { headingPages } from './rulebook-toc';
import { serveStatic } from './static-server';

/** Debian's Chromium, headless; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const PDF_OPTIONS: Parameters<Page['pdf']>[0] = {
  format: 'A4',
  printBackground: true,
  outline: true,
  tagged: true,
  displayHeaderFooter: true,
  headerTemplate: '<span></span>',
  footerTemplate: '<div style="font-size:8pt;width:100%;text-align:center;color:#555"><span class="pageNumber"></span> / <span class="totalPages"></span></div>',
  margin: { top: '14mm', bottom: '16mm', left: '14mm', right: '14mm' },
};

/**
 * The base a built page was made for, read from where it loads its own assets (Astro puts
 * every script and stylesheet under `<base>_astro/`): a site printed `--from` a folder is served
 * under the base it was built with, which for a game of a collection (`/games/<id>/`) is not the
 * base its own rulekit.yaml gives. Null where the page names no such asset.
 */
export function builtBase(html: string): string | null {
  const m = /\b(?:href|src)="(\/(?:[^"]*\/)?)_astro\//.exec(html);
  return m ? m[1] : null;
}

/**
 * Prints the built site's rulebook page (`<base>print/`, or another language's, `page`) to a PDF with Chromium,
 * the page's own print stylesheet deciding the layout. Returns the page count.
 */
export async function printRulebook(siteDir: string, base: string, out: string, page: string = 'print/'): Promise<number> {
  const server = await serveStatic(siteDir, { base });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const tab = await browser.newPage();
    // A stylesheet, script or picture of the site's own that does not come would print a page unlike the site's (unstyled, without its board): refused, naming it.
    const missing: string[] = [];
    tab.on('response', (r) => {
      if (r.status() >= 400 && r.url().startsWith(server.url)) missing.push(`${new URL(r.url()).pathname} (${r.status()})`);
    });
    tab.on('requestfailed', (r) => {
      if (r.url().startsWith(server.url)) missing.push(`${new URL(r.url()).pathname} (${r.failure()?.errorText ?? 'failed'})`);
    });
    const response = await tab.goto(`${server.url}${base}${page}`, { waitUntil: 'load' });
    if (!response || !response.ok()) throw new Error(`the rulebook page ${base}${page} did not load (${response?.status() ?? 'no response'})`);
    if (missing.length > 0) throw new Error(`the rulebook page ${base}${page} loaded without ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}`);
    await tab.emulateMedia({ media: 'print' });
    const print = () => tab.pdf(PDF_OPTIONS);
    let pdf = await print();
    // Number the contents from where the first print put each section, then print again.
    const targets: string[] = await tab.$$eval('.rulebook__toc a[href^="#"]', (links) =>
      links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.querySelector('h2')?.textContent ?? ''),
    );
    const numbers = await headingPages(new Uint8Array(pdf), targets);
    if (numbers.every((n) => n !== null)) {
      await tab.$$eval('.rulebook__toc a[href^="#"]', (links, nums) => links.forEach((a, i) => a.closest('li')!.setAttribute('data-page', String(nums[i]))), numbers);
      pdf = await print();
    }
    // Written beside, then put in place: a print that fails half-way leaves the last PDF whole, never an empty file.
    const part = `${out}.part`;
    writeFileSync(part, pdf);
    renameSync(part, out);
    return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  } finally {
    await browser.close();
    await server.close();
  }
}
