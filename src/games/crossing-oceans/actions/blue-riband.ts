import type { Refusal } from '../../module';
import type { Column, State } from '../schema';
import { missingFact, refusal, variant } from '../rules';
import { atSea, player, shipFacts, shipsInRegion } from '../sea';
import { acting, earn, overflowCheck, placeToken, shortOfCash, tokenCost, tokenColumns, type MoveRule } from './common';
import { returnCoal } from './house';

/** The one region where the Blue Riband is raced. */
export const NORTH_ATLANTIC = 'north-atlantic';

/** Coal burnt: 1 for a record, 2 when another ship matches the fastest speed. */
function coalNeeded(state: State, port: string): { coal: number } | Refusal {
  const ship = state.ports[port].ship!;
  const f = shipFacts(state, ship.id);
  if (f.kind === undefined) return missingFact('blue-riband.fastest', 'ship-kind', { ship: ship.id });
  // Clippers burn no coal, and the excerpt does not say how one would race.
  if (f.kind !== 'steamship') return missingFact('blue-riband.fastest', 'clipper-race', { ship: ship.id });
  if (f.speed === null) return refusal('blue-riband.fastest', 'blue-riband.no-speed', { ship: ship.id });
  if (f.speed === undefined) return missingFact('blue-riband.fastest', 'ship-speed', { ship: ship.id });
  let tie = false;
  for (const other of shipsInRegion(state, NORTH_ATLANTIC)) {
    if (other.port === port) continue;
    const speed = shipFacts(state, other.ship.id).speed;
    if (speed === undefined) return missingFact('blue-riband.fastest', 'ship-speed', { ship: other.ship.id });
    if (speed === null) continue;
    if (speed > f.speed) return refusal('blue-riband.fastest', 'blue-riband.slower', { ship: ship.id, speed: f.speed, other: other.ship.id, otherSpeed: speed });
    if (speed === f.speed) tie = true;
  }
  return { coal: tie ? 2 : 1 };
}

function column(move: { column?: Column }): Column {
  return move.column ?? 'blue';
}

/** The Blue Riband itself is free under the default reading; an overflow token pays its listed cost. */
function free(state: State, col: Column): boolean {
  return col === 'blue' && variant(state, 'blue-riband-cost') === 'free';
}

export const blueRibandRun: MoveRule<'blue-riband.run'> = {
  type: 'blue-riband.run',
  candidates: (state) =>
    shipsInRegion(state, NORTH_ATLANTIC)
      .filter((s) => s.ship.owner === acting(state))
      .flatMap((s) => tokenColumns(state, acting(state), 'blue').map((c) => (c === 'blue' ? { type: 'blue-riband.run' as const, ship: s.ship.id } : { type: 'blue-riband.run' as const, ship: s.ship.id, column: c }))),
  check(state, move) {
    const who = acting(state);
    const at = atSea(state, move.ship);
    if (!at || at.ship.owner !== who) return refusal('blue-riband.fastest', 'blue-riband.not-your-ship', { ship: move.ship });
    const { ship } = at;
    if (at.region !== NORTH_ATLANTIC) return refusal('blue-riband.fastest', 'blue-riband.not-north-atlantic', { ship: ship.id });
    const need = coalNeeded(state, at.port);
    if ('rule' in need) return need;
    if (ship.coal < need.coal) return refusal(need.coal === 2 ? 'blue-riband.tie' : 'blue-riband.fastest', 'blue-riband.coal', { ship: ship.id, need: need.coal, has: ship.coal });
    const income = shipFacts(state, ship.id).income;
    if (income === undefined) return missingFact('blue-riband.fastest', 'ship-income', { ship: ship.id });
    const col = column(move);
    const where = overflowCheck(state, who, 'blue', col, 'blue-riband.take');
    if (where) return where;
    const cost = tokenCost(state, who, col, 'blue-riband.take', free(state, col));
    if ('rule' in cost) return cost;
    return shortOfCash('blue-riband.take', player(state, who).cash + 2 * income, cost.cost);
  },
  apply(draft, move, emit) {
    const who = acting(draft);
    const at = atSea(draft, move.ship)!;
    const ship = at.ship;
    const need = (coalNeeded(draft, at.port) as { coal: number }).coal;
    returnCoal(draft, at.port, need, need === 2 ? 'blue-riband.tie' : 'blue-riband.fastest', emit);
    earn(draft, who, 2 * (shipFacts(draft, ship.id).income ?? 0), 'blue-riband.fastest', emit, ship.id);
    const col = column(move);
    if (col === 'blue') emit('blue-riband.taken', { seat: who, ship: ship.id });
    placeToken(draft, who, col, 'blue-riband.take', emit, free(draft, col));
  },
};
