import { PURPLE } from './tables';
import { segmentCode } from './codes';
import type { Position } from './position';

/**
 * Where segments can go, on the core's position: the placement set (the segments
 * anyone could lay now, kept from move to move), route origins, and whether a
 * bought ship's route can start, now or after a placement.
 */


/** Is link `li` free for company `slot` to begin: nobody's, and not the twin of one it began (route-links.ts `freeFor`)? */
export const freeFor = (p: Position, li: number, slot: number): boolean => (p.linkFree[li] & (1 << slot)) !== 0;

/** Company `slot` began link `li`: nobody may begin it now, and `slot` may not begin its twin (rule route.double). */
export function noteBegun(p: Position, li: number, slot: number): void {
  p.linkFree[li] = 0;
  const twin = p.t.twin[li];
  if (twin >= 0) p.linkFree[twin] &= ~(1 << slot);
}

/** The end of link `li` opposite `node`. */
export const otherEnd = (p: Position, li: number, node: number): number => (p.t.linkFrom[li] === node ? p.t.linkTo[li] : p.t.linkFrom[li]);

/**
 * Nodes a new route of company `slot` may start from: its harbor (purple: home),
 * then the islands it reaches, in map order: `p.origins[slot]`, as many as this
 * returns. Listed when the position is filled, then kept by `noteConnected`.
 */
export const routeOrigins = (p: Position, slot: number): number => p.originCount[slot];

export function listOrigins(p: Position, slot: number): void {
  const list = p.origins[slot];
  let n = 0;
  const base = p.t.base[slot];
  if (base >= 0) list[n++] = base;
  const bit = 1 << slot;
  for (let i = 0; i < p.t.islands; i++) if (i !== base && (p.connectedMask[i] & bit) !== 0) list[n++] = i;
  p.originCount[slot] = n;
}

/** Company `slot` reached `island` for the first time: it joins the origins, in map order (origins.ts `noteConnected`). */
export function noteConnected(p: Position, slot: number, island: number): void {
  const base = p.t.base[slot];
  if (island === base) return;
  const list = p.origins[slot];
  const first = base >= 0 ? 1 : 0;
  let at = p.originCount[slot];
  while (at > first && list[at - 1] > island) {
    list[at] = list[at - 1];
    at--;
  }
  list[at] = island;
  p.originCount[slot]++;
}

/** Purple's placements from fresh links: from its home, then the ends of its routes (origins.ts `purpleOrigins`). */
function pushPurpleFresh(p: Position, codes: Int32Array, links: Int32Array, n: number): number {
  if (p.purpleAnywhere) {
    const count = routeOrigins(p, PURPLE);
    const origins = p.origins[PURPLE];
    for (let k = 0; k < count; k++) n = pushFresh(p, PURPLE, origins[k], codes, links, n);
    return n;
  }
  const t = p.t;
  const home = t.purpleHome;
  if (home >= 0) n = pushFresh(p, PURPLE, home, codes, links, n);
  const balance = p.balance;
  for (let node = 0; node < t.nodes; node++) balance[node] = 0;
  let any = false;
  for (let li = 0; li < t.links; li++) {
    if (p.linkCompany[li] !== PURPLE) continue;
    any = true;
    const start = p.linkStart[li];
    if (start !== home) balance[start] -= 1;
    if (p.linkLaid[li] >= t.segments[li]) balance[otherEnd(p, li, start)] += 1;
  }
  if (any) for (let node = 0; node < t.nodes; node++) if (balance[node] > 0 && node !== home) n = pushFresh(p, PURPLE, node, codes, links, n);
  return n;
}

/** Could a new route of company `slot` start now: segments left and a free link from one of its origins? */
export function shipCanStart(p: Position, slot: number): boolean {
  if (p.supply[slot] <= 0) return false;
  if (p.canStartVersion[slot] !== p.linksVersion) {
    p.canStart[slot] = anyFresh(p, slot) ? 1 : 2;
    p.canStartVersion[slot] = p.linksVersion;
  }
  return p.canStart[slot] === 1;
}

/** Is any link free for company `slot` to begin from one of its origins? */
function anyFresh(p: Position, slot: number): boolean {
  const t = p.t;
  const origins = p.origins[slot];
  for (let k = 0, count = p.originCount[slot]; k < count; k++) {
    const at = slot * t.nodes + origins[k];
    for (let e = t.travelFirst[at], end = t.travelFirst[at + 1]; e < end; e++) if (freeFor(p, t.travelLink[e], slot)) return true;
  }
  return false;
}

