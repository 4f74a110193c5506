import type { BoardEdgeData, BoardElement } from '../board/elements';
import { linkGeometry } from '../board/BoardSvg';
import type { Point } from '../board/layout';
import type { CompanyId } from '../map/schema';
import type { Targets } from './targets';

/**
 * The clickable layer the play page draws over the board: every link (legal ones
 * lit in the colours of the companies that may lay there), and the port spaces
 * that take a marker now. Pure: computed from the board's elements and the
 * targets, so the page only draws it.
 */

export interface LinkSpot {
  link: string;
  d: string;
  mid: Point;
  /** Companies that may lay here now; empty: clicking asks the engine why not. */
  companies: CompanyId[];
}

export interface PortSpot {
  id: string;
  island: string;
  at: Point;
  size: number;
  /** `place`: a marker may go here; `from`: the player's own marker, movable with the Port card; `to`: where the chosen marker may go. */
  role: 'place' | 'from' | 'to';
}

export interface PlayLayer {
  links: LinkSpot[];
  ports: PortSpot[];
}

export type LinkShape = Omit<LinkSpot, 'companies'>;

/** Where each link is drawn. It depends on the board only, so the page works it out once, not every move. */
export function linkShapes(elements: readonly BoardElement[]): LinkShape[] {
  const byId = new Map(elements.filter((e) => e.group === 'nodes').map((e) => [e.data.id, e]));
  const out: LinkShape[] = [];
  for (const e of elements) {
    if (e.group !== 'edges') continue;
    const g = linkGeometry(e.data as BoardEdgeData, byId);
    if (g) out.push({ link: e.data.id, d: g.d, mid: g.mid });
  }
  return out;
}

/**
 * `elements`: the board with the game drawn on it (for the markers); `shapes`: from
 * `linkShapes`. `movingFrom`: the island whose marker the player picked up with the Port card.
 */
export function playLayer(elements: readonly BoardElement[], t: Targets, movingFrom: string | null, seatNation: string | null, shapes: readonly LinkShape[] = linkShapes(elements)): PlayLayer {
  const links: LinkSpot[] = shapes.map((s) => {
    const moves = t.links.get(s.link);
    return { ...s, companies: moves ? [...new Set(moves.map((m) => m.company))] : [] };
  });
  const moveTargets = movingFrom ? new Set((t.portMoves.get(movingFrom) ?? []).map((m) => m.to)) : null;
  const ports: PortSpot[] = [];
  const firstVacant = new Set<string>();
  for (const e of elements) {
    if (e.group !== 'nodes' || e.data.kind !== 'port') continue;
    const island = String(e.data.island);
    const marker = e.classes.includes('marker');
    const at = e.position!;
    const size = Number(e.data.size);
    if (!marker && !firstVacant.has(island)) {
      // One spot per island: the first vacant space (markers fill spaces left to right).
      if (moveTargets ? moveTargets.has(island) : t.ports.has(island)) {
        ports.push({ id: String(e.data.id), island, at, size, role: moveTargets ? 'to' : 'place' });
        firstVacant.add(island);
      }
    } else if (marker && !moveTargets && seatNation && e.data.nation === seatNation && t.portMoves.has(island)) {
      ports.push({ id: String(e.data.id), island, at, size, role: 'from' });
    }
  }
  return { links, ports };
}
