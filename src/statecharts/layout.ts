import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { MachineGraph } from '../../machines/export';
import { drawnArrows, drawnGraph, isEventless, isInternalOnCompound, stateTree, type StateNode } from './graph';
import { englishCharts, type ChartsSay } from './words';

/**
 * A statechart laid out for drawing as SVG, by ELK's layered algorithm (elkjs) across
 * the nesting: states in layers in reading order, arrows routed orthogonally round
 * the boxes, and each arrow's words placed as a box of its own that no arrow runs
 * through. Run at build time; the page ships the SVG, no script. Coordinates are
 * absolute (ELK's `ROOT` coordinates), in CSS pixels at reading size.
 */

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LaidText extends Rect {
  lines: string[];
}

export interface LaidState extends Rect {
  id: string;
  key: string;
  kind: 'leaf' | 'compound' | 'parallel' | 'final' | 'initial';
  /** The name as drawn, wrapped; on a compound state, its title at the top left. */
  label: LaidText | null;
  /** Technical name and meaning, for the hover title. */
  title: string;
  depth: number;
}

export interface LaidArrow {
  id: string;
  source: string;
  target: string;
  /** Start, bends, end. */
  points: { x: number; y: number }[];
  label: LaidText | null;
  /** Taken by the game with nobody acting (drawn dashed). */
  eventless: boolean;
  /** From an initial dot to the initial state. */
  initial: boolean;
  /** Technical event and guard, for the hover title. */
  title: string;
}

export interface LaidChart {
  id: string;
  width: number;
  height: number;
  states: LaidState[];
  arrows: LaidArrow[];
}

export const FONT = { state: 16, title: 16, arrow: 14, lineHeight: 1.25 } as const;
/** Average advance of a character over the font size (system sans-serif); generous, so text never outgrows its box. */
const CHAR = 0.56;
const ARROW_TEXT_MAX = 165;
const STATE_TEXT_MAX = 190;

export const textWidth = (text: string, size: number) => Math.ceil(text.length * size * CHAR);

/** Greedy word wrap to a width, by estimated advance. A no-break space (French `2\u00a0:`) keeps its words together. */
export function wrap(text: string, size: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/[^\S\u00a0\u202f]+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 0 ? lines : [''];
}

const textBox = (lines: string[], size: number) => ({ width: Math.max(...lines.map((l) => textWidth(l, size))) + 8, height: Math.ceil(lines.length * size * FONT.lineHeight) + 4 });

const LAYOUT: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
  'elk.spacing.nodeNode': '24',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.spacing.edgeLabel': '6',
  'elk.spacing.edgeNode': '22',
  'elk.spacing.edgeEdge': '14',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '14',
  'elk.layered.spacing.edgeNodeBetweenLayers': '20',
  'elk.spacing.labelNode': '8',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.padding': '[top=14,left=14,bottom=14,right=14]',
};

/** Lays out one chart. `say` gives the few words the layout adds (none today; kept for symmetry with the drawing). */
export async function layoutChart(full: MachineGraph, say: ChartsSay = englishCharts): Promise<LaidChart> {
  const graph = drawnGraph(full, say);
  const roots = stateTree(graph);
  if (roots.length === 1 && roots[0].type === 'parallel') return stackRegions(full.id, graph, roots[0], say);
  return layoutTree(full.id, graph, roots, graph.states.length <= 5, say);
}

/**
 * A chart of parallel regions (the cards): each region laid out on its own, in the
 * direction that suits it (a region with states inside states reads top to bottom,
 * a simple one left to right), then stacked one under another, left-aligned, inside
 * the parallel state's box. Regions share no arrows, so nothing is lost.
 */
