import type { Colour, Player, ShipAtSea, ShipFacts, State } from './schema';

/** Ships on the board and what the excerpt says about them. */

export function shipFacts(state: State, id: string): ShipFacts {
  return state.ships[id] ?? {};
}

export function player(state: State, colour: Colour): Player {
  const p = state.players.find((q) => q.colour === colour);
  if (!p) throw new Error(`no ${colour} player`); // setup and restore guarantee every colour used is seated
  return p;
}

export interface AtSea {
  readonly port: string;
  readonly region: string | null;
  readonly ship: ShipAtSea;
}

export function shipsAtSea(state: State): AtSea[] {
  return Object.entries(state.ports).flatMap(([port, p]) => (p.ship ? [{ port, region: p.region, ship: p.ship }] : []));
}

/** Where a ship is at sea, if it is. */
export function atSea(state: State, id: string): AtSea | undefined {
  return shipsAtSea(state).find((s) => s.ship.id === id);
}

export function ownShipsAtSea(state: State, colour: Colour): AtSea[] {
  return shipsAtSea(state).filter((s) => s.ship.owner === colour);
}

export function shipsInRegion(state: State, region: string): AtSea[] {
  return shipsAtSea(state).filter((s) => s.region === region);
}

/** Ready: a steamship with at least 1 coal, or a clipper. Undefined where the ship's kind is not known. */
export function isReady(state: State, ship: ShipAtSea): boolean | undefined {
  const kind = shipFacts(state, ship.id).kind;
  if (kind === 'clipper') return true;
  if (kind === 'steamship') return ship.coal >= 1;
  return undefined;
}

/** Earliest and latest possible construction year (a ship "younger than 1877" is (1877, ∞)). */
function years(f: ShipFacts): [number, number] {
  if (f.year !== undefined) return [f.year, f.year];
  if (f.yearAfter !== undefined) return [f.yearAfter + 1, Infinity];
  return [-Infinity, Infinity];
}

/** `a` is surely older than `b` (built in an earlier year). */
export function surelyOlder(state: State, a: string, b: string): boolean {
  return years(shipFacts(state, a))[1] < years(shipFacts(state, b))[0];
}

/**
 * The Red Lantern's ship in a region: the one surely older than every other ship there;
 * null when the years given cannot tell (or the region is empty, or two share a year).
 */
export function oldestShip(state: State, region: string): string | null {
  const ids = shipsInRegion(state, region).map((s) => s.ship.id);
  return ids.find((a) => ids.every((b) => a === b || surelyOlder(state, a, b))) ?? null;
}
