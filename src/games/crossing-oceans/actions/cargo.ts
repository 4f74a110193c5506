import { missingFact, refusal } from '../rules';
import { atSea, isReady, ownShipsAtSea, shipFacts } from '../sea';
import { acting, earn, type MoveRule } from './common';
import { returnCoal } from './house';

/** £10 per 1,000 tons. */
export const PER_THOUSAND_TONS = 10;

export const cargoRun: MoveRule<'cargo.run'> = {
  type: 'cargo.run',
  candidates: (state) => ownShipsAtSea(state, acting(state)).map((s) => ({ type: 'cargo.run', ship: s.ship.id })),
  check(state, move) {
    const ship = atSea(state, move.ship)?.ship;
    if (!ship || ship.owner !== acting(state)) return refusal('cargo.ship', 'cargo.not-your-ship', { ship: move.ship });
    const f = shipFacts(state, ship.id);
    if (f.kind === undefined) return missingFact('cargo.ship', 'ship-kind', { ship: ship.id });
    if (f.kind !== 'steamship') return refusal('cargo.ship', 'cargo.not-steamship', { ship: ship.id });
    if (!isReady(state, ship)) return refusal('cargo.ship', 'ship.not-ready', { ship: ship.id });
    if (f.tonnage === null) return refusal('cargo.ship', 'cargo.no-tonnage', { ship: ship.id });
    if (f.tonnage === undefined) return missingFact('cargo.income', 'ship-tonnage', { ship: ship.id });
    // The excerpt prices whole thousands only; a part thousand is not priced.
    if (f.tonnage % 1000 !== 0) return missingFact('cargo.income', 'tonnage-rounding', { ship: ship.id, tonnage: f.tonnage });
    return null;
  },
  apply(draft, move, emit) {
    const at = atSea(draft, move.ship)!;
    const ship = at.ship;
    const tonnage = shipFacts(draft, ship.id).tonnage ?? 0;
    emit('cargo.shipped', { ship: ship.id, tonnage });
    returnCoal(draft, at.port, 1, 'cargo.income', emit);
    earn(draft, acting(draft), (tonnage / 1000) * PER_THOUSAND_TONS, 'cargo.income', emit, ship.id);
  },
};
