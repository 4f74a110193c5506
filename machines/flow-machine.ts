import { assign, createActor, raise, setup, type AnyActorRef, type MachineSnapshot, type StateValue } from 'xstate';
import type { FlowTable } from '../src/games/module';
import type { MachineGraph, MachineTransition } from './export';

/**
 * The actor that runs a game's turn chart: an XState machine built from the very drawing
 * `flowCharts` makes of the flow table (its states are the chart's states, its transitions
 * the chart's arrows), so what a page lights is a state of the chart by construction.
 *
 * Each move is sent as `{ type: <move type>, state: <the state it led to> }`. An arrow's
 * condition is tested on that state. A move the current step does not accept but a later
 * step of its phase does is carried over the steps between, one `pass` arrow at a time,
 * each passed while the step is optional or its `passWhen` holds on the state before the
 * move (the actor's context holds the state the last move led to). Where the core resolves a name itself (the step a rondel spot begins with), the
 * fan-out's arrows are chosen by `flow.at`. An arrow back into a phase, from inside play,
 * returns to the step the phase was left at (history: the turn goes on after a shipment);
 * one from the phase's own end begins it anew (the next seat's turn).
 *
 * Only a game whose flow table has `at` gets an actor: `at` is what the generic suites hold
 * it to after every move of the corpus, and where a page starts it mid-game.
 */

export interface FlowEvent<S = unknown> {
  type: string;
  /** The state the move led to. */
  state: S;
}

interface FlowContext {
  state: unknown;
}

const SEP = '/';
/** XState resolves `#id.child` by path, so the chart's dotted ids become ids without dots. */
const xid = (chartId: string) => chartId.split('.').join(SEP);
const HISTORY = '~history';

type Guard = { type: 'holds'; params: { condition: string; on: 'event' | 'context' } } | { type: 'at'; params: { step: string } };

interface NodeConfig {
  id: string;
  type?: 'compound' | 'final' | 'history';
  history?: 'shallow';
  initial?: string;
  states?: Record<string, NodeConfig>;
  on?: Record<string, TransitionConfig[]>;
  always?: TransitionConfig[];
  onDone?: TransitionConfig[];
}

interface TransitionConfig {
  target: string;
  guard?: Guard;
  actions?: unknown[];
  reenter?: boolean;
}

/** The machine that runs `turn` (the first chart `flowCharts` returns) for `flow`. */
export function flowMachine<S>(flow: FlowTable<S>, turn: MachineGraph) {
  const at = flow.at;
  if (!at) throw new Error('flowMachine: the flow table has no `at`, so no actor can follow it');
  const byId = new Map(turn.states.map((s) => [s.id, s]));
  const root = turn.states.find((s) => s.parent === null);
  if (!root) throw new Error(`flowMachine: chart ${turn.id} has no root state`);
  const phaseIds = new Set(flow.phases.map((p) => `${root.id}.${p.id}`));
  const stepOfState = (id: string) => byId.get(id)?.key ?? id;

  const nodes = new Map<string, NodeConfig>();
  const build = (id: string): NodeConfig => {
    const s = byId.get(id)!;
    const children = turn.states.filter((c) => c.parent === id);
    const node: NodeConfig = { id: xid(id) };
    if (s.type === 'final') node.type = 'final';
    if (children.length > 0) {
      node.initial = (children.find((c) => c.initial) ?? children[0]).key;
      node.states = Object.fromEntries(children.map((c) => [c.key, build(c.id)]));
      // Where the phase was left, to come back to after a shipment; its first step if never left.
      if (phaseIds.has(id)) node.states[HISTORY] = { id: xid(`${id}.${HISTORY}`), type: 'history', history: 'shallow' };
    }
    nodes.set(id, node);
    return node;
  };
  const machineRoot = build(root.id);

  const keep = 'keep' as const;
  const target = (t: MachineTransition, fromPhaseEnd: boolean) => {
    const to = t.target!;
    if (phaseIds.has(to) && !fromPhaseEnd) return `#${xid(`${to}.${HISTORY}`)}`;
    return `#${xid(to)}`;
  };
  // The moves each step accepts (arrows that are neither `pass` nor eventless).
  const accepts = new Map<string, Set<string>>();
  for (const t of turn.transitions) if (t.event !== 'always' && t.event !== 'pass') accepts.set(t.source, (accepts.get(t.source) ?? new Set()).add(t.event));
  const passes = turn.transitions.filter((t) => t.event === 'pass');
  // Every move a step's `pass` arrows can carry on to: those of the steps after it, as far as passing goes.
  const reachable = (from: string, seen = new Set<string>()): Set<string> => {
    const out = new Set<string>();
    for (const p of passes.filter((x) => x.source === from && !seen.has(x.target!))) {
      seen.add(p.target!);
      for (const m of accepts.get(p.target!) ?? []) out.add(m);
      for (const m of reachable(p.target!, seen)) out.add(m);
    }
    return out;
  };

  for (const t of turn.transitions) {
    const node = nodes.get(t.source);
    if (!node) continue;
    if (t.event === 'pass') {
      for (const move of new Set([...(accepts.get(t.target!) ?? []), ...reachable(t.target!)])) {
        if (accepts.get(t.source)?.has(move)) continue;
        (node.on ??= {})[move] ??= [];
        node.on[move].push({ target: `#${xid(t.target!)}`, ...(t.guard ? { guard: { type: 'holds', params: { condition: t.guard, on: 'context' } } } : {}), actions: [raise(({ event }: { event: FlowEvent }) => event)] });
      }
    } else if (t.event === 'always') {
      if (phaseIds.has(t.source)) {
        // A phase's own rules apply when it reaches its end (a final state): XState's done event.
        (node.onDone ??= []).push({ target: target(t, true), ...(t.guard ? { guard: { type: 'holds', params: { condition: t.guard, on: 'context' } } } : {}), reenter: true });
      } else {
        // The fan-out of a name the core resolves: the step it resolved to.
        (node.always ??= []).push({ target: target(t, false), guard: { type: 'at', params: { step: stepOfState(t.target!) } } });
      }
    } else {
      (node.on ??= {})[t.event] ??= [];
      node.on[t.event].push({ target: target(t, false), ...(t.guard ? { guard: { type: 'holds', params: { condition: t.guard, on: 'event' } } } : {}), actions: [keep] });
    }
  }

  const test = (condition: string, state: unknown) => {
    const c = flow.conditions[condition];
    if (!c) throw new Error(`flowMachine: the chart names condition "${condition}", which the flow table lacks`);
    return c.test(state as S);
  };
  return setup({
    types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as { state: unknown } },
    actions: { keep: assign({ state: ({ event }) => event.state }) },
    guards: {
      holds: ({ context, event }, params: { condition: string; on: 'event' | 'context' }) => test(params.condition, params.on === 'event' ? event.state : context.state),
      at: ({ context }, params: { step: string }) => at(context.state as S) === params.step,
    },
  }).createMachine({
    ...(machineRoot as object),
    id: xid(root.id),
    context: ({ input }: { input: { state: unknown } }) => ({ state: input.state }),
  } as never);
}

