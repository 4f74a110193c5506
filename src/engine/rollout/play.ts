import { CLIPPER_PRICE } from '../context';
import { PURPLE_ACTIVATION } from '../purple';
import { KIND_5X, KIND_BONUS, KIND_PRICE, PURPLE } from './tables';
import { touchIsland, touchLink, type Position } from './position';
import type { GameEvent } from '../types';
import type { ShipCompanyId } from '../../map/schema';
import { COMPANY_ORDER } from '../origins';
import { noteBegun, noteConnected, notePlacement, otherEnd, shipCanStart } from './placements';
import { CARD_TAKE, CLIPPER_BUY, CLIPPER_SKIP, PASS, PORT_MOVE, PORT_PLACE, SEGMENT, START } from './codes';
import { currentSeat, hasAnyPlacement, kindOf } from './turn';
import { endGame, nextPlayer } from './flow';

/**
 * What each rollout move does (the same as moves/*.ts), followed by the flow
 * table's steps (flow-table.ts, flow.ts) as `applyMove` follows them.
 */

/**
 * Plays a move `listMoves` listed, and moves the game on as the flow table says.
 * `emit`, when given, hears what happened as `applyMove` reports it; without it no event is built.
 */
export function play(p: Position, code: number, emit: ((event: GameEvent) => void) | null = null): void {
  p.emit = emit;
  p.listed = -1;
  const seat = currentSeat(p);
  const type = code & 7;
  const arg = code >>> 3;
  switch (type) {
    case PORT_PLACE:
      p.reserve[seat]--;
      addMarker(p, arg, seat);
      if (emit !== null) emit({ type: 'port.placed', seat, island: p.t.board.nodeIds[arg] });
      return afterAction(p, seat);
    case CARD_TAKE: {
      let c = 0;
      while (p.cardKind[c] !== arg || p.cardStatus[c] !== 0) c++;
      p.money[seat] -= KIND_PRICE[arg];
      p.card[seat] = c;
      p.cardStatus[c] = 1;
      p.cardHolder[c] = seat;
      if (emit !== null) emit({ type: 'card.taken', seat, card: p.from.cards[c].id, price: KIND_PRICE[arg] });
      return afterAction(p, seat);
    }
    case PASS:
      if (emit !== null) emit({ type: 'passed', seat });
      return afterAction(p, seat);
    case CLIPPER_BUY:
      p.money[seat] -= CLIPPER_PRICE;
      p.clipper[seat] = arg;
      p.spare[arg]--;
      if (emit !== null) emit({ type: 'clipper.bought', seat, company: COMPANY_ORDER[arg] as ShipCompanyId });
      return nextPlayer(p);
    case CLIPPER_SKIP:
      return nextPlayer(p);
    case SEGMENT: {
      lay(p, seat, code >>> 15, (code >>> 7) & 255, (code >>> 4) & 7, (code & START) !== 0);
      const s = p.supply;
      if (s[0] === 0 && s[1] === 0 && s[2] === 0 && s[3] === 0 && s[4] === 0 && s[5] === 0) return endGame(p, 'all-laid', seat);
      if (!turnGoesOn(p, seat)) nextPlayer(p);
      return;
    }
    case PORT_MOVE: {
      const from = arg & 255;
      const to = arg >>> 8;
      // The seat's first marker there leaves; the others keep their order (as `splice` in moves/port-move.ts).
      const first = from * p.t.maxPorts;
      const end = first + p.markerCount[from];
      let k = first;
      while (p.markerSeat[k] !== seat) k++;
      for (; k < end - 1; k++) p.markerSeat[k] = p.markerSeat[k + 1];
      touchIsland(p, from);
      if (p.markerCount[from]-- === p.t.ports[from]) vacate(p, from);
      addMarker(p, to, seat);
      p.cardStatus[p.card[seat]] = 2;
      p.portMoved = true;
      if (emit !== null) {
        const ids = p.t.board.nodeIds;
        emit({ type: 'port.moved', seat, from: ids[from], to: ids[to] });
        emit({ type: 'card.used', seat, card: p.from.cards[p.card[seat]].id });
      }
      if (!turnGoesOn(p, seat)) nextPlayer(p);
      return;
    }
    default:
      return nextPlayer(p);
  }
}

