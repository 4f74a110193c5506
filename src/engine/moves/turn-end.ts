import { currentSeat, draft, isLastChance } from '../context';
import { mayWaitForPhase3 } from '../cards';
import { momentProblem } from '../flow';
import { because } from '../refusals';
import { canStartRoute, hasAnyPlacement } from '../route';
import type { GameState, MoveEffect, Violation } from '../types';

/** Phases 2 and 3: stop laying before the card's allowance is spent (or, with 5X, keep it for phase 3). */
export function turnEnd(state: GameState): MoveEffect {
  const problem = turnEndProblem(state);
  if (problem) return { ok: false, violation: problem };
  return { ok: true, state: draft(state), events: [] };
}

/** `canLay`: whether any segment can be laid, when the caller already knows (saves asking the board again). */
export function turnEndProblem(state: GameState, canLay?: boolean): Violation | null {
  const wrong = momentProblem(state, 'turn.end');
  if (wrong) return wrong;
  const seat = currentSeat(state);
  const player = state.players[seat];
  if (state.placed === 0) {
    if (!mayWaitForPhase3(state, seat) && (canLay ?? hasAnyPlacement(state, seat))) {
      return because('turn.must-lay', 'turn.must-lay', { player: player.name });
    }
  }
  if (player.clipper !== null && (state.placed > 0 || state.phase === 3) && isLastChance(state, seat) && canStartRoute(state, seat)) {
    return because('clipper.must-start', 'turn.must-start', { player: player.name, company: player.clipper });
  }
  return null;
}
