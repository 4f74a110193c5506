import { englishCharts, orList, type ChartsSay } from './words';

/**
 * Statecharts for the site, from the plain data `machines/export.ts` exports: a
 * nested tree for the text listing, and the states and arrows as drawn (laid out
 * in layout.ts, drawn as SVG by components/StatechartSvg.tsx). Pure; no XState at runtime.
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
