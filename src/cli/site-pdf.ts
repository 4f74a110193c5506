import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serveStatic } from './static-server';

/** Debian's Chromium, headless; never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Prints the built site's rulebook page (`<base>print/`) to a PDF with Chromium,
 * the page's own print stylesheet deciding the layout. Returns the page count.
 */
export async function printRulebook(siteDir: string, base: string, out: string): Promise<number> {
  const server = await serveStatic(siteDir, { base });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}${base}print/`, { waitUntil: 'load' });
    if (!response || !response.ok()) throw new Error(`the rulebook page ${base}print/ did not load (${response?.status() ?? 'no response'})`);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true, outline: true, tagged: true, displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate: '<div style="font-size:8pt;width:100%;text-align:center;color:#555"><span class="pageNumber"></span> / <span class="totalPages"></span></div>', margin: { top: '14mm', bottom: '16mm', left: '14mm', right: '14mm' } });
    writeFileSync(out, pdf);
    return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  } finally {
    await browser.close();
    await server.close();
  }
}
