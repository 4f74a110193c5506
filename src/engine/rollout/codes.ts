import { moveTypeIndex } from '../flow';
import { CARD_KIND_LIST } from '../cards';
import { COMPANY_ORDER } from '../origins';
import type { Move } from '../types';
import type { ShipCompanyId } from '../../map/schema';
import type { BoardIndex } from '../../map/board';
import type { Position } from './position';

/**
 * A rollout's move is a number: its type's `moveTypeIndex` (flow.ts) in the low
 * three bits, what it names above them (an island, a card kind, a company, a
 * segment's link and ends, a Port card's two islands).
 */
export const PORT_PLACE = 0;
export const CARD_TAKE = 1;
export const PASS = 2;
export const CLIPPER_BUY = 3;
export const CLIPPER_SKIP = 4;
export const SEGMENT = 5;
/** A Port card move: the island left in bits 3-10, the island reached from bit 11. */
export const PORT_MOVE = 6;
export const TURN_END = 7;
if (
  moveTypeIndex('port.place') !== PORT_PLACE || moveTypeIndex('card.take') !== CARD_TAKE || moveTypeIndex('pass') !== PASS ||
  moveTypeIndex('clipper.buy') !== CLIPPER_BUY || moveTypeIndex('clipper.skip') !== CLIPPER_SKIP ||
  moveTypeIndex('segment.place') !== SEGMENT || moveTypeIndex('port.move') !== PORT_MOVE || moveTypeIndex('turn.end') !== TURN_END
) {
  throw new Error('rollout/codes.ts: the move codes do not follow moveTypeIndex');
}

/**
 * A segment move: the start flag in bit 3, the company slot in bits 4-6, the node
 * it travels away from in bits 7-14, the link from bit 15; shifts and masks read it back.
 */
export const segmentCode = (li: number, from: number, slot: number, start: number): number => SEGMENT | (start << 3) | (slot << 4) | (from << 7) | (li << 15);
/** Boards a code cannot hold: more nodes than 8 bits or more links than 16 (the map's limits are far below). */
export const fitsCodes = (board: BoardIndex): boolean => board.nodeIds.length <= 256 && board.links.length < 65536;
/** A segment code's start flag, and the node it travels away from. */
export const START = 1 << 3;
export const fromOf = (code: number): number => (code >>> 7) & 255;

/** The move a code stands for, as `legalMoves` lists it (core.ts keeps one frozen object per code and board). */
export function moveOf(p: Position, code: number): Move {
  const board = p.t.board;
  const arg = code >>> 3;
  switch (code & 7) {
    case PORT_PLACE:
      return { type: 'port.place', island: board.nodeIds[arg] };
    case CARD_TAKE:
      return { type: 'card.take', card: CARD_KIND_LIST[arg] };
    case PASS:
      return { type: 'pass' };
    case CLIPPER_BUY:
      return { type: 'clipper.buy', company: COMPANY_ORDER[arg] as ShipCompanyId };
    case CLIPPER_SKIP:
      return { type: 'clipper.skip' };
    case SEGMENT: {
      const move: Move = { type: 'segment.place', company: COMPANY_ORDER[(code >>> 4) & 7], link: board.links[code >>> 15].id, from: board.nodeIds[(code >>> 7) & 255] };
      if ((code & START) !== 0) move.start = true;
      return move;
    }
    case PORT_MOVE:
      return { type: 'port.move', from: board.nodeIds[arg & 255], to: board.nodeIds[arg >>> 8] };
    default:
      return { type: 'turn.end' };
  }
}
