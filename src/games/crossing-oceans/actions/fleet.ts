import type { Refusal } from '../../module';
import type { Colour, State } from '../schema';
import { missingFact } from '../rules';
import { isReady, ownShipsAtSea, shipFacts, type AtSea } from '../sea';
import { acting, earn, type Emit, type MoveRule } from './common';
import { returnCoal } from './house';

/** Why a ship's income cannot be worked out from the excerpt (null: it can, or the ship is not ready). */
export function incomeRefusal(state: State, s: AtSea, rule: 'fleet.income' | 'region.income'): Refusal | null {
  const ready = isReady(state, s.ship);
  if (ready === undefined) return missingFact(rule, 'ship-kind', { ship: s.ship.id });
  if (ready && shipFacts(state, s.ship.id).income === undefined) return missingFact(rule, 'ship-income', { ship: s.ship.id });
  return null;
}

/** A ready ship transports: its owner earns its income and a steamship returns 1 coal. */
export function transport(draft: State, s: AtSea, owner: Colour, rule: 'fleet.income' | 'region.income', emit: Emit): void {
  if (!isReady(draft, s.ship)) {
    emit('ship.not-ready', { ship: s.ship.id });
    return;
  }
  earn(draft, owner, shipFacts(draft, s.ship.id).income ?? 0, rule, emit, s.ship.id);
  if (shipFacts(draft, s.ship.id).kind === 'steamship') returnCoal(draft, s.port, 1, rule, emit);
}

export const fleetRun: MoveRule<'fleet.run'> = {
  type: 'fleet.run',
  candidates: () => [{ type: 'fleet.run' }],
  check: (state) => ownShipsAtSea(state, acting(state)).reduce<Refusal | null>((why, s) => why ?? incomeRefusal(state, s, 'fleet.income'), null),
  apply(draft, _move, emit) {
    const who = acting(draft);
    for (const s of ownShipsAtSea(draft, who)) transport(draft, s, who, 'fleet.income', emit);
  },
};
