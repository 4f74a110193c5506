import { readFileSync } from 'node:fs';
import { checkMap } from '../../src/map/check';
import { parseMapText } from '../../src/map/parse';
import {
  COMPANY_IDS,
  MAP_FORMAT,
  MAP_VERSION,
  NATIONS,
  type BoardMap,
  type CompanyId,
  type DepartureCard,
  type Nation,
  type ShipCompanyId,
} from '../../src/map/schema';

/**
 * Small purpose-built boards for the engine's rule tests, written as builders so
 * that each test's board is readable next to the test. Every board passes
 * `checkMap` without errors (newGame refuses one that does not).
 *
 * Harbors are always `red-h`, `blue-h`, `white-h`, `green-h`, `black-h` (east,
 * x = 240). Departure cards default to six "parking" islands `p1`..`p6` with no
 * links, so that starting markers never touch the islands a test plays on.
 */

export interface IslandSpec {
  id: string;
  value?: number;
  ports?: number;
  /** Longitude: larger is further east. Defaults step westwards in list order. */
  x?: number;
}

/** `[from, to, segments, oneWay?]`; the id is `from-to`, or `from-to-2` for the second of a double route. */
export type LinkSpec = [from: string, to: string, segments: number, oneWay?: boolean];

export interface FixtureSpec {
  name?: string;
  islands: IslandSpec[];
  links: LinkSpec[];
  purpleHome: string;
  supply?: Partial<Record<CompanyId, number>>;
  ships?: Partial<Record<ShipCompanyId, number>>;
  /** Departure cards; by default the parking cards. */
  cards?: { nation: Nation; markers: Record<string, number> }[];
}

export const HARBOR: Readonly<Record<ShipCompanyId, string>> = {
  red: 'red-h',
  blue: 'blue-h',
  white: 'white-h',
  green: 'green-h',
  black: 'black-h',
};

const DEFAULT_SUPPLY: Record<CompanyId, number> = { red: 10, blue: 10, white: 10, green: 10, black: 10, purple: 5 };
const DEFAULT_SHIPS: Record<ShipCompanyId, number> = { red: 4, blue: 3, white: 3, green: 2, black: 2 };
const PARKING = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

/** Card k doubles on p(k+1) and puts one marker on each other parking island: 6 islands, 7 markers. */
export const parkingCards = (): { nation: Nation; markers: Record<string, number> }[] =>
  NATIONS.map((nation, k) => ({ nation, markers: Object.fromEntries(PARKING.map((p, j) => [p, j === k ? 2 : 1])) }));

export function buildMap(spec: FixtureSpec): BoardMap {
  const supply = { ...DEFAULT_SUPPLY, ...spec.supply };
  const ships = { ...DEFAULT_SHIPS, ...spec.ships };
  const cards = spec.cards ?? parkingCards();
  const usesParking = cards.some((c) => Object.keys(c.markers).some((id) => PARKING.includes(id)));
  const islands = spec.islands.map((island, i) => ({
    id: island.id,
    name: island.id,
    value: island.value ?? 2,
    ports: island.ports ?? 3,
    x: island.x ?? 230 - 10 * i,
    y: 0,
  }));
  if (usesParking) {
    for (const [j, id] of PARKING.entries()) islands.push({ id, name: id, value: 1, ports: 6, x: 100 + j, y: -50 });
  }
  const seen = new Set<string>();
  const links = spec.links.map(([from, to, segments, oneWay]) => {
    let id = `${from}-${to}`;
    if (seen.has(id)) id = `${id}-2`;
    seen.add(id);
    return { id, from, to, segments, oneWay: oneWay ?? false };
  });
  const map: BoardMap = {
    format: MAP_FORMAT,
    version: MAP_VERSION,
    name: spec.name ?? 'engine test fixture',
    notes: '',
    companies: COMPANY_IDS.map((id) => ({
      id,
      name: id,
      color: id,
      segments: supply[id],
      ships: id === 'purple' ? 0 : ships[id],
      ...(id === 'purple' ? { home: spec.purpleHome } : { harbor: HARBOR[id] }),
    })),
    harbors: (Object.keys(HARBOR) as ShipCompanyId[]).map((company, i) => ({ id: HARBOR[company], company, x: 240, y: -5 * i })),
    islands,
    links,
    departureCards: cards.map((c): DepartureCard => ({ id: `${c.nation}-card`, nation: c.nation, markers: c.markers })),
  };
  // Playable as the engine judges it when a game starts: these boards put their islands on a line, and how the
  // links would be drawn (the map checker's drawing errors) is no concern of the rules under test.
  const errors = checkMap(map, { drawing: false }).filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`fixture "${map.name}" is not a playable map: ${errors.map((e) => e.message).join(' | ')}`);
  return map;
}

/**
 * The main test board. East (harbors) to west:
 *
 *   red-h ─1─ alpha ─1─ bravo ═2═ tahiti ─1→ samoa ─2─ delta ─1─ echo ─2─ fiji
 *   red-h ─2─ bravo       (bravo–tahiti is a double route; tahiti→samoa one-way)
 *   blue-h ─1─ alpha ─2─ samoa ─3─ echo
 *   white-h ─3─ tahiti ─3─ delta
 *   green-h ─1─ bravo
 *   black-h ─2─ samoa      samoa is purple's home
 */
