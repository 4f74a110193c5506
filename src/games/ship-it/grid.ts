import type { Corner, Dir, Domino, Placement, Tile } from './schema';

/**
 * The plane in half-domino units. A cell is `x,y` (y grows south); a tile covers
 * 2×2 cells, a domino 1×2. Everything here is derived from the tiles and the placed
 * dominoes and cached per dominoes array (states share it until a domino moves).
 */

export const STEP: Readonly<Record<Dir, readonly [number, number]>> = { E: [1, 0], S: [0, 1], W: [-1, 0], N: [0, -1] };
export const OPPOSITE: Readonly<Record<Dir, Dir>> = { E: 'W', W: 'E', S: 'N', N: 'S' };
const DIR_LIST: readonly Dir[] = ['E', 'S', 'W', 'N'];

export const cellId = (x: number, y: number): string => `${x},${y}`;
export function parseCell(id: string): [number, number] {
  const comma = id.indexOf(',');
  return [Number(id.slice(0, comma)), Number(id.slice(comma + 1))];
}
export const isCell = (space: string): boolean => space.includes(',');

/** Low and high pips of a domino id `lo-hi`. */
export function pipsOf(id: string): [number, number] {
  return [id.charCodeAt(0) - 48, id.charCodeAt(2) - 48];
}

/** The two cells a placement covers: the low half, then the high half. */
export function cellsOf(p: Placement): [[number, number], [number, number]] {
  const [dx, dy] = STEP[p.dir];
  return [
    [p.x, p.y],
    [p.x + dx, p.y + dy],
  ];
}

/** The cell of a tile at its tick corner. */
export function cornerCell(t: Tile): [number, number] {
  return [t.x + (t.tick === 'ne' || t.tick === 'se' ? 1 : 0), t.y + (t.tick === 'se' || t.tick === 'sw' ? 1 : 0)];
}

/**
 * Cells outside a tile from which a link reaches it at its tick. `edge` (the default):
 * the two cells sharing a side with the tile's corner cell; `diagonal` adds the cell
 * touching only the corner point.
 */
export function accessCells(t: Tile, tickAccess: string): [number, number][] {
  const [cx, cy] = cornerCell(t);
  const sx = t.tick === 'ne' || t.tick === 'se' ? 1 : -1;
  const sy = t.tick === 'se' || t.tick === 'sw' ? 1 : -1;
  const cells: [number, number][] = [
    [cx + sx, cy],
    [cx, cy + sy],
  ];
  if (tickAccess === 'diagonal') cells.push([cx + sx, cy + sy]);
  return cells;
}

export interface Half {
  readonly domino: string;
  readonly pips: number;
  /** The other half's cell id. */
  readonly other: string;
}

export interface Geometry {
  /** Cell id → tile covering it. */
  readonly tileAt: ReadonlyMap<string, Tile>;
  readonly tiles: ReadonlyMap<string, Tile>;
  /** Cell id → the domino half on it. */
  readonly halfAt: ReadonlyMap<string, Half>;
  /** Space → the spaces one step away (links, sideways, the tick, tile to tile). */
  readonly neighbours: ReadonlyMap<string, readonly string[]>;
  /** Domino cell → its region (cells reachable without crossing a centreline or a tile). */
  readonly region: ReadonlyMap<string, number>;
  /** Empty cells sharing a side with a tile or a domino (where a link may be built). */
  readonly frontier: readonly string[];
  /** Occupied bounding box: minX, minY, maxX, maxY. */
  readonly box: readonly [number, number, number, number];
  /** Results that depend on the plane alone (placements, slide-outs), kept while it lasts. */
  readonly memo: Map<string, unknown>;
}

/** A value computed once per plane. */
export function memo<T>(g: Geometry, key: string, make: () => T): T {
  if (g.memo.has(key)) return g.memo.get(key) as T;
  const v = make();
  g.memo.set(key, v);
  return v;
}

const cache = new WeakMap<readonly Domino[], { tiles: readonly Tile[]; tickAccess: string; geometry: Geometry }>();

export function geometry(tiles: readonly Tile[], dominoes: readonly Domino[], tickAccess: string): Geometry {
  const hit = cache.get(dominoes);
  if (hit && hit.tiles === tiles && hit.tickAccess === tickAccess) return hit.geometry;
  const g = buildGeometry(tiles, dominoes, tickAccess);
  cache.set(dominoes, { tiles, tickAccess, geometry: g });
  return g;
}

