import { canTravel, harborAllows, type BoardIndex } from '../map/board';
import type { CompanyId } from '../map/schema';
import { COMPANY_ORDER } from './origins';
import type { RuleId } from './rules';
import type { GameState } from './types';

/**
 * Which links a company may begin from a node: the board's part (harbors,
 * arrows) and the game's part (taken links, double routes).
 */

/** Why a fresh link cannot be begun by `company` from `node`, or null if it can. */
export function linkClosed(state: GameState, board: BoardIndex, li: number, node: number, company: CompanyId): RuleId | null {
  const link = board.links[li];
  if (state.links[li] !== null) return 'route.link-taken';
  if (!harborAllows(link, node, company)) return 'route.from-harbor';
  if (!canTravel(link, node)) return 'route.one-way';
  if (link.twin >= 0) {
    const twin = state.links[link.twin];
    if (twin !== null && twin.company === company) return 'route.double';
  }
  return null;
}

/**
 * `linkClosed` split in two for the hot paths: what the board alone decides
 * (harbors, arrows) is tabled once per board in `travel`; `freeFor` adds what
 * the game decides (taken links, double routes).
 */
export interface RouteTables {
  /** `travel[slot][node]`: links the company in `slot` may travel away from `node` on an empty board. */
  travel: (readonly number[])[][];
}

let tablesBoard: BoardIndex | null = null;
let tablesValue: RouteTables | null = null;

export function tablesOf(board: BoardIndex): RouteTables {
  if (board !== tablesBoard || tablesValue === null) {
    const travel = COMPANY_ORDER.map((company) =>
      board.linksAt.map((links, node) => links.filter((li) => {
        const link = board.links[li];
        return harborAllows(link, node, company) && canTravel(link, node);
      })),
    );
    tablesValue = { travel };
    tablesBoard = board;
  }
  return tablesValue;
}

export function freeFor(state: GameState, board: BoardIndex, li: number, company: CompanyId): boolean {
  if (state.links[li] !== null) return false;
  const twin = board.links[li].twin;
  if (twin >= 0) {
    const build = state.links[twin];
    if (build !== null && build.company === company) return false;
  }
  return true;
}

/**
 * For estimates outside the engine (the bots' reach, src/sim/outlook.ts), the same two
 * halves by company: `links[node]` are the links `company` may begin from `node` as the
 * board allows (harbors, arrows), and `free` says whether this game leaves one open
 * (taken links, double routes). Together they are `linkClosed(...) === null`.
 */
export function beginnableLinks(board: BoardIndex, company: CompanyId): readonly (readonly number[])[] {
  return tablesOf(board).travel[COMPANY_ORDER.indexOf(company)];
}
export { freeFor as linkFree };
