import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CATALOGUES } from '../../src/i18n';
import { RULES_FR, SECTION_TITLES } from '../../src/i18n/rules';
import { frenchSpacing, frenchSpacingProblems } from '../../src/i18n/typography';

/**
 * One rule for French spacing everywhere French is written (src/i18n/typography.ts): a
 * no-break space before a colon and inside « », a narrow no-break space before ; ? and !.
 * A French string written with a plain space, or none, fails here with its place.
 */

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Every `fr` value in a walkthrough or map, however deep. */
function frenchValues(value: unknown, out: string[] = [], inFrench = false): string[] {
  if (typeof value === 'string') {
    if (inFrench) out.push(value);
  } else if (Array.isArray(value)) value.forEach((v) => frenchValues(v, out, inFrench));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) frenchValues(v, out, inFrench || k === 'fr');
  return out;
}

function problemsIn(texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([where, text]) => frenchSpacingProblems(text).map((p) => `${where}: ${p}`));
}

describe('French spacing', () => {
  it('finds the mistakes it is meant to find, and takes the right spaces', () => {
    expect(frenchSpacingProblems('Prêt : oui ; non ? si !')).toHaveLength(4);
    expect(frenchSpacingProblems('Prêt\u202f: oui')).toHaveLength(1);
    expect(frenchSpacingProblems('Prêt\u00a0;')).toHaveLength(1);
    expect(frenchSpacingProblems('Prêt?')).toHaveLength(1);
    expect(frenchSpacingProblems('« Fidji »')).toHaveLength(2);
    expect(frenchSpacingProblems('vierge\n: 2 $')).toHaveLength(1);
    expect(frenchSpacingProblems('https://example.org/?map=editor, "name": "Tahiti"')).toEqual([]);
    const fixed = frenchSpacing('Prêt : oui ; « non » ?');
    expect(fixed).toBe('Prêt\u00a0: oui\u202f; «\u00a0non\u00a0»\u202f?');
    expect(frenchSpacingProblems(fixed)).toEqual([]);
  });

  it('holds in every French catalogue string', () => {
    const fr = CATALOGUES.fr as Record<string, string>;
    expect(problemsIn(fr)).toEqual([]);
    expect(problemsIn(RULES_FR as Record<string, string>)).toEqual([]);
    expect(problemsIn(SECTION_TITLES.fr as Record<string, string>)).toEqual([]);
  });

  it('holds in the French rules pages', () => {
    const dir = 'content/rules/fr/';
    const pages = Object.fromEntries(readdirSync(new URL(dir, root)).filter((f) => f.endsWith('.mdx')).map((f) => [f, read(dir + f)]));
    expect(Object.keys(pages).length).toBeGreaterThan(5);
    expect(problemsIn(pages)).toEqual([]);
  });

  it('holds in the French narration of the walkthroughs and the French words of the maps', () => {
    const texts: Record<string, string> = {};
    for (const f of readdirSync(new URL('content/walkthroughs/', root)).filter((x) => x.endsWith('.yaml'))) {
      frenchValues(parse(read(`content/walkthroughs/${f}`))).forEach((t, i) => (texts[`${f} #${i}`] = t));
    }
    for (const f of readdirSync(new URL('maps/', root)).filter((x) => x.endsWith('.json') && !x.includes('schema'))) {
      frenchValues(JSON.parse(read(`maps/${f}`))).forEach((t, i) => (texts[`${f} #${i}`] = t));
    }
    expect(Object.keys(texts).length).toBeGreaterThan(10);
    expect(problemsIn(texts)).toEqual([]);
  });
});
