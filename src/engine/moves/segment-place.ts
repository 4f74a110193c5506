import { COMPANY_IDS, type CompanyId, type ShipCompanyId } from '../../map/schema';
import { otherEnd } from '../../map/board';
import { allowance, boardOf, bonusMultiplier, cardKindOf, copyPlayer, currentSeat, draft, isLastChance, withCompany } from '../context';
import { canStartRoute, canStartRouteAfter, listedPlacement, notePlacement, noteShipMoved, type Placement } from '../route';
import { placementProblem } from '../placement-problem';
import { companyOf, noteConnected } from '../origins';
import type { Draft, GameEvent, GameState, Move, MoveEffect, RouteEnd, Seat, Violation } from '../types';
import { because } from '../refusals';
import { activatesPurple } from '../purple';
import { fiveXClaim } from '../cards';

type SegmentMove = Extract<Move, { type: 'segment.place' }>;

/** Phases 2 and 3: lay one route segment of any company. */
export function segmentPlace(state: GameState, move: SegmentMove): MoveEffect {
  const seat = currentSeat(state);
  const limit = allowanceProblem(state, seat);
  if (limit) return { ok: false, violation: limit };
  // A placement the board's list holds for this position has been judged already:
  // only a bought ship's duty can still refuse it (the hot path of every bot and playout).
  const listed = listedPlacement(state, move);
  if (listed !== null) {
    const duty = state.players[seat].clipper === null ? null : mustStartProblem(state, seat, listed);
    if (duty) return { ok: false, violation: duty };
    const laid = laySegment(state, seat, listed);
    return { ok: true, state: laid.state, events: laid.events };
  }
  const resolved = resolvePlacement(state, move);
  if ('rule' in resolved) return { ok: false, violation: resolved };
  const problem = placementProblem(state, seat, resolved);
  if (problem) return { ok: false, violation: problem };
  const mustStart = mustStartProblem(state, seat, resolved);
  if (mustStart) return { ok: false, violation: mustStart };
  const laid = laySegment(state, seat, resolved);
  return { ok: true, state: laid.state, events: laid.events };
}

/** Turns a move's ids into board indices, refusing ids the board does not have. */
export function resolvePlacement(state: GameState, move: SegmentMove): Placement | Violation {
  const board = boardOf(state);
  if (!(COMPANY_IDS as readonly string[]).includes(move.company)) {
    return because('route.any-company', 'segment.no-such-company', { company: String(move.company) });
  }
  const link = board.linkIndex.get(move.link);
  if (link === undefined) return because('route.extend', 'segment.no-such-link', { link: String(move.link) });
  const from = board.nodeIndex.get(move.from);
  const l = board.links[link];
  if (from === undefined || (l.from !== from && l.to !== from)) {
    return because('route.extend', 'segment.wrong-end', { link: move.link, from: state.map.links[link].from, to: state.map.links[link].to, island: String(move.from) });
  }
  return { company: move.company, link, from, start: move.start === true };
}

/** Has the player a placement left in this turn (the card's allowance not spent, no Port-card move in its stead)? */
export const placementLeft = (state: GameState, seat: Seat): boolean =>
  state.placed < allowance(state, seat) && !(state.portMoved && state.variants.portCard === 'replaces-placement');

export function allowanceProblem(state: GameState, seat: Seat): Violation | null {
  const total = allowance(state, seat);
  if (state.placed < total) return null;
  const kind = cardKindOf(state, state.players[seat]);
  const name = state.players[seat].name;
  if (kind === '5x') {
    return total === 0
      ? because('card.5x.one-phase', 'allowance.5x-other-phase', { player: name, used: state.players[seat].fiveXPhase ?? 0, phase: state.phase })
      : because('card.5x.one-phase', 'allowance.5x');
  }
  if (kind === '2x') return because('card.2x', 'allowance.2x');
  if (kind === '3x') return because('card.3x', 'allowance.3x');
  return because('turn.allowance', 'allowance.one', { player: name });
}

/**
 * What a bought ship demands of the player's next placement: nothing (`none`: no
 * ship, or its route cannot start anyway), to start the route with it (`now`: the
 * last placement of the round), or to leave the route a way to start (`keep-open`).
 */
export type StartDuty = 'none' | 'now' | 'keep-open';

export function startDuty(state: GameState, seat: Seat): StartDuty {
  if (state.players[seat].clipper === null || !canStartRoute(state, seat)) return 'none';
  return isLastChance(state, seat) && state.placed + 1 >= allowance(state, seat) ? 'now' : 'keep-open';
}

/**
 * A player who bought a ship may not waste it: their last placement of the round
 * must start its route, and no earlier placement may leave it no way to start.
 * `duty` may be passed in when checking many placements of one state.
 */
