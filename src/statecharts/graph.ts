import type { StylesheetJsonBlock } from 'cytoscape';
import { englishCharts, orList, type ChartsSay } from './words';

/**
 * Statecharts for the site, from the plain data `machines/export.ts` exports: a
 * nested tree for the text listing, and Cytoscape elements (compound nodes for
 * nested states, positions computed here so the drawing is the same on every load).
 * Pure; no XState at runtime.
 */

// The shapes are the exporter's own: one definition, imported as types only so no XState reaches the browser.
import type { MachineGraph, MachineStateNode, MachineTransition } from '../../machines/export';
export type { MachineGraph, MachineTransition };
export type MachineState = MachineStateNode;

export interface StateNode extends MachineState {
  children: StateNode[];
  /** Transitions leaving this state. */
  transitions: MachineTransition[];
  depth: number;
}

/** The states as a tree (roots first, children in export order), each with its outgoing transitions. */
export function stateTree(graph: MachineGraph): StateNode[] {
  const nodes = new Map<string, StateNode>();
  for (const s of graph.states) nodes.set(s.id, { ...s, children: [], transitions: [], depth: 0 });
  const roots: StateNode[] = [];
  for (const s of graph.states) {
    const node = nodes.get(s.id)!;
    const parent = s.parent === null ? undefined : nodes.get(s.parent);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  for (const t of graph.transitions) nodes.get(t.source)?.transitions.push(t);
  const setDepth = (n: StateNode, d: number, seen: Set<string>) => {
    if (seen.has(n.id)) return; // a malformed cycle of parents must not hang the build
    seen.add(n.id);
    n.depth = d;
    n.children.forEach((c) => setDepth(c, d + 1, seen));
  };
  const seen = new Set<string>();
  roots.forEach((r) => setDepth(r, 0, seen));
  return roots;
}

/** Eventless transitions, taken as soon as their guard holds; exported as `always` (or an empty event). */
export const isEventless = (t: Pick<MachineTransition, 'event'>): boolean => t.event === '' || t.event === 'always';

/** A transition that stays in a state with children (e.g. moves handled at the top of a chart). */
export const isInternalOnCompound = (graph: MachineGraph, t: MachineTransition): boolean =>
  t.target === null && graph.states.some((s) => s.parent === t.source);

export interface TransitionGroup {
  events: string[];
  target: string | null;
  guard?: string;
  actions: string[];
}

/** Transitions with the same target, guard and actions, grouped (eight moves all handled by `play` read as one line). */
export function groupTransitions(transitions: readonly MachineTransition[]): TransitionGroup[] {
  const groups: TransitionGroup[] = [];
  for (const t of transitions) {
    const same = groups.find((g) => g.target === t.target && g.guard === t.guard && g.actions.join() === t.actions.join() && !isEventless(t) && !g.events.some((e) => isEventless({ event: e })));
    if (same) same.events.push(t.event);
    else groups.push({ events: [t.event], target: t.target, guard: t.guard, actions: [...t.actions] });
  }
  return groups;
}

/** Human label of a transition: `EVENT [guard] / action, action`. Eventless ones read "always". */
export function transitionLabel(t: MachineTransition): string {
  const event = isEventless(t) ? 'always' : t.event;
  const guard = t.guard ? ` [${t.guard}]` : '';
  const actions = t.actions.length > 0 ? ` / ${t.actions.join(', ')}` : '';
  return `${event}${guard}${actions}`;
}

/** The key path shown to readers: `round › phase1 › action`. */
export function stateLabel(graph: MachineGraph, id: string): string {
  const s = graph.states.find((x) => x.id === id);
  if (!s) return id;
  const path: string[] = [];
  let cur: MachineState | undefined = s;
  const guard = new Set<string>();
  while (cur && !guard.has(cur.id)) {
    guard.add(cur.id);
    if (cur.parent !== null) path.unshift(cur.key);
    cur = cur.parent === null ? undefined : graph.states.find((x) => x.id === cur!.parent);
  }
  return path.length > 0 ? path.join(' › ') : s.key;
}

export interface GraphElement {
  group: 'nodes' | 'edges';
  data: { id: string; label: string; [key: string]: unknown };
  position?: { x: number; y: number };
  classes: string[];
}

const LEAF_H = 44;
const GAP_X = 190;
const GAP_Y = 130;
const PAD = 26;
const HEADER = 26;

const leafWidth = (label: string) => Math.min(260, Math.max(110, label.length * 9.5 + 34));

interface Box {
  w: number;
  h: number;
}

/** Cytoscape elements with preset positions: compound parents around their children, laid out in a grid. */
export function statechartElements(full: MachineGraph, say: ChartsSay = englishCharts): GraphElement[] {
  const graph = drawnGraph(full, say);
  const roots = stateTree(graph);
  const out: GraphElement[] = [];
  const size = new Map<string, Box>();
  const origin = new Map<string, { x: number; y: number }>();

  // Measure bottom-up.
  const measure = (n: StateNode): Box => {
    if (n.children.length === 0) {
      const box = { w: leafWidth(n.label ?? n.key), h: LEAF_H };
      size.set(n.id, box);
      return box;
    }
    const boxes = n.children.map(measure);
    const cols = columns(n);
    let w = 0;
    let h = 0;
    for (let r = 0; r * cols < boxes.length; r++) {
      const row = boxes.slice(r * cols, r * cols + cols);
      w = Math.max(w, row.reduce((s, b) => s + b.w, 0) + GAP_X * (row.length - 1));
      h += Math.max(...row.map((b) => b.h)) + (r > 0 ? GAP_Y : 0);
    }
    // Room on the left for the initial-state dot.
    const box = { w: w + 2 * PAD + 24, h: h + 2 * PAD + HEADER };
    size.set(n.id, box);
    return box;
  };

  // Place top-down: `x, y` is the top-left corner of the node's box.
  const place = (n: StateNode, x: number, y: number) => {
    const box = size.get(n.id)!;
    origin.set(n.id, { x, y });
    const classes = ['state', `state--${n.type}`];
    if (n.initial) classes.push('state--initial');
    if (n.children.length > 0) classes.push('state--compound');
    // Drawn in the game's words; the technical name is kept for the text listing and tests.
    const data: GraphElement['data'] = { id: n.id, label: n.type === 'history' ? `H ${n.key}` : (n.label ?? n.key), key: n.key, type: n.type };
    if (n.parent !== null && n.parent !== n.id && graph.states.some((s) => s.id === n.parent)) data.parent = n.parent;
    if (n.description) data.description = n.description;
    if (n.children.length === 0) {
      out.push({ group: 'nodes', data: { ...data, width: box.w, height: box.h }, position: { x: x + box.w / 2, y: y + box.h / 2 }, classes });
      return;
    }
    // The title sits at the top left, clear of the arrows that loop over a state's top edge.
    out.push({ group: 'nodes', data: { ...data, labelShift: Math.min(0, -box.w / 2 + leafWidth(String(data.label)) / 2 + PAD) }, classes });
    const cols = columns(n);
    const boxes = n.children.map((c) => size.get(c.id)!);
    let cy = y + PAD + HEADER;
    const rowWidth = (bs: Box[]) => bs.reduce((sum, b) => sum + b.w, 0) + GAP_X * (bs.length - 1);
    const inner = Math.max(...Array.from({ length: Math.ceil(n.children.length / cols) }, (_, r) => rowWidth(boxes.slice(r * cols, r * cols + cols))));
    for (let r = 0; r * cols < n.children.length; r++) {
      const row = n.children.slice(r * cols, r * cols + cols);
      const rowBoxes = boxes.slice(r * cols, r * cols + cols);
      const rowH = Math.max(...rowBoxes.map((b) => b.h));
      // Odd rows run right to left, so a sequence of states reads as a loop (1 → 2, down to 3, back to 4).
      const reverse = r % 2 === 1;
      let cx = x + PAD + 24 + (reverse ? inner - rowWidth(rowBoxes) : 0);
      const order = reverse ? row.map((_, i) => row.length - 1 - i) : row.map((_, i) => i);
      for (const i of order) {
        const b = rowBoxes[i];
        place(row[i], cx, cy + (rowH - b.h) / 2);
        cx += b.w + GAP_X;
      }
      cy += rowH + GAP_Y;
    }
    // The initial-state dot, just left of the initial child's box.
    const first = n.type === 'parallel' ? undefined : n.children.find((c) => c.initial);
    const at = first ? origin.get(first.id) : undefined;
    if (first && at) {
      const fb = size.get(first.id)!;
      const dot = `${n.id}#initial`;
      const y0 = first.children.length === 0 ? at.y + fb.h / 2 : at.y + HEADER / 2 + 4;
      out.push({ group: 'nodes', data: { id: dot, label: '', width: 12, height: 12, parent: n.id }, position: { x: at.x - 18, y: y0 }, classes: ['initial-dot'] });
      out.push({ group: 'edges', data: { id: `${dot}->${first.id}`, source: dot, target: first.id, label: '' }, classes: ['initial-edge'] });
    }
  };

  let x = 0;
  for (const root of roots) {
    const box = measure(root);
    place(root, x, 0);
    x += box.w + GAP_X;
  }

  const ids = new Set(graph.states.map((s) => s.id));
  // One arrow per pair of states and condition: "places a port marker, takes an option card or passes, if …".
  const arrows = drawnArrows(graph, say);
  arrows.forEach((t, i) => {
    // Handlers that stay on a compound state (the chart's top) are listed beside the drawing, not looped round it.
    if (!ids.has(t.source) || isInternalOnCompound(graph, t)) return;
    const target = t.target !== null && ids.has(t.target) ? t.target : t.source;
    const classes = ['transition'];
    const data: GraphElement['data'] = { id: `t${i}:${t.source}->${target}`, source: t.source, target, label: t.drawn, event: t.event, guard: t.guard ?? '' };
    const paired = arrows.some((u) => u !== t && u.source === target && u.target === t.source);
    if (t.target === null || target === t.source) classes.push('transition--self');
    else if (paired) {
      // Two states that lead to each other: bend the two arrows apart (the same sign bends opposite ways) and
      // label each near its own start, so the labels do not sit on top of each other.
      classes.push('transition--curved', 'transition--paired');
      data.curve = 56;
    } else if (blocked(out, t.source, target)) {
      // A straight line would run through another state: bend it round.
      classes.push('transition--curved');
      data.curve = 64;
    }
    if (isEventless(t)) classes.push('transition--always');
    out.push({ group: 'edges', data, classes });
  });
  return out;
}

/**
 * What is drawn: without the arrows that only place a chart when it is started
 * part-way through a game (`resumesAt`, `regionAt`) and the `dealt` states that
 * only hold them. The text listing keeps them.
 */
export function drawnGraph(graph: MachineGraph, say: ChartsSay = englishCharts): MachineGraph {
  const resume = (t: MachineTransition) => /^(resumesAt|regionAt)\b/.test(t.guard ?? '');
  const hidden = new Set(graph.states.filter((s) => s.key === 'dealt').map((s) => s.id));
  const initialOf = new Map<string, string>();
  // The state a `dealt` state leads to when nothing is held becomes the drawn initial state.
  for (const t of graph.transitions) if (hidden.has(t.source) && !resume(t) && t.target) initialOf.set(t.source, t.target);
  const newInitial = new Set(initialOf.values());
  const kept = graph.transitions.filter((t) => !resume(t) && !hidden.has(t.source));
  // "Otherwise" says nothing once the arrows it was the alternative to are not drawn.
  const alone = (t: MachineTransition) => !kept.some((u) => u !== t && u.source === t.source && u.event === t.event);
  return {
    ...graph,
    states: graph.states.filter((s) => !hidden.has(s.id)).map((s) => (newInitial.has(s.id) ? { ...s, initial: true } : s)),
    transitions: kept.map((t) =>
      t.words?.when === say('charts.otherwise') && alone(t) ? { ...t, words: { what: t.words.what, when: t.words.what ? '' : say('charts.then') } } : t,
    ),
  };
}

/** The transitions as drawn: those with the same ends and condition merged, labelled for people. */
export function drawnArrows(graph: MachineGraph, say: ChartsSay = englishCharts): (MachineTransition & { drawn: string })[] {
  const out: (MachineTransition & { drawn: string; whats: string[] })[] = [];
  for (const t of graph.transitions) {
    const when = t.words?.when ?? '';
    const what = t.words?.what ?? '';
    const same = t.words ? out.find((o) => o.source === t.source && o.target === t.target && o.words?.when === when && isEventless(o) === isEventless(t)) : undefined;
    if (same && what && !same.whats.includes(what)) {
      same.whats.push(what);
      continue;
    }
    if (same) continue;
    out.push({ ...t, whats: what ? [what] : [], drawn: '' });
  }
  for (const o of out) {
    const what = orList(o.whats, say);
    o.drawn = o.words ? (what && o.words.when ? say('charts.arrow', { what, when: o.words.when }) : what || o.words.when) : transitionLabel(o).replace(' [', '\n[').replace(' / ', '\n/ ');
  }
  return out;
}

/** Does the straight line between two placed leaves cross a third leaf's box? */
function blocked(out: readonly GraphElement[], a: string, b: string): boolean {
  const pa = out.find((e) => e.data.id === a)?.position;
  const pb = out.find((e) => e.data.id === b)?.position;
  if (!pa || !pb) return false;
  for (const e of out) {
    if (!e.position || e.data.id === a || e.data.id === b || e.classes.includes('initial-dot')) continue;
    const w = Number(e.data.width ?? 0) / 2;
    const h = Number(e.data.height ?? 0) / 2;
    if (segmentHitsBox(pa, pb, { x1: e.position.x - w, y1: e.position.y - h, x2: e.position.x + w, y2: e.position.y + h })) return true;
  }
  return false;
}

function segmentHitsBox(p: { x: number; y: number }, q: { x: number; y: number }, box: { x1: number; y1: number; x2: number; y2: number }): boolean {
  // Sample the segment; boxes are large next to the sampling step, so this is exact enough for layout.
  for (let k = 1; k < 40; k++) {
    const t = k / 40;
    const x = p.x + (q.x - p.x) * t;
    const y = p.y + (q.y - p.y) * t;
    if (x > box.x1 && x < box.x2 && y > box.y1 && y < box.y2) return true;
  }
  return false;
}

function columns(n: StateNode): number {
  // The turn sequence reads top to bottom: setup, the round's phases one under another, the end.
  if (n.type === 'parallel' || n.key === 'turn' || n.key === 'round') return 1;
  const count = n.children.length;
  return count <= 3 ? count : Math.ceil(Math.sqrt(count));
}

/** Width over height of the drawing (leaves only, with a margin), for sizing its canvas. */
export function chartAspect(elements: readonly GraphElement[]): number {
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  for (const e of elements) {
    if (!e.position) continue;
    const w = Number(e.data.width ?? 0) / 2;
    const h = Number(e.data.height ?? 0) / 2;
    x1 = Math.min(x1, e.position.x - w);
    x2 = Math.max(x2, e.position.x + w);
    y1 = Math.min(y1, e.position.y - h);
    y2 = Math.max(y2, e.position.y + h);
  }
  if (!Number.isFinite(x1)) return 2;
  // Compound borders, headers and labels add about this much around the leaves.
  const margin = 120;
  return (x2 - x1 + margin) / (y2 - y1 + margin);
}

export function statechartStylesheet(): StylesheetJsonBlock[] {
  return [
    {
      selector: 'node.state',
      style: {
        shape: 'round-rectangle',
        'background-color': '#ffffff',
        'border-color': '#17324d',
        'border-width': 2,
        label: 'data(label)',
        'text-valign': 'center',
        'text-halign': 'center',
        'font-size': 16,
        'font-weight': 600,
        color: '#17324d',
        'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      },
    },
    // Only leaves carry a size; compound nodes wrap their children.
    { selector: 'node[width]', style: { width: 'data(width)', height: 'data(height)' } },
    {
      selector: 'node.state--compound',
      style: {
        'background-color': '#eef5fa',
        'background-opacity': 0.7,
        'border-color': '#5f8bab',
        'text-valign': 'top',
        'text-halign': 'center',
        'text-margin-y': 24,
        'text-margin-x': 'data(labelShift)' as unknown as number,
        'font-size': 17,
        'font-weight': 700,
        padding: '26px',
        'compound-sizing-wrt-labels': 'exclude',
      },
    },
    { selector: 'node.state--parallel', style: { 'border-style': 'dashed' } },
    { selector: 'node.state--final', style: { 'border-width': 5, 'border-style': 'double' } },
    { selector: 'node.state--history', style: { shape: 'ellipse' } },
    {
      selector: 'node.initial-dot',
      style: { shape: 'ellipse', width: 12, height: 12, 'background-color': '#17324d', 'border-width': 0, label: '' },
    },
    {
      selector: 'edge',
      style: {
        'curve-style': 'bezier',
        'control-point-step-size': 60,
        width: 2,
        'line-color': '#4f7690',
        'target-arrow-shape': 'triangle',
        'target-arrow-color': '#4f7690',
        label: 'data(label)',
        'font-size': 14,
        color: '#1b2530',
        'text-background-color': '#ffffff',
        'text-background-opacity': 0.92,
        'text-background-padding': '2px',
        'text-wrap': 'wrap',
        'text-max-width': '190px',
        'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      },
    },
    { selector: 'edge.transition--always', style: { 'line-style': 'dashed' } },
    {
      selector: 'edge.transition--curved',
      style: { 'curve-style': 'unbundled-bezier', 'control-point-distances': 'data(curve)', 'control-point-weights': 0.5 },
    },
    {
      // Labels near each arrow's start, so the two labels of a pair sit apart.
      selector: 'edge.transition--paired',
      style: {
        label: '',
        'source-label': 'data(label)',
        'source-text-offset': 44,
        'font-size': 14,
        'text-background-color': '#ffffff',
        'text-background-opacity': 0.92,
        'text-background-padding': '2px',
        'text-wrap': 'wrap',
      },
    },
    { selector: 'edge.transition--self', style: { 'loop-direction': '-45deg', 'loop-sweep': '-70deg' } },
    { selector: 'edge.initial-edge', style: { width: 1.5, 'line-color': '#17324d', 'target-arrow-color': '#17324d', label: '' } },
  ];
}