/** moves/segment-place.ts `laySegment` and `connect`. */
function lay(p: Position, seat: number, li: number, from: number, slot: number, start: boolean): void {
  const t = p.t;
  const wasBegun = p.linkCompany[li] !== -1;
  const laid = p.linkLaid[li] + 1;
  p.linkCompany[li] = slot;
  p.linkStart[li] = from;
  p.linkLaid[li] = laid;
  touchLink(p, li);
  if (!wasBegun) noteBegun(p, li, slot);
  p.linksVersion++;
  const complete = laid >= t.segments[li];
  const dest = otherEnd(p, li, from);
  if (slot !== PURPLE) {
    const first = slot * t.maxShips;
    const end = first + p.shipCount[slot];
    let at = end;
    if (!start) {
      const was = wasBegun ? -li - 1 : from;
      for (let k = first; k < end; k++) {
        if (p.shipPlace[k] === was) {
          at = k;
          break;
        }
      }
    }
    if (at === end) p.shipCount[slot]++;
    p.shipPlace[at] = complete ? dest : -li - 1;
  }
  p.supply[slot]--;
  if (start) p.clipper[seat] = -1;
  // card.5x.one-phase: the first segment laid with the 5X card fixes its phase.
  if (p.fiveX[seat] === 0 && kindOf(p, seat) === KIND_5X) p.fiveX[seat] = p.phase === 3 ? 3 : 2;
  const emit = p.emit;
  if (emit !== null) {
    const ids = t.board.nodeIds;
    const company = COMPANY_ORDER[slot];
    if (start) emit({ type: 'route.started', seat, company: company as ShipCompanyId, from: ids[from] });
    emit({ type: 'segment.placed', seat, company, link: t.board.links[li].id, from: ids[from], laid, of: t.segments[li] });
    if (slot !== PURPLE) emit({ type: 'ship.moved', company: company as ShipCompanyId, to: complete ? { node: ids[dest] } : { link: t.board.links[li].id } });
  }
  // Purple's placements follow from its own links, its supply and whether it is active: another company's
  // connection changes none of them (placement-set.ts lists purple again then too, to the same result).
  let purpleChanged = false;
  if (complete && dest < t.islands && (p.connectedMask[dest] & (1 << slot)) === 0) {
    const first = p.connectedCount[dest] === 0;
    p.connectedSlot[dest * 6 + p.connectedCount[dest]++] = slot;
    p.connectedMask[dest] |= 1 << slot;
    touchIsland(p, dest);
    noteConnected(p, slot, dest);
    if (emit !== null) emit({ type: 'island.connected', seat, company: COMPANY_ORDER[slot], island: t.board.nodeIds[dest], companiesThere: p.connectedCount[dest] });
    if (!(slot === PURPLE && dest === t.purpleHome)) {
      const kind = kindOf(p, seat);
      const multiplier = kind < 0 ? 1 : KIND_BONUS[kind];
      const amount = (first ? 2 : 1) * multiplier;
      p.money[seat] += amount;
      if (emit !== null) emit({ type: 'bonus.paid', seat, company: COMPANY_ORDER[slot], island: t.board.nodeIds[dest], amount, rule: first ? 'bonus.first' : 'bonus.new-company', multiplier });
      if (dest === t.purpleHome && !p.purpleActive && companiesAtHome(p) >= PURPLE_ACTIVATION) {
        p.purpleActive = true;
        purpleChanged = true;
        if (emit !== null) emit({ type: 'purple.activated', seat });
      }
    }
  }
  p.placed++;
  notePlacement(p, slot, li, wasBegun, purpleChanged);
}

function companiesAtHome(p: Position): number {
  const home = p.t.purpleHome;
  let n = 0;
  for (let k = 0; k < p.connectedCount[home]; k++) if (p.connectedSlot[home * 6 + k] !== PURPLE) n++;
  return n;
}

/** flow-table.ts `shipForSale`, then the flow after a phase-1 action. */
function afterAction(p: Position, seat: number): void {
  if (p.money[seat] >= CLIPPER_PRICE) {
    for (let slot = 0; slot < PURPLE; slot++) {
      if (p.spare[slot] > 0 && shipCanStart(p, slot)) {
        p.step = 'clipper';
        return;
      }
    }
  }
  nextPlayer(p);
}

/** flow-table.ts `turnGoesOn` (with `portMovePending`). */
function turnGoesOn(p: Position, seat: number): boolean {
  if (p.portMoved && p.replaces) return false;
  if (p.placed < p.allow && hasAnyPlacement(p, seat)) return true;
  return p.placed > 0 && !p.replaces && p.card[seat] >= 0 && p.card[seat] === p.portCard && p.cardStatus[p.portCard] === 1;
}

/** A marker of `seat` goes on `island`; a space filled leaves the vacant list. */
function addMarker(p: Position, island: number, seat: number): void {
  touchIsland(p, island);
  p.markerSeat[island * p.t.maxPorts + p.markerCount[island]++] = seat;
  if (p.markerCount[island] < p.t.ports[island]) return;
  let k = 0;
  while (p.vacant[k] !== island) k++;
  p.vacantCount--;
  for (; k < p.vacantCount; k++) p.vacant[k] = p.vacant[k + 1];
}

/** A full island has a vacant space again: it joins the vacant list, in map order. */
function vacate(p: Position, island: number): void {
  let k = p.vacantCount++;
  while (k > 0 && p.vacant[k - 1] > island) {
    p.vacant[k] = p.vacant[k - 1];
    k--;
  }
  p.vacant[k] = island;
}

