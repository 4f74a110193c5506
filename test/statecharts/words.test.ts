import { describe, expect, it } from 'vitest';
import { exportMachines } from '../../machines/export';
import { t } from '../../src/i18n';
import { englishCharts, localiseGraphs, missingWords, orList, parseGuard } from '../../src/statecharts/words';

/** The charts' words come from the catalogues, chosen by the charts' own data. */
const graphs = exportMachines();

describe('the statecharts in words', () => {
  it('has words for every chart, state, meaning, event and condition the charts have', () => {
    expect(missingWords(graphs)).toEqual([]);
  });

  it('gives back the export’s own English exactly, so the catalogue and the charts cannot drift', () => {
    const en = localiseGraphs(graphs, englishCharts);
    for (const [i, g] of graphs.entries()) {
      expect(en[i].title).toBe(g.title);
      expect(en[i].description).toBe(g.description);
      expect(en[i].states.map((s) => [s.id, s.label, s.description])).toEqual(g.states.map((s) => [s.id, s.label, s.description]));
      expect(en[i].transitions.map((x) => [x.source, x.event, x.label, x.words])).toEqual(g.transitions.map((x) => [x.source, x.event, x.label, x.words]));
    }
  });

  it('says every word of the charts in French, keeping ids, events and guards', () => {
    const fr = localiseGraphs(graphs, t('fr'));
    const en = localiseGraphs(graphs, englishCharts);
    for (const [i, g] of fr.entries()) {
      expect(g.states.map((s) => s.id)).toEqual(en[i].states.map((s) => s.id));
      expect(g.transitions.map((x) => x.guard)).toEqual(en[i].transitions.map((x) => x.guard));
      // No state name or arrow is left in English (a French word may equal the English one, as "Active" does not).
      const same = g.states.filter((s, j) => s.label === en[i].states[j].label).map((s) => s.label);
      expect(same, g.id).toEqual([]);
      const sameArrows = g.transitions.filter((x, j) => x.label === en[i].transitions[j].label).map((x) => x.label);
      expect(sameArrows, g.id).toEqual([]);
    }
    const placing = fr[0].transitions.find((x) => x.source === 'game.turn.round.phase2.placing' && x.guard === 'accepts(then=allLaid)')!;
    expect(placing.label).toBe('pose un pion Route, si tous les pions Route de toutes les compagnies sont posés');
    expect(fr[1].transitions.find((x) => x.guard === 'fiveXLays(phase=2)')!.words).toEqual({ what: 'son détenteur pose un pion Route', when: 'en phase 2' });
  });

  it('reads guards with parameters and joins alternatives in each language', () => {
    expect(parseGuard('accepts(then=allLaid)')).toEqual({ name: 'accepts', params: { then: 'allLaid' } });
    expect(parseGuard('phaseDone')).toEqual({ name: 'phaseDone', params: {} });
    expect(orList(['a', 'b', 'c'], englishCharts)).toBe('a, b or c');
    expect(orList(['a', 'b'], t('fr'))).toBe('a ou b');
    expect(orList(['a'], t('fr'))).toBe('a');
  });
});
