import { CLIPPER_PRICE, boardOf } from '../context';
import { moveTypeIndex } from '../flow';
import { moveTableOf, segmentMoveOf } from '../move-table';
import { CARD_KIND_LIST } from '../cards';
import { PURPLE_ACTIVATION } from '../purple';
import { COMPANY_ORDER, companyOf } from '../origins';
import type { EndReason, Move } from '../types';
import type { ShipCompanyId } from '../../map/schema';
import { KIND_5X, KIND_ALLOWANCE, KIND_BONUS, KIND_ONE_PHASE, KIND_PRICE, PURPLE } from './tables';
import type { Position } from './position';
import {
  canStartRouteAfter,
  listAll,
  notePlacement,
  routeOrigins,
  freeFor,
  otherEnd,
  shipCanStart,
  openStartLinks,
  noteBegun,
  noteConnected,
  SEGMENT,
} from './placements';

/**
 * The rollout's moves: which are legal, in `legalMoves`' order, and what each
 * does, followed by the flow table's steps (flow-table.ts, flow.ts) as `applyMove`
 * follows them. A move is a number: its type's `moveTypeIndex` in the low three
 * bits, what it names above them.
 */
const PORT_PLACE = 0;
const CARD_TAKE = 1;
const PASS = 2;
const CLIPPER_BUY = 3;
const CLIPPER_SKIP = 4;
const PORT_MOVE = 6;
const TURN_END = 7;
if (
  moveTypeIndex('port.place') !== PORT_PLACE || moveTypeIndex('card.take') !== CARD_TAKE || moveTypeIndex('pass') !== PASS ||
  moveTypeIndex('clipper.buy') !== CLIPPER_BUY || moveTypeIndex('clipper.skip') !== CLIPPER_SKIP ||
  moveTypeIndex('segment.place') !== SEGMENT || moveTypeIndex('port.move') !== PORT_MOVE || moveTypeIndex('turn.end') !== TURN_END
) {
  throw new Error('rollout/moves.ts: the move codes do not follow moveTypeIndex');
}

/** Lists every placement of the board once (`play` keeps the list from then on), and the allowance of a turn under way. */
export function startPosition(p: Position): void {
  listAll(p);
  if (p.step === 'place') p.allow = allowance(p, currentSeat(p));
}

/** The seat whose turn it is (context.ts `currentSeat`), without a division: `turn` never passes the player count. */
export function currentSeat(p: Position): number {
  let seat = p.firstPlayer + p.turn;
  while (seat >= p.players) seat -= p.players;
  return seat;
}

const kindOf = (p: Position, seat: number): number => (p.card[seat] < 0 ? -1 : p.cardKind[p.card[seat]]);

/** cards.ts `allowance`. */
function allowance(p: Position, seat: number): number {
  const kind = kindOf(p, seat);
  if (kind < 0) return 1;
  const phase = p.phase === 3 ? 3 : 2;
  if (KIND_ONE_PHASE[kind] && p.fiveX[seat] !== 0 && p.fiveX[seat] !== phase) return 0;
  return KIND_ALLOWANCE[2 * kind + phase - 2];
}

const isLastChance = (p: Position, seat: number): boolean => p.phase === 3 || kindOf(p, seat) === KIND_5X;
const canStartRoute = (p: Position, seat: number): boolean => p.clipper[seat] >= 0 && shipCanStart(p, p.clipper[seat]);
const hasAnyPlacement = (p: Position, seat: number): boolean => p.placementTotal > 0 || canStartRoute(p, seat);

/** moves/port-move.ts: the Port card is held, unused, and may be used now. */
function portUsable(p: Position, seat: number): boolean {
  const card = p.card[seat];
  if (card < 0 || card !== p.portCard || p.cardStatus[card] !== 1) return false;
  if (p.replaces && p.placed > 0) return false;
  return !(p.replaces && p.clipper[seat] >= 0 && isLastChance(p, seat) && canStartRoute(p, seat));
}

