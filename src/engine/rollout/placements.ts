import { PURPLE } from './tables';
import type { Position } from './position';

/**
 * Where segments can go, on a rollout's position: the same answers as route.ts,
 * placement-set.ts, origins.ts and route-start.ts give for the `GameState`, in the
 * same order (the rollout test compares them move by move).
 */

export const SEGMENT = 5;

/** A segment move's code (see moves.ts): company `slot` on link `li` away from node `from`, starting a route or not. */
export const segmentCode = (p: Position, li: number, from: number, slot: number, start: number): number =>
  SEGMENT + 8 * (((li * p.t.nodes + from) * 6 + slot) * 2 + start);

/** Is link `li` free for company `slot` to begin: nobody's, and not the twin of one it began (route-links.ts `freeFor`). */
export function freeFor(p: Position, li: number, slot: number): boolean {
  if (p.linkCompany[li] !== -1) return false;
  const twin = p.t.twin[li];
  return twin < 0 || p.linkCompany[twin] !== slot;
}

/** The end of link `li` opposite `node`. */
export const otherEnd = (p: Position, li: number, node: number): number => (p.t.linkFrom[li] === node ? p.t.linkTo[li] : p.t.linkFrom[li]);

/** Nodes a new route of company `slot` may start from: its harbor (purple: home), then the islands it reaches, in map order. */
export function routeOrigins(p: Position, slot: number): readonly number[] {
  if (p.originsVersion[slot] === p.connectionsVersion) return p.origins[slot];
  const list: number[] = [];
  const base = p.t.base[slot];
  if (base >= 0) list.push(base);
  const bit = 1 << slot;
  for (let i = 0; i < p.t.islands; i++) if (i !== base && (p.connectedMask[i] & bit) !== 0) list.push(i);
  p.origins[slot] = list;
  p.originsVersion[slot] = p.connectionsVersion;
  return list;
}

/** Where purple may begin a fresh link: its home, then the ends of its routes (origins.ts `purpleOrigins`). */
function purpleOrigins(p: Position): readonly number[] {
  if (p.purpleAnywhere) return routeOrigins(p, PURPLE);
  const t = p.t;
  const home = t.purpleHome;
  const list: number[] = home >= 0 ? [home] : [];
  let balance: Int32Array | null = null;
  for (let li = 0; li < t.links; li++) {
    if (p.linkCompany[li] !== PURPLE) continue;
    balance ??= new Int32Array(t.nodes);
    const start = p.linkStart[li];
    if (start !== home) balance[start] -= 1;
    if (p.linkLaid[li] >= t.segments[li]) balance[otherEnd(p, li, start)] += 1;
  }
  if (balance !== null) for (let node = 0; node < balance.length; node++) if (balance[node] > 0 && node !== home) list.push(node);
  return list;
}

/** Could a new route of company `slot` start now (route-start.ts `shipCanStart`)? */
export function shipCanStart(p: Position, slot: number): boolean {
  if (p.supply[slot] <= 0) return false;
  if (p.canStartVersion !== p.linksVersion) {
    p.canStart.fill(0);
    p.canStartVersion = p.linksVersion;
  }
  if (p.canStart[slot] === 0) p.canStart[slot] = openStartLinks(p, slot).length > 0 ? 1 : 2;
  return p.canStart[slot] === 1;
}

/** Free links leaving the company's origins, one entry per (origin, link) pair (route-start.ts `openStartLinks`). */
export function openStartLinks(p: Position, slot: number): readonly number[] {
  if (p.openVersion[slot] === p.linksVersion) return p.openLinks[slot];
  const list: number[] = [];
  const travel = p.t.travel[slot];
  for (const origin of routeOrigins(p, slot)) for (const li of travel[origin]) if (freeFor(p, li, slot)) list.push(li);
  p.openLinks[slot] = list;
  p.openVersion[slot] = p.linksVersion;
  return list;
}

