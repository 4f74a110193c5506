import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../src/engine/rules';
import { searchRecords } from '../../src/i18n/search-index';
import { readFileSync } from 'node:fs';
import { parseMapText } from '../../src/map/parse';
import { boardFact } from '../../src/site/board-facts';

/** The search index holds one record per rule paragraph and language, at the paragraph's anchor. */

const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error('maps/south-pacific.json does not parse');
const map = parsed.value;
const records = searchRecords(null, ['en', 'fr'], '/games/', map);

describe('search records', () => {
  it('has one record per rule paragraph in each language, linking to its anchor', () => {
    for (const lang of ['en', 'fr'] as const) {
      const rules = records.filter((r) => r.language === lang && r.meta.rule);
      expect(rules.map((r) => r.meta.rule).sort()).toEqual([...RULE_IDS].sort());
    }
    const double = records.filter((r) => r.meta.rule === 'route.double');
    expect(double.map((r) => r.url)).toEqual(['/games/rules/laying-routes/#route.double', '/games/fr/rules/laying-routes/#route.double']);
  });

  it('begins with the paragraph’s text (the excerpt is cut from it) and ends with the rule id, once', () => {
    const [en, fr] = records.filter((r) => r.meta.rule === 'route.double');
    expect(en.content).toMatch(/^Where two links/);
    expect(en.content).toMatch(/ route\.double$/);
    expect(en.content.split('route.double')).toHaveLength(2);
    for (const r of records.filter((x) => x.meta.rule)) expect(r.content.startsWith(r.meta.rule!), r.url).toBe(false);
    expect(en.content).toContain('double route');
    expect(fr.content).toContain('route double');
    expect(fr.meta.title).toBe('Poser les routes · route.double');
  });

  it('keeps MDX markup out of the words', () => {
    expect(records.some((r) => /<Rule|<Fact|<Island|\]\(/.test(r.content))).toBe(false);
  });

  it('says the board’s facts and islands as the page does, in the page’s language', () => {
    const home = boardFact(map, 'purple-home', 'en');
    const [en, fr] = records.filter((r) => r.meta.rule === 'purple.activation');
    expect(en.content).toContain(`connected to ${home}.`);
    expect(fr.content).toContain(boardFact(map, 'purple-home', 'fr'));
    // No gap where a fact was: "connected to . Until then".
    for (const r of records) expect(r.content, r.url).not.toMatch(r.language === 'en' ? /\s[.,;:]/ : /\s[.,]/);
  });
});
