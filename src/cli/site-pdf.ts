import { writeFileSync } from 'node:fs';
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
    const response = await tab.goto(`${server.url}${base}${page}`, { waitUntil: 'load' });
    if (!response || !response.ok()) throw new Error(`the rulebook page ${base}${page} did not load (${response?.status() ?? 'no response'})`);
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
    writeFileSync(out, pdf);
    return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  } finally {
    await browser.close();
    await server.close();
  }
}
