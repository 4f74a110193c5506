import type { Refusal } from '../../module';
import type { State } from '../schema';
import { missingFact, refusal } from '../rules';
import { oldestShip, player, shipFacts, shipsInRegion, surelyOlder } from '../sea';
import { acting, type MoveRule } from './common';

/**
 * Phase 1, option A: place a ship from the personal supply. An empty spot of the region
 * first; in a full region, only the Red Lantern's ship (the oldest) may be replaced, and
 * only by a younger ship. The ship arrives with a captain and, a steamship, 1 coal.
 */

function regionFull(state: State, region: string): boolean {
  return Object.values(state.ports).every((p) => p.region !== region || p.ship !== null);
}

export function placeRefusal(state: State, ship: string, port: string): Refusal | null {
  const who = acting(state);
  if (!player(state, who).supply.includes(ship)) return refusal('place.supply', 'place.not-in-supply', { ship });
  const p = state.ports[port];
  if (!p) return refusal('place.empty-first', 'place.no-port', { port });
  if (p.region === null) return missingFact('place.empty-first', 'port-region', { port });
  const arrival = shipFacts(state, ship).kind === undefined ? missingFact('place.arrival', 'ship-kind', { ship }) : null;
  if (p.ship === null) return arrival;
  if (!regionFull(state, p.region)) return refusal('place.empty-first', 'place.empty-spot-first', { region: p.region, port });
  const oldest = oldestShip(state, p.region);
  if (oldest === null) return missingFact('place.replace-oldest', 'ship-year', { region: p.region });
  if (oldest !== p.ship.id) return refusal('place.replace-oldest', 'place.not-oldest', { ship: p.ship.id, oldest, region: p.region });
  if (!surelyOlder(state, oldest, ship)) {
    const mine = shipFacts(state, ship).year;
    const theirs = shipFacts(state, oldest).year;
    if (mine === undefined || theirs === undefined) return missingFact('place.younger', 'ship-year', { ship });
    return refusal('place.younger', 'place.not-younger', { ship, year: mine, other: oldest, otherYear: theirs });
  }
  if (p.ship.owner === null) return missingFact('place.replace-oldest', 'neutral-replaced', { ship: p.ship.id });
  return arrival;
}

export const shipPlace: MoveRule<'ship.place'> = {
  type: 'ship.place',
  candidates: (state) => player(state, acting(state)).supply.flatMap((ship) => Object.keys(state.ports).map((port) => ({ type: 'ship.place' as const, ship, port }))),
  check: (state, move) => placeRefusal(state, move.ship, move.port),
  apply(draft, move, emit) {
    const who = acting(draft);
    const p = draft.ports[move.port];
    const region = p.region!;
    const before = oldestShip(draft, region);
    if (p.ship) {
      const out = p.ship;
      player(draft, out.owner!).supply.push(out.id);
      // The excerpt does not say where a replaced ship's coal goes; it can stay on no ship, so it goes back to the supply.
      emit('ship.replaced', { ship: out.id, by: move.ship, seat: out.owner, coal: out.coal });
    }
    const supply = player(draft, who).supply;
    supply.splice(supply.indexOf(move.ship), 1);
    const coal = shipFacts(draft, move.ship).kind === 'steamship' ? 1 : 0;
    p.ship = { id: move.ship, owner: who, coal };
    emit('ship.placed', { seat: who, ship: move.ship, port: move.port, coal });
    const after = oldestShip(draft, region);
    if (after !== before) emit('red-lantern.moved', { region, ship: after });
  },
};
