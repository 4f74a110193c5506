import { canTravel, isIsland, otherEnd, type BoardIndex, type LinkIndex } from '../map/board';
import type { CompanyId } from '../map/schema';
import { boardOf } from './context';
import type { RuleId } from './rules';
import type { GameState, Seat } from './types';

/**
 * Where segments can go. Everything about routes (harbors, ships, arrows, taken
 * links, double routes, alternate starts, purple) is decided here, once, for
 * both listing legal placements and judging a proposed one.
 */
export interface Placement {
  company: CompanyId;
  link: number;
  /** Node index the segment travels away from (for a half-built link: where it was begun). */
  from: number;
  /** Starts a new route with the ship the player bought. */
  start: boolean;
}

/** Why a fresh link cannot be begun by `company` from `node`, or null if it can. */
export function linkClosed(state: GameState, board: BoardIndex, li: number, node: number, company: CompanyId): RuleId | null {
  const link = board.links[li];
  if (state.links[li] !== null) return 'route.link-taken';
  if (link.harborEnd >= 0 && (link.harborEnd !== node || link.harborCompany !== company)) return 'route.from-harbor';
  if (!canTravel(link, node)) return 'route.one-way';
  if (link.twin >= 0) {
    const twin = state.links[link.twin];
    if (twin !== null && twin.company === company) return 'route.double';
  }
  return null;
}

export const isConnected = (state: GameState, island: number, company: CompanyId): boolean =>
  state.islands[island].companies.includes(company);

/** Nodes a new route of `company` may start from: its harbor (purple: home) and the islands it reaches. */
export function routeOrigins(state: GameState, board: BoardIndex, company: CompanyId): number[] {
  const origins: number[] = [];
  const base = company === 'purple' ? board.purpleHome : board.harborNode[company];
  if (base >= 0) origins.push(base);
  for (let i = 0; i < board.islandCount; i++) {
    if (i !== base && state.islands[i].companies.includes(company)) origins.push(i);
  }
  return origins;
}

/**
 * Calls `visit` for every segment the player at `seat` could lay now, ignoring
 * turn and card limits (see `moves/segment.ts`). Return true from `visit` to stop early.
 */
export function forEachPlacement(state: GameState, seat: Seat, visit: (p: Placement) => boolean | void): boolean {
  const board = boardOf(state);
  const clipper = state.players[seat].clipper;
  for (const company of COMPANY_ORDER) {
    const cs = state.companies[company];
    if (cs.supply <= 0) continue;
    if (company === 'purple') {
      if (!state.purpleActive) continue;
      if (visitHalfBuilt(state, board, company, visit)) return true;
      for (const origin of routeOrigins(state, board, company)) {
        if (visitFresh(state, board, company, origin, false, visit)) return true;
      }
      continue;
    }
    const seenNodes: number[] = [];
    for (const ship of cs.ships) {
      if ('link' in ship) {
        const li = board.linkIndex.get(ship.link);
        const build = li === undefined ? null : state.links[li];
        if (li !== undefined && build !== null) {
          if (visit({ company, link: li, from: board.nodeIndex.get(build.start)!, start: false })) return true;
        }
        continue;
      }
      const node = board.nodeIndex.get(ship.node);
      if (node === undefined || seenNodes.includes(node)) continue;
      seenNodes.push(node);
      if (visitFresh(state, board, company, node, false, visit)) return true;
    }
    if (clipper === company) {
      for (const origin of routeOrigins(state, board, company)) {
        if (visitFresh(state, board, company, origin, true, visit)) return true;
      }
    }
  }
  return false;
}

export const COMPANY_ORDER: readonly CompanyId[] = ['red', 'blue', 'white', 'green', 'black', 'purple'];

function visitFresh(
  state: GameState,
  board: BoardIndex,
  company: CompanyId,
  node: number,
  start: boolean,
  visit: (p: Placement) => boolean | void,
): boolean {
  for (const li of board.linksAt[node]) {
    if (linkClosed(state, board, li, node, company) === null) {
      if (visit({ company, link: li, from: node, start })) return true;
    }
  }
  return false;
}

function visitHalfBuilt(state: GameState, board: BoardIndex, company: CompanyId, visit: (p: Placement) => boolean | void): boolean {
  for (let li = 0; li < state.links.length; li++) {
    const build = state.links[li];
    if (build !== null && build.company === company && build.laid < board.links[li].segments) {
      if (visit({ company, link: li, from: board.nodeIndex.get(build.start)!, start: false })) return true;
    }
  }
  return false;
}

export const hasAnyPlacement = (state: GameState, seat: Seat): boolean => forEachPlacement(state, seat, () => true);

