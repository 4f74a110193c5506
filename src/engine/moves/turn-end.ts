import { currentSeat, draft, isLastChance } from '../context';
import { placementLeft } from './segment-place';
import { mayWaitForPhase3 } from '../cards';
import { momentProblem, stepOfType } from '../flow';
import { because } from '../refusals';
import { canStartRoute, hasAnyPlacement } from '../route';
import type { GameState, MoveEffect, Violation } from '../types';

/** Phases 2 and 3: stop laying before the card's allowance is spent (or, with 5X, keep it for phase 3). */
export function turnEnd(state: GameState): MoveEffect {
  const problem = turnEndProblem(state);
  if (problem) return { ok: false, violation: problem };
  return { ok: true, state: draft(state), events: [] };
}

// The step the flow table accepts `turn.end` in (the one `momentProblem` words).
const TURN_END_STEP = stepOfType('turn.end');

/** Why the player may not end the placement turn now, as the rule that forbids it, or null: the decision alone, for `legalMoves`. */
function turnEndBlock(state: GameState, canLay?: boolean): 'moment' | 'must-lay' | 'must-start' | null {
  if (state.ended !== null || state.step !== TURN_END_STEP) return 'moment';
  const seat = currentSeat(state);
  if (state.placed === 0 && !mayWaitForPhase3(state, seat) && (canLay ?? hasAnyPlacement(state, seat))) return 'must-lay';
  const player = state.players[seat];
  // The duty binds only while a placement is left to start the route with: a last
  // placement laid while the route could not start may itself open a start, too late
  // (and under `in-addition` the Port card keeps such a turn open: it must still be endable).
  if (player.clipper !== null && (state.placed > 0 || state.phase === 3) && isLastChance(state, seat) && placementLeft(state, seat) && canStartRoute(state, seat)) return 'must-start';
  return null;
}

/** May the player end the placement turn now? `canLay`: whether any segment can be laid, when the caller already knows (saves asking the board again). */
export const mayEndTurn = (state: GameState, canLay?: boolean): boolean => turnEndBlock(state, canLay) === null;

/** Why the player may not end the placement turn now, in words, or null. */
export function turnEndProblem(state: GameState, canLay?: boolean): Violation | null {
  const block = turnEndBlock(state, canLay);
  if (block === null) return null;
  const player = state.players[currentSeat(state)];
  if (block === 'moment') return momentProblem(state, 'turn.end');
  if (block === 'must-lay') return because('turn.must-lay', 'turn.must-lay', { player: player.name });
  return because('clipper.must-start', 'turn.must-start', { player: player.name, company: player.clipper! });
}
