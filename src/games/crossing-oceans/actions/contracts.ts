import { missingFact, refusal, variant } from '../rules';
import { atSea, ownShipsAtSea, player, shipFacts } from '../sea';
import { MAX_COAL } from './coal';
import { acting, earn, type MoveRule } from './common';
import { buildHouse, houseCandidates, houseRefusal } from './house';

/** Phase 1, option B (take a contract) and phase 2 (spend contracts). */

export const CONTRACT_MONEY = 20;
export const HOUSE_CONTRACTS = 2;

export const contractTake: MoveRule<'contract.take'> = {
  type: 'contract.take',
  candidates: () => [{ type: 'contract.take' }],
  check: () => null,
  apply(draft, _move, emit) {
    const who = acting(draft);
    player(draft, who).contracts += 1;
    emit('contract.taken', { seat: who });
  },
};

function spend(draft: Parameters<MoveRule<'contract.take'>['apply']>[0], count: number, emit: Parameters<MoveRule<'contract.take'>['apply']>[2], rule: string): void {
  const who = acting(draft);
  player(draft, who).contracts -= count;
  emit('contract.spent', { seat: who, count, rule });
}

export const contractMoney: MoveRule<'contract.money'> = {
  type: 'contract.money',
  candidates: (state) => Array.from({ length: player(state, acting(state)).contracts }, (_, i) => ({ type: 'contract.money' as const, contracts: i + 1 })),
  check(state, move) {
    const have = player(state, acting(state)).contracts;
    return move.contracts > have ? refusal('contract.money', 'contract.too-few', { need: move.contracts, have }) : null;
  },
  apply(draft, move, emit) {
    spend(draft, move.contracts, emit, 'contract.money');
    earn(draft, acting(draft), move.contracts * CONTRACT_MONEY, 'contract.money', emit);
  },
};

export const contractCoal: MoveRule<'contract.coal'> = {
  type: 'contract.coal',
  candidates: (state) => ownShipsAtSea(state, acting(state)).map((s) => ({ type: 'contract.coal' as const, ship: s.ship.id })),
  check(state, move) {
    const have = player(state, acting(state)).contracts;
    if (have < 1) return refusal('contract.coal', 'contract.too-few', { need: 1, have });
    const ship = atSea(state, move.ship)?.ship;
    if (!ship || ship.owner !== acting(state)) return refusal('contract.coal', 'coal.not-your-ship', { ship: move.ship });
    const kind = shipFacts(state, ship.id).kind;
    if (kind === 'clipper') return refusal('coal.clipper', 'coal.clipper', { ship: ship.id });
    if (kind === undefined) return missingFact('contract.coal', 'ship-kind', { ship: ship.id });
    if (variant(state, 'contract-coal-cap') === 'capped' && ship.coal >= MAX_COAL) return refusal('coal.cap', 'coal.cap', { ship: ship.id, max: MAX_COAL });
    return null;
  },
  apply(draft, move, emit) {
    spend(draft, 1, emit, 'contract.coal');
    const ship = atSea(draft, move.ship)!.ship;
    ship.coal += 1;
    emit('coal.loaded', { seat: acting(draft), ship: ship.id, coal: ship.coal, left: 0 });
  },
};

export const contractHouse: MoveRule<'contract.house'> = {
  type: 'contract.house',
  candidates: (state) => houseCandidates(state, acting(state)).map((c) => ({ type: 'contract.house' as const, ...c })),
  check(state, move) {
    const have = player(state, acting(state)).contracts;
    if (have < HOUSE_CONTRACTS) return refusal('contract.house', 'contract.too-few', { need: HOUSE_CONTRACTS, have });
    return houseRefusal(state, acting(state), move.port, move.token, false);
  },
  apply(draft, move, emit) {
    spend(draft, HOUSE_CONTRACTS, emit, 'contract.house');
    buildHouse(draft, acting(draft), move.port, move.token, false, emit);
  },
};