/** Can the player start the route of the ship they bought? */
export function canStartRoute(state: GameState, seat: Seat): boolean {
  const company = state.players[seat].clipper;
  if (company === null || state.companies[company].supply <= 0) return false;
  const board = boardOf(state);
  for (const origin of routeOrigins(state, board, company)) {
    for (const li of board.linksAt[origin]) {
      if (linkClosed(state, board, li, origin, company) === null) return true;
    }
  }
  return false;
}

/** Why this placement is not possible on the board as it stands, or null. */
export function placementProblem(state: GameState, seat: Seat, p: Placement): { rule: RuleId; message: string } | null {
  const board = boardOf(state);
  const link = board.links[p.link];
  const name = (node: number) => nodeName(board, node);
  const company = p.company;
  const build = state.links[p.link];
  if (state.companies[company].supply <= 0) {
    return { rule: 'route.supply', message: `${cap(company)} has laid all its segments.` };
  }
  if (company === 'purple' && !state.purpleActive) {
    return {
      rule: 'purple.activation',
      message: `Purple is not active yet: two different companies must first be connected to ${name(board.purpleHome)}.`,
    };
  }
  if (build !== null) {
    if (build.company !== company) {
      return { rule: 'route.link-taken', message: `${cap(build.company)} has already begun link ${link.id}; another company cannot enter it.` };
    }
    if (build.laid >= link.segments) {
      return { rule: 'route.link-taken', message: `Link ${link.id} is already complete.` };
    }
    if (board.nodeIndex.get(build.start) !== p.from) {
      return { rule: 'route.link-taken', message: `Link ${link.id} was begun from ${build.start}; it can only be continued in that direction.` };
    }
    if (p.start) return { rule: 'route.alternate', message: `A new route cannot start part-way along link ${link.id}.` };
    if (company !== 'purple' && !state.companies[company].ships.some((s) => 'link' in s && s.link === link.id)) {
      return { rule: 'route.extend', message: `No ${company} ship stands on link ${link.id}.` };
    }
    return null;
  }
  const closed = linkClosed(state, board, p.link, p.from, company);
  if (closed !== null) return { rule: closed, message: closedMessage(closed, board, link, p.from, company) };
  if (company === 'purple') {
    if (p.from !== board.purpleHome && !(isIsland(board, p.from) && isConnected(state, p.from, 'purple'))) {
      return { rule: 'purple.routes', message: `Purple routes start from ${name(board.purpleHome)} or an island purple already reaches; ${name(p.from)} is neither.` };
    }
    return null;
  }
  if (p.start) {
    if (state.players[seat].clipper !== company) {
      return { rule: 'route.alternate', message: `Starting a new ${company} route needs a ${company} ship bought this round.` };
    }
    const ok = p.from === board.harborNode[company] || (isIsland(board, p.from) && isConnected(state, p.from, company));
    if (!ok) {
      return { rule: 'route.alternate', message: `A new ${company} route starts from its harbor or an island ${company} already reaches; ${name(p.from)} is neither.` };
    }
    return null;
  }
  const ships = state.companies[company].ships;
  if (!ships.some((s) => 'node' in s && s.node === board.nodeIds[p.from])) {
    const where = ships.map((s) => ('node' in s ? name(board.nodeIndex.get(s.node)!) : `link ${s.link}`)).join(', ') || 'nowhere';
    return { rule: 'route.extend', message: `No ${company} route ends at ${name(p.from)} (its ships stand at ${where}). Extend a route from its ship.` };
  }
  return null;
}

function closedMessage(rule: RuleId, board: BoardIndex, link: LinkIndex, from: number, company: CompanyId): string {
  const name = (node: number) => nodeName(board, node);
  switch (rule) {
    case 'route.from-harbor':
      return link.harborCompany !== company
        ? `Link ${link.id} leaves the ${link.harborCompany} harbor; only ${link.harborCompany} may build it.`
        : `Link ${link.id} can only be built away from the harbor, not into it.`;
    case 'route.one-way':
      return `Link ${link.id} has an arrow: it may only be built from ${name(link.from)} to ${name(link.to)}.`;
    case 'route.double':
      return `${cap(company)} already built the other link between ${name(link.from)} and ${name(link.to)}; one company cannot build both.`;
    default:
      return `Link ${link.id} cannot be built from ${name(from)}.`;
  }
}

export function nodeName(board: BoardIndex, node: number): string {
  if (node < 0) return '(nowhere)';
  if (node < board.islandCount) return board.map.islands[node].name;
  const harbor = board.map.harbors[node - board.islandCount];
  return `the ${harbor.company} harbor`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export { otherEnd };
