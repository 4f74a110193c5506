import { canTravel, isIsland, otherEnd, type BoardIndex } from '../map/board';
import type { CompanyId, ShipCompanyId } from '../map/schema';
import { boardOf } from './context';
import { COMPANY_ORDER, COMPANY_SLOT, isConnected, purpleOrigins, routeOrigins, sameConnections, startNode } from './origins';
import type { RuleId } from './rules';
import { moveTableOf, segmentMoveOf, type MoveTable } from './move-table';
import type { GameState, IslandState, LinkBuild, Move, RouteEnd, Seat } from './types';

/**
 * Where segments can go. Everything about routes (harbors, ships, arrows, taken
 * links, double routes, alternate starts, purple) is decided here, once, for
 * both listing legal placements and judging a proposed one. Where new routes may
 * begin is in `origins.ts`; why a proposed placement is refused, in `placement-problem.ts`.
 */
export interface Placement {
  company: CompanyId;
  link: number;
  /** Node index the segment travels away from (for a half-built link: where it was begun). */
  from: number;
  /** Starts a new route with the ship the player bought. */
  start: boolean;
}

/** Why a fresh link cannot be begun by `company` from `node`, or null if it can. */
export function linkClosed(state: GameState, board: BoardIndex, li: number, node: number, company: CompanyId): RuleId | null {
  const link = board.links[li];
  if (state.links[li] !== null) return 'route.link-taken';
  if (link.harborEnd >= 0 && (link.harborEnd !== node || link.harborCompany !== company)) return 'route.from-harbor';
  if (!canTravel(link, node)) return 'route.one-way';
  if (link.twin >= 0) {
    const twin = state.links[link.twin];
    if (twin !== null && twin.company === company) return 'route.double';
  }
  return null;
}

/**
 * `linkClosed` split in two for the hot paths: what the board alone decides
 * (harbors, arrows) is tabled once per board in `travel`; `freeFor` adds what
 * the game decides (taken links, double routes).
 */
interface RouteTables {
  /** `travel[slot][node]`: links the company in `slot` may travel away from `node` on an empty board. */
  travel: (readonly number[])[][];
}

let tablesBoard: BoardIndex | null = null;
let tablesValue: RouteTables | null = null;

function tablesOf(board: BoardIndex): RouteTables {
  if (board !== tablesBoard || tablesValue === null) {
    const travel = COMPANY_ORDER.map((company) =>
      board.linksAt.map((links, node) => links.filter((li) => {
        const link = board.links[li];
        return !(link.harborEnd >= 0 && (link.harborEnd !== node || link.harborCompany !== company)) && canTravel(link, node);
      })),
    );
    tablesValue = { travel };
    tablesBoard = board;
  }
  return tablesValue;
}

function freeFor(state: GameState, board: BoardIndex, li: number, company: CompanyId): boolean {
  if (state.links[li] !== null) return false;
  const twin = board.links[li].twin;
  if (twin >= 0) {
    const build = state.links[twin];
    if (build !== null && build.company === company) return false;
  }
  return true;
}

/**
 * The segments anyone could lay on this board as it stands, apart from starts
 * with a bought ship (those depend on the player), per company slot, in
 * `forEachPlacement` order: `pairs[c]` holds link, from, link, from, ... and
 * `moves[c]` the frozen move of each pair, so that listing them allocates nothing.
 * Per company, so that after a segment the companies it leaves alone keep their arrays.
 */
interface PlacementSet {
  pairs: (readonly number[])[];
  moves: (readonly Move[])[];
  /** Placements of all companies together. */
  count: number;
  /** Every company's moves in one list, made on first use. */
  flat: Move[] | null;
}

// Everything a placement depends on (taken links, ships, supplies, connections,
// purple) changes only when a segment is laid, and laying one always replaces
// `state.links` (states are never mutated): so that array is the cache key.
// Listing moves, ending a turn and starting the next one all ask about the same
// board, so one entry is enough (a WeakMap holding every state's links cost more
// in garbage collection than it saved).
let placementKey: readonly (LinkBuild | null)[] | null = null;
let placementValue: PlacementSet | null = null;

