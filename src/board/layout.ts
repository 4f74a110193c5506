import type { BoardMap, Island } from '../map/schema';

/**
 * Where the board's pieces are drawn. Pure: no DOM, no cytoscape at runtime.
 *
 * Coordinates: map x grows east, y grows north; on screen x grows right and y grows
 * down, so a map point (x, y) is drawn at (x·scale, −y·scale).
 */

export interface Point {
  x: number;
  y: number;
}

export interface LayoutOptions {
  /** Screen pixels per map unit (a degree on the default board). Default 16. */
  scale?: number;
  /**
   * Minimum gap in pixels to keep between neighbouring islands, pushing crowded ones
   * apart (Samoa and American Samoa are barely a degree apart). 0 keeps exact map
   * positions, which is what an editor that writes positions back needs. Default 0.
   * Maps with more than 600 nodes are never spread (it is quadratic).
   */
  spread?: number;
  /** Draw the grey port-space squares around islands. Default true. */
  ports?: boolean;
}

export const DEFAULT_SCALE = 16;
/** Boards with more islands and harbors than this are drawn at their exact positions: spreading is quadratic. */
export const SPREAD_MAX_NODES = 600;

export const toScreen = (p: Point, scale = DEFAULT_SCALE): Point => ({ x: round1(p.x * scale), y: round1(-p.y * scale) });
export const toMap = (p: Point, scale = DEFAULT_SCALE): Point => ({ x: p.x / scale, y: -p.y / scale });

/** Island diameter in pixels: bigger for richer islands. */
export const islandSize = (island: Pick<Island, 'value'>): number => 20 + 3 * Math.max(0, Math.min(island.value, 10));
export const HARBOR_SIZE = 34;
/** A harbor's count as a share of its diameter when it is grown (camera.ts harborSizeAt): two digits fit inside the circle. */
export const HARBOR_FONT = 0.6;
/** An island's value digit as a share of its diameter (the live board's value image and the static picture draw it so). */
export const VALUE_FONT = 27 / 40;
export const PORT_SIZE = 10;
export const SHIP_SIZE = 16;

// Maps are values (never changed in place), so a map's positions are worked out once per
// layout: spreading crowded islands is quadratic, and the play page draws the board every move.
const positionCache = new WeakMap<BoardMap, Map<string, ReadonlyMap<string, Point>>>();

/** Where each island and harbor is drawn, by id. The map returned is shared: do not change it. */
export function nodePositions(map: BoardMap, options: LayoutOptions = {}): Map<string, Point> {
  const key = `${options.scale ?? DEFAULT_SCALE} ${options.spread ?? 0}`;
  let byLayout = positionCache.get(map);
  if (!byLayout) positionCache.set(map, (byLayout = new Map()));
  let positions = byLayout.get(key);
  if (!positions) byLayout.set(key, (positions = computePositions(map, options)));
  return positions as Map<string, Point>;
}

function computePositions(map: BoardMap, options: LayoutOptions): Map<string, Point> {
  const scale = options.scale ?? DEFAULT_SCALE;
  const spread = options.spread ?? 0;
  const nodes: { id: string; p: Point; r: number; pinned: boolean }[] = [];
  const seen = new Set<string>();
  for (const island of map.islands) {
    if (seen.has(island.id)) continue;
    seen.add(island.id);
    nodes.push({ id: island.id, p: toScreen(island, scale), r: islandSize(island) / 2, pinned: false });
  }
  for (const harbor of map.harbors) {
    if (seen.has(harbor.id)) continue;
    seen.add(harbor.id);
    nodes.push({ id: harbor.id, p: toScreen(harbor, scale), r: HARBOR_SIZE / 2, pinned: true });
  }
  if (spread > 0 && nodes.length <= SPREAD_MAX_NODES) relax(nodes, spread);
  return new Map(nodes.map((n) => [n.id, { x: round1(n.p.x), y: round1(n.p.y) }]));
}

/** Pushes overlapping nodes apart until every pair keeps `gap` pixels between their rims. Deterministic. */
function relax(nodes: { p: Point; r: number; pinned: boolean }[], gap: number): void {
  for (let iteration = 0; iteration < 200; iteration++) {
    let moved = false;
    for (let i = 0; i < nodes.length; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        const a = nodes[i];
        const b = nodes[j];
        if (a.pinned && b.pinned) continue;
        let dx = b.p.x - a.p.x;
        let dy = b.p.y - a.p.y;
        let d = Math.hypot(dx, dy);
        const need = a.r + b.r + gap;
        if (d >= need) continue;
        if (d < 1e-6) {
          // Same spot: separate along a direction fixed by the pair's indices.
          const angle = ((i * 7 + j * 13) % 360) * (Math.PI / 180);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          d = 1;
        }
        const push = (need - d) / (a.pinned || b.pinned ? 1 : 2) + 0.01;
        const ux = dx / d;
        const uy = dy / d;
        if (!a.pinned) {
          a.p = { x: a.p.x - ux * push, y: a.p.y - uy * push };
        }
        if (!b.pinned) {
          b.p = { x: b.p.x + ux * push, y: b.p.y + uy * push };
        }
        moved = true;
      }
    }
    if (!moved) return;
  }
}

/** Positions of an island's port spaces: an arc over the island, left to right. */
export function portPositions(center: Point, island: Pick<Island, 'value' | 'ports'>): Point[] {
  const n = Math.max(0, Math.floor(island.ports));
  const radius = islandSize(island) / 2 + PORT_SIZE / 2 + 3;
  const out: Point[] = [];
  for (let k = 0; k < n; k++) {
    // Angles between 180° and 360° (screen y points down, so that is the upper half).
    const angle = Math.PI + (Math.PI * (k + 1)) / (n + 1);
    out.push({ x: round1(center.x + radius * Math.cos(angle)), y: round1(center.y + radius * Math.sin(angle)) });
  }
  return out;
}

export const portId = (island: string, k: number): string => `port:${island}:${k}`;


export const round1 = (n: number) => Math.round(n * 10) / 10;
