import type { BoardIndex } from '../../map/board';
import { CARD_KINDS, CARD_KIND_LIST } from '../cards';
import { tablesOf } from '../route-links';
import { COMPANY_ORDER, companyOf } from '../origins';
import { segmentCode } from './codes';
import { MARKERS_PER_NATION } from '../context';
import { MAX_PLAYERS } from '../../map/schema';

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
  /** Port spaces per island, and room for the most markers an island can hold. */
  ports: Int32Array;
  maxPorts: number;
  /** Room for one company's ships (at most one at the end of each link, and never more than the board's ships). */
  maxShips: number;
  /**
   * The links company `slot` may begin away from `node` on an empty board (route-links.ts
   * `tablesOf`), flat: entries `travelFirst[slot * nodes + node]` up to the next one's
   * first, each a link (`travelLink`) and the move laying it (`travelCode`, codes.ts).
   */
  travelFirst: Int32Array;
  travelLink: Int32Array;
  travelCode: Int32Array;
  /** By company slot: its harbor's node (purple: its home), or -1. */
  base: Int32Array;
  purpleHome: number;
}

/** The option cards' columns by kind index (`CARD_KIND_LIST`), read from the card table (cards.ts). */
export const KIND_PRICE: readonly number[] = CARD_KIND_LIST.map((k) => CARD_KINDS[k].price);
/** By kind index × 2, + 1 in phase 3. */
export const KIND_ALLOWANCE: readonly number[] = CARD_KIND_LIST.flatMap((k) => [CARD_KINDS[k].allowance[2], CARD_KINDS[k].allowance[3]]);
export const KIND_BONUS: readonly number[] = CARD_KIND_LIST.map((k) => CARD_KINDS[k].bonus);
export const KIND_ONE_PHASE: readonly boolean[] = CARD_KIND_LIST.map((k) => CARD_KINDS[k].oneInPhase);
export const KIND_5X = CARD_KIND_LIST.indexOf('5x');
export const PURPLE = COMPANY_ORDER.indexOf('purple');

function flatTravel(board: BoardIndex): Pick<RolloutTables, 'travelFirst' | 'travelLink' | 'travelCode'> {
  const travel = tablesOf(board).travel;
  const nodes = board.nodeIds.length;
  const first = new Int32Array(COMPANY_ORDER.length * nodes + 1);
  const links: number[] = [];
  const codes: number[] = [];
  for (let slot = 0; slot < COMPANY_ORDER.length; slot++) {
    for (let node = 0; node < nodes; node++) {
      first[slot * nodes + node] = links.length;
      for (const li of travel[slot][node]) {
        links.push(li);
        codes.push(segmentCode(li, node, slot, 0));
      }
    }
  }
  first[COMPANY_ORDER.length * nodes] = links.length;
  return { travelFirst: first, travelLink: Int32Array.from(links), travelCode: Int32Array.from(codes) };
}

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
    // Room for every marker on one island and a ship at the end of every link: any position the ids allow fits.
    maxPorts: Math.max(1, MARKERS_PER_NATION * MAX_PLAYERS, ...board.map.islands.map((i) => i.ports)),
    maxShips: Math.max(1, n, ...board.map.companies.map((c) => c.ships)),
    ...flatTravel(board),
    base: Int32Array.from(COMPANY_ORDER, (c) => (c === 'purple' ? board.purpleHome : companyOf(board.harborNode, c))),
    purpleHome: board.purpleHome,
  };
  lastBoard = board;
  lastTables = tables;
  return tables;
}
