import type { AnyStateMachine } from 'xstate';
import { gameMachine } from './game';

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
  /** Full dotted path, e.g. `game.turn.round.phase1.action`. */
  id: string;
  key: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Is this the initial child of its parent? */
  initial: boolean;
  description?: string;
  entry: string[];
  /** Words for people. */
  label?: string;
}

export interface MachineTransition {
  source: string;
  /** Null for a transition that stays put. */
  target: string | null;
  /** The event, or `always` for an eventless transition taken as soon as its guard holds. */
  event: string;
  /** The guard as a programmer reads it: `moveLeadsTo(to=over)`. */
  guard?: string;
  actions: string[];
  /** The transition for people: "lays a segment — if every segment of every company is laid". */
  label?: string;
}

/** Events as player actions and game happenings, in words. */
export const EVENT_WORDS: Readonly<Record<string, string>> = {
  'port.place': 'places a port marker',
  'card.take': 'takes an option card',
  'action.pass': 'passes',
  'clipper.buy': 'buys a ship',
  'clipper.skip': 'declines a ship',
  'segment.place': 'lays a segment',
  'port.move': 'moves a marker (Port card)',
  'turn.end': 'stops laying',
  'card.taken': 'a player takes it',
  'card.used': 'it is spent',
  'cards.returned': 'phase 4: back to the table',
  'turn.skipped': 'the holder’s turn is skipped',
  'purple.activated': 'a second company arrives',
  'island.connected': 'a company reaches purple’s home',
  'segment.placed': 'the holder lays a segment',
  'turn.ended': 'the holder ends the turn',
  always: 'at once',
};

const STATE_WORDS: Readonly<Record<string, string>> = {
  setup: 'Setup',
  round: 'A round',
  phase1: 'Phase 1: actions',
  action: 'Action',
  clipper: 'Ship purchase',
  phase2: 'Phase 2: routes',
  phase3: 'Phase 3: routes',
  placing: 'Placement turn',
  phase4: 'Phase 4: end of round',
  over: 'Game over',
  scoring: 'Scoring',
  scored: 'Scored',
  dealt: 'Dealt',
  table: 'On the table',
  held: 'Held',
  choosing: 'Phase not chosen',
  laying2: 'Laying in phase 2',
  sittingOut: 'Sitting out phase 3',
  waiting: 'Waiting through phase 2',
  laying3: 'Laying in phase 3',
  spent: 'Spent',
  ready: 'Ready to move a marker',
  moved: 'Marker moved',
  none: 'No company at home',
  one: 'One company at home',
  active: 'Active',
  '2x': '2X card',
  '3x': '3X card',
  '5x': '5X card',
  port: 'Port card',
};

const CHARTS: { region: string; title: string; description: string }[] = [
  {
    region: 'turn',
    title: 'Turn sequence',
    description:
      'Generated from the engine’s flow table. Each arrow is a player’s move, taken only if the engine accepts it, and leads where the rules send the game next. Whose turn it is is kept beside the chart, not in it.',
  },
  { region: 'cards', title: 'Option cards', description: 'One region per kind of card, moved by what the engine reports: a card taken, used, returned, a turn skipped.' },
  { region: 'purple', title: 'Purple company', description: 'Purple wakes when two different companies reach its home island.' },
];

interface DefNode {
  id: string;
  key: string;
  type: MachineStateNode['type'];
  initial?: { target: unknown[] } | string;
  states: Record<string, DefNode>;
  transitions: DefTransition[];
  entry: { type: string }[];
  description?: string;
}

interface DefTransition {
  target?: unknown[];
  guard?: { type: string; params?: Record<string, unknown> };
  actions: ({ type: string } | string)[];
  eventType: string;
}

/** The three charts (regions of the one game chart) as plain, JSON-ready data, read from `machine.definition`. */
export function exportMachines(machine: AnyStateMachine = gameMachine as unknown as AnyStateMachine): MachineGraph[] {
  const root = machine.definition as unknown as DefNode;
  return CHARTS.map(({ region, title, description }) => exportRegion(machine, root.states[region], region, title, description));
}

