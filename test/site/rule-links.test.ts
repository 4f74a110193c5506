import { describe, expect, it } from 'vitest';
import { applyMove, newGame, RULE_IDS } from '../../src/engine';
import { parseMap } from '../../src/map/parse';
import { isRuleId, ruleAnchor, ruleHref, ruleIndex, rulePageHref } from '../../src/engine/rule-pages';
import mapJson from '../../maps/south-pacific.json';

describe('ruleHref', () => {
  it('is the rules page and the id as anchor', () => {
    expect(ruleHref('card.5x.one-phase')).toBe('/rules/option-cards/#card.5x.one-phase');
    expect(ruleAnchor('route.one-way')).toBe('route.one-way');
    expect(rulePageHref('setup', '/base/')).toBe('/base/rules/setup/');
  });

  it('has a unique anchor for every id', () => {
    const hrefs = RULE_IDS.map((id) => ruleHref(id));
    expect(new Set(hrefs).size).toBe(RULE_IDS.length);
    expect(ruleIndex()).toHaveLength(RULE_IDS.length);
  });

  it('tells rule ids from other text', () => {
    expect(isRuleId('route.one-way')).toBe(true);
    expect(isRuleId('toString')).toBe(false);
    expect(isRuleId('route.nope')).toBe(false);
  });

  it("links an engine refusal to its paragraph", () => {
    const map = parseMap(mapJson);
    if (!map.ok) throw new Error('default map');
    const game = newGame({
      map: map.value,
      players: [
        { name: 'A', nation: 'english' },
        { name: 'B', nation: 'japanese' },
        { name: 'C', nation: 'french' },
      ],
      firstPlayer: 0,
      seed: 1,
    });
    if (!game.ok) throw new Error('setup');
    const refused = applyMove(game.value, { type: 'segment.place', company: 'red', link: 'red-harbor-malden-island', from: 'red-harbor' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(ruleHref(refused.violation.rule)).toBe(`/rules/the-round/#${refused.violation.rule}`);
  });
});
