import type { Rng } from '../engine';
import { boardIndex, canTravel, otherEnd } from '../map/board';
import { checkMap } from '../map/check';
import { MAP_FORMAT, MAP_LIMITS, MAP_VERSION, NATIONS, SHIP_COMPANY_IDS, type BoardMap, type DepartureCard, type Island, type Link } from '../map/schema';

/**
 * Boards at the edges of what the checker accepts, built from nothing: the shapes an
 * outside audit reached and the soak's variations of the default board never did
 * (issue 37: a board with about as many port spaces as markers got a game stuck).
 * Each is kept only when `checkMap` finds no error in the game, like every board the soak plays
 * (their islands are scattered at random: how the links would be drawn is no concern of the rules,
 * and the engine does not ask, `checkMap(map, { drawing: false })`).
 */
export const EDGE_SHAPES = [
  /** About as many port spaces as the departure cards' markers: phase 1 soon has nowhere to put one, the Port card nowhere to go. */
  'few-ports',
  /** Islands linked to harbors only (two each), with purple's home the one island-to-island hub: routes end after one link. */
  'harbors-only',
  /** One long chain of long links: few placements at a time, long games. */
  'long-chain',
  /** Rings of one-way links on one meridian (the checker allows equal x), joined by two-way links. */
  'one-way-cycle',
  /** Every link of a tree doubled, some pairs one-way: the double-route rule everywhere. */
  'double-links',
  /** One port space on every island but the cards' doubles: each card has islands of its own. */
  'one-port',
  /** The schema's limits: 150 islands, 400 links, links of up to 12 segments, supplies of 200, 20 ships, 12 ports, values to 99. */
  'max-size',
] as const;
export type EdgeShape = (typeof EDGE_SHAPES)[number];

interface Draft {
  islands: Island[];
  links: Link[];
  /** Links per node id, to keep parallel links to two. */
  pairs: Map<string, number>;
  /** Nodes (island indices) each card puts markers on, the first being its double. */
  cards: number[][];
  home: number;
}

const HARBOR_X = 400;

export function edgeBoard(shape: EdgeShape, rng: Rng, attempts = 12): { map: BoardMap; tries: number } | null {
  for (let tries = 1; tries <= attempts; tries++) {
    const map = build(shape, rng);
    if (!checkMap(map, { drawing: false }).some((d) => d.severity === 'error')) return { map, tries };
  }
  return null;
}