function exportRegion(machine: AnyStateMachine, region: DefNode, id: string, title: string, description: string): MachineGraph {
  const states: MachineStateNode[] = [];
  const transitions: MachineTransition[] = [];
  const events = new Set<string>();
  const guards = new Set<string>();
  const actions = new Set<string>();
  const visit = (node: DefNode, parent: DefNode | null) => {
    const entry = node.entry.map((a) => a.type);
    states.push({
      id: node.id,
      key: node.key,
      parent: parent ? parent.id : null,
      type: node.type,
      initial: parent !== null && initialKey(parent) === node.key,
      ...(node.description ? { description: node.description } : {}),
      entry,
      label: STATE_WORDS[node.key] ?? node.key,
    });
    entry.forEach((a) => actions.add(a));
    const add = (event: string, t: DefTransition) => {
      const guard = t.guard ? guardName(t.guard) : undefined;
      const acts = t.actions.map((a) => (typeof a === 'string' ? a : a.type));
      const first: unknown = t.target?.[0];
      const target = typeof first === 'string' ? first.replace(/^#/, '') : first ? (first as { id: string }).id : null;
      transitions.push({ source: node.id, target, event, ...(guard ? { guard } : {}), actions: acts, label: transitionWords(event, t.guard) });
      if (event !== 'always') events.add(event);
      if (t.guard) guards.add(t.guard.type);
      acts.forEach((a) => actions.add(a));
    };
    for (const t of node.transitions) add(t.eventType, t);
    // Eventless transitions are not in the definition's list: the state node has them.
    const live = machine.getStateNodeById(node.id) as unknown as { always?: { target?: { id: string }[]; guard?: DefTransition['guard']; actions: unknown[] }[] };
    for (const t of live.always ?? []) {
      add('always', { eventType: 'always', target: t.target?.map((n) => n.id), guard: t.guard, actions: [] });
    }
    for (const child of Object.values(node.states)) visit(child, node);
  };
  visit(region, null);
  return { id, title, description, states, transitions, events: [...events].sort(), guards: [...guards].sort(), actions: [...actions].sort() };
}

function initialKey(node: DefNode): string | undefined {
  const init = node.initial;
  if (!init) return undefined;
  const target: unknown = typeof init === 'string' ? init : init.target[0];
  if (typeof target === 'string') return target.split('.').pop();
  return (target as { key?: string } | undefined)?.key;
}

/** `moveLeadsTo(to=over)`: the guard's name and parameters, as a programmer reads it. */
function guardName(guard: NonNullable<DefTransition['guard']>): string {
  const params = Object.entries(guard.params ?? {}).filter(([k]) => k !== 'because');
  return params.length > 0 ? `${guard.type}(${params.map(([k, v]) => `${k}=${String(v)}`).join(', ')})` : guard.type;
}

const GUARD_WORDS: Readonly<Record<string, (p: Record<string, unknown>) => string>> = {
  moveLeadsTo: (p) => String(p.because ?? ''),
  turnAt: () => 'if the game is already there',
  regionAt: () => 'if the game is already there',
  cardKind: (p) => `if it is the ${p.kind === 'port' ? 'Port' : String(p.kind).toUpperCase()} card`,
  cardUsed: (p) => `the ${p.kind === 'port' ? 'Port' : String(p.kind).toUpperCase()} card`,
  fiveXLays: (p) => `in phase ${String(p.phase)}`,
  fiveXTurnEnds: (p) => `in phase ${String(p.phase)}, nothing laid`,
  skippedFor: () => 'by the 5X rule',
};

function transitionWords(event: string, guard: DefTransition['guard']): string {
  const what = EVENT_WORDS[event] ?? event;
  const when = guard ? (GUARD_WORDS[guard.type]?.(guard.params ?? {}) ?? '') : '';
  return when ? `${what}, ${when}` : what;
}
