import type { GameState, Seat } from '../engine';
import { beginnableLinks, linkClosed, linkFree, purpleOrigins, routeOrigins, scoringCompanies } from '../engine';
import { boardIndex, otherEnd, type BoardIndex } from '../map/board';
import { COMPANY_IDS, type CompanyId } from '../map/schema';

/**
 * What a bot expects of the board: how likely each company is to reach each island,
 * and which bonuses lie a few segments away. These are estimates for choosing among
 * legal moves, never a judgement of legality (the engine's `legalMoves` is the only
 * one), so they may simplify the route rules.
 */

/** Chance that a company reaches an island `d` segments from its nearest route end, per segment. */
const REACH_DECAY = 0.75;
/** Extra segments charged for a route that needs a bought ship first. */
const NEW_ROUTE_COST = 3;
/** `REACH_DECAY ** k` for the whole segment counts a supply allows, worked out once (the power showed in profiles). */
const DECAY_POWERS: readonly number[] = Array.from({ length: 64 }, (_, k) => REACH_DECAY ** k);
const decay = (segments: number): number => (segments < DECAY_POWERS.length ? DECAY_POWERS[segments] : REACH_DECAY ** segments);

/** Could `company` begin the untouched link `li` from `node`? The engine's own rule, not a copy. */
const linkOpen = (state: GameState, board: BoardIndex, li: number, node: number, company: CompanyId): boolean =>
  linkClosed(state, board, li, node, company) === null;

/** Where a company can lay next: nodes its routes end at, and half-built links. */
interface RouteEnds {
  nodes: number[];
  partial: { link: number; dest: number; left: number }[];
  /** Nodes a new route could start from (needs a ship, except for purple). */
  origins: number[];
}

function routeEnds(state: GameState, board: BoardIndex, company: CompanyId): RouteEnds {
  const ends: RouteEnds = { nodes: [], partial: [], origins: [...(company === 'purple' ? purpleOrigins(state, board) : routeOrigins(state, board, company))] };
  if (company === 'purple') {
    if (!state.purpleActive) return { nodes: [], partial: [], origins: [] };
    ends.nodes = ends.origins;
    ends.origins = [];
    state.links.forEach((build, li) => {
      if (build !== null && build.company === 'purple' && build.laid < board.links[li].segments) {
        const start = board.nodeIndex.get(build.start) ?? -1;
        ends.partial.push({ link: li, dest: otherEnd(board.links[li], start), left: board.links[li].segments - build.laid });
      }
    });
    return ends;
  }
  for (const ship of state.companies[company].ships) {
    if ('node' in ship) {
      const node = board.nodeIndex.get(ship.node);
      if (node !== undefined && !ends.nodes.includes(node)) ends.nodes.push(node);
      continue;
    }
    const li = board.linkIndex.get(ship.link);
    const build = li === undefined ? null : state.links[li];
    if (li === undefined || build === null) continue;
    const start = board.nodeIndex.get(build.start) ?? -1;
    ends.partial.push({ link: li, dest: otherEnd(board.links[li], start), left: board.links[li].segments - build.laid });
  }
  return ends;
}

/** No route of the company can go on: only a ship somebody buys would move it again, and nobody has to. */
function stuck(state: GameState, board: BoardIndex, ends: RouteEnds, company: CompanyId): boolean {
  return ends.partial.length === 0 && !ends.nodes.some((node) => board.linksAt[node].some((li) => linkOpen(state, board, li, node, company)));
}

let costs = new Float64Array(0);
const buckets: number[][] = [];
let sizes = new Int32Array(0);

/**
 * Segments `company` needs to reach every node, by Dijkstra over open links; Infinity
 * where it cannot, or where it would need more than `limit` (its supply: no estimate
 * looks further, so the search stops there). Costs are whole segments, so nodes are
 * settled a cost at a time rather than by a heap. The array returned is reused by the next call.
 */
function reachCosts(state: GameState, board: BoardIndex, company: CompanyId, limit: number): Float64Array {
  const n = board.nodeIds.length;
  // One buffer, reused: the caller reads the costs before asking again (a new typed array each time showed in profiles).
  if (costs.length !== n) costs = new Float64Array(n);
  const cost = costs.fill(Infinity);
  const ends = routeEnds(state, board, company);
  for (const node of ends.nodes) cost[node] = 0;
  for (const p of ends.partial) if (p.dest >= 0) cost[p.dest] = Math.min(cost[p.dest], p.left);
  if (company !== 'purple') {
    // A ship bought this round starts its route from an origin in phase 2 or 3: as good as a route end.
    // While the company's routes can go on, a ship beside the board may start another later; once none
    // can, only a ship somebody pays for moves it again, and the outlook does not count on that, or
    // buying one would show no gain (and buying the last one, a loss) however much it revives.
    const held = state.players.some((p) => p.clipper === company);
    const start = held ? 0 : state.companies[company].spare > 0 && !stuck(state, board, ends, company) ? NEW_ROUTE_COST : Infinity;
    for (const node of ends.origins) cost[node] = Math.min(cost[node], start);
  }
  // Links are at least one segment long, so settling a node at one cost only lowers others to a higher one:
  // a list of nodes per cost (a node may sit in several; only the list of its final cost settles it).
  // The lists are kept between calls and only their lengths reset (emptying arrays showed in profiles).
  const top = limit;
  const from = beginnableLinks(board, company);
  while (buckets.length <= top) buckets.push([]);
  if (sizes.length <= top) sizes = new Int32Array(top + 1);
  sizes.fill(0, 0, top + 1);
  const push = (level: number, node: number) => {
    buckets[level][sizes[level]++] = node;
  };
  for (let u = 0; u < n; u++) if (cost[u] <= top) push(cost[u], u);
  for (let level = 0; level <= top; level++) {
    const bucket = buckets[level];
    for (let k = 0; k < sizes[level]; k++) {
      const u = bucket[k];
      if (cost[u] !== level) continue;
      // The links the board lets this company begin from u, then whether the game leaves each open: linkOpen in two halves.
      for (const li of from[u]) {
        const c = level + board.links[li].segments;
        const v = otherEnd(board.links[li], u);
        if (c >= cost[v] || c > top || !linkFree(state, board, li, company)) continue;
        cost[v] = c;
        push(c, v);
      }
    }
  }
  for (let u = 0; u < n; u++) if (cost[u] > top) cost[u] = Infinity;
  return cost;
}

