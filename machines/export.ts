import type { AnyStateMachine } from 'xstate';
import { cardLabel, FLOW_CONDITIONS, type ConditionName } from '../src/engine';
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
  /** The guard as a programmer reads it: `accepts(then=allLaid)`. */
  guard?: string;
  actions: string[];
  /** The transition for people: "lays a segment, if every segment of every company is laid". */
  label?: string;
  /** The label's two halves: what happens ("lays a segment") and when ("if every segment … is laid"; may be empty). */
  words?: { what: string; when: string };
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
  phase2: 'Phase 2: routes',
  phase3: 'Phase 3: routes',
  phase4: 'Phase 4: end of round',
  due: 'Next player’s turn',
  action: 'Chooses an action',
  clipper: 'May buy a ship',
  placing: 'Lays segments',
  turnOver: 'Turn over',
  sittingOut: 'Sits out (5X)',
  done: 'Everyone has laid',
  over: 'Game over',
  scoring: 'Scoring',
  scored: 'Winner known',
  dealt: 'Dealt',
  table: 'On the table',
  held: 'Held',
  choosing: 'Phase not chosen',
  laying2: 'Laying in phase 2',
  waiting: 'Waiting for phase 3',
  laying3: 'Laying in phase 3',
  spent: 'Spent',
  ready: 'Marker not moved',
  moved: 'Marker moved',
  none: 'No company at home',
  one: 'One company at home',
  active: 'Active',
  '2x': `${cardLabel('2x')} card`,
  '3x': `${cardLabel('3x')} card`,
  '5x': `${cardLabel('5x')} card`,
  port: `${cardLabel('port')} card`,
  cards: 'Option cards',
  purple: 'Purple company',
  turn: 'Turn sequence',
};

/** A state's words for people (the 5X card's `sittingOut` says what it sits out). */
function stateWords(id: string, key: string): string {
  if (id.endsWith('5x.held.sittingOut')) return 'Laid in phase 2: sits out phase 3';
  return STATE_WORDS[key] ?? key;
}

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
      label: stateWords(node.id, node.key),
    });
    entry.forEach((a) => actions.add(a));
    const add = (event: string, t: DefTransition) => {
      const guard = t.guard ? guardName(t.guard) : undefined;
      const acts = t.actions.map((a) => (typeof a === 'string' ? a : a.type));
      const first: unknown = t.target?.[0];
      const target = typeof first === 'string' ? first.replace(/^#/, '') : first ? (first as { id: string }).id : null;
      // An unguarded arrow after guarded ones of the same event is taken only when none of theirs holds.
      const conditional = (g: DefTransition['guard']) => g !== undefined && (g.type !== 'accepts' || g.params?.then !== undefined);
      const otherwise = !conditional(t.guard) && transitions.some((x) => x.source === node.id && x.event === event && x.guard !== undefined && x.guard !== 'accepts');
      transitions.push({ source: node.id, target, event, ...(guard ? { guard } : {}), actions: acts, label: transitionWords(event, t.guard, otherwise, acts), words: splitWords(event, t.guard, otherwise, acts) });
      if (event !== 'always') events.add(event);
      if (t.guard) guards.add(t.guard.type);
      if (t.guard?.type === 'accepts' && typeof t.guard.params?.then === 'string') guards.add(t.guard.params.then);
      acts.forEach((a) => actions.add(a));
    };
    for (const t of node.transitions) add(t.eventType, { ...t, guard: normalGuard(t.guard) });
    // Eventless transitions are not in the definition's list: the state node has them.
    const live = machine.getStateNodeById(node.id) as unknown as { always?: { target?: { id: string }[]; guard?: unknown; actions: unknown[] }[] };
    for (const t of live.always ?? []) {
      const actions = (t.actions as ({ type: string } | string)[]).filter((a) => typeof a === 'string' || typeof a?.type === 'string');
      add('always', { eventType: 'always', target: t.target?.map((n) => n.id), guard: normalGuard(t.guard), actions });
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

/** `accepts(then=allLaid)`: the guard's name and parameters, as a programmer reads it. */
function guardName(guard: NonNullable<DefTransition['guard']>): string {
  const params = Object.entries(guard.params ?? {});
  return params.length > 0 ? `${guard.type}(${params.map(([k, v]) => `${k}=${String(v)}`).join(', ')})` : guard.type;
}

/** A guard as written in the chart (a name, or a name with parameters) in one shape. */
function normalGuard(guard: unknown): DefTransition['guard'] {
  if (typeof guard === 'string') return { type: guard };
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') return guard as DefTransition['guard'];
  return undefined;
}

const isCondition = (name: string): name is ConditionName => Object.hasOwn(FLOW_CONDITIONS, name);

/** Guards as conditions in words (the flow table's own words for its conditions). */
const GUARD_WORDS: Readonly<Record<string, (p: Record<string, unknown>) => string>> = {
  accepts: (p) => (typeof p.then === 'string' && isCondition(p.then) ? `if ${FLOW_CONDITIONS[p.then].says}` : ''),
  resumesAt: () => 'if the game is already there',
  regionAt: () => 'if the game is already there',
  // The region is the card: "a player takes it" needs no more words.
  cardKind: () => '',
  cardUsed: () => '',
  fiveXLays: (p) => `in phase ${String(p.phase)}`,
  fiveXTurnEnds: (p) => `in phase ${String(p.phase)}, nothing laid`,
  skippedFor: () => 'by the 5X rule',
};

function guardWords(guard: NonNullable<DefTransition['guard']>): string {
  if (isCondition(guard.type)) return `if ${FLOW_CONDITIONS[guard.type].says}`;
  return GUARD_WORDS[guard.type]?.(guard.params ?? {}) ?? '';
}

function splitWords(event: string, guard: DefTransition['guard'], otherwise: boolean, actions: string[]): { what: string; when: string } {
  if (event === 'always') return { what: '', when: transitionWords(event, guard, otherwise, actions) };
  return { what: EVENT_WORDS[event] ?? event, when: otherwise ? 'otherwise' : guard ? guardWords(guard) : '' };
}

/** What an eventless arrow does, when no condition names it. */
const ACTION_WORDS: Readonly<Record<string, string>> = {
  endTurn: 'the next player',
  skipTurn: 'skipped',
  nextPhase: 'next phase',
  endRound: 'cards back, first-player card passes left',
  startStep: 'their turn begins',
};

function transitionWords(event: string, guard: DefTransition['guard'], otherwise: boolean, actions: string[] = []): string {
  const what = EVENT_WORDS[event] ?? event;
  const when = otherwise ? 'otherwise' : guard ? guardWords(guard) : '';
  if (event === 'always') return when || actions.map((a) => ACTION_WORDS[a]).find(Boolean) || 'then';
  return when ? `${what}, ${when}` : what;
}
