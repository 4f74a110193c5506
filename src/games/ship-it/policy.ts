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
const BUILDS_WEIGHED = 120;

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

/** Parts of the plane holding a hub, and parts holding a load still to deliver. */
interface Purpose {
  readonly part: ReadonlyMap<string, number>;
  readonly hubs: ReadonlySet<number>;
  readonly loads: ReadonlySet<number>;
}

function purpose(s: ShipItState, g: Geometry): Purpose {
  const part = parts(g);
  const hubs = new Set<number>();
  const loads = new Set<number>();
  for (const suit of SUITS) {
    const p = s.hubs[suit] === null ? undefined : part.get(`${suit}.${s.hubs[suit]}`);
    if (p !== undefined) hubs.add(p);
  }
  for (const c of s.coins) {
    if (c.warehoused) continue;
    const p = part.get(c.where);
    if (p !== undefined) loads.add(p);
  }
  return { part, hubs, loads };
}

/** Whether joining these parts would let a load reach a hub it cannot reach now. */
function delivers(p: Purpose, a: number, b: number): boolean {
  return (p.hubs.has(a) && p.loads.has(b) && !p.hubs.has(b)) || (p.hubs.has(b) && p.loads.has(a) && !p.hubs.has(a));
}

/**
 * A placement's worth to a random builder: joining a part holding loads to one holding a
 * hub, then any join, then growing a part towards a tile of another part (most towards a
 * part it would deliver to), then touching nothing.
 */
function buildWeight(s: ShipItState, g: Geometry, p: Purpose, m: Extract<ShipItMove, { type: 'build' }>): number {
  const access = accessMap(g, s.variants.tickAccess);
  const touched = new Set<number>();
  const cells = cellsOf(m);
  const own = cells.map(([x, y]) => cellId(x, y));
  for (const [x, y] of cells) {
    const c = cellId(x, y);
    for (const t of access.get(c) ?? []) touched.add(p.part.get(t)!);
    for (const [dx, dy] of Object.values(STEP)) {
      const n = cellId(x + dx, y + dy);
      if (!own.includes(n) && g.halfAt.has(n)) touched.add(p.part.get(n)!);
    }
  }
  const list = [...touched];
  if (list.length >= 2) return list.some((a) => list.some((b) => delivers(p, a, b))) ? 60 : 10;
  if (list.length === 0) return 0.3;
  // Growing a part towards a tile of another part: the nearer its free tick cell, the better.
  const [only] = list;
  let nearest = NEVER;
  let useful = NEVER;
  for (const [x, y, q] of openAccess(g, s.variants.tickAccess)) {
    if (q === only) continue;
    for (const [cx, cy] of cells) {
      const d = Math.abs(x - cx) + Math.abs(y - cy);
      nearest = Math.min(nearest, d);
      if (delivers(p, only, q)) useful = Math.min(useful, d);
    }
  }
  return 1 + 4 / (1 + nearest) + 30 / (1 + useful);
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
  let aims: Purpose | null = null;
  const aim = () => (aims ??= purpose(s, g));
  let officials = 0;
  let removes = 0;
  let idle = 0;
  let builds = 0;
  for (const m of moves) if (m.type === 'build') builds++;
  // A link has hundreds of placements: a spread of them is weighed, the rest keep a small weight.
  const stride = Math.max(1, Math.floor(builds / BUILDS_WEIGHED));
  let nth = 0;
  // A link outside every part where a load can reach a hub carries nothing: lifting it to
  // build it where it joins such parts is the one way to mend the network once the pool is empty.
  const idleLink = (m: ShipItMove) => {
    if (m.type !== 'remove') return false;
    const at = s.dominoes.find((d) => d.id === m.domino)!.at!;
    const q = aim().part.get(cellId(at.x, at.y))!;
    return !(aim().hubs.has(q) && aim().loads.has(q));
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
        return idleLink(m) ? 4 / idle : 0.1 / removes;
      case 'buy':
        return 1.5;
      case 'build':
        return nth++ % stride === 0 ? buildWeight(s, g, aim(), m) : 0.05;
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
