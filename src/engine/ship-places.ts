import type { BoardIndex } from '../map/board';
import type { CompanyId } from '../map/schema';
import { slotOf } from './origins';
import type { RouteEnd } from './types';

// Where a company's ships stand, as indices aligned with its `ships`: a node,
// -(link + 1), or UNKNOWN_PLACE for an id the board lacks. Only the company that
// just moved has a new `ships` array, so one entry per company spares the others
// the id lookups; and `noteShipMoved` spares the mover them.
const shipKeys: (readonly RouteEnd[] | null)[] = [null, null, null, null, null, null];
const shipValues: number[][] = [[], [], [], [], [], []];
let shipBoard: BoardIndex | null = null;
export const UNKNOWN_PLACE = -0x7fffffff;

export function shipPlaces(board: BoardIndex, slot: number, ships: readonly RouteEnd[]): readonly number[] {
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
  const slot = slotOf(company);
  if (board !== shipBoard || shipKeys[slot] !== before) return;
  const places = shipValues[slot].slice();
  if (at < 0) places.push(place);
  else places[at] = place;
  shipValues[slot] = places;
  shipKeys[slot] = after;
}
