import { isIsland, otherEnd, type BoardIndex } from '../map/board';
import type { CompanyId, ShipCompanyId } from '../map/schema';
import { boardOf } from './context';
import { companyOf, isConnected, routeOrigins, sameConnections, slotOf } from './origins';
import type { Placement } from './placement-set';
import { freeFor, tablesOf } from './route-links';
import type { GameState, IslandState, LinkBuild, Seat } from './types';

/** Starting a new route with the ship a player bought: whether it can, now or after a placement. */

function anyFreshFrom(state: GameState, board: BoardIndex, company: CompanyId, origins: readonly number[]): boolean {
  const travel = tablesOf(board).travel[slotOf(company)];
  for (const origin of origins) {
    for (const li of travel[origin]) {
      if (freeFor(state, board, li, company)) return true;
    }
  }
  return false;
}

/** Can the player start the route of the ship they bought? */
export function canStartRoute(state: GameState, seat: Seat): boolean {
  const company = state.players[seat].clipper;
  return company !== null && shipCanStart(state, company);
}

/** Could a new route of `company` start now: segments left and a free link from its harbor or an island it reaches? */
export function shipCanStart(state: GameState, company: ShipCompanyId): boolean {
  if (companyOf(state.companies, company).supply <= 0) return false;
  // Phase 1 asks for every company after every action, on the same links and connections.
  if (state.links !== canStartLinks || state.islands !== canStartIslands) {
    // A port marker placed or moved leaves every answer as it was (origins depend on connections only).
    if (state.links !== canStartLinks || canStartIslands === null || !sameConnections(canStartIslands, state.islands)) canStartValue.fill(0);
    canStartLinks = state.links;
    canStartIslands = state.islands;
  }
  const slot = slotOf(company);
  if (canStartValue[slot] === 0) {
    const board = boardOf(state);
    canStartValue[slot] = anyFreshFrom(state, board, company, routeOrigins(state, board, company)) ? 1 : 2;
  }
  return canStartValue[slot] === 1;
}

let canStartLinks: readonly (LinkBuild | null)[] | null = null;
let canStartIslands: readonly IslandState[] | null = null;
/** Per company slot: 0 not asked yet, 1 can start, 2 cannot. */
const canStartValue = [0, 0, 0, 0, 0, 0];

/**
 * Could the player still start the route of their bought ship once placement `p`
 * (not itself a start) were laid? Works out what `p` changes instead of playing it:
 * `p`'s link is taken, its twin is closed to `p`'s company, that company's supply
 * shrinks, and completing the link may connect the ship's company to a new island.
 */
export function canStartRouteAfter(state: GameState, seat: Seat, p: Placement): boolean {
  const company = state.players[seat].clipper;
  if (company === null) return false;
  const sameCompany = p.company === company;
  if (companyOf(state.companies, company).supply - (sameCompany ? 1 : 0) <= 0) return false;
  const board = boardOf(state);
  const link = board.links[p.link];
  const twin = sameCompany ? link.twin : -1;
  const open = openStartLinks(state, board, company);
  for (let i = 0; i < open.length; i++) {
    if (open[i] !== p.link && open[i] !== twin) return true;
  }
  const laid = (state.links[p.link]?.laid ?? 0) + 1;
  const dest = otherEnd(link, p.from);
  return (
    sameCompany &&
    laid >= link.segments &&
    isIsland(board, dest) &&
    !isConnected(state, dest, company) &&
    openExcept(state, board, company, dest, p.link, twin)
  );
}

// The links a new route of each company could start on now. `legalMoves` asks, for
// every placement of a player holding a bought ship, whether the route could still
// start afterwards: one list per position answers them all.
let openLinksKey: readonly (LinkBuild | null)[] | null = null;
let openIslandsKey: readonly IslandState[] | null = null;
const openLinksValue: (readonly number[] | null)[] = [null, null, null, null, null, null];

/** Free links leaving the company's harbor or an island it reaches, as (origin, link) pairs give them: a link may appear twice. */
function openStartLinks(state: GameState, board: BoardIndex, company: CompanyId): readonly number[] {
  if (state.links !== openLinksKey || state.islands !== openIslandsKey) {
    openLinksValue.fill(null);
    openLinksKey = state.links;
    openIslandsKey = state.islands;
  }
  const slot = slotOf(company);
  let open = openLinksValue[slot];
  if (open === null) {
    const list: number[] = [];
    const travel = tablesOf(board).travel[slot];
    for (const origin of routeOrigins(state, board, company)) {
      for (const li of travel[origin]) if (freeFor(state, board, li, company)) list.push(li);
    }
    open = list;
    openLinksValue[slot] = open;
  }
  return open;
}

function openExcept(state: GameState, board: BoardIndex, company: CompanyId, origin: number, taken: number, twin: number): boolean {
  for (const li of tablesOf(board).travel[slotOf(company)][origin]) {
    if (li !== taken && li !== twin && freeFor(state, board, li, company)) return true;
  }
  return false;
}
