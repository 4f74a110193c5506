import type { BoardEdgeData, BoardElement } from './elements';
import { HARBOR_SIZE, type Point } from './layout';

/**
 * Where a link is drawn, as plain geometry (no React): the board picture, the play
 * page's clickable layer and the map checker's drawing rules all read it here.
 */

const r = (n: number) => Math.round(n * 10) / 10;

/** The widest stroke that takes clicks on a link, in board pixels (the play page's, zoomed out; play/layer.ts linkHitWidth). */
export const LINK_HIT_MAX = 32;
/**
 * Each link's own line on the play page, drawn over every link's wide stroke, in board pixels:
 * the map checker keeps every other link this far off a link's middle, so a click there is the link's.
 */
export const LINK_CORE_WIDTH = 18;

/** Where a link is drawn: from rim to rim, bent for the twin links of a double route. Null when an end is missing. */
export function linkGeometry(edge: BoardEdgeData, byId: ReadonlyMap<string, BoardElement>): { d: string; start: Point; end: Point; mid: Point } | null {
  const a = byId.get(edge.source)?.position;
  const b = byId.get(edge.target)?.position;
  if (!a || !b) return null;
  const radius = (nodeId: string): number => Number(byId.get(nodeId)?.data.size ?? HARBOR_SIZE) / 2;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  // Normal to the line; the twin links of a double route bend to either side along it.
  const nx = -uy;
  const ny = ux;
  const ra = radius(edge.source);
  const rb = radius(edge.target);
  const start = { x: a.x + ux * ra, y: a.y + uy * ra };
  const end = { x: b.x - ux * rb, y: b.y - uy * rb };
  const curve = Number(edge.curve) || 0;
  const ctrl = { x: (a.x + b.x) / 2 + nx * curve, y: (a.y + b.y) / 2 + ny * curve };
  const d = curve === 0 ? `M${r(start.x)} ${r(start.y)}L${r(end.x)} ${r(end.y)}` : `M${r(start.x)} ${r(start.y)}Q${r(ctrl.x)} ${r(ctrl.y)} ${r(end.x)} ${r(end.y)}`;
  // The curve's midpoint (a quadratic Bézier at t = 1/2), where a label or chip sits.
  const mid = { x: (start.x + 2 * ctrl.x + end.x) / 4, y: (start.y + 2 * ctrl.y + end.y) / 4 };
  return { d, start, end, mid };
}

/** The drawn path as points (a straight link: its two ends; a bent one: `steps` pieces of its curve). */
export function linkPolyline(g: { start: Point; end: Point; mid: Point }, steps = 12): Point[] {
  // The control point, recovered from the midpoint of a quadratic Bézier: mid = (start + 2·ctrl + end) / 4.
  const ctrl = { x: (4 * g.mid.x - g.start.x - g.end.x) / 2, y: (4 * g.mid.y - g.start.y - g.end.y) / 2 };
  const straight = Math.abs(ctrl.x - (g.start.x + g.end.x) / 2) < 1e-6 && Math.abs(ctrl.y - (g.start.y + g.end.y) / 2) < 1e-6;
  if (straight) return [g.start, g.end];
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push({ x: u * u * g.start.x + 2 * u * t * ctrl.x + t * t * g.end.x, y: u * u * g.start.y + 2 * u * t * ctrl.y + t * t * g.end.y });
  }
  return out;
}

/** Distance from `p` to the segment a–b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Distance from `p` to a polyline. */
export function distanceToPath(p: Point, path: readonly Point[]): number {
  let best = Infinity;
  for (let i = 1; i < path.length; i++) best = Math.min(best, distanceToSegment(p, path[i - 1], path[i]));
  return best;
}
