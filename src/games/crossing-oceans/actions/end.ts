import type { Colour, State } from '../schema';
import type { Emit } from './common';

/**
 * The end: once the stack is empty after a ships action, 3 coals go beside the start
 * player's captain; each move of that captain removes one; when that captain's turn comes
 * with none left, the game ends before anything is done.
 */

export const COUNTDOWN = 3;

export function triggerEnd(draft: State, emit: Emit): void {
  if (draft.stack.length > 0 || draft.countdown !== null) return;
  draft.countdown = COUNTDOWN;
  emit('end.triggered', { seat: draft.startPlayer, coal: COUNTDOWN });
}

export function countDown(draft: State, mover: Colour, emit: Emit): void {
  if (mover !== draft.startPlayer || draft.countdown === null || draft.countdown === 0) return;
  draft.countdown -= 1;
  emit('end.countdown', { seat: mover, left: draft.countdown });
}

/** At the start of a turn: the start player's turn with no coal left ends the game. */
export function endsNow(state: State): boolean {
  return state.countdown === 0 && state.turn.seat === state.startPlayer;
}
