import { CARD_PRICE, currentSeat, purchase } from '../context';
import { refuse } from '../flow';
import type { GameState, Move, MoveEffect } from '../types';

/** Phase 1 action B: take an option card from the table, paying its price. */
export function cardTake(state: GameState, move: Extract<Move, { type: 'card.take' }>): MoveEffect {
  const seat = currentSeat(state);
  const player = state.players[seat];
  const card = state.cards.find((c) => c.kind === move.card && c.status === 'available');
  if (!card) {
    return refuse('card.available', 'card.none-left', { card: String(move.card) });
  }
  const price = CARD_PRICE[card.kind];
  if (player.money < price) {
    return refuse('card.price', 'card.too-dear', { card: card.kind, price, player: player.name, money: player.money });
  }
  const { next: s, buyer } = purchase(state, seat, price);
  buyer.card = card.id;
  s.cards = state.cards.map((c) => (c === card ? { id: c.id, kind: c.kind, status: 'held' as const, holder: seat } : c));
  return { ok: true, state: s, events: [{ type: 'card.taken', seat, card: card.id, price }] };
}
