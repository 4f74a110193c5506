/**
 * Page numbers for the rulebook's table of contents. Chromium cannot number a
 * contents list while printing (no CSS `target-counter`), so the rulebook is
 * printed once, each section heading is found in the PDF's outline (which
 * Chromium builds from the headings), and the contents are numbered before the
 * final print. The contents list keeps its lines, so the numbers hold.
 */

interface OutlineNode {
  title: string;
  dest: string | unknown[] | null;
  items: OutlineNode[];
}

// Without its spaces: where a heading wraps, Chromium's outline joins its lines with none ("seven" + "points").
const norm = (s: string) => s.replace(/\s+/g, '');

/** The 1-based page of each title, in the order given (each found after the previous one), or null where the outline lacks it. */
export async function headingPages(pdf: Uint8Array, titles: readonly string[]): Promise<(number | null)[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: pdf, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const flat: OutlineNode[] = [];
    const walk = (nodes: OutlineNode[] | null) => {
      for (const n of nodes ?? []) {
        flat.push(n);
        walk(n.items);
      }
    };
    walk((await doc.getOutline()) as OutlineNode[] | null);
    const pages: (number | null)[] = [];
    let from = 0;
    for (const title of titles) {
      const at = flat.findIndex((n, i) => i >= from && norm(n.title) === norm(title));
      if (at < 0) {
        pages.push(null);
        continue;
      }
      from = at + 1;
      const dest = typeof flat[at].dest === 'string' ? await doc.getDestination(flat[at].dest as string) : (flat[at].dest as unknown[] | null);
      const ref = dest?.[0];
      pages.push(ref && typeof ref === 'object' ? (await doc.getPageIndex(ref as { num: number; gen: number })) + 1 : typeof ref === 'number' ? ref + 1 : null);
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
