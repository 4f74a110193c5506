import type { AnyStateMachine } from 'xstate';
import { gameMachine } from './game';
import { optionCardMachine } from './option-card';
import { purpleMachine } from './purple';

/** A statechart as plain data, for the site's diagrams and `clippers machines --json`. */
export interface MachineGraph {
  id: string;
  title: string;
  description: string;
  states: MachineStateNode[];
  transitions: MachineTransition[];
  events: string[];
  guards: string[];
  actions: string[];
}

export interface MachineStateNode {
  /** Full dotted path, e.g. `turn.round.phase1.action`. */
  id: string;
  key: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Is this the initial child of its parent? */
  initial: boolean;
  description?: string;
  entry: string[];
}

export interface MachineTransition {
  source: string;
  /** Null for a transition that stays put (the root's move handlers). */
  target: string | null;
  /** The event, or `always` for an eventless transition taken as soon as its guard holds. */
  event: string;
  guard?: string;
  actions: string[];
}

interface NodeLike {
  id: string;
  key: string;
  type: MachineStateNode['type'];
  description?: string;
  states: Record<string, NodeLike>;
  parent?: NodeLike;
  initial?: { target: NodeLike[] };
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
  entry: unknown[];
}

interface TransitionLike {
  target?: NodeLike[];
  guard?: unknown;
  actions: unknown[];
}

const CHARTS: { machine: AnyStateMachine; title: string; description: string }[] = [
  {
    machine: gameMachine,
    title: 'Turn sequence',
    description:
      'The game actor’s own chart: setup, then rounds of four phases until the game ends, then scoring. Moves are handled at the top and judged by the engine; every other transition waits for the engine’s state to change.',
  },
  {
    machine: optionCardMachine,
    title: 'Option card',
    description: 'Each of the six option cards runs this chart as a child of the game actor.',
  },
  {
    machine: purpleMachine,
    title: 'Purple company',
    description: 'A child of the game actor that follows purple’s activation at American Samoa.',
  },
];

/** The three statecharts as plain, JSON-ready data. */
export function exportMachines(): MachineGraph[] {
  return CHARTS.map(({ machine, title, description }) => exportMachine(machine, title, description));
}

function exportMachine(machine: AnyStateMachine, title: string, description: string): MachineGraph {
  const root = machine.root as unknown as NodeLike;
  const states: MachineStateNode[] = [];
  const transitions: MachineTransition[] = [];
  const events = new Set<string>();
  const guards = new Set<string>();
  const actions = new Set<string>();
  const visit = (node: NodeLike) => {
    const initialChild = node.parent?.initial?.target[0];
    states.push({
      id: node.id,
      key: node.key,
      parent: node.parent ? node.parent.id : null,
      type: node.type,
      initial: initialChild === node,
      ...(node.description ? { description: node.description } : {}),
      entry: node.entry.map(actionName).filter((a) => a !== ''),
    });
    node.entry.map(actionName).forEach((a) => a && actions.add(a));
    const add = (event: string, t: TransitionLike) => {
      const guard = t.guard === undefined ? undefined : guardName(t.guard);
      const acts = t.actions.map(actionName).filter((a) => a !== '');
      transitions.push({ source: node.id, target: t.target?.[0]?.id ?? null, event, ...(guard ? { guard } : {}), actions: acts });
      if (event !== 'always') events.add(event);
      if (guard) guards.add(guard.split('(')[0]);
      acts.forEach((a) => actions.add(a));
    };
    for (const [event, list] of node.transitions) {
      if (event === '') continue;
      for (const t of list) add(event, t);
    }
    for (const t of node.always ?? []) add('always', t);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(root);
  return {
    id: root.id,
    title,
    description: root.description ?? description,
    states,
    transitions,
    events: [...events].sort(),
    guards: [...guards].sort(),
    actions: [...actions].sort(),
  };
}

/** `phaseIs(phase=2)`: the guard's name with its parameters, as a reader would say it. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: Record<string, unknown> };
    if (params && typeof params === 'object') {
      const args = Object.entries(params).map(([k, v]) => `${k}=${String(v)}`).join(', ');
      return `${type}(${args})`;
    }
    return type;
  }
  return 'guard';
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action) return String((action as { type: unknown }).type);
  if (typeof action === 'function') return (action as { type?: string }).type ?? action.name ?? '';
  return '';
}