/**
 * Free links leaving the company's origins, one entry per (origin, link) pair
 * `p.openLinks[slot]`, as many as this returns.
 */
export function openStartLinks(p: Position, slot: number): number {
  if (p.openVersion[slot] === p.linksVersion) return p.openCount[slot];
  const list = p.openLinks[slot];
  let n = 0;
  const t = p.t;
  const count = routeOrigins(p, slot);
  const origins = p.origins[slot];
  for (let k = 0; k < count; k++) {
    const at = slot * t.nodes + origins[k];
    for (let e = t.travelFirst[at], end = t.travelFirst[at + 1]; e < end; e++) if (freeFor(p, t.travelLink[e], slot)) list[n++] = t.travelLink[e];
  }
  p.openCount[slot] = n;
  p.openVersion[slot] = p.linksVersion;
  return n;
}

/** Appends the fresh links company `slot` may begin from `node`. */
function pushFresh(p: Position, slot: number, node: number, codes: Int32Array, links: Int32Array, n: number): number {
  const t = p.t;
  const at = slot * t.nodes + node;
  for (let e = t.travelFirst[at], end = t.travelFirst[at + 1]; e < end; e++) {
    const li = t.travelLink[e];
    if (freeFor(p, li, slot)) {
      codes[n] = t.travelCode[e];
      links[n++] = li;
    }
  }
  return n;
}

/** Lists company `slot`'s part of the placement set again. */
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
            codes[n] = segmentCode(li, p.linkStart[li], PURPLE, 0);
            links[n++] = li;
          }
        }
        n = pushPurpleFresh(p, codes, links, n);
      }
    } else {
      const first = slot * t.maxShips;
      const end = first + p.shipCount[slot];
      const places = p.shipPlace;
      for (let i = first; i < end; i++) {
        const place = places[i];
        if (place >= 0) {
          // Two ships of one company on one island offer the same placements once.
          let seen = false;
          for (let j = first; j < i; j++) if (places[j] === place) seen = true;
          if (!seen) n = pushFresh(p, slot, place, codes, links, n);
        } else {
          const li = -place - 1;
          if (p.linkCompany[li] !== -1) {
            codes[n] = segmentCode(li, p.linkStart[li], slot, 0);
            links[n++] = li;
          }
        }
      }
    }
  }
  p.placementTotal += n - p.placementCount[slot];
  p.placementCount[slot] = n;
}

export function listAll(p: Position): void {
  p.placementTotal = 0;
  p.placementCount.fill(0);
  for (let slot = 0; slot < 6; slot++) listCompany(p, slot);
}

/**
 * After company `slot` laid on link `li`, the placement set follows from the one
 * before (the others only lose `li`; the layer, and purple when its activation or
 * connections changed, are listed again): the same set as listing afresh.
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
    // Most companies' lists do not hold the link at all: look before moving anything.
    let i = 0;
    while (i < count && links[i] !== li) i++;
    if (i === count) continue;
    let n = i;
    for (i++; i < count; i++) {
      if (links[i] !== li) {
        codes[n] = codes[i];
        links[n++] = links[i];
      }
    }
    p.placementTotal -= count - n;
    p.placementCount[s] = n;
  }
}


/**
 * Could the player still start their bought ship's route once the placement
 * (`slot`, `li`, `from`) were laid? Worked out without playing it.
 */
export function canStartRouteAfter(p: Position, seat: number, slot: number, li: number, from: number): boolean {
  const company = p.clipper[seat];
  if (company < 0) return false;
  const same = slot === company;
  if (p.supply[company] - (same ? 1 : 0) <= 0) return false;
  const twin = same ? p.t.twin[li] : -1;
  const count = openStartLinks(p, company);
  const open = p.openLinks[company];
  for (let i = 0; i < count; i++) if (open[i] !== li && open[i] !== twin) return true;
  if (!same || p.linkLaid[li] + 1 < p.t.segments[li]) return false;
  const dest = otherEnd(p, li, from);
  if (dest < 0 || dest >= p.t.islands || (p.connectedMask[dest] & (1 << company)) !== 0) return false;
  const t = p.t;
  const at = company * t.nodes + dest;
  for (let e = t.travelFirst[at], end = t.travelFirst[at + 1]; e < end; e++) {
    const other = t.travelLink[e];
    if (other !== li && other !== twin && freeFor(p, other, company)) return true;
  }
  return false;
}