async function stackRegions(id: string, graph: MachineGraph, root: StateNode, say: ChartsSay): Promise<LaidChart> {
  const PAD = 18;
  const GAP = 20;
  const title = textBox([root.label ?? root.key], FONT.title);
  const top = title.height + 20;
  let y = top;
  let width = 0;
  const states: LaidState[] = [];
  const arrows: LaidArrow[] = [];
  for (const region of root.children) {
    const inRegion = (s: string) => s === region.id || s.startsWith(`${region.id}.`);
    const sub: MachineGraph = {
      ...graph,
      states: graph.states.filter((s) => inRegion(s.id)).map((s) => (s.id === region.id ? { ...s, parent: null } : s)),
      transitions: graph.transitions.filter((t) => inRegion(t.source)),
    };
    const laid = await layoutTree(id, sub, stateTree(sub), region.children.every((c) => c.children.length === 0), say);
    const moved = translate(laid, PAD, y);
    states.push(...moved.states.map((s) => ({ ...s, depth: s.depth + 1 })));
    arrows.push(...moved.arrows);
    y += laid.height + GAP;
    width = Math.max(width, laid.width);
  }
  const box = { x: 0, y: 0, w: width + 2 * PAD, h: y - GAP + PAD };
  states.unshift({
    id: root.id,
    key: root.key,
    kind: 'parallel',
    label: { lines: [root.label ?? root.key], x: 14, y: 10, w: title.width, h: title.height },
    title: [root.key, root.description].filter(Boolean).join(': '),
    depth: 0,
    ...box,
  });
  return { id, width: Math.ceil(box.w), height: Math.ceil(box.h), states, arrows };
}

function translate(chart: LaidChart, dx: number, dy: number): LaidChart {
  const move = <T extends { x: number; y: number }>(r: T): T => ({ ...r, x: r.x + dx, y: r.y + dy });
  return {
    ...chart,
    states: chart.states.map((s) => ({ ...move(s), label: s.label ? move(s.label) : null })),
    arrows: chart.arrows.map((a) => ({ ...a, points: a.points.map(move), label: a.label ? move(a.label) : null })),
  };
}