/** Appends the fresh links company `slot` may begin from `node`. */
function pushFresh(p: Position, slot: number, node: number, codes: Int32Array, links: Int32Array, n: number): number {
  for (const li of p.t.travel[slot][node]) {
    if (freeFor(p, li, slot)) {
      codes[n] = segmentCode(p, li, node, slot, 0);
      links[n++] = li;
    }
  }
  return n;
}

/** Lists company `slot`'s part of the placement set again (placement-set.ts `pushCompany`). */
export function listCompany(p: Position, slot: number): void {
  const codes = p.placementCodes[slot];
  const links = p.placementLinks[slot];
  const t = p.t;
  let n = 0;
  if (p.supply[slot] > 0) {
    if (slot === PURPLE) {
      if (p.purpleActive) {
        for (let li = 0; li < t.links; li++) {
          if (p.linkCompany[li] === PURPLE && p.linkLaid[li] < t.segments[li]) {
            codes[n] = segmentCode(p, li, p.linkStart[li], PURPLE, 0);
            links[n++] = li;
          }
        }
        for (const origin of purpleOrigins(p)) n = pushFresh(p, slot, origin, codes, links, n);
      }
    } else {
      const places = p.ships[slot];
      for (let i = 0; i < places.length; i++) {
        const place = places[i];
        if (place >= 0) {
          if (places.indexOf(place) < i) continue;
          n = pushFresh(p, slot, place, codes, links, n);
        } else {
          const li = -place - 1;
          if (p.linkCompany[li] !== -1) {
            codes[n] = segmentCode(p, li, p.linkStart[li], slot, 0);
            links[n++] = li;
          }
        }
      }
    }
  }
  p.placementCount[slot] = n;
}

export function listAll(p: Position): void {
  for (let slot = 0; slot < 6; slot++) listCompany(p, slot);
}

/**
 * After company `slot` laid on link `li`: the placement set follows as in
 * placement-set.ts `notePlacement` (others only lose `li`; the layer, and purple
 * when its activation or connections changed, are listed again).
 */
export function notePlacement(p: Position, slot: number, li: number, wasBegun: boolean, purpleChanged: boolean): void {
  if (wasBegun && p.linkLaid[li] < p.t.segments[li] && p.supply[slot] > 0) return;
  for (let s = 0; s < 6; s++) {
    if (s === slot || (s === PURPLE && purpleChanged)) {
      listCompany(p, s);
      continue;
    }
    const codes = p.placementCodes[s];
    const links = p.placementLinks[s];
    const count = p.placementCount[s];
    let n = 0;
    for (let i = 0; i < count; i++) {
      if (links[i] !== li) {
        codes[n] = codes[i];
        links[n++] = links[i];
      }
    }
    p.placementCount[s] = n;
  }
}

export function placementTotal(p: Position): number {
  const c = p.placementCount;
  return c[0] + c[1] + c[2] + c[3] + c[4] + c[5];
}

/**
 * Could the player still start their bought ship's route once the placement
 * (`slot`, `li`, `from`) were laid (route-start.ts `canStartRouteAfter`)?
 */
export function canStartRouteAfter(p: Position, seat: number, slot: number, li: number, from: number): boolean {
  const company = p.clipper[seat];
  if (company < 0) return false;
  const same = slot === company;
  if (p.supply[company] - (same ? 1 : 0) <= 0) return false;
  const twin = same ? p.t.twin[li] : -1;
  const open = openStartLinks(p, company);
  for (let i = 0; i < open.length; i++) if (open[i] !== li && open[i] !== twin) return true;
  if (!same || p.linkLaid[li] + 1 < p.t.segments[li]) return false;
  const dest = otherEnd(p, li, from);
  if (dest < 0 || dest >= p.t.islands || (p.connectedMask[dest] & (1 << company)) !== 0) return false;
  for (const other of p.t.travel[company][dest]) if (other !== li && other !== twin && freeFor(p, other, company)) return true;
  return false;
}
