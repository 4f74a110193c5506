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

/**
 * A space as a number, for the hot paths (listing and weighing moves): a cell is
 * `(x + 4096) * 8192 + (y + 4096)` (coordinates within ±4096), a tile `-(its index + 1)`
 * in the tiles array. Names (`x,y`, `red.3`) are made from keys only for the moves listed.
 */
const OFF = 4096;
const SPAN = 8192;
export const cellKey = (x: number, y: number): number => (x + OFF) * SPAN + (y + OFF);
export const keyX = (k: number): number => Math.floor(k / SPAN) - OFF;
export const keyY = (k: number): number => (k % SPAN) - OFF;
const KEY_STEP: readonly number[] = DIR_LIST.map((d) => STEP[d][0] * SPAN + STEP[d][1]);

const names = new Map<number, string>();
const keys = new Map<string, number>();
/** A cell key's name `x,y` (made once). */
export function cellName(k: number): string {
  let n = names.get(k);
  if (n === undefined) names.set(k, (n = `${keyX(k)},${keyY(k)}`));
  return n;
}
/**
 * A number that sorts as a cell's name does (code unit by code unit, a prefix first): each
 * character of the name in four bits (`,` 1, `-` 2, digits 5–14), padded to 11 characters.
 */
const orders = new Map<number, number>();
const byOrder = new Map<number, number>();
function nameOrder(k: number): number {
  let o = orders.get(k);
  if (o === undefined) {
    const name = cellName(k);
    o = 0;
    for (let i = 0; i < 11; i++) o = o * 16 + (i < name.length ? name.charCodeAt(i) - 43 : 0);
    orders.set(k, o);
    byOrder.set(o, k);
  }
  return o;
}

/** A cell name's key (read once). */
export function keyOfCell(id: string): number {
  let k = keys.get(id);
  if (k === undefined) {
    const [x, y] = parseCell(id);
    keys.set(id, (k = cellKey(x, y)));
  }
  return k;
}

export interface Geometry {
  /** Cell key → index of the tile covering it. */
  readonly tileK: ReadonlyMap<number, number>;
  readonly tileList: readonly Tile[];
  /** Tile id → its index. */
  readonly tileIndex: ReadonlyMap<string, number>;
  readonly tiles: ReadonlyMap<string, Tile>;
  /** Cell key → the pips of the domino half on it; its other half's key; its domino. */
  readonly pipsK: ReadonlyMap<number, number>;
  readonly otherK: ReadonlyMap<number, number>;
  readonly dominoK: ReadonlyMap<number, string>;
  /** Space key → the spaces one step away (links, sideways, the tick, tile to tile). */
  readonly nb: ReadonlyMap<number, readonly number[]>;
  /** Domino cell key → its region (cells reachable without crossing a centreline or a tile). */
  readonly regionK: ReadonlyMap<number, number>;
  /** Empty cells sharing a side with a tile or a domino (where a link may be built), in the order of their names. */
  readonly frontierK: readonly number[];
  /** Cell key → the tiles a link on it reaches at their tick. */
  readonly accessK: ReadonlyMap<number, readonly number[]>;
  /** Occupied bounding box: minX, minY, maxX, maxY. */
  readonly box: readonly [number, number, number, number];
  /** Results that depend on the plane alone (placements, slide-outs), kept while it lasts. */
  readonly memo: Map<string, unknown>;
  // The same by name, made on first use (drawings, facts, tests, explanations).
  readonly tileAt: ReadonlyMap<string, Tile>;
  readonly halfAt: ReadonlyMap<string, Half>;
  readonly neighbours: ReadonlyMap<string, readonly string[]>;
  readonly region: ReadonlyMap<string, number>;
  readonly frontier: readonly string[];
}

/** A space's key (a tile id or a cell name), or undefined for neither (a chit, the fist, an unknown tile). */
export function spaceKey(g: Geometry, space: string): number | undefined {
  if (isCell(space)) return keyOfCell(space);
  const i = g.tileIndex.get(space);
  return i === undefined ? undefined : -(i + 1);
}
export const spaceName = (g: Geometry, k: number): string => (k < 0 ? g.tileList[-k - 1].id : cellName(k));

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
  readonly tileK: ReadonlyMap<number, number>;
  readonly tileIndex: ReadonlyMap<string, number>;
  readonly tiles: ReadonlyMap<string, Tile>;
  /** Tile index → the tiles sharing a side with it, in the order they are found. */
  readonly beside: readonly (readonly number[])[];
  /** Empty cells sharing a side with a tile. */
  readonly edge: readonly number[];
  readonly box: readonly [number, number, number, number];
  /** Per tick access: tile index → its access cells (in `accessCells` order); cell → the tiles it reaches (in tile order). */
  readonly access: Map<string, { readonly cells: readonly (readonly number[])[]; readonly byCell: ReadonlyMap<number, readonly number[]> }>;
}

