import { accessCells, cellId, isCell, cellsOf, geometry, memo, STEP, type Geometry } from './grid';
import type { ShipItMove, ShipItState } from './schema';
import { SUITS } from './schema';
import { isHub } from './setup';

/**
 * The playout policy: how a random player weighs the moves `legalMoves` lists. Uniform
 * play over them never ends a game (a turn spent shuffling officials, or lifting and
 * rebuilding links once the pool is empty, is as likely as one that carries freight), so
 * the weights favour what a player is there to do: spend points on loads heading for a
 * hub, deliver, end the turn. Like Ludii's playouts this only changes which listed move is
 * chosen; every listed move keeps a weight above zero, so random play still reaches all of
 * them, and the rules stay in legal.ts.
 */

const NEVER = Number.MAX_SAFE_INTEGER;

/** Steps from each space to the nearest hub over the plane alone (pieces ignored): one search per plane and hub places. */
export function hubDistance(s: ShipItState, g: Geometry): ReadonlyMap<string, number> {
  const hubs: string[] = [];
  for (const suit of SUITS) if (s.hubs[suit] !== null && g.tiles.has(`${suit}.${s.hubs[suit]}`)) hubs.push(`${suit}.${s.hubs[suit]}`);
  return memo(g, `hub-distance:${hubs.join(' ')}`, () => {
    const dist = new Map<string, number>(hubs.map((h) => [h, 0]));
    let frontier = hubs;
    for (let d = 1; frontier.length > 0; d++) {
      const next: string[] = [];
      for (const at of frontier)
        for (const n of g.neighbours.get(at) ?? [])
          if (!dist.has(n)) {
            dist.set(n, d);
            next.push(n);
          }
      frontier = next;
    }
    return dist;
  });
}

/** Connected parts of the plane (a city and the links reaching it): space → part. */
function parts(g: Geometry): ReadonlyMap<string, number> {
  return memo(g, 'parts', () => {
    const part = new Map<string, number>();
    let next = 0;
    for (const start of g.neighbours.keys()) {
      if (part.has(start)) continue;
      const id = next++;
      part.set(start, id);
      const stack = [start];
      while (stack.length) for (const n of g.neighbours.get(stack.pop()!) ?? []) if (!part.has(n)) part.set(n, id), stack.push(n);
    }
    return part;
  });
}

/** Parts of the plane that hold a tile (a link outside them connects nothing). */
function partsWithTiles(g: Geometry): ReadonlySet<number> {
  return memo(g, 'parts-with-tiles', () => {
    const part = parts(g);
    return new Set([...g.tiles.keys()].map((t) => part.get(t)!));
  });
}

/** Cell outside a tile → the tiles a link on it would reach at their tick. */
function accessMap(g: Geometry, tickAccess: string): ReadonlyMap<string, readonly string[]> {
  return memo(g, `access:${tickAccess}`, () => {
    const out = new Map<string, string[]>();
    for (const t of g.tiles.values())
      for (const [x, y] of accessCells(t, tickAccess)) {
        const c = cellId(x, y);
        const list = out.get(c);
        if (list) list.push(t.id);
        else out.set(c, [t.id]);
      }
    return out;
  });
}

/** Free cells where a link would reach a tile at its tick, with the tile's part. */
function openAccess(g: Geometry, tickAccess: string): readonly (readonly [number, number, number])[] {
  return memo(g, `open-access:${tickAccess}`, () => {
    const part = parts(g);
    const out: [number, number, number][] = [];
    for (const [c, tiles] of accessMap(g, tickAccess)) {
      if (g.halfAt.has(c) || g.tileAt.has(c)) continue;
      const comma = c.indexOf(',');
      for (const t of tiles) out.push([Number(c.slice(0, comma)), Number(c.slice(comma + 1)), part.get(t)!]);
    }
    return out;
  });
}

