import type { BoardEdgeData, BoardElement } from '../board/elements';
import { linkGeometry } from '../board/BoardSvg';
import { LINK_CORE_WIDTH, LINK_HIT_MAX } from '../board/link-geometry';
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
  /** One of the two links of a double route (they run side by side). */
  double: boolean;
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
    if (g) out.push({ link: e.data.id, d: g.d, mid: g.mid, double: e.classes.includes('double') });
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

/** Touch targets in screen pixels: 44 is what platform guidelines ask, 24 the least (WCAG 2.5.8). */
export const TOUCH_IDEAL = 44;
export const TOUCH_LEAST = 24;

/**
 * How far round each port spot a click or tap still takes it, in board pixels, at a
 * zoom (screen pixels per board pixel). The drawn square stays small (it is the
 * board's own port space); the invisible hit area around it grows to about 44
 * screen pixels across, but stops halfway to the nearest spot that would do
 * something else, so a tap is never taken by the wrong island. Only where spots sit
 * closer than 24 px on screen does that halfway line win over the 24 px floor. It also
 * stops short of every link's middle (`linkMids`), where that link is clicked: a short
 * link beside an island (Tonga–Fiji) stays clickable while the island takes markers.
 */
export function portHitRadii(ports: readonly PortSpot[], zoom: number, linkMids: readonly Point[] = []): Map<string, number> {
  const z = Math.max(zoom, 1e-6);
  const out = new Map<string, number>();
  for (const p of ports) {
    let nearest = Infinity;
    for (const q of ports) {
      if (q.island === p.island && q.role === p.role) continue; // same island and role: the same click
      nearest = Math.min(nearest, Math.hypot(q.at.x - p.at.x, q.at.y - p.at.y));
    }
    const drawn = p.size / 2 + 5;
    let clear = Infinity;
    for (const m of linkMids) clear = Math.min(clear, Math.hypot(m.x - p.at.x, m.y - p.at.y) - linkHitWidth(false, z) / 2);
    out.set(p.id, Math.max(drawn, Math.min(TOUCH_IDEAL / 2 / z, nearest / 2, clear)));
  }
  return out;
}

/**
 * Width of the invisible stroke that takes clicks on a route, in board pixels: about
 * 28 screen pixels, at least the 18 it always had. The two links of a double route
 * run 16 board pixels apart, so theirs stays 18, or the later one drawn would take
 * taps aimed at the other.
 */
export { LINK_CORE_WIDTH };

export function linkHitWidth(double: boolean, zoom: number): number {
  if (double) return LINK_CORE_WIDTH;
  return Math.min(LINK_HIT_MAX, Math.max(LINK_CORE_WIDTH, 28 / Math.max(zoom, 1e-6)));
}

/** What the player to act may click now, in board coordinates: each lit link's middle and each lit port space. */
export function litPoints(layer: PlayLayer): Point[] {
  return [...layer.links.filter((l) => l.companies.length > 0).map((l) => l.mid), ...layer.ports.map((p) => p.at)];
}

/**
 * Where a box that scrolls sideways over a wider board picture (a phone) should stand so that
 * every lit point (`xs`, in pixels across the picture) is in view, with `margin` pixels to spare
 * where there is room: centred on them, within the picture's ends. Null when they are in view
 * already (the reader's own scroll is left alone) or when they are too spread to be in view at once
 * (phase 1's port spaces cover the board). Issue 35: the phone opened on the west edge while every
 * lit phase-2 route was at the east harbors.
 */
export function frameScrollLeft(xs: readonly number[], view: number, content: number, current: number, margin = 24): number | null {
  if (xs.length === 0 || content <= view) return null;
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  if (hi - lo > view) return null;
  if (lo >= current + Math.min(margin, (view - (hi - lo)) / 2) && hi <= current + view - Math.min(margin, (view - (hi - lo)) / 2)) return null;
  return Math.round(Math.max(0, Math.min(content - view, (lo + hi) / 2 - view / 2)));
}
