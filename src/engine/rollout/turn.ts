import { CLIPPER_PRICE } from '../context';
import { KIND_5X, KIND_ALLOWANCE, KIND_ONE_PHASE, PURPLE } from './tables';
import { shipCanStart } from './placements';
import type { Position } from './position';

/**
 * What the core asks about the player whose turn it is: the card allowance, the
 * 5X card's one phase, whether a segment can be laid. The flow table's conditions
 * (flow-table.ts) are these predicates; nothing else decides them.
 */

/** The seat whose turn it is, without a division: `turn` never passes the player count. */
export function currentSeat(p: Position): number {
  let seat = p.firstPlayer + p.turn;
  while (seat >= p.players) seat -= p.players;
  return seat;
}

export const kindOf = (p: Position, seat: number): number => (p.card[seat] < 0 ? -1 : p.cardKind[p.card[seat]]);

/**
 * How many segments the player may lay in this placement turn in all (rule
 * turn.allowance, from the card table); 0 in the phase the 5X card was not laid in
 * (rule card.5x.one-phase: its holder sits that phase out).
 */
export function allowance(p: Position, seat: number): number {
  const kind = kindOf(p, seat);
  if (kind < 0) return 1;
  const phase = p.phase === 3 ? 3 : 2;
  if (KIND_ONE_PHASE[kind] && p.fiveX[seat] !== 0 && p.fiveX[seat] !== phase) return 0;
  return KIND_ALLOWANCE[2 * kind + phase - 2];
}

/** card.5x.one-phase: the 5X holder may end a phase-2 turn without laying, keeping the five for phase 3. */
export const mayWaitForPhase3 = (p: Position, seat: number): boolean => p.phase === 2 && kindOf(p, seat) === KIND_5X;
/** card.5x.one-phase: the turn in the phase the 5X card was laid in spends it. */
export const spentAtTurnEnd = (p: Position, seat: number): boolean => p.step === 'place' && p.card[seat] >= 0 && p.fiveX[seat] === p.phase;
/** card.5x.one-phase: the first segment laid with the 5X card fixes its phase (0 while none is fixed). */
export const fiveXClaim = (p: Position, seat: number): number => (p.fiveX[seat] === 0 && kindOf(p, seat) === KIND_5X ? (p.phase === 3 ? 3 : 2) : 0);

export const isLastChance = (p: Position, seat: number): boolean => p.phase === 3 || kindOf(p, seat) === KIND_5X;
export const canStartRoute = (p: Position, seat: number): boolean => p.clipper[seat] >= 0 && shipCanStart(p, p.clipper[seat]);
export const hasAnyPlacement = (p: Position, seat: number): boolean => p.placementTotal > 0 || canStartRoute(p, seat);
/** end.dead-board: nobody could lay a segment without buying a ship. */
export const boardDead = (p: Position): boolean => p.placementTotal === 0;

/** Can the player afford a ship whose route could start? */
export function shipForSale(p: Position, seat: number): boolean {
  if (p.money[seat] < CLIPPER_PRICE) return false;
  for (let slot = 0; slot < PURPLE; slot++) if (p.spare[slot] > 0 && shipCanStart(p, slot)) return true;
  return false;
}

export function allLaid(p: Position): boolean {
  const s = p.supply;
  return s[0] === 0 && s[1] === 0 && s[2] === 0 && s[3] === 0 && s[4] === 0 && s[5] === 0;
}

/**
 * After a placement-turn move: may the same player go on? Not once the Port card's
 * move replaced the placement; yes while the card allows another segment and one
 * can be laid; and, under `in-addition`, while the Port card waits to be used.
 */
export function turnGoesOn(p: Position, seat: number): boolean {
  if (p.portMoved && p.replaces) return false;
  if (p.placed < p.allow && hasAnyPlacement(p, seat)) return true;
  return p.placed > 0 && !p.replaces && p.card[seat] >= 0 && p.card[seat] === p.portCard && p.cardStatus[p.portCard] === 1;
}
