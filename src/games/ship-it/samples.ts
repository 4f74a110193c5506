import type { ShipItState } from './schema';

/**
 * Positions the generic suites start from besides a setup: random play from a dealt board
 * rarely brings loads to hubs, so a game there seldom ends within a test's move bound. This
 * one is a short game from an authored layout: two hubs, each one shipment from leaving.
 */
export function samples(setup: (o: { players: { name: string }[]; seed: number; layout: unknown }) => { ok: true; value: ShipItState } | { ok: false }): ShipItState[] {
  const r = setup({
    players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
    seed: 1,
    layout: {
      players: [
        { name: 'A', colours: ['red'] },
        { name: 'B', colours: ['green'] },
        { name: 'C', colours: ['blue'] },
        { name: 'D', colours: ['black'] },
      ],
      tiles: [
        { suit: 'red', value: 4, x: 0, y: 0, tick: 'nw' },
        { suit: 'green', value: 5, x: 2, y: 0, tick: 'nw' },
        { suit: 'blue', value: 5, x: 4, y: 0, tick: 'nw' },
      ],
      coins: [
        { suit: 'red', value: 3, at: 'red.4' },
        { suit: 'blue', value: 4, at: 'red.4' },
      ],
      hubs: { green: 5, blue: 5 },
    },
  });
  return r.ok ? [r.value] : [];
}