/** The errors a shape's board would have (for the tests, which show them when a shape stops passing). */
export function edgeBoardErrors(shape: EdgeShape, rng: Rng): string[] {
  return checkMap(build(shape, rng), { drawing: false })
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.code}: ${d.message}`);
}

function build(shape: EdgeShape, rng: Rng): BoardMap {
  const between = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const max = shape === 'max-size';
  const count =
    shape === 'max-size' ? MAP_LIMITS.islands
    : shape === 'one-port' ? between(32, 45)
    : shape === 'long-chain' ? between(12, 40)
    : shape === 'few-ports' ? between(8, 14)
    : between(14, 30);
  const d: Draft = { islands: [], links: [], pairs: new Map(), cards: [], home: 0 };
  // Distinct x for every island (a card's double goes on its westernmost), except the rings below.
  const xs = shuffled(Array.from({ length: count }, (_, i) => -300 + (i * 600) / count), rng);
  for (let i = 0; i < count; i++) {
    d.islands.push({ id: `i${i}`, name: `Island ${i}`, value: max ? between(1, MAP_LIMITS.value) : between(1, 8), ports: 1, x: xs[i], y: between(-300, 300) });
  }
  const segs = () => (max || shape === 'long-chain' ? between(1, MAP_LIMITS.linkSegments) : between(1, 4));
  const harbor = (c: number) => `h-${SHIP_COMPANY_IDS[c]}`;
  const link = (from: string, to: string, segments = segs(), oneWay = false): boolean => {
    const key = from < to ? `${from}|${to}` : `${to}|${from}`;
    const n = d.pairs.get(key) ?? 0;
    if (from === to || n >= 2 || d.links.length >= MAP_LIMITS.links) return false;
    d.pairs.set(key, n + 1);
    d.links.push({ id: `l${d.links.length}`, from, to, segments, oneWay });
    return true;
  };
  const island = (i: number) => `i${i}`;
  const order = shuffled(Array.from({ length: count }, (_, i) => i), rng);
  d.home = order[Math.floor(count / 2)];

  if (shape === 'harbors-only') {
    // Every island but the home links to two harbors; the home links to every fourth island and one harbor.
    for (let i = 0; i < count; i++) {
      if (i === d.home) continue;
      const a = between(0, 4);
      link(harbor(a), island(i));
      link(harbor((a + between(1, 4)) % 5), island(i));
      if (i % 4 === 0) link(island(d.home), island(i));
    }
    link(harbor(between(0, 4)), island(d.home));
    link(island(d.home), island(order[0] === d.home ? order[1] : order[0]));
  } else if (shape === 'long-chain') {
    for (let k = 1; k < count; k++) link(island(order[k - 1]), island(order[k]));
    // Both ends need a second link: a harbor at one, a parallel link at the other.
    for (let c = 0; c < 5; c++) link(harbor(c), island(order[c % 2 === 0 ? 0 : count - 1]));
    link(island(order[count - 1]), island(order[count - 2]));
  } else if (shape === 'one-way-cycle') {
    // Rings of 3 to 5 islands sharing one x, one-way round the ring, each joined to the last by a two-way link.
    let k = 0;
    let previous = -1;
    while (k < count) {
      const size = Math.min(between(3, 5), count - k);
      const ring = order.slice(k, k + size);
      for (const i of ring) d.islands[i].x = d.islands[ring[0]].x;
      if (size >= 3) for (let r = 0; r < size; r++) link(island(ring[r]), island(ring[(r + 1) % size]), segs(), true);
      else for (const i of ring) link(island(i), island(order[between(0, k - 1)]));
      if (previous >= 0) link(island(previous), island(ring[0]));
      previous = ring[size - 1];
      k += size;
    }
    for (let c = 0; c < 5; c++) link(harbor(c), island(order[between(0, count - 1)]));
  } else {
    // A random tree over the islands, hung from the harbors; every island then gets a second link.
    for (let k = 1; k < count; k++) link(island(order[between(0, k - 1)]), island(order[k]));
    for (let c = 0; c < 5; c++) link(harbor(c), island(order[between(0, count - 1)]));
    if (shape === 'double-links') {
      for (const l of d.links.slice()) {
        if (l.from.startsWith('h-')) continue;
        const west = d.islands[Number(l.from.slice(1))].x >= d.islands[Number(l.to.slice(1))].x;
        const oneWay = rng() < 0.3;
        link(oneWay && !west ? l.to : l.from, oneWay && !west ? l.from : l.to, segs(), oneWay);
      }
    }
  }
  // Every island needs two links (the checker's rule); the maximum board fills up to the link limit.
  const degree = new Map<string, number>();
  for (const l of d.links) for (const end of [l.from, l.to]) degree.set(end, (degree.get(end) ?? 0) + 1);
  for (let i = 0; i < count; i++) {
    while ((degree.get(island(i)) ?? 0) < 2) {
      const other = island(between(0, count - 1));
      if (link(island(i), other)) for (const end of [island(i), other]) degree.set(end, (degree.get(end) ?? 0) + 1);
    }
  }
  if (max) while (d.links.length < MAP_LIMITS.links) link(island(between(0, count - 1)), island(between(0, count - 1)));

  // Five cards of six islands each, the double on the westernmost; ports as the shape says.
  const byWest = (a: number, b: number) => d.islands[a].x - d.islands[b].x;
  const pool = shuffled(Array.from({ length: count }, (_, i) => i), rng);
  const load = new Array<number>(count).fill(0);
  for (let c = 0; c < NATIONS.length; c++) {
    const own = shape === 'one-port' ? pool.slice(c * 6, c * 6 + 6) : shuffled(pool.slice(), rng).slice(0, 6);
    // On a ring several islands share an x: the double goes on the first of the westernmost.
    own.sort(byWest);
    d.cards.push(own);
    own.forEach((i, k) => (load[i] += k === 0 ? 2 : 1));
  }
  for (let i = 0; i < count; i++) {
    const spare = shape === 'few-ports' || shape === 'one-port' ? (rng() < 0.1 ? 1 : 0) : between(0, 3);
    d.islands[i].ports = max ? Math.max(load[i], between(1, MAP_LIMITS.ports)) : Math.min(MAP_LIMITS.ports, Math.max(1, load[i] + spare));
    if (shape === 'one-port' && load[i] <= 1) d.islands[i].ports = 1;
  }
  const cards: DepartureCard[] = d.cards.map((own, c) => ({
    id: `card-${NATIONS[c]}`,
    nation: NATIONS[c],
    markers: Object.fromEntries(own.map((i, k) => [island(i), k === 0 ? 2 : 1])),
  }));

  const map: BoardMap = {
    format: MAP_FORMAT,
    version: MAP_VERSION,
    name: `edge board (${shape})`,
    notes: '',
    companies: [
      ...SHIP_COMPANY_IDS.map((id, c) => ({ id, name: `${id} line`, color: id === 'white' ? '#eeeeee' : id, segments: 1, ships: max ? MAP_LIMITS.ships : between(1, 6), harbor: harbor(c) })),
      { id: 'purple' as const, name: 'purple line', color: 'purple', segments: 1, ships: 0, home: island(d.home) },
    ],
    harbors: SHIP_COMPANY_IDS.map((company, c) => ({ id: harbor(c), company, x: HARBOR_X + c, y: -c })),
    islands: d.islands,
    links: d.links,
    departureCards: cards,
  };
  // Supplies: as large as the shape asks, never more than the links the company can ever reach hold.
  const reach = reachSegments(map);
  for (const company of map.companies) {
    const wanted = max ? MAP_LIMITS.supply : between(4, 40);
    company.segments = Math.max(1, Math.min(wanted, reach.get(company.id) ?? 1));
  }
  return map;
}

/** The segments of the links each company could ever build on (the checker's reach walk). */
function reachSegments(map: BoardMap): Map<string, number> {
  const board = boardIndex(map);
  const out = new Map<string, number>();
  for (const company of map.companies) {
    const start = company.id === 'purple' ? board.purpleHome : (board.nodeIndex.get(company.harbor ?? '') ?? -1);
    if (start < 0) continue;
    const seen = new Set<number>([start]);
    const linkSeen = new Set<number>();
    const queue = [start];
    let total = 0;
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const l of board.linksAt[node]) {
        const link = board.links[l];
        if (!canTravel(link, node)) continue;
        const next = otherEnd(link, node);
        if (next >= board.islandCount) continue;
        if (!linkSeen.has(l)) {
          linkSeen.add(l);
          total += link.segments;
        }
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    out.set(company.id, total);
  }
  return out;
}

function shuffled<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
