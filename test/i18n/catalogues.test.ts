import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../../src/engine/rules';
import { CATALOGUES, LANGUAGES, messagesFor, t } from '../../src/i18n';
import { RULES_FR, refusalText, ruleText } from '../../src/i18n/rules';
import { because } from '../../src/engine/refusals';

/** Every language says everything the English says, no more, with the same blanks to fill. */

const keys = (lang: keyof typeof CATALOGUES) => Object.keys(CATALOGUES[lang]).sort();
const blanks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang} has exactly the English keys`, () => {
      const en = new Set(keys('en'));
      const other = new Set(keys(lang));
      expect([...en].filter((k) => !other.has(k)), `keys missing from ${lang}`).toEqual([]);
      expect([...other].filter((k) => !en.has(k)), `keys ${lang} has that English lacks`).toEqual([]);
    });

    it(`${lang} fills the same blanks as English in every message`, () => {
      const differ = keys('en').filter((k) => blanks(CATALOGUES.en[k as keyof typeof CATALOGUES.en]).join() !== blanks(CATALOGUES[lang][k as keyof typeof CATALOGUES.en]).join());
      expect(differ).toEqual([]);
    });

    it(`${lang} leaves no message empty or untranslated by accident`, () => {
      const empty = keys(lang).filter((k) => CATALOGUES[lang][k as keyof typeof CATALOGUES.en].trim() === '');
      expect(empty).toEqual([]);
    });
  }

  it('fills blanks and leaves an unknown one visible', () => {
    expect(t('fr')('player.where', { n: 3, count: 14 })).toBe('Étape 3 sur 14');
    expect(t('en')('player.where', { n: 3 })).toBe('Step 3 of {count}');
  });

  it('hands an island only the messages it needs', () => {
    const player = messagesFor('fr', 'player.');
    expect(Object.keys(player).every((k) => k.startsWith('player.'))).toBe(true);
    expect(player['player.next']).toBe('Suivant');
  });
});

describe('rule summaries and refusals by rule id', () => {
  it('has a French summary for every engine rule id', () => {
    expect(Object.keys(RULES_FR).sort()).toEqual([...RULE_IDS].sort());
    expect(RULE_IDS.filter((id) => ruleText(id, 'fr') === ruleText(id, 'en'))).toEqual([]);
  });

  it('shows the engine’s reason in each language, and a violation saved without one by its rule’s summary', () => {
    const violation = because('route.one-way', 'link.one-way', { link: 'L7', from: 'Tahiti', to: 'Moorea' });
    expect(refusalText(violation, 'en')).toBe('The Tahiti – Moorea link has an arrow: it may only be built from Tahiti to Moorea.');
    expect(refusalText(violation, 'fr')).toBe('La liaison Tahiti – Moorea porte une flèche\u00a0: elle se construit seulement de Tahiti vers Moorea.');
    const saved = { rule: 'route.one-way' as const, message: 'The link from A to B is one-way, west only.' };
    expect(refusalText(saved, 'en')).toBe(saved.message);
    expect(refusalText(saved, 'fr')).toBe(`Refusé par la règle route.one-way\u00a0: ${ruleText('route.one-way', 'fr')}`);
  });
});

describe('section titles', () => {
  it('name each French section as its page does (printed links use this table)', async () => {
    const { readFileSync } = await import('node:fs');
    const { SECTION_TITLES } = await import('../../src/i18n/rules');
    for (const [slug, title] of Object.entries(SECTION_TITLES.fr)) {
      const front = readFileSync(new URL(`../../content/rules/fr/${slug}.mdx`, import.meta.url), 'utf8');
      expect(/^title:\s*(.*)$/m.exec(front)?.[1], slug).toBe(title);
    }
  });
});
