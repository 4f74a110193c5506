import { SHIP_COMPANY_IDS, type CompanyId } from '../map/schema';
import type { BoardIndex } from '../map/board';
import { boardOf, CARD_PRICE, CLIPPER_PRICE, currentSeat } from './context';
import { canBuyClipper } from './moves/clipper';
import { portCardProblem } from './moves/port-move';
import { mustStartProblem, placementLeft, startDuty } from './moves/segment-place';
import { mayEndTurn } from './moves/turn-end';
import { moveTableOf, segmentMoveOf, type MoveTable } from './move-table';
import { companyOf, slotOf } from './origins';
import { CARD_KIND_LIST, kindIndex } from './cards';
import { forEachPlacement, placementList, type Placement } from './route';
import type { GameState, IslandState, Move, Seat } from './types';

/**
 * Every move the engine would accept now, in a stable order. The UI, bots and
 * statecharts ask this; none of them decides legality for itself.
 *
 * The moves returned are shared, frozen objects (the same move is the same
 * object every time): listing moves is the engine's hottest path.
 */
export function legalMoves(state: GameState): Move[] {
  const moves = listMoves(state);
  return moves === lastShared ? moves.slice() : (moves as Move[]);
}

/**
 * `legalMoves` for the engine's own loops (`playOut`, the bots), which only read the
 * list: in a placement turn without a bought ship it is a list kept for the position
 * (the placement set's, or that with the Port card's moves and the turn's end), not
 * a copy (one array fewer per segment laid in a playout).
 */
export function legalMovesView(state: GameState): readonly Move[] {
  return listMoves(state);
}

// The last list `listMoves` returned without copying, so that `legalMoves` knows to copy it.
let lastShared: readonly Move[] | null = null;
// The placements with what a placement turn adds to them (the Port card's moves, the turn's end), for one position:
// the Port card's holder is asked again and again, with a few hundred moves each time.
let turnKey: readonly Move[] | null = null;
let turnPort: readonly Move[] | null = null;
let turnEnd = false;
let turnValue: readonly Move[] = [];

function listMoves(state: GameState): readonly Move[] {
  if (state.ended) return [];
  const seat = currentSeat(state);
  const player = state.players[seat];
  const board = boardOf(state);
  const table = moveTableOf(board);
  if (state.step === 'action') {
    const moves = player.reserve > 0 ? vacantPortMoves(state, table).slice() : [];
    let seen = 0;
    for (const card of state.cards) {
      const k = kindIndex(card.kind);
      const bit = 1 << k;
      if (card.status === 'available' && (seen & bit) === 0 && player.money >= PRICE_BY_KIND[k]) {
        seen |= bit;
        moves.push(table.cardTake[CARD_KIND_LIST[k]]);
      }
    }
    moves.push(PASS);
    return moves;
  }
  if (state.step === 'clipper') {
    const moves: Move[] = [];
    if (player.money >= CLIPPER_PRICE) {
      for (const company of SHIP_COMPANY_IDS) {
        if (canBuyClipper(state, company)) moves.push(companyOf(table.clipperBuy as Record<CompanyId, Move>, company));
      }
    }
    moves.push(CLIPPER_SKIP);
    return moves;
  }
  let moves: Move[];
  let canLay: boolean | undefined;
  if (placementLeft(state, seat)) {
    // Without a bought ship the placements are the board's, listed once per board position.
    if (player.clipper === null) {
      const placements = placementList(state);
      const port = player.card === 'port' && portCardProblem(state, seat) === null ? portMoves(state, table, seat) : null;
      const end = mayEndTurn(state, placements.length > 0);
      // The common case, nothing to add: the list kept with the placement set serves as it is.
      if (port !== null || end) {
        if (placements !== turnKey || port !== turnPort || end !== turnEnd) {
          const list = port === null ? placements.slice() : placements.concat(port);
          if (end) list.push(TURN_END);
          turnValue = list;
          turnKey = placements;
          turnPort = port;
          turnEnd = end;
        }
        lastShared = turnValue;
        return turnValue;
      }
      lastShared = placements;
      return placements;
    } else {
      moves = [];
      // Only a player holding a bought ship can be refused a placement the board allows.
      const duty = startDuty(state, seat);
      canLay = false;
      forEachPlacement(state, seat, (p) => {
        canLay = true;
        if (duty === 'none' || mustStartProblem(state, seat, p, duty) === null) moves.push(segmentMove(board, table, p));
      });
    }
  } else moves = [];
  if (player.card === 'port' && portCardProblem(state, seat) === null) moves = moves.concat(portMoves(state, table, seat));
  if (mayEndTurn(state, canLay)) moves.push(TURN_END);
  return moves;
}

// Prices by `kindIndex`: read with an index rather than a kind (see `slotOf` in origins.ts).
const PRICE_BY_KIND: readonly number[] = CARD_KIND_LIST.map((kind) => CARD_PRICE[kind]);
const PASS: Move = Object.freeze({ type: 'pass' });
const CLIPPER_SKIP: Move = Object.freeze({ type: 'clipper.skip' });
const TURN_END: Move = Object.freeze({ type: 'turn.end' });


const segmentMove = (board: BoardIndex, table: MoveTable, p: Placement): Move =>
  segmentMoveOf(board, table, p.link, slotOf(p.company), p.from, p.start);

// Vacant port spaces change only when markers do, and that replaces `state.islands`
// (states are never mutated). One entry: phase 1 asks again and again about the same islands.
let vacantKey: readonly IslandState[] | null = null;
let vacantValue: readonly Move[] = [];
/** The indices of the islands with a vacant port space, in map order (aligned with `vacantValue`). */
let vacantIslands: readonly number[] = [];
let vacantTable: MoveTable | null = null;

function vacantPortMoves(state: GameState, table: MoveTable): readonly Move[] {
  if (state.islands !== vacantKey || table !== vacantTable) {
    const list: Move[] = [];
    const at: number[] = [];
    const islands = state.map.islands;
    for (let i = 0; i < islands.length; i++) {
      if (state.islands[i].markers.length < islands[i].ports) {
        list.push(table.portPlace[i]);
        at.push(i);
      }
    }
    vacantValue = list;
    vacantIslands = at;
    vacantKey = state.islands;
    vacantTable = table;
  }
  return vacantValue;
}

// The Port card's moves (often a few hundred) change only with the markers, which
// replace `state.islands`: one entry, for the holder's placement turn.
let portKey: readonly IslandState[] | null = null;
let portSeat = -1;
let portTable: MoveTable | null = null;
let portValue: readonly Move[] = [];

function portMoves(state: GameState, table: MoveTable, seat: Seat): readonly Move[] {
  if (state.islands !== portKey || seat !== portSeat || table !== portTable) {
    const list: Move[] = [];
    pushPortMoves(state, table, seat, list);
    portValue = list;
    portKey = state.islands;
    portSeat = seat;
    portTable = table;
  }
  return portValue;
}

function pushPortMoves(state: GameState, table: MoveTable, seat: Seat, moves: Move[]): void {
  const islands = state.map.islands;
  const n = islands.length;
  vacantPortMoves(state, table);
  const vacant = vacantIslands;
  for (let from = 0; from < n; from++) {
    if (!state.islands[from].markers.includes(seat)) continue;
    for (let v = 0; v < vacant.length; v++) {
      const to = vacant[v];
      if (to !== from) {
        const slot = from * n + to;
        let move = table.portMove[slot];
        if (move === undefined) {
          move = Object.freeze<Move>({ type: 'port.move', from: islands[from].id, to: islands[to].id });
          table.portMove[slot] = move;
        }
        moves.push(move);
      }
    }
  }
}
