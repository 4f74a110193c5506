import { COMPANY_IDS, SHIP_COMPANY_IDS } from '../map/schema';
import { boardOf, CARD_PRICE, cardKindOf, CLIPPER_PRICE, currentSeat, islandAt } from './context';
import { momentProblem, stepOfType } from './flow';
import { slotOf } from './origins';
import { placementProblem, type Placement } from './placement-problem';
import { because } from './refusals';
import { turnEndBlock } from './rollout/legal';
import { canStartRouteAfter, shipCanStart } from './rollout/placements';
import type { Position } from './rollout/position';
import { allowance, canStartRoute, hasAnyPlacement, isLastChance } from './rollout/turn';
import type { GameState, Move, MoveType, Seat, Violation } from './types';

/**
 * The explainer: why the core does not list a move, in the rules' words (rule id,
 * code and values). It words, it never decides: `applyMove` (core.ts) has refused
 * the move already, and what the rules decide (the allowance, the 5X card's phase,
 * whether a ship's route can start, whether a turn may end) it asks of the core's
 * position `p`, the state's own. Null when it finds nothing to say.
 */
export function explain(state: GameState, move: Move, p: Position | null): Violation | null {
  if (typeof move !== 'object' || move === null) return because('turn.phase', 'move.not-object');
  const step = stepOfType(move.type);
  if (step !== undefined && (state.ended !== null || state.step !== step)) {
    const wrong = momentProblem(state, move.type as MoveType);
    if (wrong) return wrong;
  }
  if (step === undefined) return because('turn.phase', 'move.unknown-type', { type: String((move as { type: unknown }).type) });
  if (p === null) return null;
  const seat = currentSeat(state);
  switch (move.type) {
    case 'port.place':
      return portPlaceProblem(state, seat, move);
    case 'card.take':
      return cardTakeProblem(state, seat, move);
    case 'clipper.buy':
      return clipperBuyProblem(state, seat, move, p);
    case 'segment.place':
      return segmentProblem(state, seat, move, p);
    case 'port.move':
      return portMoveProblem(state, seat, move, p);
    case 'turn.end':
      return turnEndProblem(state, seat, p);
    default:
      return null;
  }
}

function portPlaceProblem(state: GameState, seat: Seat, move: Extract<Move, { type: 'port.place' }>): Violation | null {
  const i = islandAt(state, move.island);
  if (i < 0) return because('port.vacant', 'port.unknown-island', { island: String(move.island) });
  const player = state.players[seat];
  if (player.reserve <= 0) return because('port.reserve', 'port.no-reserve', { player: player.name });
  const island = state.map.islands[i];
  if (state.islands[i].markers.length >= island.ports) return because('port.vacant', 'port.full', { island: island.name, ports: island.ports });
  return null;
}

function cardTakeProblem(state: GameState, seat: Seat, move: Extract<Move, { type: 'card.take' }>): Violation | null {
  const player = state.players[seat];
  const card = state.cards.find((c) => c.kind === move.card && c.status === 'available');
  if (!card) return because('card.available', 'card.none-left', { card: String(move.card) });
  const price = CARD_PRICE[card.kind];
  if (player.money < price) return because('card.price', 'card.too-dear', { card: card.kind, price, player: player.name, money: player.money });
  return null;
}

function clipperBuyProblem(state: GameState, seat: Seat, move: Extract<Move, { type: 'clipper.buy' }>, p: Position): Violation | null {
  const player = state.players[seat];
  if (!(SHIP_COMPANY_IDS as readonly string[]).includes(move.company)) return because('clipper.buy', 'clipper.no-such-company', { company: String(move.company) });
  const company = state.companies[move.company];
  if (company.spare <= 0) return because('clipper.buy', 'clipper.none-waiting', { company: move.company });
  if (player.money < CLIPPER_PRICE) return because('clipper.buy', 'clipper.too-dear', { price: CLIPPER_PRICE, player: player.name, money: player.money });
  if (!shipCanStart(p, slotOf(move.company))) return because('clipper.must-start', company.supply <= 0 ? 'clipper.no-supply' : 'clipper.no-free-link', { company: move.company });
  return null;
}