export function mustStartProblem(
  state: GameState,
  seat: Seat,
  p: Placement,
  duty: StartDuty = startDuty(state, seat),
): Violation | null {
  if (duty === 'none' || p.start) return null;
  const player = state.players[seat];
  if (duty === 'now') {
    return because('clipper.must-start', 'ship.start-now', { player: player.name, company: player.clipper ?? '' });
  }
  if (!canStartRouteAfter(state, seat, p)) {
    return because('clipper.must-start', 'ship.keep-open', { player: player.name, company: player.clipper ?? '' });
  }
  return null;
}

/** Lays a segment already judged legal: the board, money and purple change; the flow table says what comes next. */
export function laySegment(state: GameState, seat: Seat, p: Placement): { state: Draft<GameState>; events: GameEvent[] } {
  const board = boardOf(state);
  const link = board.links[p.link];
  const linkId = link.id;
  const fromId = board.nodeIds[p.from];
  const events: GameEvent[] = [];
  const s = draft(state);
  const before = state.links[p.link];
  const laid = (before?.laid ?? 0) + 1;
  s.links = state.links.slice();
  s.links[p.link] = { company: p.company, start: fromId, laid };
  const complete = laid >= link.segments;
  const dest = otherEnd(link, p.from);
  const company = companyOf(state.companies, p.company);
  const shipTo: RouteEnd = complete ? { node: board.nodeIds[dest] } : { link: linkId };
  let ships = company.ships as RouteEnd[]; // written only after the copy below; purple's is kept as it is
  if (p.company !== 'purple') {
    ships = ships.slice();
    const at = p.start ? -1 : before !== null ? shipOnLink(ships, linkId) : shipAtNode(ships, fromId);
    if (at < 0) ships.push(shipTo);
    else ships[at] = shipTo;
    noteShipMoved(board, p.company, company.ships, ships, at, complete ? dest : -p.link - 1);
  }
  s.companies = withCompany(state.companies, p.company, { supply: company.supply - 1, ships, spare: company.spare });
  const player = state.players[seat];
  const startsRoute = p.start;
  const claim = fiveXClaim(state, player);
  if (startsRoute || claim !== null) {
    s.players = state.players.slice();
    const changed = copyPlayer(player);
    if (startsRoute) changed.clipper = null;
    if (claim !== null) changed.fiveXPhase = claim;
    s.players[seat] = changed;
  }
  if (startsRoute) events.push({ type: 'route.started', seat, company: p.company as ShipCompanyId, from: fromId });
  events.push({ type: 'segment.placed', seat, company: p.company, link: linkId, from: fromId, laid, of: link.segments });
  if (p.company !== 'purple') events.push({ type: 'ship.moved', company: p.company as ShipCompanyId, to: shipTo });
  if (complete && dest < board.islandCount) connect(s, seat, p.company, dest, events);
  s.placed = state.placed + 1;
  notePlacement(state, s, p.company, p.link);
  return { state: s, events };
}

function shipOnLink(ships: readonly RouteEnd[], linkId: string): number {
  for (let i = 0; i < ships.length; i++) {
    const e = ships[i];
    if ('link' in e && e.link === linkId) return i;
  }
  return -1;
}

function shipAtNode(ships: readonly RouteEnd[], nodeId: string): number {
  for (let i = 0; i < ships.length; i++) {
    const e = ships[i];
    if ('node' in e && e.node === nodeId) return i;
  }
  return -1;
}


/** A company's link arrives at an island: connection, bonus, purple activation. */
function connect(s: Draft<GameState>, seat: Seat, company: CompanyId, island: number, events: GameEvent[]): void {
  const here = s.islands[island];
  if (here.companies.includes(company)) return; // bonus.same-company: nothing to pay or record
  const board = boardOf(s);
  const islandId = board.nodeIds[island];
  const base = here.companies.length === 0 ? 2 : 1;
  const rule = here.companies.length === 0 ? ('bonus.first' as const) : ('bonus.new-company' as const);
  const before = s.islands;
  s.islands = s.islands.slice();
  s.islands[island] = { markers: here.markers, companies: [...here.companies, company] };
  noteConnected(board, before, s.islands, company, island);
  events.push({ type: 'island.connected', seat, company, island: islandId, companiesThere: here.companies.length + 1 });
  // Purple's routes start at its home, so a purple link back there reaches nowhere new: no bonus.
  if (company === 'purple' && island === board.purpleHome) return;
  const multiplier = bonusMultiplier(s, seat);
  const amount = base * multiplier;
  events.push({ type: 'bonus.paid', seat, company, island: islandId, amount, rule, multiplier });
  if (amount > 0) {
    s.players = s.players.slice();
    const paid = copyPlayer(s.players[seat]);
    paid.money += amount;
    s.players[seat] = paid;
  }
  if (activatesPurple(s, island)) {
    s.purpleActive = true;
    events.push({ type: 'purple.activated', seat });
  }
}