/**
 * The next state's dominoes hold the same placed ones (a draw moves a domino from the pool
 * to the hand): the plane, and all that is memoised on it, carries over.
 */
export function carryGeometry(from: readonly Domino[], to: readonly Domino[]): void {
  const hit = cache.get(from);
  if (hit) cache.set(to, hit);
}

/** What the tiles alone decide (they never move): built once per tiles array. */
interface TilePlane {
  readonly tileAt: ReadonlyMap<string, Tile>;
  readonly tiles: ReadonlyMap<string, Tile>;
  /** Tile id → the tiles sharing a side with it, in the order they are found. */
  readonly beside: ReadonlyMap<string, readonly string[]>;
  /** Empty cells sharing a side with a tile. */
  readonly edge: readonly string[];
  readonly box: readonly [number, number, number, number];
}

const tilePlanes = new WeakMap<readonly Tile[], TilePlane>();

function tilePlane(tiles: readonly Tile[]): TilePlane {
  const hit = tilePlanes.get(tiles);
  if (hit) return hit;
  const tileAt = new Map<string, Tile>();
  const byId = new Map<string, Tile>();
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const t of tiles) {
    byId.set(t.id, t);
    for (let dx = 0; dx < 2; dx++)
      for (let dy = 0; dy < 2; dy++) {
        tileAt.set(cellId(t.x + dx, t.y + dy), t);
        grow(box, t.x + dx, t.y + dy);
      }
  }
  const beside = new Map<string, string[]>();
  for (const t of tiles) {
    const list: string[] = [];
    for (let i = 0; i < 2; i++)
      for (const [x, y] of [
        [t.x - 1, t.y + i],
        [t.x + 2, t.y + i],
        [t.x + i, t.y - 1],
        [t.x + i, t.y + 2],
      ] as const) {
        const other = tileAt.get(cellId(x, y));
        if (other && other !== t && !list.includes(other.id)) list.push(other.id);
      }
    beside.set(t.id, list);
  }
  const edge = new Set<string>();
  for (const c of tileAt.keys()) {
    const [x, y] = parseCell(c);
    for (const d of DIR_LIST) {
      const n = cellId(x + STEP[d][0], y + STEP[d][1]);
      if (!tileAt.has(n)) edge.add(n);
    }
  }
  const plane = { tileAt, tiles: byId, beside, edge: [...edge], box };
  tilePlanes.set(tiles, plane);
  return plane;
}

function grow(box: [number, number, number, number], x: number, y: number): void {
  if (x < box[0]) box[0] = x;
  if (y < box[1]) box[1] = y;
  if (x > box[2]) box[2] = x;
  if (y > box[3]) box[3] = y;
}

function buildGeometry(tiles: readonly Tile[], dominoes: readonly Domino[], tickAccess: string): Geometry {
  const plane = tilePlane(tiles);
  const { tileAt } = plane;
  const box: [number, number, number, number] = [...plane.box];
  const halfAt = new Map<string, Half>();
  for (const d of dominoes) {
    if (d.where !== 'board' || !d.at) continue;
    const [lo, hi] = pipsOf(d.id);
    const [[x1, y1], [x2, y2]] = cellsOf(d.at);
    const c1 = cellId(x1, y1);
    const c2 = cellId(x2, y2);
    halfAt.set(c1, { domino: d.id, pips: lo, other: c2 });
    halfAt.set(c2, { domino: d.id, pips: hi, other: c1 });
    grow(box, x1, y1);
    grow(box, x2, y2);
  }
  const neighbours = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    let list = neighbours.get(a);
    if (!list) neighbours.set(a, (list = []));
    if (!list.includes(b)) list.push(b);
  };
  // Along a domino and sideways (any side shared with another domino's half).
  const around = new Map<string, string[]>();
  for (const [c, h] of halfAt) {
    if (!neighbours.has(c)) neighbours.set(c, []);
    link(c, h.other);
    const [x, y] = parseCell(c);
    const cells: string[] = [];
    for (const d of DIR_LIST) {
      const n = cellId(x + STEP[d][0], y + STEP[d][1]);
      cells.push(n);
      if (n !== h.other && halfAt.has(n)) link(c, n);
    }
    around.set(c, cells);
  }
  for (const t of tiles) {
    if (!neighbours.has(t.id)) neighbours.set(t.id, []);
    // Link ↔ city zone only at the tick.
    for (const [x, y] of accessCells(t, tickAccess)) {
      const c = cellId(x, y);
      if (halfAt.has(c)) link(t.id, c), link(c, t.id);
    }
    // City zone ↔ city zone: tiles sharing a side.
    for (const other of plane.beside.get(t.id)!) link(t.id, other);
  }
  // Regions: domino cells joined across sides shared with other dominoes only.
  const region = new Map<string, number>();
  let next = 0;
  for (const c of halfAt.keys()) {
    if (region.has(c)) continue;
    const id = next++;
    const stack = [c];
    region.set(c, id);
    while (stack.length) {
      const cur = stack.pop()!;
      const h = halfAt.get(cur)!;
      for (const n of around.get(cur)!) {
        if (n === h.other || region.has(n) || !halfAt.has(n)) continue;
        region.set(n, id);
        stack.push(n);
      }
    }
  }
  const frontier = new Set<string>();
  for (const c of plane.edge) if (!halfAt.has(c)) frontier.add(c);
  for (const cells of around.values()) for (const n of cells) if (!tileAt.has(n) && !halfAt.has(n)) frontier.add(n);
  return {
    tileAt,
    tiles: plane.tiles,
    halfAt,
    neighbours,
    region,
    frontier: [...frontier].sort(),
    box,
    memo: new Map(),
  };
}