function portMoveProblem(state: GameState, seat: Seat, move: Extract<Move, { type: 'port.move' }>, p: Position): Violation | null {
  const player = state.players[seat];
  const card = state.cards.find((c) => c.id === player.card);
  if (!card || card.kind !== 'port') return because('card.port', 'port-card.not-held', { player: player.name });
  if (card.status !== 'held') return because('card.port', 'port-card.used', { player: player.name });
  const replaces = state.variants.portCard === 'replaces-placement';
  if (replaces && state.placed > 0) return because('card.port', 'port-card.after-segment', { player: player.name });
  if (replaces && player.clipper !== null && isLastChance(p, seat) && canStartRoute(p, seat)) {
    return because('clipper.must-start', 'port-card.must-start', { player: player.name, company: player.clipper });
  }
  const islands = state.map.islands;
  const from = islandAt(state, move.from);
  const to = islandAt(state, move.to);
  if (from < 0 || !state.islands[from].markers.includes(seat)) return because('card.port', 'port-move.no-marker', { player: player.name, island: String(move.from) });
  if (to < 0) return because('port.vacant', 'port.unknown-island', { island: String(move.to) });
  if (to === from || state.islands[to].markers.length >= islands[to].ports) return because('port.vacant', 'port-move.full', { island: islands[to]?.name ?? String(move.to) });
  return null;
}

function segmentProblem(state: GameState, seat: Seat, move: Extract<Move, { type: 'segment.place' }>, p: Position): Violation | null {
  const limit = allowanceProblem(state, seat, p);
  if (limit) return limit;
  const resolved = resolvePlacement(state, move);
  if ('rule' in resolved) return resolved;
  return placementProblem(state, seat, resolved) ?? mustStartProblem(state, seat, resolved, p);
}

function allowanceProblem(state: GameState, seat: Seat, p: Position): Violation | null {
  const total = allowance(p, seat);
  if (state.placed < total) return null;
  const player = state.players[seat];
  const kind = cardKindOf(state, player);
  if (kind === '5x') {
    return total === 0
      ? because('card.5x.one-phase', 'allowance.5x-other-phase', { player: player.name, used: player.fiveXPhase ?? 0, phase: state.phase })
      : because('card.5x.one-phase', 'allowance.5x');
  }
  if (kind === '2x') return because('card.2x', 'allowance.2x');
  if (kind === '3x') return because('card.3x', 'allowance.3x');
  return because('turn.allowance', 'allowance.one', { player: player.name });
}

/** Turns a move's ids into board indices, refusing ids the board does not have. */
function resolvePlacement(state: GameState, move: Extract<Move, { type: 'segment.place' }>): Placement | Violation {
  const board = boardOf(state);
  if (!(COMPANY_IDS as readonly string[]).includes(move.company)) return because('route.any-company', 'segment.no-such-company', { company: String(move.company) });
  const link = board.linkIndex.get(move.link);
  if (link === undefined) return because('route.extend', 'segment.no-such-link', { link: String(move.link) });
  const from = board.nodeIndex.get(move.from);
  const l = board.links[link];
  if (from === undefined || (l.from !== from && l.to !== from)) {
    return because('route.extend', 'segment.wrong-end', { link: move.link, from: state.map.links[link].from, to: state.map.links[link].to, island: String(move.from) });
  }
  return { company: move.company, link, from, start: move.start === true };
}

/**
 * A player who bought a ship may not waste it: their last placement of the round
 * must start its route, and no earlier placement may leave it no way to start.
 */
function mustStartProblem(state: GameState, seat: Seat, placement: Placement, p: Position): Violation | null {
  const player = state.players[seat];
  if (player.clipper === null || placement.start || !canStartRoute(p, seat)) return null;
  const values = { player: player.name, company: player.clipper };
  if (isLastChance(p, seat) && state.placed + 1 >= allowance(p, seat)) return because('clipper.must-start', 'ship.start-now', values);
  if (!canStartRouteAfter(p, seat, slotOf(placement.company), placement.link, placement.from)) return because('clipper.must-start', 'ship.keep-open', values);
  return null;
}

function turnEndProblem(state: GameState, seat: Seat, p: Position): Violation | null {
  const block = turnEndBlock(p, seat, hasAnyPlacement(p, seat));
  const player = state.players[seat];
  if (block === 'must-lay') return because('turn.must-lay', 'turn.must-lay', { player: player.name });
  if (block === 'must-start') return because('clipper.must-start', 'turn.must-start', { player: player.name, company: player.clipper! });
  return null;
}
