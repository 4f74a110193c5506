import { currentSeat, draft } from '../context';
import type { GameState, MoveEffect } from '../types';

/** Phase 1 action C: do nothing (a ship may still be bought afterwards). */
export function pass(state: GameState): MoveEffect {
  return { ok: true, state: draft(state), events: [{ type: 'passed', seat: currentSeat(state) }] };
}
