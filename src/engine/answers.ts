import { moveEffect } from './apply';
import { holds, type ConditionName } from './flow-table';
import type { GameState, Move, MoveResult } from './types';

/**
 * The engine's answers about a position that nobody changes any more (the
 * statecharts' positions: every move and flow operation makes a new one), each
 * worked out once per position. A chart asks the same thing several times over
 * one move: `can(event)` and then the event itself, one guard per arrow of the
 * move, `can()` for every move a page lists. Keyed by the position's identity,
 * so a new position asks afresh and an old one is forgotten with it. Never for
 * a draft being changed (the engine's own interpreter asks `holds` directly).
 */

const verdicts = new WeakMap<GameState, Map<string, MoveResult>>();
const conditions = new WeakMap<GameState, Partial<Record<ConditionName, boolean>>>();

/** `moveEffect(state, move)`, once per position and move; the result is shared, so it must not be changed. */
export function moveVerdict(state: GameState, move: Move): MoveResult {
  // The guards of one event's arrows, then its action, ask with the very same objects: skip the key.
  if (state === last.state && move === last.move) return last.result;
  const result = lookUp(state, move);
  last = { state, move, result };
  return result;
}

let last: { state: GameState | null; move: Move | null; result: MoveResult } = { state: null, move: null, result: { ok: false, violation: { rule: 'turn.phase', message: '' } } };

function lookUp(state: GameState, move: Move): MoveResult {
  let known = verdicts.get(state);
  if (known === undefined) verdicts.set(state, (known = new Map()));
  const key = moveKey(move);
  let result = known.get(key);
  if (result === undefined) known.set(key, (result = moveEffect(state, move)));
  return result;
}

/** `holds(name, state)`, once per position and condition. */
export function conditionHolds(name: ConditionName, state: GameState): boolean {
  let known = conditions.get(state);
  if (known === undefined) conditions.set(state, (known = {}));
  return (known[name] ??= holds(name, state));
}

// Moves are small flat records; field order is part of the key, which only costs a repeat.
const moveKey = (move: Move): string => (typeof move === 'object' && move !== null ? JSON.stringify(move) : String(move));
