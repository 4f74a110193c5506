import { randomInt, type Rng } from '../random';
import type { GameState } from '../types';
import type { Playout } from '../playout';
import { listMoves, moveAt, startPosition } from './legal';
import { play } from './play';
import { release, toPosition, toState, type Position } from './position';

/**
 * Random playouts on a position changed in place. `playOut` (playout.ts) with its
 * default uniform choice spends nearly all its time building a new `GameState`
 * after every move and listing moves again; the bots' searches and the simulator
 * only need the last state. Here the game is numbers in typed arrays and a move a
 * number, and the only state built is the last one.
 *
 * The rules are the engine's, written a second time for speed: every function
 * here names the one it follows. test/engine/rollout.test.ts plays thousands of
 * games both ways and requires the same legal moves, in the same order, at every
 * step and the same final state, byte for byte, so that a rule changed in one
 * place and not the other fails `npm test`.
 */
/** A `Playout` (playout.ts) that never has a refused move: the rollout only plays what it listed. */
export type Rollout = Omit<Playout, 'refused' | 'outcome'> & { outcome: Exclude<Playout['outcome'], 'refused'> };

/** Plays on from `state` with uniformly random legal moves; null for a state a rollout does not take (see `toPosition`). */
export function rollOut(state: GameState, rng: Rng, maxMoves: number): Rollout | null {
  const p = toPosition(state);
  if (p === null) return null;
  startPosition(p);
  let moves = 0;
  while (p.ended === null) {
    if (moves >= maxMoves) return done(p, moves, 'move-limit');
    const n = listMoves(p);
    if (n === 0) return done(p, moves, 'stuck');
    play(p, moveAt(p, randomInt(rng, n)));
    moves++;
  }
  return done(p, moves, 'ended');
}

function done(p: Position, moves: number, outcome: Rollout['outcome']): Rollout {
  const state = toState(p);
  release(p);
  return { state, moves, outcome };
}