/**
 * Companies each island is likely to count at the end: those connected now plus,
 * for each other company, a chance that falls with the segments it still needs.
 */
export function expectedCompanies(state: GameState): Float64Array {
  const board = boardIndex(state.map);
  const likely = likelyArrivals(state, board);
  const expected = new Float64Array(board.islandCount);
  for (let i = 0; i < board.islandCount; i++) expected[i] = scoringCompanies(state, i).length + likely[i];
  return expected;
}

/**
 * Routes change only when a segment is laid or a ship bought, and the engine then
 * replaces `links` or `companies`; a whole phase 1 of decisions shares one answer.
 */
const arrivalsCache = new WeakMap<GameState['links'], { companies: GameState['companies']; purple: boolean; likely: Float64Array }>();

function likelyArrivals(state: GameState, board: BoardIndex): Float64Array {
  const cached = arrivalsCache.get(state.links);
  if (cached && cached.companies === state.companies && cached.purple === state.purpleActive) return cached.likely;
  const likely = new Float64Array(board.islandCount);
  for (const company of COMPANY_IDS) {
    const supply = state.companies[company]?.supply ?? 0;
    if (supply <= 0) continue;
    const cost = reachCosts(state, board, company, supply);
    for (let i = 0; i < board.islandCount; i++) {
      if (cost[i] > supply || state.islands[i].companies.includes(company)) continue;
      if (company === 'purple' && i === board.purpleHome) continue;
      likely[i] += decay(cost[i]);
    }
  }
  arrivalsCache.set(state.links, { companies: state.companies, purple: state.purpleActive, likely });
  return likely;
}

/** A link that, once finished, pays a bonus or brings a company to the player's markers. */
export interface Completion {
  /** Which route end it extends: one ship can take only one of the links at its node. */
  end: string;
  /** Segments still to lay. */
  left: number;
  /** Bonus before the card's multiplier: 2 for a first company, 1 for a new one. */
  bonus: number;
  /** Points the player's markers there gain under current connections. */
  gain: number;
}

/** Every link finishable from a current route end, with what finishing it brings `seat`. */
export function completions(state: GameState, seat: Seat): Completion[] {
  const board = boardIndex(state.map);
  const out: Completion[] = [];
  const add = (end: string, company: CompanyId, dest: number, left: number) => {
    if (dest < 0 || dest >= board.islandCount) return;
    const here = state.islands[dest].companies;
    if (here.includes(company)) return;
    const mine = countOf(state.islands[dest].markers, seat);
    out.push({ end, left, bonus: here.length === 0 ? 2 : 1, gain: mine * state.map.islands[dest].value });
  };
  for (const company of COMPANY_IDS) {
    if ((state.companies[company]?.supply ?? 0) <= 0) continue;
    const ends = routeEnds(state, board, company);
    for (const p of ends.partial) add(`${company}@${p.link}`, company, p.dest, p.left);
    for (const node of ends.nodes) {
      for (const li of board.linksAt[node]) {
        if (!linkOpen(state, board, li, node, company)) continue;
        // Purple may start any number of routes, so each of its links is an end of its own.
        const end = company === 'purple' ? `purple@${li}` : `${company}:${node}`;
        add(end, company, otherEnd(board.links[li], node), board.links[li].segments);
      }
    }
  }
  return out;
}

/**
 * What a round of placements could bring: the best completion per route end, taken
 * greedily by value per segment within the card's allowance.
 */
export function roundPlan(items: readonly Completion[], perPhase: number, total: number, multiplier: number): number {
  const bestPerEnd = new Map<string, { value: number; left: number }>();
  for (const c of items) {
    if (c.left > perPhase) continue;
    const value = c.bonus * multiplier + c.gain;
    const had = bestPerEnd.get(c.end);
    if (!had || value / c.left > had.value / had.left) bestPerEnd.set(c.end, { value, left: c.left });
  }
  const ranked = [...bestPerEnd.values()].sort((a, b) => b.value / b.left - a.value / a.left || b.value - a.value);
  let budget = total;
  let sum = 0;
  for (const r of ranked) {
    if (r.value <= 0 || r.left > budget) continue;
    budget -= r.left;
    sum += r.value;
  }
  return sum;
}

/** Is the company unable to lay anywhere from its current ends, though a new route could start? */
export function stalled(state: GameState, company: Exclude<CompanyId, 'purple'>): boolean {
  const board = boardIndex(state.map);
  const ends = routeEnds(state, board, company);
  if (ends.partial.length > 0) return false;
  const openFrom = (node: number) => board.linksAt[node].some((li) => linkOpen(state, board, li, node, company));
  return !ends.nodes.some(openFrom) && ends.origins.some(openFrom);
}

export function countOf(markers: readonly Seat[], seat: Seat): number {
  let k = 0;
  for (const s of markers) if (s === seat) k++;
  return k;
}
