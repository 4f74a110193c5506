import { isIsland, nodeName as placeName, type BoardIndex, type LinkIndex } from '../map/board';
import type { CompanyId } from '../map/schema';
import { boardOf } from './context';
import { isConnected, isPurpleOrigin } from './origins';
import { linkClosed, type Placement } from './route';
import type { RuleId } from './rules';
import type { GameState, Seat } from './types';

/** A proposed placement judged on the board as it stands, and why it is refused, in the game's words. */

/** Why this placement is not possible on the board as it stands, or null. */
export function placementProblem(state: GameState, seat: Seat, p: Placement): { rule: RuleId; message: string } | null {
  const board = boardOf(state);
  const link = board.links[p.link];
  const company = p.company;
  const build = state.links[p.link];
  if (state.companies[company].supply <= 0) {
    return { rule: 'route.supply', message: `${cap(company)} has laid all its segments.` };
  }
  if (company === 'purple' && !state.purpleActive) {
    return {
      rule: 'purple.activation',
      message: `Purple is not active yet: two different companies must first be connected to ${nodeName(board, board.purpleHome)}.`,
    };
  }
  if (build !== null) {
    if (build.company !== company) {
      return { rule: 'route.link-taken', message: `${cap(build.company)} has already begun link ${link.id}; another company cannot enter it.` };
    }
    if (build.laid >= link.segments) {
      return { rule: 'route.link-taken', message: `Link ${link.id} is already complete.` };
    }
    if (board.nodeIds[p.from] !== build.start) {
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
    if (p.start) {
      return { rule: 'route.alternate', message: 'Purple has no ships: its routes begin without buying one, so nothing is "started" with a ship.' };
    }
    if (!isPurpleOrigin(state, board, p.from)) {
      const message =
        state.variants.purpleBranch === 'anywhere'
          ? `Purple routes start from ${nodeName(board, board.purpleHome)} or an island purple already reaches; ${nodeName(board, p.from)} is neither.`
          : `New purple routes start only from ${nodeName(board, board.purpleHome)}; elsewhere purple extends a route from its end, and no purple route ends at ${nodeName(board, p.from)}.`;
      return { rule: 'purple.routes', message };
    }
    return null;
  }
  if (p.start) {
    if (state.players[seat].clipper !== company) {
      return { rule: 'route.alternate', message: `Starting a new ${company} route needs a ${company} ship bought this round.` };
    }
    const ok = p.from === board.harborNode[company] || (isIsland(board, p.from) && isConnected(state, p.from, company));
    if (!ok) {
      return { rule: 'route.alternate', message: `A new ${company} route starts from its harbor or an island ${company} already reaches; ${nodeName(board, p.from)} is neither.` };
    }
    return null;
  }
  const ships = state.companies[company].ships;
  if (!ships.some((s) => 'node' in s && s.node === board.nodeIds[p.from])) {
    const where = ships.map((s) => ('node' in s ? nodeName(board, board.nodeIndex.get(s.node)!) : `link ${s.link}`)).join(', ') || 'nowhere';
    return { rule: 'route.extend', message: `No ${company} route ends at ${nodeName(board, p.from)} (its ships stand at ${where}). Extend a route from its ship.` };
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

export const nodeName = (board: BoardIndex, node: number): string => (node < 0 ? '(nowhere)' : placeName(board.map, board.nodeIds[node]));

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