/**
 * A placement's worth to a random builder: joining two parts of the plane (most when one
 * holds a hub), then touching one, then nothing. Placements that connect nothing keep a
 * small weight.
 */
function buildWeight(s: ShipItState, g: Geometry, m: Extract<ShipItMove, { type: 'build' }>): number {
  const part = parts(g);
  const access = accessMap(g, s.variants.tickAccess);
  const touched = new Set<number>();
  const cells = cellsOf(m);
  const own = cells.map(([x, y]) => cellId(x, y));
  for (const [x, y] of cells) {
    const c = cellId(x, y);
    for (const t of access.get(c) ?? []) touched.add(part.get(t)!);
    for (const [dx, dy] of Object.values(STEP)) {
      const n = cellId(x + dx, y + dy);
      if (!own.includes(n) && g.halfAt.has(n)) touched.add(part.get(n)!);
    }
  }
  if (touched.size >= 2) {
    for (const suit of SUITS) {
      const hub = s.hubs[suit] === null ? undefined : part.get(`${suit}.${s.hubs[suit]}`);
      if (hub !== undefined && touched.has(hub)) return 40;
    }
    return 15;
  }
  if (touched.size === 0) return 0.3;
  // Growing a part towards a tile of another part: the nearer its free tick cell, the better.
  const [only] = touched;
  let nearest = NEVER;
  for (const [x, y, p] of openAccess(g, s.variants.tickAccess)) {
    if (p === only) continue;
    for (const [cx, cy] of cells) nearest = Math.min(nearest, Math.abs(x - cx) + Math.abs(y - cy));
  }
  return 1 + 12 / (1 + nearest);
}

/** Each listed move's weight (all above zero); the moves of a chance node keep equal weights. */
export function playoutWeights(s: ShipItState, moves: readonly ShipItMove[]): number[] {
  if (s.turn.drawing || s.cascade) return moves.map(() => 1);
  const g = geometry(s.tiles, s.dominoes, s.variants.tickAccess);
  let dist: ReadonlyMap<string, number> | null = null;
  const distance = (space: string) => {
    dist ??= hubDistance(s, g);
    return dist.get(space) ?? NEVER;
  };
  let officials = 0;
  let removes = 0;
  let idle = 0;
  // A link whose part of the plane holds no tile carries nothing: lifting it to build it
  // where it joins something is the one way to mend the network once the pool is empty.
  const idleLink = (m: ShipItMove) => {
    if (m.type !== 'remove') return false;
    const at = s.dominoes.find((d) => d.id === m.domino)!.at!;
    return !partsWithTiles(g).has(parts(g).get(cellId(at.x, at.y))!);
  };
  for (const m of moves)
    if (m.type === 'official') officials++;
    else if (m.type === 'remove') {
      removes++;
      if (idleLink(m)) idle++;
    }
  return moves.map((m) => {
    switch (m.type) {
      case 'freight': {
        if (isHub(s, m.to)) return 1000;
        const from = s.coins.find((c) => c.id === m.coin)!.where;
        return distance(m.to) < distance(from) ? 20 : 0.05;
      }
      case 'pipStop':
        return m.value <= 3 ? 2 : 0.3;
      case 'official':
        // Onto a hub holding its colour's loads (they double); else mostly off the links,
        // where an official closes no region to the others' freight.
        if (isHub(s, m.to) && s.coins.some((c) => c.where === m.to && c.suit === s.turn.colour && c.doublings === 0)) return 30;
        return (isCell(m.to) ? 0.05 : 0.5) / officials;
      case 'remove':
        return idleLink(m) ? 3 / idle : 0.2 / removes;
      case 'buy':
        return 1.5;
      case 'build':
        return buildWeight(s, g, m);
      default:
        return 1;
    }
  });
}

/** One weighted pick. */
export function pickWeighted<T>(items: readonly T[], weights: readonly number[], random: () => number): T {
  let total = 0;
  for (const w of weights) total += w;
  let r = random() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
}
