import { otherEnd, type BoardIndex } from '../map/board';
import type { CompanyId } from '../map/schema';
import type { GameState, IslandState, LinkBuild } from './types';

/**
 * Where a company's new routes may begin: its harbor (purple: its home) and the
 * islands it reaches; for purple, the ends of its routes.
 */

export const isConnected = (state: GameState, island: number, company: CompanyId): boolean =>
  state.islands[island].companies.includes(company);

export const COMPANY_ORDER: readonly CompanyId[] = ['red', 'blue', 'white', 'green', 'black', 'purple'];

/**
 * A company's index in `COMPANY_ORDER`, or -1 for anything that is not a company id
 * (a garbage move's). A switch, not a record: a record read with a key that varies
 * goes through V8's megamorphic keyed lookup, which was about 6% of a playout's
 * main thread, while comparing interned strings is a few instructions.
 */
export function slotOf(company: unknown): number {
  switch (company) {
    case 'red': return 0;
    case 'blue': return 1;
    case 'white': return 2;
    case 'green': return 3;
    case 'black': return 4;
    case 'purple': return 5;
    default: return -1;
  }
}

/** `companies[id]` read by name, for the same reason as `slotOf`. */
export function companyOf<T>(companies: Readonly<Record<CompanyId, T>>, id: CompanyId): T {
  switch (id) {
    case 'red': return companies.red;
    case 'blue': return companies.blue;
    case 'white': return companies.white;
    case 'green': return companies.green;
    case 'black': return companies.black;
    default: return companies.purple;
  }
}

// Origins change only when an island's companies do, and every change replaces
// `state.islands` (states are never mutated), so the array itself is the cache key
// (one entry, as for placements below).
let originKey: readonly IslandState[] | null = null;
let originValue: (readonly number[] | undefined)[] = [];

/**
 * Do two island lists hold the same connections? Port markers replace `state.islands`
 * but keep each island's `companies` array (states are never mutated), so comparing
 * those arrays by identity tells a port move (origins unchanged) from a connection.
 */
export function sameConnections(a: readonly IslandState[], b: readonly IslandState[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i].companies !== b[i].companies) return false;
  return true;
}

/** Nodes a new route of `company` may start from: its harbor (purple: home) and the islands it reaches. */
export function routeOrigins(state: GameState, board: BoardIndex, company: CompanyId): readonly number[] {
  if (state.islands !== originKey) {
    if (originKey === null || !sameConnections(originKey, state.islands)) originValue = [];
    originKey = state.islands;
  }
  const perCompany = originValue;
  const slot = slotOf(company);
  let origins = perCompany[slot];
  if (origins === undefined) {
    const list: number[] = [];
    const base = company === 'purple' ? board.purpleHome : companyOf(board.harborNode, company);
    if (base >= 0) list.push(base);
    for (let i = 0; i < board.islandCount; i++) {
      if (i !== base && state.islands[i].companies.includes(company)) list.push(i);
    }
    origins = list;
    perCompany[slot] = origins;
  }
  return origins;
}

/**
 * Nodes purple may begin a fresh link from: its home, then the ends of its routes
 * (purple has no ships, so an end is an island a purple link arrived at and no
 * purple link has left since). Under `purpleBranch: anywhere`, every island purple
 * reaches instead of only the ends.
 */
export function purpleOrigins(state: GameState, board: BoardIndex): readonly number[] {
  if (state.variants.purpleBranch === 'anywhere') return routeOrigins(state, board, 'purple');
  const home = board.purpleHome;
  const list: number[] = home >= 0 ? [home] : [];
  let balance: number[] | null = null;
  for (let li = 0; li < state.links.length; li++) {
    const build = state.links[li];
    if (build === null || build.company !== 'purple') continue;
    balance ??= new Array<number>(board.nodeIds.length).fill(0);
    const start = startNode(board, li, build);
    if (start !== home) balance[start] -= 1;
    if (build.laid >= board.links[li].segments) balance[otherEnd(board.links[li], start)] += 1;
  }
  if (balance !== null) {
    for (let node = 0; node < balance.length; node++) if (balance[node] > 0 && node !== home) list.push(node);
  }
  return list;
}

/** Is `node` a place purple may begin a fresh link from? */
export const isPurpleOrigin = (state: GameState, board: BoardIndex, node: number): boolean => purpleOrigins(state, board).includes(node);

/** The node index a link was begun from (ids compare cheaper than a map lookup). */
export function startNode(board: BoardIndex, li: number, build: LinkBuild): number {
  const link = board.links[li];
  return board.nodeIds[link.from] === build.start ? link.from : link.to;
}
