import { SHIP_COMPANY_IDS } from '../map/schema';
import { allowance, boardOf, CARD_PRICE, CLIPPER_PRICE, currentSeat } from './context';
import { portCardProblem } from './moves/port-move';
import { canPlacePort } from './moves/port-place';
import { mustStartProblem } from './moves/segment-place';
import { turnEndProblem } from './moves/turn-end';
import { forEachPlacement } from './route';
import type { CardKind, GameState, Move } from './types';

/**
 * Every move the engine would accept now, in a stable order. The UI, bots and
 * statecharts ask this; none of them decides legality for itself.
 */
export function legalMoves(state: GameState): Move[] {
  if (state.ended) return [];
  const seat = currentSeat(state);
  const player = state.players[seat];
  const moves: Move[] = [];
  if (state.step === 'action') {
    for (let i = 0; i < state.map.islands.length; i++) {
      if (canPlacePort(state, seat, i)) moves.push({ type: 'port.place', island: state.map.islands[i].id });
    }
    const kinds = new Set<CardKind>();
    for (const card of state.cards) {
      if (card.status === 'available' && !kinds.has(card.kind) && player.money >= CARD_PRICE[card.kind]) {
        kinds.add(card.kind);
        moves.push({ type: 'card.take', card: card.kind });
      }
    }
    moves.push({ type: 'pass' });
    return moves;
  }
  if (state.step === 'clipper') {
    if (player.money >= CLIPPER_PRICE) {
      for (const company of SHIP_COMPANY_IDS) {
        if (state.companies[company].spare > 0) moves.push({ type: 'clipper.buy', company });
      }
    }
    moves.push({ type: 'clipper.skip' });
    return moves;
  }
  const board = boardOf(state);
  if (state.placed < allowance(state, seat) && !(state.portMoved && state.variants.portCard === 'replaces-placement')) {
    forEachPlacement(state, seat, (p) => {
      if (mustStartProblem(state, seat, p) === null) {
        const move: Move = { type: 'segment.place', company: p.company, link: board.links[p.link].id, from: board.nodeIds[p.from] };
        if (p.start) move.start = true;
        moves.push(move);
      }
    });
  }
  if (portCardProblem(state, seat) === null) {
    const islands = state.map.islands;
    for (let from = 0; from < islands.length; from++) {
      if (!state.islands[from].markers.includes(seat)) continue;
      for (let to = 0; to < islands.length; to++) {
        if (to !== from && state.islands[to].markers.length < islands[to].ports) {
          moves.push({ type: 'port.move', from: islands[from].id, to: islands[to].id });
        }
      }
    }
  }
  if (turnEndProblem(state) === null) moves.push({ type: 'turn.end' });
  return moves;
}