const tilePlanes = new WeakMap<readonly Tile[], TilePlane>();

function tilePlane(tiles: readonly Tile[]): TilePlane {
  const hit = tilePlanes.get(tiles);
  if (hit) return hit;
  const tileK = new Map<number, number>();
  const byId = new Map<string, Tile>();
  const tileIndex = new Map<string, number>();
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  tiles.forEach((t, i) => {
    byId.set(t.id, t);
    tileIndex.set(t.id, i);
    for (let dx = 0; dx < 2; dx++)
      for (let dy = 0; dy < 2; dy++) {
        tileK.set(cellKey(t.x + dx, t.y + dy), i);
        grow(box, t.x + dx, t.y + dy);
      }
  });
  const beside = tiles.map((t, i) => {
    const list: number[] = [];
    for (let j = 0; j < 2; j++)
      for (const [x, y] of [
        [t.x - 1, t.y + j],
        [t.x + 2, t.y + j],
        [t.x + j, t.y - 1],
        [t.x + j, t.y + 2],
      ] as const) {
        const other = tileK.get(cellKey(x, y));
        if (other !== undefined && other !== i && !list.includes(other)) list.push(other);
      }
    return list;
  });
  const edge = new Set<number>();
  for (const c of tileK.keys())
    for (const step of KEY_STEP) {
      const n = c + step;
      if (!tileK.has(n)) edge.add(n);
    }
  const plane = { tileK, tileIndex, tiles: byId, beside, edge: [...edge], box, access: new Map() };
  tilePlanes.set(tiles, plane);
  return plane;
}

function accessOf(plane: TilePlane, tiles: readonly Tile[], tickAccess: string) {
  let a = plane.access.get(tickAccess);
  if (a) return a;
  const cells = tiles.map((t) => accessCells(t, tickAccess).map(([x, y]) => cellKey(x, y)));
  const byCell = new Map<number, number[]>();
  cells.forEach((list, i) => {
    for (const c of list) {
      const at = byCell.get(c);
      if (at) at.push(i);
      else byCell.set(c, [i]);
    }
  });
  plane.access.set(tickAccess, (a = { cells, byCell }));
  return a;
}

function grow(box: [number, number, number, number], x: number, y: number): void {
  if (x < box[0]) box[0] = x;
  if (y < box[1]) box[1] = y;
  if (x > box[2]) box[2] = x;
  if (y > box[3]) box[3] = y;
}

function buildGeometry(tiles: readonly Tile[], dominoes: readonly Domino[], tickAccess: string): Geometry {
  const plane = tilePlane(tiles);
  const access = accessOf(plane, tiles, tickAccess);
  const { tileK } = plane;
  const box: [number, number, number, number] = [...plane.box];
  const pipsK = new Map<number, number>();
  const otherK = new Map<number, number>();
  const dominoK = new Map<number, string>();
  for (const d of dominoes) {
    if (d.where !== 'board' || !d.at) continue;
    const [lo, hi] = pipsOf(d.id);
    const [[x1, y1], [x2, y2]] = cellsOf(d.at);
    const c1 = cellKey(x1, y1);
    const c2 = cellKey(x2, y2);
    pipsK.set(c1, lo);
    pipsK.set(c2, hi);
    otherK.set(c1, c2);
    otherK.set(c2, c1);
    dominoK.set(c1, d.id);
    dominoK.set(c2, d.id);
    grow(box, x1, y1);
    grow(box, x2, y2);
  }
  // Along a domino, then sideways (any side shared with another domino's half), then the tiles reached at their tick.
  const nb = new Map<number, number[]>();
  for (const [c, other] of otherK) {
    const list = [other];
    for (const step of KEY_STEP) {
      const n = c + step;
      if (n !== other && pipsK.has(n)) list.push(n);
    }
    for (const t of access.byCell.get(c) ?? []) list.push(-(t + 1));
    nb.set(c, list);
  }
  tiles.forEach((_, i) => {
    const list: number[] = [];
    for (const c of access.cells[i]) if (pipsK.has(c) && !list.includes(c)) list.push(c);
    for (const other of plane.beside[i]) list.push(-(other + 1));
    nb.set(-(i + 1), list);
  });
  // Regions: domino cells joined across sides shared with other dominoes only.
  const regionK = new Map<number, number>();
  let next = 0;
  for (const c of otherK.keys()) {
    if (regionK.has(c)) continue;
    const id = next++;
    const stack = [c];
    regionK.set(c, id);
    while (stack.length) {
      const cur = stack.pop()!;
      const other = otherK.get(cur)!;
      for (const step of KEY_STEP) {
        const n = cur + step;
        if (n === other || regionK.has(n) || !pipsK.has(n)) continue;
        regionK.set(n, id);
        stack.push(n);
      }
    }
  }
  let frontierK: number[] | null = null;
  const frontierOf = (): number[] => {
    const set = new Set<number>();
    for (const c of plane.edge) if (!pipsK.has(c)) set.add(c);
    for (const c of otherK.keys())
      for (const step of KEY_STEP) {
        const n = c + step;
        if (!tileK.has(n) && !pipsK.has(n)) set.add(n);
      }
    // In the order of the cells' names, as the moves have always been listed.
    const order = new Float64Array(set.size);
    let i = 0;
    for (const k of set) order[i++] = nameOrder(k);
    order.sort();
    return Array.from(order, (o) => byOrder.get(o)!);
  };
  let tileAt: Map<string, Tile> | null = null;
  let halfAt: Map<string, Half> | null = null;
  let neighbours: Map<string, string[]> | null = null;
  let region: Map<string, number> | null = null;
  const name = (k: number) => (k < 0 ? tiles[-k - 1].id : cellName(k));
  return {
    tileK,
    tileList: tiles,
    tileIndex: plane.tileIndex,
    tiles: plane.tiles,
    pipsK,
    otherK,
    dominoK,
    nb,
    regionK,
    get frontierK() {
      return (frontierK ??= frontierOf());
    },
    accessK: access.byCell,
    box,
    memo: new Map(),
    get tileAt() {
      return (tileAt ??= new Map([...tileK].map(([k, i]) => [cellName(k), tiles[i]])));
    },
    get halfAt() {
      return (halfAt ??= new Map([...pipsK].map(([k, pips]) => [cellName(k), { domino: dominoK.get(k)!, pips, other: cellName(otherK.get(k)!) }])));
    },
    get neighbours() {
      return (neighbours ??= new Map([...nb].map(([k, list]) => [name(k), list.map(name)])));
    },
    get region() {
      return (region ??= new Map([...regionK].map(([k, r]) => [cellName(k), r])));
    },
    get frontier() {
      return this.frontierK.map(cellName);
    },
  };
}

