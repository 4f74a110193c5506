import { CLIPPER_PRICE } from '../context';
import { KIND_PRICE, PURPLE } from './tables';
import type { Position } from './position';
import { canStartRouteAfter, freeFor, listAll, openStartLinks, routeOrigins, shipCanStart } from './placements';
import { CARD_TAKE, CLIPPER_BUY, CLIPPER_SKIP, fromOf, PASS, PORT_MOVE, PORT_PLACE, START, TURN_END } from './codes';
import { allowance, canStartRoute, currentSeat, hasAnyPlacement, isLastChance, mayWaitForPhase3 } from './turn';

/** The legal moves of a position, as codes (codes.ts), in the order `legalMoves` (core.ts) gives them. */

/** Lists every placement of the board once (`play` keeps the list from then on), and the allowance of a turn under way. */
export function startPosition(p: Position): void {
  listAll(p);
  if (p.step === 'place') p.allow = allowance(p, currentSeat(p));
}

/** The Port card is held, unused, and may be used now (rule card.port; under replaces-placement, not after a segment nor in a bought ship's last chance). */
function portUsable(p: Position, seat: number): boolean {
  const card = p.card[seat];
  if (card < 0 || card !== p.portCard || p.cardStatus[card] !== 1) return false;
  if (p.replaces && p.placed > 0) return false;
  return !(p.replaces && p.clipper[seat] >= 0 && isLastChance(p, seat) && canStartRoute(p, seat));
}

/** Has the player a placement left in this turn (the allowance not spent, no Port-card move in its stead)? */
export const placementLeft = (p: Position): boolean => p.placed < p.allow && !(p.portMoved && p.replaces);

/**
 * What forbids ending the placement turn now, or null: a segment can still be laid
 * and none is (rule turn.must-lay; the 5X holder may wait for phase 3), or the
 * bought ship's route can still start with a placement left (clipper.must-start;
 * a last placement laid while it could not start may itself open one, too late).
 */
export function turnEndBlock(p: Position, seat: number, canLay: boolean): 'must-lay' | 'must-start' | null {
  if (p.placed === 0 && !mayWaitForPhase3(p, seat) && canLay) return 'must-lay';
  if (p.clipper[seat] >= 0 && (p.placed > 0 || p.phase === 3) && isLastChance(p, seat) && placementLeft(p) && canStartRoute(p, seat)) return 'must-start';
  return null;
}

/** Counts the legal moves, in `legalMoves`' order, for `moveAt` to read; returns how many. */
export function listMoves(p: Position): number {
  if (p.ended !== null) return 0;
  const list = p.list;
  const seat = currentSeat(p);
  const t = p.t;
  let n = 0;
  p.placementsFirst = 0;
  if (p.step === 'action') {
    if (p.reserve[seat] > 0) for (let k = 0; k < p.vacantCount; k++) list[n++] = PORT_PLACE | (p.vacant[k] << 3);
    let seen = 0;
    for (let c = 0; c < p.cards; c++) {
      const k = p.cardKind[c];
      if (p.cardStatus[c] === 0 && (seen & (1 << k)) === 0 && p.money[seat] >= KIND_PRICE[k]) {
        seen |= 1 << k;
        list[n++] = CARD_TAKE + (k << 3);
      }
    }
    list[n++] = PASS;
    return n;
  }
  if (p.step === 'clipper') {
    if (p.money[seat] >= CLIPPER_PRICE) for (let slot = 0; slot < PURPLE; slot++) if (p.spare[slot] > 0 && shipCanStart(p, slot)) list[n++] = CLIPPER_BUY + (slot << 3);
    list[n++] = CLIPPER_SKIP;
    return n;
  }
  let canLay: boolean;
  if (placementLeft(p)) {
    const clipper = p.clipper[seat];
    canLay = false;
    if (clipper < 0) {
      // The common case: the placement set as it stands, then `list` (see `moveAt`).
      const placements = p.placementTotal;
      p.placementsFirst = placements;
      const extra = listExtra(p, seat, placements > 0);
      return placements + extra;
    } else {
      // A bought ship's duty (rule clipper.must-start): 0 none, 1 this placement must start its route, 2 it must leave a start open.
      let duty = !canStartRoute(p, seat) ? 0 : isLastChance(p, seat) && p.placed + 1 >= p.allow ? 1 : 2;
      // With three different links open to the ship's route, no one placement (a link and its twin) can close them all.
      if (duty === 2 && p.supply[clipper] > 1 && distinctAtLeast3(p.openLinks[clipper], openStartLinks(p, clipper))) duty = 0;
      for (let slot = 0; slot < 6; slot++) {
        const codes = p.placementCodes[slot];
        const links = p.placementLinks[slot];
        for (let i = 0, end = p.placementCount[slot]; i < end; i++) {
          canLay = true;
          if (duty === 0 || (duty === 2 && canStartRouteAfter(p, seat, slot, links[i], fromOf(codes[i])))) list[n++] = codes[i];
        }
        if (clipper === slot && p.supply[slot] > 0) {
          const count = routeOrigins(p, slot);
          const origins = p.origins[slot];
          for (let k = 0; k < count; k++) {
            const at = slot * t.nodes + origins[k];
            for (let e = t.travelFirst[at], end = t.travelFirst[at + 1]; e < end; e++) {
              if (!freeFor(p, t.travelLink[e], slot)) continue;
              canLay = true;
              list[n++] = t.travelCode[e] | START;
            }
          }
        }
      }
    }
  } else canLay = hasAnyPlacement(p, seat);
  p.placementsFirst = 0;
  return listExtra(p, seat, canLay, n);
}

/** Appends the Port card's moves and the turn's end, where they are legal, to `p.list` from `n`; returns its length. */
function listExtra(p: Position, seat: number, canLay: boolean, n = 0): number {
  const list = p.list;
  const t = p.t;
  if (portUsable(p, seat)) {
    const vacant = p.vacant;
    for (let from = 0; from < t.islands; from++) {
      if (!hasMarker(p, from, seat)) continue;
      for (let k = 0; k < p.vacantCount; k++) if (vacant[k] !== from) list[n++] = PORT_MOVE | (from << 3) | (vacant[k] << 11);
    }
  }
  if (turnEndBlock(p, seat, canLay) === null) list[n++] = TURN_END;
  return n;
}

/**
 * Move `i` of those `listMoves` counted: in a placement turn without a bought ship
 * the placement set comes first, read where it is kept rather than copied, then `list`.
 */
export function moveAt(p: Position, i: number): number {
  if (i >= p.placementsFirst) return p.list[i - p.placementsFirst];
  for (let slot = 0; ; slot++) {
    const count = p.placementCount[slot];
    if (i < count) return p.placementCodes[slot][i];
    i -= count;
  }
}

function hasMarker(p: Position, island: number, seat: number): boolean {
  const first = island * p.t.maxPorts;
  for (let k = first, end = first + p.markerCount[island]; k < end; k++) if (p.markerSeat[k] === seat) return true;
  return false;
}

function distinctAtLeast3(links: Int32Array, count: number): boolean {
  if (count < 3) return false;
  const a = links[0];
  let b = -1;
  for (let i = 1; i < count; i++) {
    const li = links[i];
    if (li === a || li === b) continue;
    if (b >= 0) return true;
    b = li;
  }
  return false;
}

