import { applyMove } from '../../../src/games/ship-it/apply';
import { legalMoves } from '../../../src/games/ship-it/legal';
import { moveKey } from '../../../src/games/ship-it/apply';
import type { ShipItMove, ShipItState } from '../../../src/games/ship-it/schema';
import { fromLayout } from '../../../src/games/ship-it/setup';
import { DEFAULT_VARIANTS, type Variants } from '../../../src/games/ship-it/variants';
import type { Layout } from '../../../src/games/ship-it/schema';

export const FOUR = [
  { name: 'Ruby', colours: ['red' as const] },
  { name: 'Gus', colours: ['green' as const] },
  { name: 'Bea', colours: ['blue' as const] },
  { name: 'Kit', colours: ['black' as const] },
];

export function layout(l: Omit<Layout, 'players'> & { players?: Layout['players'] }, variants: Partial<Variants> = {}): ShipItState {
  const r = fromLayout({ players: FOUR, ...l }, { ...DEFAULT_VARIANTS, ...variants });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Plays moves that must be accepted; returns the last state and all events. */
export function play(s: ShipItState, ...moves: ShipItMove[]) {
  const events = [];
  for (const m of moves) {
    const o = applyMove(s, m);
    if (!o.ok) throw new Error(`${moveKey(m)} refused: ${JSON.stringify(o.refusal)}`);
    s = o.state;
    events.push(...o.events);
  }
  return { state: s, events };
}

export function refusal(s: ShipItState, m: ShipItMove) {
  const o = applyMove(s, m);
  if (o.ok) throw new Error(`${moveKey(m)} was accepted`);
  return o.refusal;
}

export const listed = (s: ShipItState, m: ShipItMove) => legalMoves(s).some((x) => moveKey(x) === moveKey(m));

/** Where a load can go with the turn's pip-stop (the destinations `legalMoves` lists). */
export const destinations = (s: ShipItState, coin: string) =>
  legalMoves(s)
    .filter((m): m is Extract<ShipItMove, { type: 'freight' }> => m.type === 'freight' && m.coin === coin)
    .map((m) => m.to)
    .sort();

/**
 * A strip for the freight rules: green 2 (tick north-east, reached from 2,0), links
 * 1|3 0|5 2|6 along y = 0, blue 4 (tick north-west, reached from 7,0).
 *
 *   [green.2][1|3][0|5][2|6][blue.4]
 *   x: 0-1    2 3   4 5   6 7   8-9
 */
export const STRIP: Omit<Layout, 'players'> = {
  tiles: [
    { suit: 'green', value: 2, x: 0, y: 0, tick: 'ne' },
    { suit: 'blue', value: 4, x: 8, y: 0, tick: 'nw' },
  ],
  dominoes: [
    { a: 1, b: 3, x: 2, y: 0, dir: 'E' },
    { a: 0, b: 5, x: 4, y: 0, dir: 'E' },
    { a: 2, b: 6, x: 6, y: 0, dir: 'E' },
  ],
};