function placementSet(state: GameState, board: BoardIndex): PlacementSet {
  if (state.links !== placementKey || placementValue === null) {
    placementValue = buildPlacementSet(state, board);
    placementKey = state.links;
  }
  return placementValue;
}

function buildPlacementSet(state: GameState, board: BoardIndex): PlacementSet {
  const pairs: number[][] = [];
  const moves: Move[][] = [];
  let count = 0;
  const travel = tablesOf(board).travel;
  const table = moveTableOf(board);
  for (let slot = 0; slot < COMPANY_ORDER.length; slot++) {
    const p: number[] = [];
    const m: Move[] = [];
    pushCompany(state, board, table, travel, slot, p, m);
    pairs.push(p);
    moves.push(m);
    count += m.length;
  }
  return { pairs, moves, count, flat: null };
}

/** The placements of the company in `slot`, appended to `pairs` and `moves` in `forEachPlacement` order. */
function pushCompany(state: GameState, board: BoardIndex, table: MoveTable, travel: RouteTables['travel'], slot: number, pairs: number[], moves: Move[]): void {
  const company = COMPANY_ORDER[slot];
  const cs = state.companies[company];
  if (cs.supply <= 0) return;
  if (company === 'purple') {
    if (!state.purpleActive) return;
    for (let li = 0; li < state.links.length; li++) {
      const build = state.links[li];
      if (build !== null && build.company === company && build.laid < board.links[li].segments) {
        const from = startNode(board, li, build);
        pairs.push(li, from);
        moves.push(segmentMoveOf(board, table, li, slot, from, false));
      }
    }
    for (const origin of purpleOrigins(state, board)) pushFresh(state, board, table, travel[slot][origin], slot, origin, pairs, moves);
    return;
  }
  const places = shipPlaces(board, slot, cs.ships);
  for (let i = 0; i < places.length; i++) {
    const place = places[i];
    if (place >= 0) {
      // Two ships of one company on one island offer the same placements once.
      if (places.indexOf(place) < i) continue;
      pushFresh(state, board, table, travel[slot][place], slot, place, pairs, moves);
    } else if (place !== UNKNOWN_PLACE) {
      const li = -place - 1;
      const build = state.links[li];
      if (build !== null) {
        const from = startNode(board, li, build);
        pairs.push(li, from);
        moves.push(segmentMoveOf(board, table, li, slot, from, false));
      }
    }
  }
}

/**
 * After one segment of `company` on link `li` turned `before` into `after`, works out
 * the new placement set from the cached one instead of from scratch, when the cache
 * holds `before`'s: the other companies only lose `li` (for them it was a fresh link;
 * its twin stays open to them) and keep their arrays when they did not have it, and
 * the laying company (and purple, whenever its activation or connections may have
 * changed) is listed again. The result is the same as `buildPlacementSet(after)`,
 * entry for entry.
 */
export function notePlacement(before: GameState, after: GameState, company: CompanyId, li: number): void {
  if (placementKey !== before.links || placementValue === null || after.links === before.links) return;
  const board = boardOf(after);
  // Extending a half-built link without completing it changes no placement: the link
  // was already closed to others, the ship stays on it, and nothing new is connected.
  const build = after.links[li];
  if (before.links[li] !== null && build !== null && build.laid < board.links[li].segments && after.companies[company].supply > 0) {
    placementKey = after.links;
    return;
  }
  const travel = tablesOf(board).travel;
  const table = moveTableOf(board);
  const old = placementValue;
  const pairs: (readonly number[])[] = [];
  const moves: (readonly Move[])[] = [];
  let count = 0;
  const moved = COMPANY_SLOT[company];
  const purpleChanged = after.purpleActive !== before.purpleActive || after.islands !== before.islands;
  for (let slot = 0; slot < COMPANY_ORDER.length; slot++) {
    let p = old.pairs[slot];
    let m = old.moves[slot];
    if (slot === moved || (slot === PURPLE_SLOT && purpleChanged)) {
      const np: number[] = [];
      const nm: Move[] = [];
      pushCompany(after, board, table, travel, slot, np, nm);
      p = np;
      m = nm;
    } else if (hasLink(p, li)) {
      const np: number[] = [];
      const nm: Move[] = [];
      for (let k = 0; k < p.length; k += 2) {
        if (p[k] !== li) {
          np.push(p[k], p[k + 1]);
          nm.push(m[k >> 1]);
        }
      }
      p = np;
      m = nm;
    }
    pairs.push(p);
    moves.push(m);
    count += m.length;
  }
  placementValue = { pairs, moves, count, flat: null };
  placementKey = after.links;
}

