import { currentSeat, draft, islandAt, isLastChance } from '../context';
import { markCard, refuse } from '../flow';
import { because } from '../refusals';
import { canStartRoute } from '../route';
import type { GameEvent, GameState, Move, MoveEffect, Seat, Violation } from '../types';

/** Phases 2 or 3, with the Port card: move one of your markers to a vacant port space. */
export function portMove(state: GameState, move: Extract<Move, { type: 'port.move' }>): MoveEffect {
  const seat = currentSeat(state);
  const player = state.players[seat];
  const cardProblem = portCardProblem(state, seat);
  if (cardProblem) return { ok: false, violation: cardProblem };
  const replaces = state.variants.portCard === 'replaces-placement';
  const card = state.cards.find((c) => c.id === player.card)!;
  const islands = state.map.islands;
  const from = islandAt(state, move.from);
  const to = islandAt(state, move.to);
  if (from < 0 || !state.islands[from].markers.includes(seat)) {
    return refuse('card.port', 'port-move.no-marker', { player: player.name, island: String(move.from) });
  }
  if (to < 0) return refuse('port.vacant', 'port.unknown-island', { island: String(move.to) });
  if (to === from || state.islands[to].markers.length >= islands[to].ports) {
    return refuse('port.vacant', 'port-move.full', { island: islands[to]?.name ?? String(move.to) });
  }
  const s = draft(state);
  s.islands = state.islands.slice();
  const markers = state.islands[from].markers.slice();
  markers.splice(markers.indexOf(seat), 1);
  s.islands[from] = { markers, companies: state.islands[from].companies };
  s.islands[to] = { markers: [...state.islands[to].markers, seat], companies: state.islands[to].companies };
  markCard(s, card.id, 'used');
  s.portMoved = true;
  const events: GameEvent[] = [
    { type: 'port.moved', seat, from: move.from, to: move.to },
    { type: 'card.used', seat, card: card.id },
  ];
  return { ok: true, state: s, events };
}

/** Whether the player may use the Port card now at all (before looking at islands). */
export function portCardProblem(state: GameState, seat: Seat): Violation | null {
  const player = state.players[seat];
  const card = state.cards.find((c) => c.id === player.card);
  if (!card || card.kind !== 'port') return because('card.port', 'port-card.not-held', { player: player.name });
  if (card.status !== 'held') return because('card.port', 'port-card.used', { player: player.name });
  const replaces = state.variants.portCard === 'replaces-placement';
  if (replaces && state.placed > 0) {
    return because('card.port', 'port-card.after-segment', { player: player.name });
  }
  if (replaces && player.clipper !== null && isLastChance(state, seat) && canStartRoute(state, seat)) {
    return because('clipper.must-start', 'port-card.must-start', { player: player.name, company: player.clipper });
  }
  return null;
}

export { portMovePending } from '../flow-table';
