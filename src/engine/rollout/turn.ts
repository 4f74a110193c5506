import { KIND_5X, KIND_ALLOWANCE, KIND_ONE_PHASE } from './tables';
import { shipCanStart } from './placements';
import type { Position } from './position';

/** What the rollout asks about the player whose turn it is: the same answers as cards.ts, context.ts and route.ts give. */

/** The seat whose turn it is (context.ts `currentSeat`), without a division: `turn` never passes the player count. */
export function currentSeat(p: Position): number {
  let seat = p.firstPlayer + p.turn;
  while (seat >= p.players) seat -= p.players;
  return seat;
}

export const kindOf = (p: Position, seat: number): number => (p.card[seat] < 0 ? -1 : p.cardKind[p.card[seat]]);

/** cards.ts `allowance`. */
export function allowance(p: Position, seat: number): number {
  const kind = kindOf(p, seat);
  if (kind < 0) return 1;
  const phase = p.phase === 3 ? 3 : 2;
  if (KIND_ONE_PHASE[kind] && p.fiveX[seat] !== 0 && p.fiveX[seat] !== phase) return 0;
  return KIND_ALLOWANCE[2 * kind + phase - 2];
}

export const isLastChance = (p: Position, seat: number): boolean => p.phase === 3 || kindOf(p, seat) === KIND_5X;
export const canStartRoute = (p: Position, seat: number): boolean => p.clipper[seat] >= 0 && shipCanStart(p, p.clipper[seat]);
export const hasAnyPlacement = (p: Position, seat: number): boolean => p.placementTotal > 0 || canStartRoute(p, seat);