function hasLink(pairs: readonly number[], li: number): boolean {
  for (let k = 0; k < pairs.length; k += 2) if (pairs[k] === li) return true;
  return false;
}

const PURPLE_SLOT = 5;

/** Forgets the placement set, so that the next question builds it from scratch (tests compare the two). */
export function forgetPlacements(): void {
  placementKey = null;
  placementValue = null;
}

/**
 * Appends the segment moves anyone could make now (no starts with a bought ship) to
 * `out`, in `forEachPlacement` order; returns how many. For a player without a bought
 * ship these are exactly the placements `forEachPlacement` visits.
 */
export function pushPlacementMoves(state: GameState, out: Move[]): number {
  const set = placementSet(state, boardOf(state));
  for (let slot = 0; slot < set.moves.length; slot++) {
    const m = set.moves[slot];
    for (let i = 0; i < m.length; i++) out.push(m[i]);
  }
  return set.count;
}

/**
 * A new array of the moves `pushPlacementMoves` would append, for `legalMoves` to
 * build on: copied from a list kept with the placement set (states are asked again
 * and again: after the move that made them, when listing, when laying).
 */
export function placementMoves(state: GameState): Move[] {
  const set = placementSet(state, boardOf(state));
  let flat = set.flat;
  if (flat === null) {
    flat = [];
    for (let slot = 0; slot < set.moves.length; slot++) {
      const m = set.moves[slot];
      for (let i = 0; i < m.length; i++) flat.push(m[i]);
    }
    set.flat = flat;
  }
  return flat.slice();
}

const listed: Placement = { company: 'red', link: 0, from: 0, start: false };

/**
 * The placement of `move` when it is one of the moves `pushPlacementMoves` lists for
 * `state` (the same object), else null. The listing has already judged it: a caller
 * with no bought ship to start may lay it without judging it again. The object
 * returned is overwritten by the next call.
 */
export function listedPlacement(state: GameState, move: Move): Placement | null {
  if (move.type !== 'segment.place') return null;
  const slot = COMPANY_SLOT[move.company];
  if (typeof slot !== 'number' || move.start === true) return null;
  const set = placementSet(state, boardOf(state));
  const i = set.moves[slot].indexOf(move);
  if (i < 0) return null;
  listed.company = COMPANY_ORDER[slot];
  listed.link = set.pairs[slot][2 * i];
  listed.from = set.pairs[slot][2 * i + 1];
  listed.start = false;
  return listed;
}

// Where a company's ships stand, as indices aligned with its `ships`: a node,
// -(link + 1), or UNKNOWN_PLACE for an id the board lacks. Only the company that
// just moved has a new `ships` array, so one entry per company spares the others
// the id lookups; and `noteShipMoved` spares the mover them.
const shipKeys: (readonly RouteEnd[] | null)[] = [null, null, null, null, null, null];
const shipValues: number[][] = [[], [], [], [], [], []];
let shipBoard: BoardIndex | null = null;
const UNKNOWN_PLACE = -0x7fffffff;

function shipPlaces(board: BoardIndex, slot: number, ships: readonly RouteEnd[]): readonly number[] {
  if (board !== shipBoard) {
    shipKeys.fill(null);
    shipBoard = board;
  }
  if (shipKeys[slot] !== ships) {
    const places: number[] = [];
    for (const ship of ships) {
      if ('link' in ship) {
        const li = board.linkIndex.get(ship.link);
        places.push(li !== undefined ? -li - 1 : UNKNOWN_PLACE);
      } else {
        places.push(board.nodeIndex.get(ship.node) ?? UNKNOWN_PLACE);
      }
    }
    shipValues[slot] = places;
    shipKeys[slot] = ships;
  }
  return shipValues[slot];
}

