import { geometry, isCell, spaceKey, spaceName, type Geometry } from './grid';
import type { ShipItState, Suit } from './schema';
import { SUITS } from './schema';

/**
 * Who stands where, and how officials and freight move over the plane. Derived from
 * the state on each call (24 objects at most on cells), the plane from `geometry`;
 * spaces by their keys (grid.ts) inside, by name in what is returned.
 */

export interface Board {
  readonly g: Geometry;
  /** Cell key → what stands on it: `official.<suit>` or a coin id. */
  readonly onCell: ReadonlyMap<number, string>;
  /** Region → the suits of the officials standing in it. */
  readonly regionOfficials: ReadonlyMap<number, readonly Suit[]>;
  /** Tile key → how many objects stand on it. */
  readonly onTile: ReadonlyMap<number, number>;
}

export function board(s: ShipItState): Board {
  const g = geometry(s.tiles, s.dominoes, s.variants.tickAccess);
  const onCell = new Map<number, string>();
  const onTile = new Map<number, number>();
  const regionOfficials = new Map<number, Suit[]>();
  const put = (what: string, space: string) => {
    const k = spaceKey(g, space);
    if (k === undefined) return;
    if (k >= 0) onCell.set(k, what);
    else onTile.set(k, (onTile.get(k) ?? 0) + 1);
  };
  for (const suit of SUITS) {
    const at = s.officials[suit];
    put(`official.${suit}`, at);
    const k = isCell(at) ? spaceKey(g, at) : undefined;
    const r = k === undefined ? undefined : g.regionK.get(k);
    if (r !== undefined) {
      const list = regionOfficials.get(r);
      if (list) list.push(suit);
      else regionOfficials.set(r, [suit]);
    }
  }
  for (const c of s.coins) if (c.where !== 'chit' && c.where !== 'fist') put(c.id, c.where);
  return { g, onCell, regionOfficials, onTile };
}

/** What stands on a cell (by name), if anything. */
export const standing = (b: Board, space: string): string | undefined => (isCell(space) ? b.onCell.get(spaceKey(b.g, space)!) : undefined);

/** The region of a cell (by name), if it holds a half-domino. */
export const regionOf = (b: Board, space: string): number | undefined => (isCell(space) ? b.g.regionK.get(spaceKey(b.g, space)!) : undefined);

/** A region closed to a suit's freight: an official of another suit in it and none of its own. */
export function closedTo(b: Board, region: number | undefined, suit: Suit): Suit | null {
  if (region === undefined) return null;
  const officials = b.regionOfficials.get(region);
  if (!officials || officials.includes(suit)) return null;
  return officials[0];
}

/** Freight on a link in a region closed to it cannot move (frozen). */
export function frozenBy(b: Board, space: string, suit: Suit): Suit | null {
  return isCell(space) ? closedTo(b, regionOf(b, space), suit) : null;
}

/** Where an official can go, each with its cost (spaces crossed), within `budget`. */
export function officialReach(s: ShipItState, b: Board, suit: Suit, budget: number): Map<string, number> {
  const from = spaceKey(b.g, s.officials[suit]);
  const out = new Map<string, number>();
  if (from === undefined) return out;
  const seen = new Set<number>([from]);
  let frontier = [from];
  for (let cost = 1; cost <= budget && frontier.length; cost++) {
    const next: number[] = [];
    for (const at of frontier)
      for (const n of b.g.nb.get(at) ?? []) {
        if (seen.has(n)) continue;
        seen.add(n);
        next.push(n);
        if (!b.onCell.has(n)) out.set(spaceName(b.g, n), cost);
      }
    frontier = next;
  }
  return out;
}

/** The number freight reads on a space: pips or tile number, 0 where covered. */
function reads(s: ShipItState, b: Board, space: number, mover: string, moverAt: number): number {
  if (space >= 0) {
    const who = b.onCell.get(space);
    return who !== undefined && who !== mover ? 0 : b.g.pipsK.get(space)!;
  }
  const t = b.g.tileList[-space - 1];
  if (s.variants.tileObjects === 'covers') {
    const here = b.onTile.get(space) ?? 0;
    const self = moverAt === space ? 1 : 0;
    if (here - self > 0) return 0;
  }
  return t.value;
}

/** Whether freight of `suit` may be on a space at all (passing or stopping). */
function enterable(b: Board, space: number, suit: Suit): boolean {
  if (space < 0) return true;
  const who = b.onCell.get(space);
  if (who !== undefined && who.startsWith('official.') && who !== `official.${suit}`) return false;
  return closedTo(b, b.g.regionK.get(space), suit) === null;
}

/**
 * Where a load can end its move with this pip-stop: it enters a space, may stop there
 * unless a piece covers it, and goes on only while the space reads below the pip-stop.
 */
export function freightReach(s: ShipItState, b: Board, coin: string, suit: Suit, from: string, pipStop: number): Set<string> {
  const out = new Set<string>();
  const start = spaceKey(b.g, from);
  if (start === undefined) return out;
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length) {
    const at = stack.pop()!;
    for (const n of b.g.nb.get(at) ?? []) {
      if (seen.has(n)) continue;
      seen.add(n);
      if (!enterable(b, n, suit)) continue;
      const covered = n >= 0 && b.onCell.has(n);
      if (!covered) out.add(spaceName(b.g, n));
      if (reads(s, b, n, coin, start) < pipStop) stack.push(n);
    }
  }
  return out;
}

export { isCell };
