import { currentSeat, draft } from '../context';
import { wrongMoment } from '../flow';
import type { GameEvent, GameState, MoveResult } from '../types';
import { afterAction } from './clipper';

/** Phase 1 action C: do nothing (a ship may still be bought afterwards). */
export function pass(state: GameState): MoveResult {
  const wrong = wrongMoment(state, 'action', 'Passing');
  if (wrong) return { ok: false, violation: wrong };
  const seat = currentSeat(state);
  const s = draft(state);
  s.step = 'clipper';
  const events: GameEvent[] = [{ type: 'passed', seat }];
  return { ok: true, state: afterAction(s, events), events };
}
