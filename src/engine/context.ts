import { boardIndex, type BoardIndex } from '../map/board';
import type { ReadonlyBoardMap } from '../map/schema';
import type { GameState, Seat } from './types';

/** The seat whose turn it is. */
export const currentSeat = (state: GameState): Seat => (state.firstPlayer + state.turn) % state.players.length;

// Nearly every call asks about the same map as the call before; a WeakMap lookup each time showed up in profiles.
let lastMap: ReadonlyBoardMap | null = null;
let lastBoard: BoardIndex | null = null;

export function boardOf(state: GameState): BoardIndex {
  if (state.map !== lastMap || lastBoard === null) {
    lastBoard = boardIndex(state.map);
    lastMap = state.map;
  }
  return lastBoard;
}

/** The index of island `id` in `state.islands`, or -1 (also for harbors and non-strings). */
export function islandAt(state: GameState, id: unknown): number {
  if (typeof id !== 'string') return -1;
  const node = boardOf(state).nodeIndex.get(id);
  return node !== undefined && node < state.islands.length ? node : -1;
}

// The option cards' rules live in cards.ts; re-exported here for the modules that import them from the context.
export { CARD_KIND, CARD_PRICE, cardKindOf } from './cards';
export const CLIPPER_PRICE = 3;
export const STARTING_MONEY = 2;
export const MARKERS_PER_NATION = 12;
/**
 * The most money a position may hold. A game pays a few thousand dollars at most
 * (bonuses of $4 at the very most on at most 12 × 200 segments); the rollout keeps
 * money in 32-bit integers, so anything near 2^31 would wrap there. A stored state
 * with more is refused (src/game/from-json.ts).
 */
export const MONEY_LIMIT = 2 ** 30;