export function archipelago(spec: Partial<FixtureSpec> = {}): BoardMap {
  return buildMap({
    name: 'archipelago',
    islands: [
      { id: 'alpha', value: 2, ports: 3 },
      { id: 'bravo', value: 3, ports: 3 },
      { id: 'tahiti', value: 4, ports: 2 },
      { id: 'samoa', value: 4, ports: 3 },
      { id: 'delta', value: 5, ports: 3 },
      { id: 'echo', value: 6, ports: 4 },
      { id: 'fiji', value: 8, ports: 5 },
    ],
    links: [
      ['red-h', 'alpha', 1],
      ['red-h', 'bravo', 2],
      ['blue-h', 'alpha', 1],
      ['white-h', 'tahiti', 3],
      ['green-h', 'bravo', 1],
      ['black-h', 'samoa', 2],
      ['alpha', 'bravo', 1],
      ['alpha', 'samoa', 2],
      ['bravo', 'tahiti', 2],
      ['bravo', 'tahiti', 2],
      ['tahiti', 'samoa', 1, true],
      ['samoa', 'delta', 2],
      ['tahiti', 'delta', 3],
      ['delta', 'echo', 1],
      ['echo', 'fiji', 2],
      ['samoa', 'echo', 3],
    ],
    purpleHome: 'samoa',
    ...spec,
  });
}

/**
 * Every harbor link ends in a cul-de-sac: the only links at `a` and `b` lead back
 * to harbors, which routes never enter. Red's harbor has a second, spare link to
 * `c` that only a newly bought red ship could use. `a` is purple's home, but
 * purple can leave it by no link. `extra` adds links (and their islands).
 */
export function culDeSac(extra: { islands?: IslandSpec[]; links?: LinkSpec[] } = {}): BoardMap {
  return buildMap({
    name: 'cul-de-sac',
    islands: [{ id: 'a', value: 3 }, { id: 'b', value: 2 }, { id: 'c', value: 1 }, ...(extra.islands ?? [])],
    links: [
      ['red-h', 'a', 1],
      ['red-h', 'c', 1],
      ['blue-h', 'a', 1],
      ['white-h', 'a', 1],
      ['green-h', 'b', 1],
      ['black-h', 'b', 1],
      ...(extra.links ?? []),
    ],
    purpleHome: 'a',
  });
}

/** One segment per company: red and blue reach `a` (purple's home), purple's one segment goes on to `d`. */
export function tinySupply(spec: Partial<FixtureSpec> = {}): BoardMap {
  return buildMap({
    name: 'tiny supply',
    islands: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
    links: [
      ['red-h', 'a', 1],
      ['blue-h', 'a', 1],
      ['white-h', 'b', 1],
      ['green-h', 'b', 1],
      ['black-h', 'c', 1],
      ['a', 'd', 1],
    ],
    purpleHome: 'a',
    supply: { red: 1, blue: 1, white: 1, green: 1, black: 1, purple: 1 },
    ...spec,
  });
}

/** The default board, `maps/south-pacific.json`. */
export function southPacific(): BoardMap {
  const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(`maps/south-pacific.json does not parse: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

/**
 * A long chain of islands `i0`..`i(n-1)` running west, one segment apart, that
 * every harbor joins at `i0`: games on it last many rounds. Purple's home is `i0`.
 */
export function longChain(n = 40, spec: Partial<FixtureSpec> = {}): BoardMap {
  const ids = Array.from({ length: n }, (_, i) => `i${i}`);
  return buildMap({
    name: 'long chain',
    islands: ids.map((id, i) => ({ id, x: 230 - i })),
    links: [
      ...(Object.values(HARBOR).map((h) => [h, 'i0', 1]) as LinkSpec[]),
      ...ids.slice(1).map((id, i): LinkSpec => [ids[i], id, 1]),
    ],
    purpleHome: 'i0',
    supply: { red: n, blue: n, white: n, green: n, black: n, purple: n },
    ...spec,
  });
}

/**
 * Red's harbor and blue's lead to `a`, whose only other link goes on to `b`;
 * the other harbors meet at `c`, which fans out to `f`, `g`, `h` (purple's home)
 * and `d`, from which a tail runs on through `e`, `i`, `j`, `k`, `l` to `m`. Once red has
 * left its harbor, a new red route can start only along a–b.
 */
export function forks(spec: Partial<FixtureSpec> = {}): BoardMap {
  return buildMap({
    name: 'forks',
    islands: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm'].map((id) => ({ id })),
    links: [
      ['red-h', 'a', 1],
      ['blue-h', 'a', 1],
      ['white-h', 'c', 1],
      ['green-h', 'c', 1],
      ['black-h', 'c', 1],
      ['a', 'b', 1],
      ['c', 'd', 1],
      ['d', 'e', 1],
      ['c', 'f', 1],
      ['c', 'g', 1],
      ['c', 'h', 1],
      ['e', 'i', 1],
      ['i', 'j', 1],
      ['j', 'k', 1],
      ['k', 'l', 1],
      ['l', 'm', 1],
    ],
    purpleHome: 'h',
    ...spec,
  });
}

/**
 * The rulebook's scoring example: Tahiti (value 4, 2 port spaces) is reached
 * directly from the red and the blue harbors, and lies on a loop
 * tahiti–moorea–motu–tahiti that lets one company arrive there twice.
 */
export function tahitiExample(): BoardMap {
  return buildMap({
    name: 'tahiti example',
    islands: [{ id: 'tahiti', value: 4, ports: 2 }, { id: 'moorea' }, { id: 'motu' }],
    links: [
      ['red-h', 'tahiti', 1],
      ['blue-h', 'tahiti', 1],
      ['white-h', 'moorea', 1],
      ['green-h', 'motu', 1],
      ['black-h', 'motu', 1],
      ['tahiti', 'moorea', 1],
      ['moorea', 'motu', 1],
      ['motu', 'tahiti', 1],
    ],
    purpleHome: 'moorea',
  });
}