/**
 * A segment moved the company's ship number `at` (or, with `at` -1, a new ship) of
 * `before` to `place` (a node, or -(link + 1)), giving `after`: the places of
 * `after` follow from those of `before` without looking ids up again.
 */
export function noteShipMoved(board: BoardIndex, company: CompanyId, before: readonly RouteEnd[], after: readonly RouteEnd[], at: number, place: number): void {
  const slot = COMPANY_SLOT[company];
  if (board !== shipBoard || shipKeys[slot] !== before) return;
  const places = shipValues[slot].slice();
  if (at < 0) places.push(place);
  else places[at] = place;
  shipValues[slot] = places;
  shipKeys[slot] = after;
}

function pushFresh(state: GameState, board: BoardIndex, table: MoveTable, links: readonly number[], slot: number, node: number, pairs: number[], moves: Move[]): void {
  const company = COMPANY_ORDER[slot];
  for (const li of links) {
    if (freeFor(state, board, li, company)) {
      pairs.push(li, node);
      moves.push(segmentMoveOf(board, table, li, slot, node, false));
    }
  }
}

/**
 * Calls `visit` for every segment the player at `seat` could lay now, ignoring
 * turn and card limits (see `moves/segment-place.ts`). Return true from `visit` to stop early.
 * `visit` receives one scratch object, overwritten for each placement: copy what you keep.
 */
export function forEachPlacement(state: GameState, seat: Seat, visit: (p: Placement) => boolean | void): boolean {
  const board = boardOf(state);
  const set = placementSet(state, board);
  const clipper = state.players[seat].clipper;
  const p: Placement = { company: 'red', link: 0, from: 0, start: false };
  for (let slot = 0; slot < COMPANY_ORDER.length; slot++) {
    const company = COMPANY_ORDER[slot];
    const pairs = set.pairs[slot];
    p.company = company;
    p.start = false;
    for (let k = 0; k < pairs.length; k += 2) {
      p.link = pairs[k];
      p.from = pairs[k + 1];
      if (visit(p)) return true;
    }
    if (clipper === company && state.companies[company].supply > 0) {
      const travel = tablesOf(board).travel[slot];
      p.start = true;
      for (const origin of routeOrigins(state, board, company)) {
        for (const li of travel[origin]) {
          if (!freeFor(state, board, li, company)) continue;
          p.company = company;
          p.start = true;
          p.link = li;
          p.from = origin;
          if (visit(p)) return true;
        }
      }
    }
  }
  return false;
}

/** Could anyone lay a segment now without a ship bought this round? */
export function anyPlacementWithoutShip(state: GameState): boolean {
  return placementSet(state, boardOf(state)).count > 0;
}

/** Could the player at `seat` lay any segment now? (It runs after every segment: hence the shared cache.) */
export function hasAnyPlacement(state: GameState, seat: Seat): boolean {
  return placementSet(state, boardOf(state)).count > 0 || canStartRoute(state, seat);
}

function anyFreshFrom(state: GameState, board: BoardIndex, company: CompanyId, origins: readonly number[]): boolean {
  const travel = tablesOf(board).travel[COMPANY_SLOT[company]];
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
  if (state.companies[company].supply <= 0) return false;
  // Phase 1 asks for every company after every action, on the same links and connections.
  if (state.links !== canStartLinks || state.islands !== canStartIslands) {
    // A port marker placed or moved leaves every answer as it was (origins depend on connections only).
    if (state.links !== canStartLinks || canStartIslands === null || !sameConnections(canStartIslands, state.islands)) canStartValue.fill(0);
    canStartLinks = state.links;
    canStartIslands = state.islands;
  }
  const slot = COMPANY_SLOT[company];
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
  if (state.companies[company].supply - (sameCompany ? 1 : 0) <= 0) return false;
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
  const slot = COMPANY_SLOT[company];
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
  for (const li of tablesOf(board).travel[COMPANY_SLOT[company]][origin]) {
    if (li !== taken && li !== twin && freeFor(state, board, li, company)) return true;
  }
  return false;
}

export { otherEnd };
