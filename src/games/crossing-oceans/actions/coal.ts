import type { Refusal } from '../../module';
import { coalIcons, nextSpot } from '../board';
import type { State } from '../schema';
import { missingFact, refusal } from '../rules';
import { atSea, ownShipsAtSea, player, shipFacts } from '../sea';
import { acting, overflowCheck, placeToken, shortOfCash, tokenCost, tokenColumns, type MoveRule } from './common';

/** The coal action: (1) buy a coal pier, optionally; (2) take as many coal as coal icons and load them evenly. */

export const MAX_COAL = 3;

function iconsKnown(state: State): Refusal | null {
  return coalIcons(player(state, acting(state))) === undefined ? missingFact('coal.take', 'coal-icons', { seat: acting(state) }) : null;
}

export const coalPier: MoveRule<'coal.pier'> = {
  type: 'coal.pier',
  candidates: (state) => tokenColumns(state, acting(state), 'black').map((column) => ({ type: 'coal.pier', column })),
  check(state, move) {
    const who = acting(state);
    const rule = nextSpot(player(state, who).columns.black).kind === 'full' ? 'coal.pier-full' : 'coal.pier';
    const where = overflowCheck(state, who, 'black', move.column, rule);
    if (where) return where;
    const cost = tokenCost(state, who, move.column, rule);
    if ('rule' in cost) return cost;
    return shortOfCash(rule, player(state, who).cash, cost.cost) ?? iconsKnown(state);
  },
  apply(draft, move, emit) {
    placeToken(draft, acting(draft), move.column, move.column === 'black' ? 'coal.pier' : 'coal.pier-full', emit);
    startLoading(draft, emit);
  },
};

export const coalPierSkip: MoveRule<'coal.pier.skip'> = {
  type: 'coal.pier.skip',
  candidates: () => [{ type: 'coal.pier.skip' }],
  check: iconsKnown,
  apply: (draft, _move, emit) => startLoading(draft, emit),
};

function startLoading(draft: State, emit: Parameters<MoveRule<'coal.load'>['apply']>[2]): void {
  const who = acting(draft);
  const count = coalIcons(player(draft, who)) ?? 0;
  draft.turn.step = 'coal-load';
  draft.turn.coalLeft = count;
  emit('coal.taken', { seat: who, count });
}

/** Why the acting player may not load one coal on the ship in `port` now (null: allowed). */
export function loadRefusal(state: State, id: string): Refusal | null {
  const who = acting(state);
  const ship = atSea(state, id)?.ship;
  if (!ship || ship.owner !== who) return refusal('coal.take', 'coal.not-your-ship', { ship: id });
  const kind = shipFacts(state, ship.id).kind;
  if (kind === 'clipper') return refusal('coal.clipper', 'coal.clipper', { ship: ship.id });
  if (kind === undefined) return missingFact('coal.clipper', 'ship-kind', { ship: ship.id });
  if (ship.coal >= MAX_COAL) return refusal('coal.cap', 'coal.cap', { ship: ship.id, max: MAX_COAL });
  for (const other of ownShipsAtSea(state, who)) {
    const otherKind = shipFacts(state, other.ship.id).kind;
    if (otherKind === undefined) return missingFact('coal.even', 'ship-kind', { ship: other.ship.id });
    if (otherKind === 'steamship' && other.ship.coal < ship.coal) {
      return refusal('coal.even', 'coal.uneven', { ship: ship.id, has: ship.coal, other: other.ship.id, otherHas: other.ship.coal });
    }
  }
  return null;
}

export const coalLoad: MoveRule<'coal.load'> = {
  type: 'coal.load',
  candidates: (state) => ownShipsAtSea(state, acting(state)).map((s) => ({ type: 'coal.load', ship: s.ship.id })),
  check(state, move) {
    if (state.turn.coalLeft <= 0) return refusal('coal.take', 'coal.none-left', {});
    return loadRefusal(state, move.ship);
  },
  apply(draft, move, emit) {
    const ship = atSea(draft, move.ship)!.ship;
    ship.coal += 1;
    draft.turn.coalLeft -= 1;
    emit('coal.loaded', { seat: acting(draft), ship: ship.id, coal: ship.coal, left: draft.turn.coalLeft });
  },
};

/**
 * The loading is over once no coal is left or none can legally go anywhere; what remains
 * is lost. A ship whose kind the excerpt does not give keeps the step open (its refusal says why).
 */
export function loadingOver(state: State): boolean {
  if (state.turn.coalLeft === 0) return true;
  return !ownShipsAtSea(state, acting(state)).some((s) => {
    const why = loadRefusal(state, s.ship.id);
    return why === null || why.code.startsWith('missing.');
  });
}