export type FlowMachine = ReturnType<typeof flowMachine>;

/** A move's type, the name the flow table's steps and `afterMove` use for it (its `type` field). */
export function moveTypeOf(move: unknown): string {
  const type = (move as { type?: unknown } | null)?.type;
  if (typeof type !== 'string') throw new Error(`flowMachine: a move without a \`type\` (${JSON.stringify(move)})`);
  return type;
}

/** The chart id of the step (or ending) a snapshot stands at: `turn.turn.freight`. */
export function flowLeaf(snapshot: MachineSnapshot<FlowContext, FlowEvent, never, never, never, never, never, never>, rootId: string): string {
  const path: string[] = [rootId];
  let value: StateValue = snapshot.value;
  while (typeof value !== 'string') {
    const key: string = Object.keys(value)[0];
    path.push(key);
    value = value[key]!;
  }
  path.push(value);
  return path.join('.');
}

/** The chart id of the state `at` names for `state`: a step inside its phase, or an ending of the turn. */
export function chartIdOf<S>(flow: FlowTable<S>, turn: MachineGraph, state: S): string {
  const name = flow.at!(state);
  const root = turn.states.find((s) => s.parent === null)!.id;
  const phase = flow.phases.find((p) => p.steps.includes(name));
  return phase ? `${root}.${phase.id}.${name}` : `${root}.${name}`;
}

/**
 * An actor for `machine` standing where `state` is (a new game, or a position opened
 * mid-game): started at the step `at` names. A phase left for another (the turn, for a
 * shipment) remembers only its first step, as nothing before this position is known.
 */
export function flowActorAt<S>(machine: FlowMachine, flow: FlowTable<S>, turn: MachineGraph, state: S): AnyActorRef {
  const id = chartIdOf(flow, turn, state);
  const keys = id.split('.').slice(1);
  const value = keys.reduceRight<StateValue | null>((inner, key) => (inner === null ? key : { [key]: inner }), null)!;
  const snapshot = machine.resolveState({ value, context: { state } });
  return createActor(machine, { snapshot, input: { state } }).start();
}

/** Where the actor stands at `start` (index 0) and after each of `moves` (each with the state it led to). */
export function runFlow<S>(machine: FlowMachine, flow: FlowTable<S>, turn: MachineGraph, start: S, moves: readonly FlowEvent<S>[]): string[] {
  const actor = flowActorAt(machine, flow, turn, start);
  const root = turn.states.find((s) => s.parent === null)!.id;
  const out: string[] = [flowLeaf(actor.getSnapshot(), root)];
  for (const m of moves) {
    actor.send(m);
    out.push(flowLeaf(actor.getSnapshot(), root));
  }
  actor.stop();
  return out;
}
