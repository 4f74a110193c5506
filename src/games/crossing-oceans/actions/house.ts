import type { Refusal } from '../../module';
import { TRADE_TOKENS, type Colour, type State, type TradeToken } from '../schema';
import { missingFact, refusal } from '../rules';
import { isReady, player, shipFacts } from '../sea';
import { acting, earn, pay, placeToken, shortOfCash, tokenCost, type Emit, type MoveRule } from './common';

/**
 * The house action's three steps, in order: (1) the ship in the port transports (income
 * and 1 coal, if ready), (2) a trade house, paying £30 to each other player with a house
 * there, (3) a trade token of the player's choice. Opening a house with contracts skips (1).
 */

export const HOUSE_FEE = 30;

function transportIncome(state: State, port: string): { income: number } | Refusal {
  const ship = state.ports[port].ship!;
  const ready = isReady(state, ship);
  if (ready === undefined) return missingFact('house.transport', 'ship-kind', { ship: ship.id });
  if (!ready) return { income: 0 };
  const income = shipFacts(state, ship.id).income;
  return income === undefined ? missingFact('house.transport', 'ship-income', { ship: ship.id }) : { income };
}

export function houseRefusal(state: State, who: Colour, port: string, token: TradeToken, transport: boolean): Refusal | null {
  const p = state.ports[port];
  if (!p?.ship || p.ship.owner !== who) return refusal('house.requirement', 'house.no-ship', { port });
  if (p.houses.includes(who)) return refusal('house.requirement', 'house.already', { port });
  let cash = player(state, who).cash;
  if (transport) {
    const income = transportIncome(state, port);
    if ('rule' in income) return income;
    cash += income.income;
  }
  const fees = p.houses.filter((c) => c !== who).length * HOUSE_FEE;
  const cost = tokenCost(state, who, token, 'house.token');
  if ('rule' in cost) return cost;
  return shortOfCash(fees > 0 ? 'house.build' : 'house.token', cash, fees + cost.cost);
}

export function buildHouse(draft: State, who: Colour, port: string, token: TradeToken, transport: boolean, emit: Emit): void {
  const p = draft.ports[port];
  const ship = p.ship!;
  if (transport) {
    const income = transportIncome(draft, port) as { income: number };
    if (isReady(draft, ship)) {
      earn(draft, who, income.income, 'house.transport', emit, ship.id);
      if (shipFacts(draft, ship.id).kind === 'steamship') returnCoal(draft, port, 1, 'house.transport', emit);
    }
  }
  for (const other of p.houses) pay(draft, who, HOUSE_FEE, other, 'house.build', emit);
  p.houses.push(who);
  emit('house.built', { seat: who, port });
  placeToken(draft, who, token, 'house.token', emit);
}

export function returnCoal(draft: State, port: string, count: number, rule: string, emit: Emit): void {
  const ship = draft.ports[port].ship!;
  ship.coal -= count;
  emit('coal.returned', { ship: ship.id, count, coal: ship.coal, rule });
}

export function houseCandidates(state: State, who: Colour): { port: string; token: TradeToken }[] {
  return Object.entries(state.ports)
    .filter(([, p]) => p.ship?.owner === who && !p.houses.includes(who))
    .flatMap(([port]) => TRADE_TOKENS.map((token) => ({ port, token })));
}

export const houseBuild: MoveRule<'house.build'> = {
  type: 'house.build',
  candidates: (state) => houseCandidates(state, acting(state)).map((c) => ({ type: 'house.build', ...c })),
  check: (state, move) => houseRefusal(state, acting(state), move.port, move.token, true),
  apply: (draft, move, emit) => buildHouse(draft, acting(draft), move.port, move.token, true, emit),
};
