import type { Refusal } from '../../module';
import type { Column, MoveOf, ShipFlag, State } from '../schema';
import { missingFact, refusal, variant } from '../rules';
import { player, shipFacts } from '../sea';
import { triggerEnd } from './end';
import { acting, overflowCheck, pay, placeToken, shortOfCash, tokenCost, tokenColumns, type Emit, type MoveRule } from './common';

/** The ships action: (1) buy up to 3 ships or headquarters, (2) shift and refill the market. */

export const MAX_BUY = 3;
export const REFILL = 3;
/** Extra cost per market position: +£10 in position 1, +£20 in position 2… */
export const POSITION_SURCHARGE = 10;

type Offer = { readonly from: 'market'; readonly position: number } | { readonly from: 'docks' };

function offer(state: State, id: string): Offer | null {
  const i = state.market.indexOf(id);
  if (i >= 0) return { from: 'market', position: i + 1 };
  return Object.values(state.docks).includes(id) ? { from: 'docks' } : null;
}

function available(state: State): string[] {
  return [...state.market.filter((id): id is string => id !== null), ...Object.values(state.docks)];
}

/** Printed price, plus the position's surcharge in the market; a refusal when the price is not given. */
export function price(state: State, id: string): number | Refusal {
  const o = offer(state, id);
  if (!o) return refusal('ships.buy', 'ships.not-offered', { ship: id });
  const printed = shipFacts(state, id).price;
  if (printed === undefined) return missingFact('ships.price', 'ship-price', { ship: id });
  return o.from === 'docks' ? printed : printed + POSITION_SURCHARGE * o.position;
}

function flagOf(state: State, id: string): ShipFlag | undefined {
  return shipFacts(state, id).flag;
}

/** The market and docks after step 2, or why the excerpt cannot tell. */
export function refill(state: State, bought: readonly string[]): { market: (string | null)[]; docked: string[]; drawn: string[] } | Refusal {
  const remaining = state.market.filter((id): id is string => id !== null && !bought.includes(id));
  const drawn = state.stack.slice(0, REFILL);
  const room = state.market.length - (drawn.length === 0 ? 0 : variant(state, 'short-stack') === 'room-for-three' ? REFILL : drawn.length);
  const docked = remaining.slice(0, Math.max(0, remaining.length - Math.max(0, room)));
  for (const id of docked) {
    const f = flagOf(state, id);
    if (f === undefined) return missingFact('ships.docks', 'ship-flag', { ship: id });
    if (f === 'multi') return missingFact('ships.docks', 'headquarters-docks', { ship: id });
  }
  const kept = remaining.slice(docked.length);
  const market: (string | null)[] = [...kept, ...drawn];
  while (market.length < state.market.length) market.push(null);
  return { market, docked, drawn };
}

function tokenColumn(move: MoveOf<'ships.buy'>, id: string, wanted: Column): Column {
  return move.tokens?.[id] ?? wanted;
}

export const shipsBuy: MoveRule<'ships.buy'> = {
  type: 'ships.buy',
  candidates(state) {
    const ids = available(state);
    const sets: string[][] = [[]];
    for (let a = 0; a < ids.length; a++) {
      sets.push([ids[a]]);
      for (let b = a + 1; b < ids.length; b++) {
        sets.push([ids[a], ids[b]]);
        for (let c = b + 1; c < ids.length; c++) sets.push([ids[a], ids[b], ids[c]]);
      }
    }
    const who = acting(state);
    return sets.flatMap((ships) => {
      // A headquarters whose column is full needs a choice of column; list each.
      let moves: MoveOf<'ships.buy'>[] = [{ type: 'ships.buy', ships }];
      for (const id of ships) {
        const f = shipFacts(state, id);
        if (f.kind !== 'headquarters' || f.token === undefined) continue;
        const cols = tokenColumns(state, who, f.token);
        if (cols.length === 1 && cols[0] === f.token) continue;
        moves = moves.flatMap((m) => cols.map((c) => ({ ...m, tokens: { ...m.tokens, [id]: c } })));
      }
      return moves;
    });
  },
  check(state, move) {
    const who = acting(state);
    if (new Set(move.ships).size !== move.ships.length) return refusal('ships.buy', 'ships.twice', {});
    if (move.ships.length > MAX_BUY) return refusal('ships.buy', 'ships.too-many', { max: MAX_BUY });
    let total = 0;
    for (const id of move.ships) {
      const cost = price(state, id);
      if (typeof cost !== 'number') return cost;
      total += cost;
      const f = shipFacts(state, id);
      if (f.flag === undefined) return missingFact('ships.flags', 'ship-flag', { ship: id });
      if (f.kind === 'headquarters') {
        if (f.token === undefined) return missingFact('ships.headquarters', 'headquarters-token', { ship: id });
        const col = tokenColumn(move, id, f.token);
        const where = overflowCheck(state, who, f.token, col, 'ships.headquarters');
        if (where) return where;
        const free = tokenCost(state, who, col, 'ships.headquarters', true);
        if ('rule' in free) return free;
      } else if (move.tokens?.[id] !== undefined) {
        return refusal('ships.headquarters', 'ships.token-not-headquarters', { ship: id });
      }
    }
    const short = shortOfCash('ships.price', player(state, who).cash, total);
    if (short) return short;
    const after = refill(state, move.ships);
    return 'rule' in after ? after : null;
  },
  apply(draft, move, emit) {
    const who = acting(draft);
    const p = player(draft, who);
    const next = refill(draft, move.ships) as Exclude<ReturnType<typeof refill>, Refusal>;
    for (const id of move.ships) {
      const cost = price(draft, id) as number;
      const o = offer(draft, id)!;
      pay(draft, who, cost, 'bank', 'ships.price', emit);
      emit('ships.bought', { seat: who, ship: id, price: cost, from: o.from, position: o.from === 'market' ? o.position : null });
      p.supply.push(id);
      const f = shipFacts(draft, id);
      const flag = f.flag!;
      p.flags[flag] = (p.flags[flag] ?? 0) + 1;
      if (f.kind === 'headquarters') placeToken(draft, who, tokenColumn(move, id, f.token!), 'ships.headquarters', emit, true);
    }
    for (const [flag, id] of Object.entries(draft.docks)) if (move.ships.includes(id)) delete draft.docks[flag as ShipFlag];
    settleRefill(draft, next, emit);
  },
};

function settleRefill(draft: State, next: Exclude<ReturnType<typeof refill>, Refusal>, emit: Emit): void {
  for (const id of next.docked) {
    const f = flagOf(draft, id)!;
    const out = draft.docks[f];
    if (out !== undefined) {
      draft.removed.push(out);
      emit('ships.removed', { ship: out, by: id, flag: f });
    }
    draft.docks[f] = id;
    emit('ships.docked', { ship: id, flag: f });
  }
  draft.market = next.market;
  draft.stack = draft.stack.slice(next.drawn.length);
  for (const id of next.drawn) emit('ships.drawn', { ship: id, flag: flagOf(draft, id) ?? null });
  triggerEnd(draft, emit);
}
