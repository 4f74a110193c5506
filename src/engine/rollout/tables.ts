import type { BoardIndex } from '../../map/board';
import { CARD_KINDS, CARD_KIND_LIST } from '../cards';
import { tablesOf } from '../route-links';
import { COMPANY_ORDER, companyOf } from '../origins';

/**
 * What a rollout reads about one board, as flat arrays of numbers: the board index
 * (map/board.ts) and the route tables (route-links.ts) say it, this only lays it
 * out for integer loops. Built once per board.
 */
export interface RolloutTables {
  board: BoardIndex;
  islands: number;
  nodes: number;
  links: number;
  linkFrom: Int32Array;
  linkTo: Int32Array;
  segments: Int32Array;
  twin: Int32Array;
  /** Port spaces per island. */
  ports: Int32Array;
  /** `travel[slot][node]`: links company `slot` may begin away from `node` on an empty board (route-links.ts). */
  travel: readonly (readonly (readonly number[])[])[];
  /** By company slot: its harbor's node (purple: its home), or -1. */
  base: Int32Array;
  purpleHome: number;
}

/** The option cards' columns by kind index (`CARD_KIND_LIST`), read from the card table (cards.ts). */
export const KIND_PRICE: readonly number[] = CARD_KIND_LIST.map((k) => CARD_KINDS[k].price);
export const KIND_ALLOWANCE: readonly (readonly [number, number])[] = CARD_KIND_LIST.map((k) => [CARD_KINDS[k].allowance[2], CARD_KINDS[k].allowance[3]]);
export const KIND_BONUS: readonly number[] = CARD_KIND_LIST.map((k) => CARD_KINDS[k].bonus);
export const KIND_ONE_PHASE: readonly boolean[] = CARD_KIND_LIST.map((k) => CARD_KINDS[k].oneInPhase);
export const KIND_5X = CARD_KIND_LIST.indexOf('5x');
export const KIND_PORT = CARD_KIND_LIST.indexOf('port');
export const PURPLE = COMPANY_ORDER.indexOf('purple');

let lastBoard: BoardIndex | null = null;
let lastTables: RolloutTables | null = null;

export function rolloutTables(board: BoardIndex): RolloutTables {
  if (board === lastBoard && lastTables !== null) return lastTables;
  const n = board.links.length;
  const tables: RolloutTables = {
    board,
    islands: board.islandCount,
    nodes: board.nodeIds.length,
    links: n,
    linkFrom: Int32Array.from(board.links, (l) => l.from),
    linkTo: Int32Array.from(board.links, (l) => l.to),
    segments: Int32Array.from(board.links, (l) => l.segments),
    twin: Int32Array.from(board.links, (l) => l.twin),
    ports: Int32Array.from(board.map.islands.slice(0, board.islandCount), (i) => i.ports),
    travel: tablesOf(board).travel,
    base: Int32Array.from(COMPANY_ORDER, (c) => (c === 'purple' ? board.purpleHome : companyOf(board.harborNode, c))),
    purpleHome: board.purpleHome,
  };
  lastBoard = board;
  lastTables = tables;
  return tables;
}
