import type { Refusal } from '../../module';
import type { Colour, Column, Event, MoveOf, MoveType, State } from '../schema';
import { fewestColumns, nextSpot } from '../board';
import { missingFact, refusal, type RuleId } from '../rules';
import { player } from '../sea';

export type Emit = (type: string, values: Event['values']) => void;

/**
 * One kind of move: the moves worth listing in a state, why a move is refused (null:
 * allowed), and its effect on a copy of the state. The turn table (`../turn.ts`) decides
 * which step accepts it.
 */
export interface MoveRule<T extends MoveType> {
  readonly type: T;
  readonly candidates: (state: State) => MoveOf<T>[];
  readonly check: (state: State, move: MoveOf<T>) => Refusal | null;
  readonly apply: (draft: State, move: MoveOf<T>, emit: Emit) => void;
}

export function acting(state: State): Colour {
  return state.turn.seat;
}

export function pay(draft: State, who: Colour, amount: number, to: Colour | 'bank', rule: RuleId, emit: Emit): void {
  if (amount <= 0) return;
  player(draft, who).cash -= amount;
  if (to !== 'bank') player(draft, to).cash += amount;
  emit('paid', { seat: who, to, amount, rule });
}

export function earn(draft: State, who: Colour, amount: number, rule: RuleId, emit: Emit, ship: string | null = null): void {
  player(draft, who).cash += amount;
  emit('earned', { seat: who, amount, rule, ship });
}

/** A payment the player cannot make, refused under the rule that asks for it. */
export function shortOfCash(rule: RuleId, have: number, need: number): Refusal | null {
  return need > have ? refusal(rule, 'cash.short', { need, have }) : null;
}

/**
 * What placing a token in a column would cost: its listed cost at the topmost empty
 * spot, or a refusal when the column is full or the excerpt does not show the spot
 * or its cost. `free` tokens (headquarters) skip the cost.
 */
export function tokenCost(state: State, who: Colour, col: Column, rule: RuleId, free = false): { cost: number } | Refusal {
  const spot = nextSpot(player(state, who).columns[col]);
  if (spot.kind === 'full') return refusal(rule, 'column.full', { column: col });
  if (spot.kind === 'unknown') return missingFact(rule, 'column-spot', { seat: who, column: col });
  if (free) return { cost: 0 };
  if (spot.cost === undefined) return missingFact(rule, 'spot-cost', { seat: who, column: col, spot: spot.index + 1 });
  return { cost: spot.cost };
}

/** Places a token on the topmost empty spot, paying its listed cost to the bank unless free. */
export function placeToken(draft: State, who: Colour, col: Column, rule: RuleId, emit: Emit, free = false): void {
  const p = player(draft, who);
  const spot = nextSpot(p.columns[col]);
  if (spot.kind !== 'spot') throw new Error('placeToken after a passing check'); // checks run first
  p.columns[col].spots[spot.index].filled = true;
  emit('token.placed', { seat: who, column: col, spot: spot.index + 1 });
  if (!free) pay(draft, who, spot.cost ?? 0, 'bank', rule, emit);
}

/**
 * The column a token goes to: the one asked for when it has room, else (when full) any
 * of the columns with the fewest tokens. Refuses an overflow column that is not among them.
 */
export function overflowCheck(state: State, who: Colour, wanted: Column, chosen: Column, rule: RuleId): Refusal | null {
  const spot = nextSpot(player(state, who).columns[wanted]);
  if (spot.kind !== 'full') return chosen === wanted ? null : refusal(rule, 'column.not-full', { column: wanted, chosen });
  const allowed = fewestColumns(state, player(state, who));
  if (allowed.length === 0) return refusal(rule, 'column.all-full', { column: wanted });
  return allowed.includes(chosen) ? null : refusal(rule, 'column.not-fewest', { chosen, allowed });
}

/** The columns a token may go to (for listing candidates). */
export function tokenColumns(state: State, who: Colour, wanted: Column): Column[] {
  return nextSpot(player(state, who).columns[wanted]).kind === 'full' ? fewestColumns(state, player(state, who)) : [wanted];
}
