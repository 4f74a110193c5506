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
 * with a bought ship (those depend on the player), in `forEachPlacement` order:
 * company by company, `pairs` holding link, from, link, from, ... and `moves` the
 * frozen move of each pair, so that listing them allocates nothing. `moves` is the
 * list `placementList` hands out as it is; `starts[slot]` is where company `slot`'s
 * placements begin in it, and `starts[6]` its length.
 */
export interface PlacementSet {
  pairs: readonly number[];
  moves: readonly Move[];
  starts: readonly number[];
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
  const pairs: number[] = [];
  const moves: Move[] = [];
  const starts: number[] = [];
  const travel = tablesOf(board).travel;
  const table = moveTableOf(board);
  for (let slot = 0; slot < COMPANY_ORDER.length; slot++) {
    starts.push(moves.length);
    pushCompany(state, board, table, travel, slot, pairs, moves);
  }
  starts.push(moves.length);
  return { pairs, moves, starts };
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
 * its twin stays open to them), and the laying company (and purple, whenever its
 * activation or connections may have changed) is listed again. The result is the
 * same as `buildPlacementSet(after)`, entry for entry (a test compares them).
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
  const pairs: number[] = [];
  const moves: Move[] = [];
  const starts: number[] = [];
  const moved = slotOf(company);
  const purpleChanged = after.purpleActive !== before.purpleActive || after.islands !== before.islands;
  for (let slot = 0; slot < COMPANY_ORDER.length; slot++) {
    starts.push(moves.length);
    if (slot === moved || (slot === PURPLE_SLOT && purpleChanged)) {
      pushCompany(after, board, table, travel, slot, pairs, moves);
      continue;
    }
    for (let i = old.starts[slot], end = old.starts[slot + 1]; i < end; i++) {
      const link = old.pairs[2 * i];
      if (link !== li) {
        pairs.push(link, old.pairs[2 * i + 1]);
        moves.push(old.moves[i]);
      }
    }
  }
  starts.push(moves.length);
  placementValue = { pairs, moves, starts };
  placementKey = after.links;
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
 * `forEachPlacement` visits. The list kept with the placement set (states are asked
 * again and again: after the move that made them, when listing, when laying).
 * Shared: callers that hand it on copy it.
 */
export function placementList(state: GameState): readonly Move[] {
  return placementSet(state, boardOf(state)).moves;
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
  // A move object stands for one company's placement: it can only be in that company's part of the list.
  const i = set.moves.indexOf(move, set.starts[slot]);
  if (i < 0 || i >= set.starts[slot + 1]) return null;
  listed.company = COMPANY_ORDER[slot];
  listed.link = set.pairs[2 * i];
  listed.from = set.pairs[2 * i + 1];
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
