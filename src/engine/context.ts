import { boardIndex, type BoardIndex } from '../map/board';
import type { CardKind, GameState, PlayerState, Seat } from './types';

/** The seat whose turn it is. */
export const currentSeat = (state: GameState): Seat => (state.firstPlayer + state.turn) % state.players.length;

export const boardOf = (state: GameState): BoardIndex => boardIndex(state.map);

export function cardKindOf(state: GameState, player: PlayerState): CardKind | null {
  if (player.card === null) return null;
  const card = state.cards.find((c) => c.id === player.card);
  // A used Port card no longer helps, but a used 5X still forbids the other phase.
  return card ? card.kind : null;
}

export const CARD_PRICE: Record<CardKind, number> = { '2x': 2, '3x': 0, '5x': 1, port: 4 };
export const CLIPPER_PRICE = 3;
export const STARTING_MONEY = 2;
export const MARKERS_PER_NATION = 12;

/** How many segments the player may lay in this placement turn in all (before any are laid). */
export function allowance(state: GameState, seat: Seat): number {
  const player = state.players[seat];
  switch (cardKindOf(state, player)) {
    case '2x':
      return 2;
    case '3x':
      return 3;
    case '5x':
      return player.fiveXPhase === null || player.fiveXPhase === state.phase ? 5 : 0;
    default:
      return 1;
  }
}

/** Bonus multiplier of the player's card this round. */
export function bonusMultiplier(state: GameState, seat: Seat): number {
  const kind = cardKindOf(state, state.players[seat]);
  return kind === '2x' ? 2 : kind === '3x' ? 0 : 1;
}

/**
 * Is this placement turn the player's last chance this round to lay segments?
 * Phase 3 always is; in phase 2 the 5X holder who lays anything gives up phase 3.
 */
export function isLastChance(state: GameState, seat: Seat): boolean {
  if (state.phase === 3) return true;
  return cardKindOf(state, state.players[seat]) === '5x';
}