async function layoutTree(id: string, graph: MachineGraph, roots: StateNode[], across: boolean, say: ChartsSay): Promise<LaidChart> {
  const ids = new Set(graph.states.map((s) => s.id));
  const meta = new Map<string, { node: StateNode | null; lines: string[]; kind: LaidState['kind'] }>();

  const toElk = (n: StateNode): ElkNode => {
    const name = n.label ?? n.key;
    if (n.children.length === 0) {
      const lines = wrap(name, FONT.state, STATE_TEXT_MAX);
      const box = textBox(lines, FONT.state);
      meta.set(n.id, { node: n, lines, kind: n.type === 'final' ? 'final' : 'leaf' });
      return { id: n.id, width: Math.max(120, box.width + 28), height: Math.max(44, box.height + 18) };
    }
    const lines = [name];
    const box = textBox(lines, FONT.title);
    meta.set(n.id, { node: n, lines, kind: n.type === 'parallel' ? 'parallel' : 'compound' });
    const children = n.children.map(toElk);
    const edges: ElkExtendedEdge[] = [];
    const first = n.type === 'parallel' ? undefined : n.children.find((c) => c.initial);
    if (first) {
      const dot = `${n.id}#initial`;
      meta.set(dot, { node: null, lines: [], kind: 'initial' });
      children.unshift({ id: dot, width: 12, height: 12 });
      edges.push({ id: `${dot}->${first.id}`, sources: [dot], targets: [first.id] });
    }
    // One direction for the whole chart (ELK lays the nesting out as one graph): the turn sequence reads top to bottom;
    // charts of parallel regions (the cards) read left to right, which stacks the unconnected regions one under another.
    const direction = across ? 'RIGHT' : 'DOWN';
    return {
      id: n.id,
      children,
      edges,
      labels: [{ text: name, width: box.width, height: box.height }],
      layoutOptions: {
        'elk.direction': direction,
        'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
        'elk.padding': `[top=${box.height + 20},left=18,bottom=18,right=18]`,
        ...(n.type === 'parallel' ? { 'elk.algorithm': 'layered', 'elk.spacing.nodeNode': '28' } : {}),
      },
    };
  };

  const order = graph.states.map((s) => s.id);
  const reversed = new Set<string>();
  const arrows = drawnArrows(graph, say).filter((t) => ids.has(t.source) && !isInternalOnCompound(graph, t));
  const edges: ElkExtendedEdge[] = arrows.map((t, i) => {
    const target = t.target !== null && ids.has(t.target) ? t.target : t.source;
    const lines = t.drawn ? wrap(t.drawn, FONT.arrow, ARROW_TEXT_MAX) : [];
    const box = textBox(lines, FONT.arrow);
    // ELK's cycle breaking, across nested states, reverses arbitrary arrows of a loop: an arrow back to an earlier
    // state (a turn over → the next player's turn, phase 4 → phase 1) is handed over reversed, so the states keep
    // their reading order top to bottom, and its route is turned round again when drawn.
    const back = order.indexOf(target) < order.indexOf(t.source);
    if (back) reversed.add(`t${i}`);
    return { id: `t${i}`, sources: [back ? target : t.source], targets: [back ? t.source : target], labels: lines.length > 0 ? [{ id: `t${i}#label`, text: lines.join('\n'), width: box.width, height: box.height }] : [] };
  });

  const elkGraph: ElkNode = { id: '#root', layoutOptions: { ...LAYOUT, 'elk.direction': across ? 'RIGHT' : 'DOWN' }, children: roots.map(toElk), edges };
  const laid = await new ELK().layout(elkGraph);

  const states: LaidState[] = [];
  const walk = (n: ElkNode, depth: number) => {
    const m = meta.get(n.id);
    if (m) {
      const r = { x: n.x ?? 0, y: n.y ?? 0, w: n.width ?? 0, h: n.height ?? 0 };
      let label: LaidText | null = null;
      if (m.kind === 'leaf' || m.kind === 'final') {
        const box = textBox(m.lines, FONT.state);
        label = { lines: m.lines, x: r.x + (r.w - box.width) / 2, y: r.y + (r.h - box.height) / 2, w: box.width, h: box.height };
      } else if (m.kind !== 'initial') {
        const l = n.labels?.[0];
        label = { lines: m.lines, x: l?.x ?? r.x + 18, y: l?.y ?? r.y + 10, w: l?.width ?? 0, h: l?.height ?? 0 };
      }
      const node = m.node;
      const title = node ? [node.key, node.description].filter(Boolean).join(': ') : '';
      states.push({ id: n.id, key: node?.key ?? '', kind: m.kind, label, title, depth, ...r });
    }
    for (const c of n.children ?? []) walk(c, m ? depth + 1 : depth);
  };
  walk(laid, 0);

  const laidArrows: LaidArrow[] = [];
  const collect = (n: ElkNode) => {
    for (const e of (n.edges ?? []) as ElkExtendedEdge[]) {
      const section = e.sections?.[0];
      if (!section) continue;
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: p.x, y: p.y }));
      if (reversed.has(e.id)) points.reverse();
      const initial = e.id.includes('#initial->');
      const t = initial ? undefined : arrows[Number(e.id.slice(1))];
      const l = e.labels?.[0];
      laidArrows.push({
        id: e.id,
        source: reversed.has(e.id) ? e.targets[0] : e.sources[0],
        target: reversed.has(e.id) ? e.sources[0] : e.targets[0],
        points,
        label: l && l.text ? { lines: l.text.split('\n'), x: l.x ?? 0, y: l.y ?? 0, w: l.width ?? 0, h: l.height ?? 0 } : null,
        eventless: t ? isEventless(t) : false,
        initial,
        title: t ? `${isEventless(t) ? 'always' : t.event}${t.guard ? ` [${t.guard}]` : ''}${t.actions.length > 0 ? ` / ${t.actions.join(', ')}` : ''}` : '',
      });
    }
    for (const c of n.children ?? []) collect(c);
  };
  collect(laid);
  return { id, width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), states, arrows: laidArrows };
}
