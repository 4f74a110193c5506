import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../src/engine/rules';
import { moduleSearchRecords, searchRecords } from '../../src/i18n/search-index';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadGame } from '../../src/games';
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

/**
 * Every other game's search: its project's own rules pages, through the registry, with nothing
 * of the game's in the indexing code. Its records must match the game's rule catalogue, as the
 * rules pages do (a paragraph per rule id, on the page the catalogue names).
 */
describe.each([
  ['ship-it', 'content/ship-it/rules'],
  ['crossing-oceans', 'content/crossing-oceans/rules'],
] as const)('search records of a module game (%s)', (id, rules) => {
  const dir = fileURLToPath(new URL(`../../${rules}`, import.meta.url));
  const found = moduleSearchRecords(dir, ['en', 'fr'], '/games/x/');

  it('has one record per rule id of the game in each language, at the paragraph on its catalogue page', async () => {
    const game = await loadGame(id);
    for (const [lang, prefix] of [['en', ''], ['fr', 'fr/']] as const) {
      const rule = found.filter((r) => r.language === lang && r.meta.rule);
      expect(rule.map((r) => r.meta.rule).sort(), lang).toEqual([...game.rules.ids].sort());
      for (const r of rule) expect(r.url).toBe(`/games/x/${prefix}rules/${game.rules.pageOf(r.meta.rule!)}/#${r.meta.rule}`);
    }
  });

  it('reads the French pages in French, each record its paragraph’s words then its id, without MDX markup', () => {
    for (const r of found.filter((x) => x.meta.rule)) {
      expect(r.content.endsWith(` ${r.meta.rule}`), r.url).toBe(true);
      expect(r.content.startsWith(r.meta.rule!), r.url).toBe(false);
    }
    expect(found.some((r) => /<Rule|<Widget|\]\(/.test(r.content))).toBe(false);
    const en = found.filter((r) => r.language === 'en' && r.meta.rule);
    const fr = new Map(found.filter((r) => r.language === 'fr' && r.meta.rule).map((r) => [r.meta.rule, r]));
    // Each French paragraph is the translation, not the English text again.
    for (const r of en) expect(fr.get(r.meta.rule)!.content, r.meta.rule).not.toBe(r.content);
    expect(new Set(found.filter((r) => r.language === 'fr').map((r) => r.meta.section)).size).toBeGreaterThan(1);
  });
});

describe('search records of Ship It!: its words and ids find its paragraphs', () => {
  const found = moduleSearchRecords(fileURLToPath(new URL('../../content/ship-it/rules', import.meta.url)), ['en', 'fr'], '/');
  it('a shipment paragraph holds the game’s words in each language, under its page’s title', () => {
    const en = found.find((r) => r.language === 'en' && r.meta.rule === 'ship.threshold')!;
    const fr = found.find((r) => r.language === 'fr' && r.meta.rule === 'ship.threshold')!;
    expect(en.url).toBe('/rules/shipment/#ship.threshold');
    expect(fr.url).toBe('/fr/rules/shipment/#ship.threshold');
    expect(en.content).toContain('8 or more');
    expect(fr.content).toContain('8 ou plus');
    expect(en.meta.title).toBe('Warehousing and shipment · ship.threshold');
    expect(fr.meta.title).toBe('Entrepôt et expédition · ship.threshold');
  });
});
