import { cardTake } from './moves/card-take';
import { clipperBuy, clipperSkip } from './moves/clipper';
import { pass } from './moves/pass';
import { portMove } from './moves/port-move';
import { portPlace } from './moves/port-place';
import { segmentPlace } from './moves/segment-place';
import { turnEnd } from './moves/turn-end';
import { advance, momentProblem, stepOfType } from './flow';
import { because } from './refusals';
import type { GameState, Move, MoveEffect, MoveResult, MoveType } from './types';

/**
 * The one way to change a game. Returns the new state and what happened, or the
 * rule the move breaks. Never throws, whatever the move holds.
 */
export function applyMove(state: GameState, move: Move): MoveResult {
  const result = tryMove(state, move);
  if (result.ok) advance(result.state, result.events, move.type);
  return result;
}

/**
 * The move alone: refused, or its effect on the board, money and cards, with the
 * game not yet moved on (the flow table's `afterMove` does that). The statecharts
 * call this and then follow the table themselves; `applyMove` is this plus `advance`.
 */
export function moveEffect(state: GameState, move: Move): MoveResult {
  return tryMove(state, move);
}

/** `moveEffect` with the new state still a draft, for `applyMove` to move on. */
function tryMove(state: GameState, move: Move): MoveEffect {
  if (typeof move !== 'object' || move === null) {
    return { ok: false, violation: because('turn.phase', 'move.not-object') };
  }
  const step = stepOfType(move.type);
  // The common case, a move of the step the game is in, needs no words.
  if (step !== undefined && (state.ended !== null || state.step !== step)) {
    const wrong = momentProblem(state, move.type as MoveType);
    if (wrong) return { ok: false, violation: wrong };
  }
  return effect(state, move);
}

/** What the move itself changes, or why it is refused; the flow table then moves the game on. */
function effect(state: GameState, move: Move): MoveEffect {
  switch (move.type) {
    case 'port.place':
      return portPlace(state, move);
    case 'card.take':
      return cardTake(state, move);
    case 'pass':
      return pass(state);
    case 'clipper.buy':
      return clipperBuy(state, move);
    case 'clipper.skip':
      return clipperSkip(state);
    case 'segment.place':
      return segmentPlace(state, move);
    case 'port.move':
      return portMove(state, move);
    case 'turn.end':
      return turnEnd(state);
    default:
      return { ok: false, violation: because('turn.phase', 'move.unknown-type', { type: String((move as { type: unknown }).type) }) };
  }
}
