import { SHIP_COMPANY_IDS } from '../map/schema';
import type { BoardIndex } from '../map/board';
import type { CardKind, Move } from './types';

/**
 * The frozen move objects of one board, so that listing moves allocates no move:
 * the same move is the same object every time. Segment and port moves are made on
 * first use. Shared by `legalMoves` and the placement set (which keeps each
 * placement's move beside it).
 */
export interface MoveTable {
  portPlace: readonly Move[];
  cardTake: Readonly<Record<CardKind, Move>>;
  clipperBuy: Readonly<Record<(typeof SHIP_COMPANY_IDS)[number], Move>>;
  /** Indexed by link, company slot, end and start flag (see `segmentMoveOf`). */
  segment: (Move | undefined)[];
  /** Indexed by from-island × island count + to-island. */
  portMove: (Move | undefined)[];
}

// One board at a time in practice; a WeakMap lookup each call showed up in profiles.
let lastBoard: BoardIndex | null = null;
let lastTable: MoveTable | null = null;
const tables = new WeakMap<BoardIndex, MoveTable>();

export function moveTableOf(board: BoardIndex): MoveTable {
  if (board === lastBoard && lastTable !== null) return lastTable;
  let table = tables.get(board);
  if (table === undefined) {
    table = {
      portPlace: board.map.islands.map((island) => Object.freeze<Move>({ type: 'port.place', island: island.id })),
      cardTake: {
        '2x': Object.freeze({ type: 'card.take', card: '2x' }),
        '3x': Object.freeze({ type: 'card.take', card: '3x' }),
        '5x': Object.freeze({ type: 'card.take', card: '5x' }),
        port: Object.freeze({ type: 'card.take', card: 'port' }),
      },
      clipperBuy: {
        red: Object.freeze({ type: 'clipper.buy', company: 'red' }),
        blue: Object.freeze({ type: 'clipper.buy', company: 'blue' }),
        white: Object.freeze({ type: 'clipper.buy', company: 'white' }),
        green: Object.freeze({ type: 'clipper.buy', company: 'green' }),
        black: Object.freeze({ type: 'clipper.buy', company: 'black' }),
      },
      segment: [],
      portMove: [],
    };
    tables.set(board, table);
  }
  lastBoard = board;
  lastTable = table;
  return table;
}

/** Company slots in `COMPANY_ORDER` (origins.ts): red, blue, white, green, black, purple. */
const SLOT_COMPANY = ['red', 'blue', 'white', 'green', 'black', 'purple'] as const;

/** The segment move laying company `slot`'s segment on link `li` away from node `from`. */
export function segmentMoveOf(board: BoardIndex, table: MoveTable, li: number, slot: number, from: number, start: boolean): Move {
  const link = board.links[li];
  const index = ((li * 6 + slot) * 2 + (link.from === from ? 0 : 1)) * 2 + (start ? 1 : 0);
  let move = table.segment[index];
  if (move === undefined) {
    const m: Move = { type: 'segment.place', company: SLOT_COMPANY[slot], link: link.id, from: board.nodeIds[from] };
    if (start) m.start = true;
    move = Object.freeze(m);
    table.segment[index] = move;
  }
  return move;
}