/** moves/turn-end.ts `mayEndTurn`. */
function mayEndTurn(p: Position, seat: number, canLay: boolean): boolean {
  if (p.placed === 0 && !(p.phase === 2 && kindOf(p, seat) === KIND_5X) && canLay) return false;
  return !(p.clipper[seat] >= 0 && (p.placed > 0 || p.phase === 3) && isLastChance(p, seat) && canStartRoute(p, seat));
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
  if (p.placed < p.allow && !(p.portMoved && p.replaces)) {
    const clipper = p.clipper[seat];
    canLay = false;
    if (clipper < 0) {
      // The common case: the placement set as it stands, then `list` (see `moveAt`).
      const placements = p.placementTotal;
      p.placementsFirst = placements;
      const extra = listExtra(p, seat, placements > 0);
      return placements + extra;
    } else {
      // segment-place.ts `startDuty` and `mustStartProblem`, for each placement in `forEachPlacement` order.
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
  if (mayEndTurn(p, seat, canLay)) list[n++] = TURN_END;
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

/** A marker of `seat` goes on `island`; a space filled leaves the vacant list. */
function addMarker(p: Position, island: number, seat: number): void {
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

const START = 1 << 3;
const fromOf = (code: number): number => (code >>> 7) & 255;

/** The move a code stands for, as `legalMoves` gives it (the same frozen object). */
export function moveOf(p: Position, code: number): Move {
  const board = boardOf(p.from);
  const table = moveTableOf(board);
  const type = code & 7;
  const arg = code >>> 3;
  switch (type) {
    case PORT_PLACE:
      return table.portPlace[arg];
    case CARD_TAKE:
      return table.cardTake[CARD_KIND_LIST[arg]];
    case PASS:
      return { type: 'pass' };
    case CLIPPER_BUY:
      return companyOf(table.clipperBuy as Record<string, Move> as Record<ShipCompanyId | 'purple', Move>, COMPANY_ORDER[arg]);
    case CLIPPER_SKIP:
      return { type: 'clipper.skip' };
    case SEGMENT:
      return segmentMoveOf(board, table, code >>> 15, (code >>> 4) & 7, (code >>> 7) & 255, (code & START) !== 0);
    case PORT_MOVE:
      return { type: 'port.move', from: board.nodeIds[arg & 255], to: board.nodeIds[arg >>> 8] };
    default:
      return { type: 'turn.end' };
  }
}

/** Plays a move `listMoves` listed, and moves the game on as the flow table says. */
export function play(p: Position, code: number): void {
  const seat = currentSeat(p);
  const type = code & 7;
  const arg = code >>> 3;
  switch (type) {
    case PORT_PLACE:
      p.reserve[seat]--;
      addMarker(p, arg, seat);
      return afterAction(p, seat);
    case CARD_TAKE: {
      let c = 0;
      while (p.cardKind[c] !== arg || p.cardStatus[c] !== 0) c++;
      p.money[seat] -= KIND_PRICE[arg];
      p.card[seat] = c;
      p.cardStatus[c] = 1;
      p.cardHolder[c] = seat;
      return afterAction(p, seat);
    }
    case PASS:
      return afterAction(p, seat);
    case CLIPPER_BUY:
      p.money[seat] -= CLIPPER_PRICE;
      p.clipper[seat] = arg;
      p.spare[arg]--;
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
      if (p.markerCount[from]-- === p.t.ports[from]) vacate(p, from);
      addMarker(p, to, seat);
      p.cardStatus[p.card[seat]] = 2;
      p.portMoved = true;
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
  if (p.fiveX[seat] === 0 && kindOf(p, seat) === KIND_5X) p.fiveX[seat] = p.phase === 3 ? 3 : 2;
  // Purple's placements follow from its own links, its supply and whether it is active: another company's
  // connection changes none of them (placement-set.ts lists purple again then too, to the same result).
  let purpleChanged = false;
  if (complete && dest < t.islands && (p.connectedMask[dest] & (1 << slot)) === 0) {
    const first = p.connectedCount[dest] === 0;
    p.connectedSlot[dest * 6 + p.connectedCount[dest]++] = slot;
    p.connectedMask[dest] |= 1 << slot;
    noteConnected(p, slot, dest);
    if (!(slot === PURPLE && dest === t.purpleHome)) {
      const kind = kindOf(p, seat);
      p.money[seat] += (first ? 2 : 1) * (kind < 0 ? 1 : KIND_BONUS[kind]);
      if (dest === t.purpleHome && !p.purpleActive && companiesAtHome(p) >= PURPLE_ACTIVATION) {
        p.purpleActive = true;
        purpleChanged = true;
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

/** flow.ts: `endTurn`, then `beginTurn`. */
function nextPlayer(p: Position): void {
  const seat = currentSeat(p);
  if (p.step === 'place' && p.card[seat] >= 0 && p.fiveX[seat] === p.phase) p.cardStatus[p.card[seat]] = 2;
  p.turn++;
  p.placed = 0;
  p.portMoved = false;
  for (;;) {
    if (p.turn >= p.players) {
      if (p.phase === 3) {
        if (p.placementTotal === 0) return endGame(p, 'dead-board', (p.firstPlayer + p.players - 1) % p.players);
        endRound(p);
      } else {
        p.phase = (p.phase + 1) as 2 | 3;
        p.turn = 0;
        p.step = 'place';
      }
    }
    if (p.phase === 1) {
      p.step = 'action';
      return;
    }
    const due = currentSeat(p);
    const allow = allowance(p, due);
    if (p.phase === 3 && allow === 0) {
      p.turn++;
      continue;
    }
    if (!hasAnyPlacement(p, due)) return endGame(p, 'no-placement', due);
    p.step = 'place';
    p.allow = allow;
    return;
  }
}

/** flow.ts `endRound` (phase 4). */
function endRound(p: Position): void {
  for (let seat = 0; seat < p.players; seat++) {
    if (p.clipper[seat] >= 0) p.spare[p.clipper[seat]]++;
    p.clipper[seat] = -1;
    p.card[seat] = -1;
    p.fiveX[seat] = 0;
  }
  for (let c = 0; c < p.cards; c++) {
    if (p.cardStatus[c] === 1 || p.cardStatus[c] === 2) {
      p.cardStatus[c] = 0;
      p.cardHolder[c] = -1;
    }
  }
  p.firstPlayer = (p.firstPlayer + 1) % p.players;
  p.round++;
  p.phase = 1;
  p.turn = 0;
}

function endGame(p: Position, reason: EndReason, seat: number): void {
  p.ended = { reason, round: p.round, phase: p.phase, seat };
}
