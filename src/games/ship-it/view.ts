import { shuffle } from './random';
import type { ShipItState, Suit } from './schema';

/**
 * Hidden information: a face-down coin's number is unknown to everyone but a player who
 * looked at it while redistributing (rule ship.redistribute); warehoused coins, chits and
 * coins in the fist are face up. The pool is a set of face-down dominoes whose draw is a
 * chance move, so it needs no hiding.
 *
 * Known limit: coin ids persist, so a seat replaying the move list could follow a coin
 * from the hub to the tile it was handed to; a view of the move list should show
 * `scatter` outcomes only to the redistributing seat.
 */
export const hiddenFrom = (c: ShipItState['coins'][number], seat: number | null): boolean =>
  c.where !== 'chit' && c.where !== 'fist' && !c.warehoused && (seat === null || !c.known.includes(seat));

export function playerView(s: ShipItState, seat: number | null): ShipItState {
  return { ...s, coins: s.coins.map((c) => (hiddenFrom(c, seat) ? { ...c, value: null } : c)) };
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
