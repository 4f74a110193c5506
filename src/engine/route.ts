import { boardOf } from './context';
import { COMPANY_ORDER, companyOf, routeOrigins } from './origins';
import { placementSet, type Placement } from './placement-set';
import { freeFor, tablesOf } from './route-links';
import { canStartRoute } from './route-start';
import type { GameState, Seat } from './types';

/**
 * Where segments can go. Everything about routes (harbors, ships, arrows, taken
 * links, double routes, alternate starts, purple) is decided in these modules,
 * once, for both listing legal placements and judging a proposed one:
 * `route-links.ts` which links a company may begin, `ship-places.ts` where its
 * ships stand, `placement-set.ts` the placements anyone could make now,
 * `route-start.ts` starting a bought ship's route, and this file what one player
 * could lay. Where new routes may begin is in `origins.ts`; why a proposed
 * placement is refused, in `placement-problem.ts`.
 */

export { linkClosed } from './route-links';
export { forgetPlacements, listedPlacement, notePlacement, placementList, type Placement } from './placement-set';
export { noteShipMoved } from './ship-places';
export { canStartRoute, canStartRouteAfter, shipCanStart } from './route-start';

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
    const pairs = set.pairs;
    p.company = company;
    p.start = false;
    for (let k = 2 * set.starts[slot], end = 2 * set.starts[slot + 1]; k < end; k += 2) {
      p.link = pairs[k];
      p.from = pairs[k + 1];
      if (visit(p)) return true;
    }
    if (clipper === company && companyOf(state.companies, company).supply > 0) {
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
  return placementSet(state, boardOf(state)).moves.length > 0;
}

/** Could the player at `seat` lay any segment now? (It runs after every segment: hence the shared cache.) */
export function hasAnyPlacement(state: GameState, seat: Seat): boolean {
  return placementSet(state, boardOf(state)).moves.length > 0 || canStartRoute(state, seat);
}