export const isFree = (g: Geometry, x: number, y: number): boolean => {
  const c = cellKey(x, y);
  return !g.tileK.has(c) && !g.pipsK.has(c);
};

/**
 * Every placement of a domino touching the network without overlap, each once: a placement
 * is met from each of its cells on the frontier, and is listed where it is first met.
 */
export function placements(g: Geometry, domino: string): Placement[] {
  const [lo, hi] = pipsOf(domino);
  // Every domino but a double has the same placements on a plane.
  return memo(g, lo === hi ? 'placements:double' : 'placements', () => placementsOf(g, lo === hi));
}

function placementsOf(g: Geometry, double: boolean): Placement[] {
  const frontier = g.frontierK;
  const rank = memo(g, 'frontier-rank', () => new Map(frontier.map((k, i) => [k, i])));
  const out: Placement[] = [];
  for (let i = 0; i < frontier.length; i++) {
    const f = frontier[i];
    const x = keyX(f);
    const y = keyY(f);
    for (let d = 0; d < 4; d++) {
      const n = f + KEY_STEP[d];
      if (g.tileK.has(n) || g.pipsK.has(n)) continue;
      const r = rank.get(n);
      if (r !== undefined && r < i) continue;
      const [dx, dy] = STEP[DIR_LIST[d]];
      // E S W N: the opposite of d is (d + 2) % 4; a double is listed once, towards E or S.
      if (double) out.push(d < 2 ? { x, y, dir: DIR_LIST[d] } : { x: x + dx, y: y + dy, dir: DIR_LIST[d - 2] });
      else out.push({ x, y, dir: DIR_LIST[d] }, { x: x + dx, y: y + dy, dir: DIR_LIST[(d + 2) % 4] });
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
  const frontier = memo(g, 'frontier-set', () => new Set(g.frontierK));
  if (!cells.some(([x, y]) => frontier.has(cellKey(x, y)))) return 'touch';
  return null;
}

/**
 * The directions a placed domino can slide out in a straight line without passing
 * over a tile or another domino (`lengthwise`: along its own axis only).
 */
export function slideOuts(g: Geometry, at: Placement, slideOut: string): Dir[] {
  const cells = cellsOf(at);
  const own = cells.map(([x, y]) => cellKey(x, y));
  const axis: readonly Dir[] = at.dir === 'E' || at.dir === 'W' ? ['E', 'W'] : ['N', 'S'];
  const dirs = slideOut === 'lengthwise' ? axis : DIR_LIST;
  const [minX, minY, maxX, maxY] = g.box;
  return dirs.filter((d) => {
    const [dx, dy] = STEP[d];
    for (const [x0, y0] of cells)
      for (let x = x0 + dx, y = y0 + dy; x >= minX && x <= maxX && y >= minY && y <= maxY; x += dx, y += dy) {
        const c = cellKey(x, y);
        if (c !== own[0] && c !== own[1] && (g.tileK.has(c) || g.pipsK.has(c))) return false;
      }
    return true;
  });
}

export const CORNER_LIST: readonly Corner[] = ['nw', 'ne', 'se', 'sw'];
