import { describe, expect, it } from 'vitest';
import { exportMachines } from '../../machines/export';
import { t } from '../../src/i18n';
import { clashes, segmentCrossesRect } from '../../src/statecharts/geometry';
import { layoutChart } from '../../src/statecharts/layout';
import { localiseGraphs } from '../../src/statecharts/words';

/** The drawn charts, checked as geometry: no arrow through words, no words on words. */
const graphs = exportMachines();

describe('the statechart drawings', () => {
  it('finds a segment through a box, and not one beside it', () => {
    const box = { x: 10, y: 10, w: 20, h: 10 };
    expect(segmentCrossesRect({ x: 0, y: 15 }, { x: 40, y: 15 }, box)).toBe(true);
    expect(segmentCrossesRect({ x: 20, y: 0 }, { x: 20, y: 12 }, box)).toBe(true);
    expect(segmentCrossesRect({ x: 0, y: 5 }, { x: 40, y: 5 }, box)).toBe(false);
    expect(segmentCrossesRect({ x: 0, y: 0 }, { x: 8, y: 30 }, box)).toBe(false);
  });

  it('names an arrow run through another arrow’s words', async () => {
    const laid = await layoutChart(graphs[0]);
    const [a, b] = laid.arrows.filter((x) => x.label && x.points.length >= 2);
    const [p, q] = a.points;
    // Move b's words onto the middle of a's first stretch.
    const moved = { ...laid, arrows: laid.arrows.map((x) => (x === b ? { ...x, label: { ...x.label!, x: (p.x + q.x) / 2 - 10, y: (p.y + q.y) / 2 - 5 } } : x)) };
    expect(clashes(moved).some((c) => c.startsWith(`arrow ${a.id} `) && c.includes(`the words of ${b.id}`))).toBe(true);
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`has no arrow crossing words and no words on words, in ${lang}`, async () => {
      for (const g of localiseGraphs(graphs, t(lang))) {
        const laid = await layoutChart(g, t(lang));
        expect(laid.arrows.length, g.id).toBeGreaterThan(0);
        expect(clashes(laid), g.id).toEqual([]);
      }
    }, 30_000);
  }
});

describe('wrapping a label', () => {
  it('breaks at spaces, never at a no-break space (French keeps "2\u00a0:" and "3\u202f;" together)', async () => {
    const { wrap } = await import('../../src/statecharts/layout');
    const lines = wrap('Jouée en phase 2\u00a0: passe la phase 3\u202f; revient', 14, 60);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.some((l) => /^[:;]/.test(l))).toBe(false);
    expect(lines.join(' ')).toBe('Jouée en phase 2\u00a0: passe la phase 3\u202f; revient');
  });
});
