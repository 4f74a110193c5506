import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../src/engine/rules';
import { RULE_PAGES, RULE_PAGE_TITLES, ruleHref } from '../../src/engine/rule-pages';

/**
 * Every engine rule id has exactly one paragraph on the rules site, on the page
 * `ruleHref` sends readers to, and no paragraph names an id the engine lacks.
 * Reads the MDX as text, so it runs without building the site.
 */

const RULES_DIR = fileURLToPath(new URL('../../content/rules/', import.meta.url));
const files = readdirSync(RULES_DIR).filter((f) => f.endsWith('.mdx'));

/** `<Rule id="...">` openings in MDX text, with line numbers. */
export function ruleTags(text: string): { id: string; line: number }[] {
  const out: { id: string; line: number }[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/<Rule\s+id\s*=\s*["']([^"']*)["']/g)) out.push({ id: m[1], line: i + 1 });
  });
  return out;
}

const paragraphs = files.flatMap((file) => ruleTags(readFileSync(join(RULES_DIR, file), 'utf8')).map((t) => ({ ...t, file, page: file.replace(/\.mdx$/, '') })));

describe('rule paragraphs on the rules site', () => {
  it('finds the rules pages', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => f.replace(/\.mdx$/, '')).sort()).toEqual(Object.keys(RULE_PAGE_TITLES).sort());
  });

  it('gives every engine rule id a paragraph', () => {
    const have = new Set(paragraphs.map((p) => p.id));
    const missing = RULE_IDS.filter((id) => !have.has(id));
    expect(missing, `rule ids with no <Rule id="..."> paragraph in content/rules/*.mdx`).toEqual([]);
  });

  it('names only ids the engine knows', () => {
    const known = new Set<string>(RULE_IDS);
    const unknown = paragraphs.filter((p) => !known.has(p.id)).map((p) => `${p.file}:${p.line} ${p.id}`);
    expect(unknown, 'paragraphs naming an id that is not in src/engine/rules.ts').toEqual([]);
  });

  it('gives each id one paragraph only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const p of paragraphs) {
      const where = `${p.file}:${p.line}`;
      if (seen.has(p.id)) twice.push(`${p.id} at ${seen.get(p.id)} and ${where}`);
      else seen.set(p.id, where);
    }
    expect(twice, 'ids with more than one paragraph').toEqual([]);
  });

  it('puts each paragraph on the page ruleHref links to', () => {
    const wrong = paragraphs.filter((p) => (RULE_PAGES as Record<string, string>)[p.id] !== undefined && RULE_PAGES[p.id as keyof typeof RULE_PAGES] !== p.page);
    expect(wrong.map((p) => `${p.id} is on ${p.page}, but RULE_PAGES says ${RULE_PAGES[p.id as keyof typeof RULE_PAGES]}`)).toEqual([]);
  });

  it('links every rule id to its page and anchor', () => {
    for (const id of RULE_IDS) expect(ruleHref(id)).toBe(`/rules/${RULE_PAGES[id]}/#${id}`);
    expect(ruleHref('route.one-way', '/clippers')).toBe('/clippers/rules/laying-routes/#route.one-way');
  });
});

describe('the coverage check itself', () => {
  it('reads Rule tags, including several on a line', () => {
    expect(ruleTags('a\n<Rule id="x.y">\n<Rule  id=\'z\'> <Rule id="w">')).toEqual([
      { id: 'x.y', line: 2 },
      { id: 'z', line: 3 },
      { id: 'w', line: 3 },
    ]);
  });
});
