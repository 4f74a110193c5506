import { CARD_PRICE, copyPlayer, currentSeat, draft } from '../context';
import { refuse } from '../flow';
import type { GameState, Move, MoveResult } from '../types';

/** Phase 1 action B: take an option card from the table, paying its price. */
export function cardTake(state: GameState, move: Extract<Move, { type: 'card.take' }>): MoveResult {
  const seat = currentSeat(state);
  const player = state.players[seat];
  const card = state.cards.find((c) => c.kind === move.card && c.status === 'available');
  if (!card) {
    const label = move.card === 'port' ? 'Port' : String(move.card).toUpperCase();
    return refuse('card.available', `No ${label} card is left on the table this round.`);
  }
  const price = CARD_PRICE[card.kind];
  if (player.money < price) {
    return refuse('card.price', `The ${card.kind.toUpperCase()} card costs $${price}; ${player.name} has $${player.money}.`);
  }
  const s = draft(state);
  s.players = state.players.slice();
  const changed = copyPlayer(player);
  changed.money -= price;
  changed.card = card.id;
  s.players[seat] = changed;
  s.cards = state.cards.map((c) => (c === card ? { id: c.id, kind: c.kind, status: 'held' as const, holder: seat } : c));
  return { ok: true, state: s, events: [{ type: 'card.taken', seat, card: card.id, price }] };
}