export const isFree = (g: Geometry, x: number, y: number): boolean => {
  const c = cellId(x, y);
  return !g.tileAt.has(c) && !g.halfAt.has(c);
};

/** Every placement of a domino touching the network without overlap, each once. */
export function placements(g: Geometry, domino: string): Placement[] {
  const [lo, hi] = pipsOf(domino);
  const seen = new Set<string>();
  const out: Placement[] = [];
  for (const f of g.frontier) {
    const [x, y] = parseCell(f);
    for (const d of DIR_LIST) {
      const x2 = x + STEP[d][0];
      const y2 = y + STEP[d][1];
      if (!isFree(g, x2, y2)) continue;
      for (const p of lo === hi
        ? [d === 'E' || d === 'S' ? { x, y, dir: d } : { x: x2, y: y2, dir: OPPOSITE[d] }]
        : [
            { x, y, dir: d },
            { x: x2, y: y2, dir: OPPOSITE[d] },
          ]) {
        const k = `${p.x},${p.y},${p.dir}`;
        if (!seen.has(k)) seen.add(k), out.push(p);
      }
    }
  }
  return out;
}

/** Why a placement is not allowed, or null: `overlap` or `touch`. */
export function placementFault(g: Geometry, p: Placement, domino: string): 'overlap' | 'touch' | 'double' | null {
  const [lo, hi] = pipsOf(domino);
  if (lo === hi && (p.dir === 'W' || p.dir === 'N')) return 'double';
  const cells = cellsOf(p);
  if (!cells.every(([x, y]) => isFree(g, x, y))) return 'overlap';
  if (!cells.some(([x, y]) => g.frontier.includes(cellId(x, y)))) return 'touch';
  return null;
}

/**
 * The directions a placed domino can slide out in a straight line without passing
 * over a tile or another domino (`lengthwise`: along its own axis only).
 */
export function slideOuts(g: Geometry, at: Placement, slideOut: string): Dir[] {
  const cells = cellsOf(at);
  const own = new Set(cells.map(([x, y]) => cellId(x, y)));
  const axis: readonly Dir[] = at.dir === 'E' || at.dir === 'W' ? ['E', 'W'] : ['N', 'S'];
  const dirs = slideOut === 'lengthwise' ? axis : DIR_LIST;
  const [minX, minY, maxX, maxY] = g.box;
  return dirs.filter((d) => {
    const [dx, dy] = STEP[d];
    for (const [x0, y0] of cells)
      for (let x = x0 + dx, y = y0 + dy; x >= minX && x <= maxX && y >= minY && y <= maxY; x += dx, y += dy) {
        const c = cellId(x, y);
        if (!own.has(c) && (g.tileAt.has(c) || g.halfAt.has(c))) return false;
      }
    return true;
  });
}

export const CORNER_LIST: readonly Corner[] = ['nw', 'ne', 'se', 'sw'];
