import { cellKey, geometry, isCell, keyX, keyY, memo, spaceKey, STEP, type Geometry } from './grid';
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

/** Steps from each space (by key) to the nearest hub over the plane alone (pieces ignored): one search per plane and hub places. */
export function hubDistance(s: ShipItState, g: Geometry): ReadonlyMap<number, number> {
  const hubs: number[] = [];
  let name = 'hub-distance:';
  for (const suit of SUITS) {
    const i = s.hubs[suit] === null ? undefined : g.tileIndex.get(`${suit}.${s.hubs[suit]}`);
    if (i !== undefined) hubs.push(-(i + 1)), (name += ` ${i}`);
  }
  return memo(g, name, () => {
    const dist = new Map<number, number>(hubs.map((h) => [h, 0]));
    let frontier = hubs;
    for (let d = 1; frontier.length > 0; d++) {
      const next: number[] = [];
      for (const at of frontier)
        for (const n of g.nb.get(at) ?? [])
          if (!dist.has(n)) {
            dist.set(n, d);
            next.push(n);
          }
      frontier = next;
    }
    return dist;
  });
}

/** Connected parts of the plane (a city and the links reaching it): space key → part. */
function parts(g: Geometry): ReadonlyMap<number, number> {
  return memo(g, 'parts', () => {
    const part = new Map<number, number>();
    let next = 0;
    for (const start of g.nb.keys()) {
      if (part.has(start)) continue;
      const id = next++;
      part.set(start, id);
      const stack = [start];
      while (stack.length) for (const n of g.nb.get(stack.pop()!) ?? []) if (!part.has(n)) part.set(n, id), stack.push(n);
    }
    return part;
  });
}

/** Free cells where a link would reach a tile at its tick, with the tile's part. */
function openAccess(g: Geometry): readonly (readonly [number, number, number])[] {
  return memo(g, 'open-access', () => {
    const part = parts(g);
    const out: [number, number, number][] = [];
    for (const [c, tiles] of g.accessK) {
      if (g.pipsK.has(c) || g.tileK.has(c)) continue;
      for (const t of tiles) out.push([keyX(c), keyY(c), part.get(-(t + 1))!]);
    }
    return out;
  });
}

/** Parts of the plane holding a hub, and parts holding a load still to deliver. */
interface Purpose {
  readonly part: ReadonlyMap<number, number>;
  readonly hubs: ReadonlySet<number>;
  readonly loads: ReadonlySet<number>;
}

function purpose(s: ShipItState, g: Geometry): Purpose {
  const part = parts(g);
  const hubs = new Set<number>();
  const loads = new Set<number>();
  for (const suit of SUITS) {
    const k = s.hubs[suit] === null ? undefined : spaceKey(g, `${suit}.${s.hubs[suit]}`);
    const p = k === undefined ? undefined : part.get(k);
    if (p !== undefined) hubs.add(p);
  }
  for (const c of s.coins) {
    if (c.warehoused) continue;
    const k = spaceKey(g, c.where);
    const p = k === undefined ? undefined : part.get(k);
    if (p !== undefined) loads.add(p);
  }
  return { part, hubs, loads };
}

/** Whether joining these parts would let a load reach a hub it cannot reach now. */
function delivers(p: Purpose, a: number, b: number): boolean {
  return (p.hubs.has(a) && p.loads.has(b) && !p.hubs.has(b)) || (p.hubs.has(b) && p.loads.has(a) && !p.hubs.has(a));
}

const SIDES: readonly number[] = Object.values(STEP).map(([dx, dy]) => cellKey(dx, dy) - cellKey(0, 0));

/**
 * A placement's worth to a random builder: joining a part holding loads to one holding a
 * hub, then any join, then growing a part towards a tile of another part (most towards a
 * part it would deliver to), then touching nothing.
 */
function buildWeight(g: Geometry, p: Purpose, m: Extract<ShipItMove, { type: 'build' }>): number {
  // The parts the placement touches (at most a few: kept in a small list, not a set).
  // (No closure here: this runs a hundred times a listing.)
  const touched: number[] = [];
  const [dx, dy] = STEP[m.dir];
  const c1 = cellKey(m.x, m.y);
  const c2 = cellKey(m.x + dx, m.y + dy);
  for (let i = 0; i < 2; i++) {
    const c = i === 0 ? c1 : c2;
    for (const t of g.accessK.get(c) ?? []) {
      const part = p.part.get(-(t + 1))!;
      if (!touched.includes(part)) touched.push(part);
    }
    // The placement's own cells are free, so every half beside it is another link's.
    for (const side of SIDES) {
      const n = c + side;
      if (!g.pipsK.has(n)) continue;
      const part = p.part.get(n)!;
      if (!touched.includes(part)) touched.push(part);
    }
  }
  if (touched.length >= 2) return touched.some((a) => touched.some((b) => delivers(p, a, b))) ? 60 : 10;
  if (touched.length === 0) return 0.3;
  // Growing a part towards a tile of another part: the nearer its free tick cell, the better.
  const only = touched[0];
  let nearest = NEVER;
  let useful = NEVER;
  const x2 = m.x + dx;
  const y2 = m.y + dy;
  for (const [x, y, q] of openAccess(g)) {
    if (q === only) continue;
    const d = Math.min(Math.abs(x - m.x) + Math.abs(y - m.y), Math.abs(x - x2) + Math.abs(y - y2));
    if (d < nearest) nearest = d;
    if (d < useful && delivers(p, only, q)) useful = d;
  }
  return 1 + 4 / (1 + nearest) + 30 / (1 + useful);
}

/** Each listed move's weight (all above zero); the moves of a chance node keep equal weights. */
export function playoutWeights(s: ShipItState, moves: readonly ShipItMove[]): number[] {
  if (s.turn.drawing || s.cascade) return moves.map(() => 1);
  const g = geometry(s.tiles, s.dominoes, s.variants.tickAccess);
  let dist: ReadonlyMap<number, number> | null = null;
  const distance = (space: string) => {
    dist ??= hubDistance(s, g);
    const k = spaceKey(g, space);
    return (k === undefined ? undefined : dist.get(k)) ?? NEVER;
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
    const q = aim().part.get(cellKey(at.x, at.y))!;
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
        return nth++ % stride === 0 ? buildWeight(g, aim(), m) : 0.05;
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
