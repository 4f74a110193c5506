import { geometry, isCell, type Geometry } from './grid';
import type { ShipItState, Suit } from './schema';

/**
 * Who stands where, and how officials and freight move over the plane. Derived from
 * the state on each call (24 objects at most on cells), the plane from `geometry`.
 */

export interface Board {
  readonly g: Geometry;
  /** Cell → what stands on it: `official.<suit>` or a coin id. */
  readonly onCell: ReadonlyMap<string, string>;
  /** Region → the suits of the officials standing in it. */
  readonly regionOfficials: ReadonlyMap<number, readonly Suit[]>;
  /** Tile id → how many objects stand on it. */
  readonly onTile: ReadonlyMap<string, number>;
}

export function board(s: ShipItState): Board {
  const g = geometry(s.tiles, s.dominoes, s.variants.tickAccess);
  const onCell = new Map<string, string>();
  const onTile = new Map<string, number>();
  const regionOfficials = new Map<number, Suit[]>();
  const put = (what: string, space: string) => {
    if (isCell(space)) onCell.set(space, what);
    else onTile.set(space, (onTile.get(space) ?? 0) + 1);
  };
  for (const suit of ['red', 'green', 'blue', 'black'] as const) {
    const at = s.officials[suit];
    put(`official.${suit}`, at);
    const r = g.region.get(at);
    if (r !== undefined) {
      const list = regionOfficials.get(r);
      if (list) list.push(suit);
      else regionOfficials.set(r, [suit]);
    }
  }
  for (const c of s.coins) if (c.where !== 'chit' && c.where !== 'fist') put(c.id, c.where);
  return { g, onCell, regionOfficials, onTile };
}

/** A region closed to a suit's freight: an official of another suit in it and none of its own. */
export function closedTo(b: Board, region: number | undefined, suit: Suit): Suit | null {
  if (region === undefined) return null;
  const officials = b.regionOfficials.get(region);
  if (!officials || officials.includes(suit)) return null;
  return officials[0];
}

/** Freight on a link in a region closed to it cannot move (frozen). */
export function frozenBy(b: Board, space: string, suit: Suit): Suit | null {
  return isCell(space) ? closedTo(b, b.g.region.get(space), suit) : null;
}

/** Where an official can go, each with its cost (spaces crossed), within `budget`. */
export function officialReach(s: ShipItState, b: Board, suit: Suit, budget: number): Map<string, number> {
  const from = s.officials[suit];
  const dist = new Map<string, number>([[from, 0]]);
  const out = new Map<string, number>();
  let frontier = [from];
  for (let cost = 1; cost <= budget && frontier.length; cost++) {
    const next: string[] = [];
    for (const at of frontier)
      for (const n of b.g.neighbours.get(at) ?? []) {
        if (dist.has(n)) continue;
        dist.set(n, cost);
        next.push(n);
        if (!b.onCell.has(n)) out.set(n, cost);
      }
    frontier = next;
  }
  return out;
}

/** The number freight reads on a space: pips or tile number, 0 where covered. */
function reads(s: ShipItState, b: Board, space: string, mover: string): number {
  if (isCell(space)) {
    const who = b.onCell.get(space);
    return who !== undefined && who !== mover ? 0 : b.g.halfAt.get(space)!.pips;
  }
  const t = b.g.tiles.get(space)!;
  if (s.variants.tileObjects === 'covers') {
    const here = b.onTile.get(space) ?? 0;
    const self = s.coins.some((c) => c.id === mover && c.where === space) ? 1 : 0;
    if (here - self > 0) return 0;
  }
  return t.value;
}

/** Whether freight of `suit` may be on a space at all (passing or stopping). */
function enterable(b: Board, space: string, suit: Suit): boolean {
  if (!isCell(space)) return true;
  const who = b.onCell.get(space);
  if (who !== undefined && who.startsWith('official.') && who !== `official.${suit}`) return false;
  return closedTo(b, b.g.region.get(space), suit) === null;
}

/**
 * Where a load can end its move with this pip-stop: it enters a space, may stop there
 * unless a piece covers it, and goes on only while the space reads below the pip-stop.
 */
export function freightReach(s: ShipItState, b: Board, coin: string, suit: Suit, from: string, pipStop: number): Set<string> {
  const out = new Set<string>();
  const seen = new Set<string>([from]);
  const stack = [from];
  while (stack.length) {
    const at = stack.pop()!;
    for (const n of b.g.neighbours.get(at) ?? []) {
      if (seen.has(n)) continue;
      seen.add(n);
      if (!enterable(b, n, suit)) continue;
      const covered = isCell(n) && b.onCell.has(n);
      if (!covered) out.add(n);
      if (reads(s, b, n, coin) < pipStop) stack.push(n);
    }
  }
  return out;
}

export { isCell };
