import { CLIPPER_PRICE } from '../context';
import { PURPLE_ACTIVATION } from '../purple';
import { KIND_BONUS, KIND_PRICE, PURPLE } from './tables';
import { DIRTY_CARDS, DIRTY_PLAYERS, touchIsland, touchLink, type Position } from './position';
import type { GameEvent } from '../types';
import type { ShipCompanyId } from '../../map/schema';
import { COMPANY_ORDER } from '../origins';
import { noteBegun, noteConnected, notePlacement, otherEnd } from './placements';
import { CARD_TAKE, CLIPPER_BUY, CLIPPER_SKIP, PASS, PORT_MOVE, PORT_PLACE, SEGMENT, START } from './codes';
import { currentSeat, fiveXClaim, kindOf } from './turn';
import { afterMove } from './flow';

/** What each move does to the core's position; then the flow table (rollout/flow.ts) moves the game on. */

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
      p.dirty |= DIRTY_PLAYERS;
      addMarker(p, arg, seat);
      if (emit !== null) emit({ type: 'port.placed', seat, island: p.t.board.nodeIds[arg] });
      break;
    case CARD_TAKE: {
      let c = 0;
      while (p.cardKind[c] !== arg || p.cardStatus[c] !== 0) c++;
      p.money[seat] -= KIND_PRICE[arg];
      p.card[seat] = c;
      p.cardStatus[c] = 1;
      p.cardHolder[c] = seat;
      p.dirty |= DIRTY_PLAYERS | DIRTY_CARDS;
      if (emit !== null) emit({ type: 'card.taken', seat, card: p.from.cards[c].id, price: KIND_PRICE[arg] });
      break;
    }
    case PASS:
      if (emit !== null) emit({ type: 'passed', seat });
      break;
    case CLIPPER_BUY:
      p.money[seat] -= CLIPPER_PRICE;
      p.clipper[seat] = arg;
      p.spare[arg]--;
      p.dirty |= DIRTY_PLAYERS | (1 << arg);
      if (emit !== null) emit({ type: 'clipper.bought', seat, company: COMPANY_ORDER[arg] as ShipCompanyId });
      break;
    case CLIPPER_SKIP:
      break;
    case SEGMENT:
      lay(p, seat, code >>> 15, (code >>> 7) & 255, (code >>> 4) & 7, (code & START) !== 0);
      break;
    case PORT_MOVE: {
      const from = arg & 255;
      const to = arg >>> 8;
      // The seat's first marker there leaves; the others keep their order.
      const first = from * p.t.maxPorts;
      const end = first + p.markerCount[from];
      let k = first;
      while (p.markerSeat[k] !== seat) k++;
      for (; k < end - 1; k++) p.markerSeat[k] = p.markerSeat[k + 1];
      touchIsland(p, from);
      if (p.markerCount[from]-- === p.t.ports[from]) vacate(p, from);
      addMarker(p, to, seat);
      p.cardStatus[p.card[seat]] = 2;
      p.dirty |= DIRTY_CARDS;
      p.portMoved = true;
      if (emit !== null) {
        const ids = p.t.board.nodeIds;
        emit({ type: 'port.moved', seat, from: ids[from], to: ids[to] });
        emit({ type: 'card.used', seat, card: p.from.cards[p.card[seat]].id });
      }
      break;
    }
    default:
      break;
  }
  afterMove(p, type, seat);
}

/** Lays a segment: the link, the ship, the supply, the 5X card's phase, and an island reached (bonus, purple waking). */
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
  p.dirty |= 1 << slot;
  if (start) p.clipper[seat] = -1;
  const claim = fiveXClaim(p, seat);
  if (claim !== 0) p.fiveX[seat] = claim;
  if (start || claim !== 0) p.dirty |= DIRTY_PLAYERS;
  const emit = p.emit;
  if (emit !== null) {
    const ids = t.board.nodeIds;
    const company = COMPANY_ORDER[slot];
    if (start) emit({ type: 'route.started', seat, company: company as ShipCompanyId, from: ids[from] });
    emit({ type: 'segment.placed', seat, company, link: t.board.links[li].id, from: ids[from], laid, of: t.segments[li] });
    if (slot !== PURPLE) emit({ type: 'ship.moved', company: company as ShipCompanyId, to: complete ? { node: ids[dest] } : { link: t.board.links[li].id } });
  }
  // Purple's placements follow from its own links, its supply and whether it is active: another company's
  // connection changes none of them.
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
      p.dirty |= DIRTY_PLAYERS;
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

