import { currentSeat, draft, isLastChance } from '../context';
import { mayWaitForPhase3 } from '../cards';
import { momentProblem } from '../flow';
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
      return { rule: 'turn.must-lay', message: `${player.name} must lay at least one segment: some segment can still be laid.` };
    }
  }
  if (player.clipper !== null && (state.placed > 0 || state.phase === 3) && isLastChance(state, seat) && canStartRoute(state, seat)) {
    return { rule: 'clipper.must-start', message: `${player.name} bought a ${player.clipper} ship and must start its route before the round’s placements end.` };
  }
  return null;
}
