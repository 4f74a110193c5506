import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/crossing-oceans';
import { MISSING } from '../../../src/games/crossing-oceans/missing';
import { format } from '../../../src/games/module';
import { frenchSpacingProblems } from '../../../src/i18n/typography';
import { scenarios } from './scenarios';

function strings(value: unknown, where: string, out: Record<string, string> = {}): Record<string, string> {
  if (typeof value === 'string') out[where] = value;
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  return out;
}

describe('Crossing Oceans words', () => {
  it('English and French have the same keys in every table', () => {
    const keys = (lang: 'en' | 'fr') => Object.keys(strings(game.words[lang], lang)).map((k) => k.slice(3)).filter((k) => !k.endsWith('.gender')).sort();
    expect(keys('fr')).toEqual(keys('en'));
  });

  it('French follows the French spacing rule, in the words and in every scenario', async () => {
    const fr = strings(game.words.fr, 'words.fr');
    for (const { file, scenario } of await scenarios()) {
      const all = strings(scenario, file);
      for (const [k, v] of Object.entries(all)) if (k.endsWith('.fr')) fr[k] = v;
    }
    const problems = Object.entries(fr).flatMap(([k, v]) => frenchSpacingProblems(v).map((p) => `${k}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('every missing item is worded in both languages, and the flow table’s ids are worded too', () => {
    for (const id of MISSING) {
      expect(game.words.en.missing?.[id], id).toBeTruthy();
      expect(game.words.fr.missing?.[id], id).toBeTruthy();
    }
    const ids = [...game.flow.phases.map((p) => p.id), ...Object.keys(game.flow.steps), ...Object.keys(game.flow.conditions), ...Object.keys(game.flow.operations), ...Object.keys(game.flow.endings), ...Object.values(game.flow.endings).flatMap((e) => (e.deferred ? [e.deferred] : []))];
    for (const id of ids) for (const lang of ['en', 'fr'] as const) expect(game.words[lang].flow[id], `${lang} ${id}`).toBeTruthy();
    for (const v of game.variants) for (const lang of ['en', 'fr'] as const) expect(Object.keys(game.words[lang].variants[v.id].choices).sort()).toEqual([...v.choices].sort());
  });

  it('names ids through the game’s nouns in each language', () => {
    expect(format(game.words.en.refusals['rondel.too-far'], { from: 'blue-riband', to: 'coal', free: 3 }, game.words.en)).toBe('From Blue Riband to Coal is more than 3 steps: that takes a contract, and you hold none.');
    expect(format(game.words.fr.events.paid, { seat: 'yellow', to: 'bank', amount: 60 }, game.words.fr)).toBe('Jaune paie 60 £ à la banque');
    expect(format('{x:port}', { x: 'port-1' }, game.words.en)).toBe('port-1');
  });
});
