import { cardTake } from './moves/card-take';
import { clipperBuy, clipperSkip } from './moves/clipper';
import { pass } from './moves/pass';
import { portMove } from './moves/port-move';
import { portPlace } from './moves/port-place';
import { segmentPlace } from './moves/segment-place';
import { turnEnd } from './moves/turn-end';
import { momentProblem, stepOfType } from './flow';
import { because } from './refusals';
import type { GameState, Move, MoveEffect, MoveResult, MoveType } from './types';

/**
 * The move alone: refused, or its effect on the board, money and cards, with the
 * game not yet moved on (the flow table's `afterMove` does that). The statecharts
 * call this and then follow the table themselves, and `applyMove` (core.ts) asks it
 * why a move the core does not list is refused: it words verdicts, it never gives one.
 */
export function moveEffect(state: GameState, move: Move): MoveResult {
  return tryMove(state, move);
}

/** `moveEffect` with the new state still a draft. */
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
