import { purpleHomeOf, type BoardIndex } from '../map/board';
import { boardOf } from './context';
import type { GameState, IslandState } from './types';

/**
 * The purple company: its home island (read from the map: the purple company's
 * `home`), what activates it, and how far along it is. Purple's routes are
 * decided in `origins.ts` (see `purpleOrigins`).
 */

/** Purple's home island id, as the board index settled it, or null on a map without a valid one. */
export const purpleHomeId = (state: GameState): string | null => purpleHomeOf(boardOf(state));

/** How many companies other than purple are connected to its home. */
export function companiesAtHome(islands: readonly IslandState[], board: BoardIndex): number {
  if (board.purpleHome < 0) return 0;
  let others = 0;
  for (const c of islands[board.purpleHome].companies) if (c !== 'purple') others++;
  return others;
}

/** Two different companies at its home make purple active (rule purple.activation). */
export const PURPLE_ACTIVATION = 2;

/** Purple's progress for people and charts: no company at its home yet, one, or active. */
export type PurpleProgress = 'none' | 'one' | 'active';

export function purpleProgress(state: GameState): PurpleProgress {
  if (state.purpleActive) return 'active';
  return companiesAtHome(state.islands, boardOf(state)) >= 1 ? 'one' : 'none';
}
