import type { BoardIndex } from '../map/board';
import type { CompanyId } from '../map/schema';
import { boardOf } from './context';
import { COMPANY_ORDER, companyOf, purpleOrigins, slotOf, startNode } from './origins';
import { freeFor, tablesOf, type RouteTables } from './route-links';
import { moveTableOf, segmentMoveOf, type MoveTable } from './move-table';
import { shipPlaces, UNKNOWN_PLACE } from './ship-places';
import type { GameState, LinkBuild, Move } from './types';

/** One segment someone could lay: which company, on which link, travelling away from which node. */
export interface Placement {
  company: CompanyId;
  link: number;
  /** Node index the segment travels away from (for a half-built link: where it was begun). */
  from: number;
  /** Starts a new route with the ship the player bought. */
  start: boolean;
}

/**
 * The segments anyone could lay on this board as it stands, apart from starts
 * with a bought ship (those depend on the player), per company slot, in
 * `forEachPlacement` order: `pairs[c]` holds link, from, link, from, ... and
 * `moves[c]` the frozen move of each pair, so that listing them allocates nothing.
 * Per company, so that after a segment the companies it leaves alone keep their arrays.
 */
export interface PlacementSet {
  pairs: (readonly number[])[];
  moves: (readonly Move[])[];
  /** Placements of all companies together. */
  count: number;
  /** Every company's moves in one list, made on first use. */
  flat: readonly Move[] | null;
}

// Everything a placement depends on (taken links, ships, supplies, connections,
// purple) changes only when a segment is laid, and laying one always replaces
// `state.links` (states are never mutated): so that array is the cache key.
// Listing moves, ending a turn and starting the next one all ask about the same
// board, so one entry is enough (a WeakMap holding every state's links cost more
// in garbage collection than it saved).
let placementKey: readonly (LinkBuild | null)[] | null = null;
let placementValue: PlacementSet | null = null;

export function placementSet(state: GameState, board: BoardIndex): PlacementSet {
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
  const cs = companyOf(state.companies, company);
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
  if (before.links[li] !== null && build !== null && build.laid < board.links[li].segments && companyOf(after.companies, company).supply > 0) {
    placementKey = after.links;
    return;
  }
  const travel = tablesOf(board).travel;
  const table = moveTableOf(board);
  const old = placementValue;
  const pairs: (readonly number[])[] = [];
  const moves: (readonly Move[])[] = [];
  let count = 0;
  const moved = slotOf(company);
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
 * The segment moves anyone could make now (no starts with a bought ship), in
 * `forEachPlacement` order: for a player without a bought ship, exactly the placements
 * `forEachPlacement` visits. A list kept with the placement set (states are asked
 * again and again: after the move that made them, when listing, when laying).
 * Shared: callers that hand it on copy it.
 */
export function placementList(state: GameState): readonly Move[] {
  const set = placementSet(state, boardOf(state));
  let flat = set.flat;
  if (flat === null) {
    const list: Move[] = [];
    for (let slot = 0; slot < set.moves.length; slot++) {
      const m = set.moves[slot];
      for (let i = 0; i < m.length; i++) list.push(m[i]);
    }
    flat = list;
    set.flat = flat;
  }
  return flat;
}

const listed: Placement = { company: 'red', link: 0, from: 0, start: false };

/**
 * The placement of `move` when it is one of the moves `placementList` lists for
 * `state` (the same object), else null. The listing has already judged it: a caller
 * with no bought ship to start may lay it without judging it again. The object
 * returned is overwritten by the next call.
 */
export function listedPlacement(state: GameState, move: Move): Placement | null {
  if (move.type !== 'segment.place') return null;
  const slot = slotOf(move.company);
  if (slot < 0 || move.start === true) return null;
  const set = placementSet(state, boardOf(state));
  const i = set.moves[slot].indexOf(move);
  if (i < 0) return null;
  listed.company = COMPANY_ORDER[slot];
  listed.link = set.pairs[slot][2 * i];
  listed.from = set.pairs[slot][2 * i + 1];
  listed.start = false;
  return listed;
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
