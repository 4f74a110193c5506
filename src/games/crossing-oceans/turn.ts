import type { MoveOutcome, Refusal } from '../module';
import { blueRibandRun } from './actions/blue-riband';
import { cargoRun } from './actions/cargo';
import { coalLoad, coalPier, coalPierSkip } from './actions/coal';
import type { Emit, MoveRule } from './actions/common';
import { contractCoal, contractHouse, contractMoney, contractTake } from './actions/contracts';
import { fleetRun } from './actions/fleet';
import { houseBuild } from './actions/house';
import { shipPlace } from './actions/place-ship';
import { regionRun } from './actions/region';
import { ACTION_STEP, rondelMove } from './actions/rondel';
import { shipsBuy } from './actions/ships';
import { flow } from './flow';
import { refusal } from './rules';
import { moveSchema, type Event, type Move, type MoveType, type State, type Step } from './schema';
import { player } from './sea';

/** The turn core: which step accepts which move, what is legal, and what a move does. */

const actionNone: MoveRule<'action.none'> = {
  type: 'action.none',
  candidates: () => [{ type: 'action.none' }],
  check: () => null,
  apply: (_draft, _move, emit) => emit('action.none', {}),
};

const MOVE_RULES: { readonly [T in MoveType]: MoveRule<T> } = {
  'ship.place': shipPlace,
  'contract.take': contractTake,
  'contract.money': contractMoney,
  'contract.coal': contractCoal,
  'contract.house': contractHouse,
  'rondel.move': rondelMove,
  'coal.pier': coalPier,
  'coal.pier.skip': coalPierSkip,
  'coal.load': coalLoad,
  'house.build': houseBuild,
  'fleet.run': fleetRun,
  'cargo.run': cargoRun,
  'region.run': regionRun,
  'blue-riband.run': blueRibandRun,
  'ships.buy': shipsBuy,
  'action.none': actionNone,
};

function ruleOf<T extends MoveType>(type: T): MoveRule<T> {
  return MOVE_RULES[type] as MoveRule<T>;
}

function check(state: State, move: Move): Refusal | null {
  return (ruleOf(move.type) as MoveRule<typeof move.type>).check(state, move as never);
}

function accepted(step: Step): readonly MoveType[] {
  return flow.steps[step].moves as readonly MoveType[];
}

/**
 * The moves the step allows. "Do nothing" is listed only where the action has no
 * possible move at all (the excerpt does not say what then happens; see `missing`),
 * never where a refusal is for a fact the excerpt leaves out.
 */
export function legalMoves(state: State): Move[] {
  if (state.ended) return [];
  const types = accepted(state.turn.step).filter((t) => t !== 'action.none');
  const listed = types.flatMap((t) => ruleOf(t).candidates(state) as Move[]);
  const legal = listed.filter((m) => check(state, m) === null);
  if (legal.length > 0 || !accepted(state.turn.step).includes('action.none')) return legal;
  return listed.some((m) => check(state, m)?.code.startsWith('missing.')) ? [] : [{ type: 'action.none' }];
}

/**
 * Where play cannot go on because the excerpt stops: no move is legal and at least one
 * is held back only by a missing fact. That fact's refusal, or null when play goes on.
 */
export function gap(state: State): Refusal | null {
  if (state.ended || legalMoves(state).length > 0) return null;
  const types = accepted(state.turn.step).filter((t) => t !== 'action.none');
  const reasons = types.flatMap((t) => ruleOf(t).candidates(state) as Move[]).map((m) => check(state, m));
  return reasons.find((r) => r?.code.startsWith('missing.')) ?? refusal('turn.missing', 'missing.no-move', { step: state.turn.step });
}

/** Why a move is not among the legal moves. */
export function explain(state: State, move: Move): Refusal {
  if (state.ended) return refusal('end.countdown', 'game.over', {});
  if (!accepted(state.turn.step).includes(move.type)) {
    // Inside an action, a move of another step breaks the action's order; elsewhere, the turn's phases.
    const inAction = !['place', 'contracts', 'rondel'].includes(state.turn.step);
    return refusal(inAction ? 'action.order' : 'turn.phases', 'step.wrong', { move: move.type, step: state.turn.step });
  }
  if (move.type === 'action.none') {
    const types = accepted(state.turn.step).filter((t) => t !== 'action.none');
    const reasons = types.flatMap((t) => ruleOf(t).candidates(state) as Move[]).map((m) => check(state, m));
    if (reasons.some((r) => r === null)) return refusal('action.none', 'action.possible', { step: state.turn.step });
    return reasons.find((r) => r?.code.startsWith('missing.')) ?? refusal('action.none', 'action.possible', { step: state.turn.step });
  }
  return check(state, move) ?? refusal('turn.phases', 'move.not-listed', { move: move.type });
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
  return value;
}

/** A move's identity: keys sorted, a purchase's ships in order, a Blue Riband's default column left out. */
export function moveKey(move: Move): string {
  let m: Move = move;
  if (m.type === 'ships.buy') m = { ...m, ships: [...m.ships].sort(), ...(m.tokens && Object.keys(m.tokens).length > 0 ? {} : { tokens: undefined }) };
  if (m.type === 'blue-riband.run' && m.column === 'blue') m = { type: m.type, ship: m.ship };
  return JSON.stringify(sortKeys(JSON.parse(JSON.stringify(m))));
}

function endTurn(draft: State, emit: Emit): void {
  if (draft.turn.coalLeft > 0) emit('coal.lost', { seat: draft.turn.seat, count: draft.turn.coalLeft });
  const seats = draft.players.map((p) => p.colour);
  const next = seats[(seats.indexOf(draft.turn.seat) + 1) % seats.length];
  draft.turn = { seat: next, step: 'place', coalLeft: 0 };
  emit('turn.started', { seat: next });
  if (flow.conditions['countdown-out'].test(draft)) {
    draft.ended = true;
    emit('game.ended', { reason: 'countdown' });
  }
}

export function applyMove(state: State, input: unknown): MoveOutcome<State, Event> {
  const parsed = moveSchema.safeParse(input);
  if (!parsed.success) return { ok: false, refusal: refusal('turn.phases', 'move.malformed', { issue: parsed.error.issues[0]?.message ?? '' }) };
  const move = parsed.data;
  const key = moveKey(move);
  if (!legalMoves(state).some((m) => moveKey(m) === key)) return { ok: false, refusal: explain(state, move) };
  const draft = structuredClone(state);
  const events: Event[] = [];
  const emit: Emit = (type, values) => events.push({ type, values });
  (ruleOf(move.type) as MoveRule<typeof move.type>).apply(draft, move as never, emit);
  for (const rule of flow.afterMove[move.type] ?? []) {
    if (rule.if !== undefined && !flow.conditions[rule.if].test(draft)) continue;
    if (rule.then === 'turn-end') endTurn(draft, emit);
    else if (rule.then === 'spot-action') draft.turn.step = ACTION_STEP[player(draft, draft.turn.seat).captain!];
    else draft.turn.step = rule.then as Step;
    break;
  }
  return { ok: true, state: draft, events };
}
