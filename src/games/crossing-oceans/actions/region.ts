import type { Refusal } from '../../module';
import { refusal } from '../rules';
import { shipsInRegion } from '../sea';
import { acting, earn, type MoveRule } from './common';
import { incomeRefusal, transport } from './fleet';

/** The initiator's bonus per own trade house in the region. */
export const REGION_BONUS = 30;

function regions(state: Parameters<MoveRule<'region.run'>['candidates']>[0]): string[] {
  return [...new Set(Object.values(state.ports).flatMap((p) => (p.region === null ? [] : [p.region])))];
}

export const regionRun: MoveRule<'region.run'> = {
  type: 'region.run',
  candidates: (state) => regions(state).map((region) => ({ type: 'region.run', region })),
  check(state, move) {
    if (!regions(state).includes(move.region)) return refusal('region.income', 'region.unknown', { region: move.region });
    return shipsInRegion(state, move.region)
      .filter((s) => s.ship.owner !== null)
      .reduce<Refusal | null>((why, s) => why ?? incomeRefusal(state, s, 'region.income'), null);
  },
  apply(draft, move, emit) {
    // Neutral ships have no owner to earn, so they neither earn nor burn coal.
    for (const s of shipsInRegion(draft, move.region)) if (s.ship.owner !== null) transport(draft, s, s.ship.owner, 'region.income', emit);
    const who = acting(draft);
    const houses = Object.values(draft.ports).filter((p) => p.region === move.region && p.houses.includes(who)).length;
    if (houses > 0) earn(draft, who, houses * REGION_BONUS, 'region.bonus', emit);
  },
};
