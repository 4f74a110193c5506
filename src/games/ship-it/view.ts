import { shuffle } from './random';
import type { ShipItState, Suit } from './schema';

/**
 * Hidden information: a face-down coin's number is unknown to everyone but a player who
 * looked at it while redistributing (rule ship.redistribute); warehoused coins, chits and
 * coins in the fist are face up. The pool is a set of face-down dominoes whose draw is a
 * chance move, so it needs no hiding.
 *
 * A face-down coin's id would let a seat follow it from the hub it was shipped from to
 * the tile it was handed to, and so know its number. So the view hands a colour's hidden
 * coins out again in order of where they stand: the coin at the first place (by space id)
 * takes the first of their array slots and ids, and so on. The view then depends only on
 * which places hold a hidden coin of a colour, never on which coin went where.
 * (The `scatter` moves and `placed` events of a move list still name coins: a view of the
 * move list should show them only to the redistributing seat.)
 */
export const hiddenFrom = (c: ShipItState['coins'][number], seat: number | null): boolean =>
  c.where !== 'chit' && c.where !== 'fist' && !c.warehoused && (seat === null || !c.known.includes(seat));

export function playerView(s: ShipItState, seat: number | null): ShipItState {
  const coins = s.coins.slice();
  for (const suit of ['red', 'green', 'blue', 'black'] as Suit[]) {
    const slots: number[] = [];
    s.coins.forEach((c, i) => c.suit === suit && hiddenFrom(c, seat) && slots.push(i));
    const byPlace = slots.map((i) => s.coins[i]).sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0));
    slots.forEach((slot, k) => (coins[slot] = { ...byPlace[k], id: s.coins[slot].id, value: null }));
  }
  return { ...s, coins };
}

/**
 * A state consistent with what `seat` sees: the numbers of the coins hidden from it
 * dealt again at random within each colour (the seat knows which numbers of a colour
 * are still unaccounted for, not where they are).
 */
export function determinise(s: ShipItState, seat: number, random: () => number): ShipItState {
  const coins = s.coins.map((c) => ({ ...c }));
  for (const suit of ['red', 'green', 'blue', 'black'] as Suit[]) {
    const hidden = coins.filter((c) => c.suit === suit && hiddenFrom(c, seat));
    const values = shuffle(
      hidden.map((c) => c.value),
      random,
    );
    hidden.forEach((c, i) => (c.value = values[i]));
  }
  return { ...s, coins };
}
