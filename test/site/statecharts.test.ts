import { describe, expect, it } from 'vitest';
import { stateLabel, stateTree, statechartElements, statechartStylesheet, transitionLabel } from '../../src/statecharts/graph';
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

  it('draws nested states as compound nodes with fixed positions', () => {
    const els = statechartElements(sampleGraph);
    const byId = new Map(els.map((e) => [e.data.id, e]));
    expect(byId.get('turn.round.phase1.action')!.data.parent).toBe('turn.round.phase1');
    expect(byId.get('turn.round')!.classes).toContain('state--compound');
    expect(byId.get('turn.over')!.classes).toContain('state--final');
    // Leaves have positions; compound nodes take their size from their children.
    expect(byId.get('turn.setup')!.position).toBeDefined();
    expect(byId.get('turn.round')!.position).toBeUndefined();
    // Children of one parent do not overlap.
    const a = byId.get('turn.round.phase1.action')!;
    const b = byId.get('turn.round.phase1.clipper')!;
    const gap = Math.abs(a.position!.x - b.position!.x) - (Number(a.data.width) + Number(b.data.width)) / 2;
    expect(gap).toBeGreaterThan(0);
    // Every transition is an edge; a self transition loops on its source.
    const edges = els.filter((e) => e.group === 'edges' && e.classes.includes('transition'));
    expect(edges).toHaveLength(sampleGraph.transitions.length);
    const self = edges.find((e) => e.classes.includes('transition--self'))!;
    expect(self.data.source).toBe(self.data.target);
    // Initial states get the usual dot and arrow.
    expect(els.some((e) => e.classes.includes('initial-dot') && e.data.parent === 'turn.round.phase1')).toBe(true);
    expect(new Set(els.map((e) => e.data.id)).size).toBe(els.length);
    expect(statechartStylesheet().map((s) => s.selector)).toContain('node.state--compound');
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
      expect(() => statechartElements(g)).not.toThrow();
    }
  });
});

describe('routing round other states', () => {
  it('bends a transition whose straight line would cross another state', () => {
    const g = {
      ...sampleGraph,
      states: [
        { id: 'm', key: 'm', parent: null, type: 'compound' as const, initial: false, entry: [] },
        { id: 'm.a', key: 'a', parent: 'm', type: 'atomic' as const, initial: true, entry: [] },
        { id: 'm.b', key: 'b', parent: 'm', type: 'atomic' as const, initial: false, entry: [] },
        { id: 'm.c', key: 'c', parent: 'm', type: 'atomic' as const, initial: false, entry: [] },
      ],
      transitions: [
        { source: 'm.a', target: 'm.c', event: 'skip', actions: [] },
        { source: 'm.a', target: 'm.b', event: 'next', actions: [] },
      ],
    };
    const edges = statechartElements(g).filter((e) => e.classes.includes('transition'));
    expect(edges.find((e) => e.data.event === 'skip')!.classes).toContain('transition--curved');
    expect(edges.find((e) => e.data.event === 'next')!.classes).not.toContain('transition--curved');
  });
});
