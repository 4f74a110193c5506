import { describe, expect, it } from 'vitest';
import { stateLabel, stateTree, transitionLabel } from '../../src/statecharts/graph';
import { layoutChart } from '../../src/statecharts/layout';
import { clashes } from '../../src/statecharts/geometry';
import { loadMachineGraphs } from '../../src/statecharts/load';
import { sampleGraph } from '../fixtures/machines/graphs';

describe('statechart data for the site', () => {
  it('nests states into a tree with their outgoing transitions', () => {
    const [root] = stateTree(sampleGraph);
    expect(root.id).toBe('turn');
    expect(root.children.map((c) => c.key)).toEqual(['setup', 'round', 'over']);
    const round = root.children[1];
    expect(round.depth).toBe(1);
    expect(round.children[0].children.map((c) => c.key)).toEqual(['action', 'clipper']);
    expect(round.transitions.map((t) => t.target)).toEqual(['turn.over']);
  });

  it('labels transitions and states for readers', () => {
    expect(transitionLabel(sampleGraph.transitions[0])).toBe('always');
    expect(transitionLabel(sampleGraph.transitions[1])).toBe('card.take [card.price] / pay');
    expect(stateLabel(sampleGraph, 'turn.round.phase1.action')).toBe('round › phase1 › action');
    expect(stateLabel(sampleGraph, 'turn')).toBe('turn');
    expect(stateLabel(sampleGraph, 'missing')).toBe('missing');
  });

  it('lays nested states out inside their parents, with every transition an arrow', async () => {
    const laid = await layoutChart(sampleGraph);
    const byId = new Map(laid.states.map((st) => [st.id, st]));
    const inside = (c: string, p: string) => {
      const [a, b] = [byId.get(c)!, byId.get(p)!];
      return a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
    };
    expect(inside('turn.round.phase1.action', 'turn.round.phase1')).toBe(true);
    expect(inside('turn.round.phase1', 'turn.round')).toBe(true);
    expect(byId.get('turn.round')!.kind).toBe('compound');
    expect(byId.get('turn.over')!.kind).toBe('final');
    // Children of one parent do not overlap.
    const a = byId.get('turn.round.phase1.action')!;
    const b = byId.get('turn.round.phase1.clipper')!;
    expect(a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y).toBe(true);
    // Every transition is an arrow, besides the initial states' dots; a self transition starts and ends on its source.
    const arrows = laid.arrows.filter((x) => !x.initial);
    expect(arrows.length).toBeGreaterThan(0);
    expect(laid.arrows.some((x) => x.initial && x.target === 'turn.round.phase1.action')).toBe(true);
    expect(new Set(laid.states.map((st) => st.id)).size).toBe(laid.states.length);
    expect(clashes(laid)).toEqual([]);
  });

  it('copes with malformed input without hanging', () => {
    const loop = { ...sampleGraph, states: [{ id: 'a', key: 'a', parent: 'b', type: 'atomic' as const, initial: false, entry: [] }, { id: 'b', key: 'b', parent: 'a', type: 'atomic' as const, initial: false, entry: [] }], transitions: [] };
    expect(() => stateTree(loop)).not.toThrow();
  });

  it('loads the machines’ export: the game chart’s three regions', () => {
    const graphs = loadMachineGraphs();
    expect(graphs?.map((g) => g.id)).toEqual(['turn', 'cards', 'purple']);
    if (graphs === null) return;
    for (const g of graphs) {
      expect(typeof g.id).toBe('string');
      expect(Array.isArray(g.states)).toBe(true);
    }
  });
});
