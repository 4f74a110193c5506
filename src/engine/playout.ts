import type { BoardMap, Nation } from '../map/schema';
import type { Result } from '../map/result';
import { err, ok } from '../map/result';
import { playOnCore } from './core';
import { randomInt, type Rng } from './random';
import { newGame, type SetupError } from './setup';
import type { GameState, Move, MoveResult, Seat, Violation } from './types';
import type { Variants } from './variants';

/**
 * Random complete games: the one driver shared by the property tests, the
 * simulator and the benchmark, so that all three measure the same thing. Pure:
 * randomness comes only from the `rng` passed in.
 */

export type AcceptedMove = Extract<MoveResult, { ok: true }>;

/** Picks the next move among the legal ones (never called with an empty list). */
export type MoveChooser = (moves: readonly Move[], state: GameState, rng: Rng) => Move;

export interface PlayOptions {
  /** Stop after this many moves even if the game has not ended (a safety bound). */
  maxMoves?: number;
  /** Default: uniform over `legalMoves`. */
  choose?: MoveChooser;
  /** Sees every accepted move; with `withLegal`, also the legal list it was chosen from (else null: the list is then never built). */
  onMove?: (before: GameState, move: Move, result: AcceptedMove, legal: readonly Move[] | null) => void;
  withLegal?: boolean;
}

export interface RandomGameOptions extends PlayOptions {
  map: BoardMap;
  /** A player count (names and nations dealt by the seed) or the seats themselves. */
  players: number | { name: string; nation?: Nation }[];
  variants?: Partial<Variants>;
  /** Setup seed (departure cards, first player); default: drawn from `rng`. */
  seed?: number;
  firstPlayer?: Seat;
}

export interface Playout {
  state: GameState;
  /** Moves applied. */
  moves: number;
  /**
   * `ended`: the game is over. `move-limit`: `maxMoves` reached first.
   * `refused`: the engine refused a move its own `legalMoves` listed; `stuck`: a
   * running game had no legal move. Both are engine bugs.
   */
  outcome: 'ended' | 'move-limit' | 'refused' | 'stuck';
  refused?: { move: Move; violation: Violation };
}

export const DEFAULT_MAX_MOVES = 10_000;

export const uniformChoice: MoveChooser = (moves, _state, rng) => moves[randomInt(rng, moves.length)];

/** Sets up a game and plays it to the end with random legal moves. */
export function playRandomGame(options: RandomGameOptions, rng: Rng): Result<Playout, SetupError[]> {
  const players =
    typeof options.players === 'number'
      ? Array.from({ length: options.players }, (_, i) => ({ name: `Player ${i + 1}` }))
      : options.players;
  const setup = newGame({
    map: options.map,
    players,
    variants: options.variants,
    seed: options.seed ?? randomInt(rng, 0x7fffffff),
    firstPlayer: options.firstPlayer,
  });
  if (!setup.ok) return err(setup.error);
  return ok(playOut(setup.value, rng, options));
}

/** Plays on from `state` with random legal moves until the game ends (or the bound is hit). */
export function playOut(state: GameState, rng: Rng, options: PlayOptions = {}): Playout {
  const maxMoves = options.maxMoves ?? DEFAULT_MAX_MOVES;
  const choose = options.choose ?? uniformChoice;
  // On the core (core.ts): uniform choices with nobody watching build only the last state; a chooser or `onMove` sees a state after every move.
  return playOnCore(state, rng, { maxMoves, chooserOf: choose === uniformChoice ? null : () => choose, ...(options.onMove ? { onMove: options.onMove, withLegal: options.withLegal === true } : {}) });
}
