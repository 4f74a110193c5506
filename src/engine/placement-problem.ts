import { isIsland, nodeName as placeName, type BoardIndex, type LinkIndex } from '../map/board';
import type { CompanyId } from '../map/schema';
import { boardOf } from './context';
import { isConnected, isPurpleOrigin } from './origins';
import { linkClosed } from './route-links';
import type { RuleId } from './rules';
import type { GameState, Seat, Violation } from './types';
import { because } from './refusals';

/** One segment someone proposes to lay: which company, on which link, travelling away from which node. */
export interface Placement {
  company: CompanyId;
  link: number;
  /** Node index the segment travels away from (for a half-built link: where it was begun). */
  from: number;
  /** Starts a new route with the ship the player bought. */
  start: boolean;
}

/** A proposed placement judged on the board as it stands, and why it is refused, in the game's words (the explainer's). */

/** Why this placement is not possible on the board as it stands, or null. */
export function placementProblem(state: GameState, seat: Seat, p: Placement): Violation | null {
  const board = boardOf(state);
  const link = board.links[p.link];
  const company = p.company;
  const build = state.links[p.link];
  if (state.companies[company].supply <= 0) return because('route.supply', 'route.supply-out', { company });
  if (company === 'purple' && !state.purpleActive) return because('purple.activation', 'purple.inactive', { home: nodeName(board, board.purpleHome) });
  if (build !== null) {
    if (build.company !== company) {
      return because('route.link-taken', 'link.other-company', { company: build.company, link: link.id });
    }
    if (build.laid >= link.segments) return because('route.link-taken', 'link.complete', { link: link.id });
    if (board.nodeIds[p.from] !== build.start) return because('route.link-taken', 'link.begun-elsewhere', { link: link.id, from: build.start });
    if (p.start) return because('route.alternate', 'start.mid-link', { link: link.id });
    if (company !== 'purple' && !state.companies[company].ships.some((s) => 'link' in s && s.link === link.id)) {
      return because('route.extend', 'extend.no-ship-on-link', { company, link: link.id });
    }
    return null;
  }
  const closed = linkClosed(state, board, p.link, p.from, company);
  if (closed !== null) return closedBecause(closed, board, link, p.from, company);
  if (company === 'purple') {
    if (p.start) return because('route.alternate', 'purple.no-ships');
    if (!isPurpleOrigin(state, board, p.from)) {
      const code = state.variants.purpleBranch === 'anywhere' ? 'purple.origin-anywhere' : 'purple.origin-ends';
      return because('purple.routes', code, { home: nodeName(board, board.purpleHome), from: nodeName(board, p.from) });
    }
    return null;
  }
  if (p.start) {
    if (state.players[seat].clipper !== company) return because('route.alternate', 'start.needs-ship', { company });
    const ok = p.from === board.harborNode[company] || (isIsland(board, p.from) && isConnected(state, p.from, company));
    if (!ok) return because('route.alternate', 'start.wrong-place', { company, from: nodeName(board, p.from) });
    return null;
  }
  const ships = state.companies[company].ships;
  if (!ships.some((s) => 'node' in s && s.node === board.nodeIds[p.from])) {
    const where = ships.map((s) => ('node' in s ? { place: nodeName(board, board.nodeIndex.get(s.node)!) } : { link: s.link }));
    return because('route.extend', 'extend.no-route-end', { company, from: nodeName(board, p.from), ships: where });
  }
  return null;
}

function closedBecause(rule: RuleId, board: BoardIndex, link: LinkIndex, from: number, company: CompanyId): Violation {
  const name = (node: number) => nodeName(board, node);
  switch (rule) {
    case 'route.from-harbor':
      return link.harborCompany !== company
        ? because(rule, 'link.harbor-other', { link: link.id, owner: link.harborCompany ?? '' })
        : because(rule, 'link.harbor-inward', { link: link.id });
    case 'route.one-way':
      return because(rule, 'link.one-way', { link: link.id, from: name(link.from), to: name(link.to) });
    case 'route.double':
      return because(rule, 'link.double', { company, from: name(link.from), to: name(link.to) });
    default:
      return because(rule, 'link.closed', { link: link.id, from: name(from) });
  }
}

export const nodeName = (board: BoardIndex, node: number): string => (node < 0 ? '(nowhere)' : placeName(board.map, board.nodeIds[node]));

