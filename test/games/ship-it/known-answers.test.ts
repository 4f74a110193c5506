import { describe, expect, it } from 'vitest';
import { greedyMove } from '../../../src/games/ship-it/bots';
import { seeded } from '../../../src/games/ship-it/random';
import { hubSum } from '../../../src/games/ship-it/shipment';
import { toAct } from '../../../src/games/ship-it/legal';
import type { Layout } from '../../../src/games/ship-it/schema';
import { destinations, layout, play, refusal } from './fixtures';

/**
 * The text's figures 2 and 3 are not in the text file; these layouts are reconstructed
 * so that every sentence about them holds (cells in half-domino units, y to the south).
 *
 * Figure 2 (two cities: red 2 + green ace, black 3 over blue 4):
 *
 *   x:  -4 -3 -2 -1  0  1  2  3
 *   y0         .  .
 *   y1  [red2][G1 ]  4
 *   y2  [ SE ][NE ]  3  0 [blk3]      green ace hub, tick NE: entered from 0,1 (the 4 of 4/3)
 *   y3   2  1  6  0     5 [ NW ]      5/0 upright at x=1: its 0 (1,2) is beside black 3's tick
 *   y4                  6 [blu4]      red's load on 1,4: the link just left of blue 4
 *   y5                  1 [ SW ]      blue 4's tick SW: entered from 1,5
 *
 * - Red's load (on 1,4) with a pip-stop of 6: north across 5/0 (reads 5 then 0), left onto
 *   the 3 of 4/3 and north to its 4, left onto the hub at its tick: 1 + 6 = 7 points.
 * - With a pip-stop of 5: south to 1,5, right onto blue 4 at its tick, north onto black 3,
 *   left across its tick onto the blank (the 0 of 5/0), left onto 4/3 (its 3, then its 4:
 *   the text names the link, not the half), left onto the hub: 1 + 5 = 6 points. Going
 *   north it would have to stop on the 5.
 * - Black's official stands on red 2, one space left of the hub; Black's 3 is warehoused on
 *   the hub; Black's load stands on the 6 of 6/0 (-2,3), right of the 2/1 link below red 2,
 *   whose tick is SE (reached from -3,3).
 */
const FIGURE_2: Omit<Layout, 'players'> = {
  tiles: [
    { suit: 'red', value: 2, x: -4, y: 1, tick: 'se' },
    { suit: 'green', value: 1, x: -2, y: 1, tick: 'ne' },
    { suit: 'black', value: 3, x: 2, y: 2, tick: 'nw' },
    { suit: 'blue', value: 4, x: 2, y: 4, tick: 'sw' },
  ],
  dominoes: [
    { a: 4, b: 3, x: 0, y: 1, dir: 'S' },
    { a: 0, b: 5, x: 1, y: 2, dir: 'S' },
    { a: 6, b: 1, x: 1, y: 4, dir: 'S' },
    { a: 2, b: 1, x: -4, y: 3, dir: 'E' },
    { a: 6, b: 0, x: -2, y: 3, dir: 'E' },
  ],
  coins: [
    { suit: 'red', value: 2, at: '1,4' },
    { suit: 'black', value: 3, at: 'green.1', warehoused: true },
    { suit: 'black', value: 2, at: '-2,3' },
  ],
  officials: { black: 'red.2' },
  hubs: { green: 1 },
};

describe('figure 2 (rules freight.pip-stop, access.tick, official.double)', () => {
  it('"He could move this freight to the shipping hub … for a cost of seven action points … six more action points will set the pip-stop to 6"', () => {
    // The northern way alone (no blue 4 to go round by): 6 gets there, 5 stops on the 5.
    const north = { ...FIGURE_2, tiles: FIGURE_2.tiles.filter((t) => t.suit !== 'blue') };
    const six = play(layout(north), { type: 'pipStop', value: 6 }, { type: 'freight', coin: 'c0', to: 'green.1' }).state;
    expect(six.turn.ap).toBe(8 - 7);
    const five = play(layout(north), { type: 'pipStop', value: 5 }).state;
    expect(destinations(five, 'c0')).toEqual(['1,3', '1,5']);
    expect(refusal(five, { type: 'freight', coin: 'c0', to: 'green.1' })).toMatchObject({ rule: 'freight.pip-stop', code: 'freight-stops-short', values: { pipStop: 5 } });
  });

  it('"for a total cost of only six action points instead of seven; with a pip-stop of five … onto the blue 4 city zone … onto the shipping hub"', () => {
    const five = play(layout(FIGURE_2), { type: 'pipStop', value: 5 }).state;
    expect(destinations(five, 'c0')).toContain('blue.4');
    expect(destinations(five, 'c0')).toContain('black.3');
    const moved = play(five, { type: 'freight', coin: 'c0', to: 'green.1' }).state;
    expect(moved.turn.ap).toBe(8 - 6);
    expect(moved.coins[0]).toMatchObject({ where: 'green.1', warehoused: true });
    // Six is the least: with 4 the blue 4 stops the load and the 5 stops the northern way.
    const four = play(layout(FIGURE_2), { type: 'pipStop', value: 4 }).state;
    expect(refusal(four, { type: 'freight', coin: 'c0', to: 'green.1' })).toMatchObject({ code: 'freight-stops-short' });
  });

  it('the greedy bot sets the cheapest pip-stop that delivers (5, not 6) and then delivers', () => {
    // A pip-stop scores nothing by itself: greedy values it by the load move it opens.
    for (const seed of [1, 2, 3, 4, 5]) {
      const start = layout(FIGURE_2);
      expect(greedyMove(start, seeded(seed))).toEqual({ type: 'pipStop', value: 5 });
      const five = play(start, { type: 'pipStop', value: 5 }).state;
      expect(greedyMove(five, seeded(seed))).toEqual({ type: 'freight', coin: 'c0', to: 'green.1' });
    }
  });

  it('"the city zone may only be entered from the transport link at its lower left-hand corner, where the suit tick is"', () => {
    // Turn blue 4's tick to the north-east: the load can no longer enter it from 1,5.
    const turned = { ...FIGURE_2, tiles: FIGURE_2.tiles.map((t) => (t.suit === 'blue' ? { ...t, tick: 'ne' as const } : t)) };
    const five = play(layout(turned), { type: 'pipStop', value: 5 }).state;
    expect(destinations(five, 'c0')).not.toContain('blue.4');
    expect(refusal(five, { type: 'freight', coin: 'c0', to: 'green.1' })).toMatchObject({ code: 'freight-stops-short' });
  });

  it('"Black can move his official one space to the right, onto the shipping hub … doubles the value of his 3 coin … The total for the hub is then already 7"', () => {
    const s = layout({ ...FIGURE_2, turn: { colour: 'black' } });
    expect(hubSum(s, 'green')).toBe(4);
    const { state, events } = play(s, { type: 'official', to: 'green.1' });
    expect(state.turn.ap).toBe(7);
    expect(events).toEqual([{ type: 'doubled', colour: 'black', tile: 'green.1', coins: ['c1'] }]);
    expect(hubSum(state, 'green')).toBe(7);
  });

  it('"paying 1 action point … plus 3 more … to set his pip-stop to 3 … left onto the 2/1 transport link, then north onto the red 2 … right, onto the hub, triggering shipment … he still has action points remaining"', () => {
    const s = play(layout({ ...FIGURE_2, turn: { colour: 'black' } }), { type: 'official', to: 'green.1' }).state;
    // A pip-stop of 2 would stop the load on the red 2.
    const two = play(s, { type: 'pipStop', value: 2 }).state;
    expect(destinations(two, 'c2')).toEqual(['-1,3', '-3,3', '-4,3', 'red.2']);
    const { state, events } = play(s, { type: 'pipStop', value: 3 }, { type: 'freight', coin: 'c2', to: 'green.1' });
    const shipped = events.find((e) => e.type === 'shipped');
    // Two loads of Black's: (6 + 2·1) + (2 + 2·1), doubled for the trigger; no +8 (a green tile).
    expect(shipped).toEqual({ type: 'shipped', tile: 'green.1', trigger: 'black', sum: 9, profits: { black: 24 } });
    expect(state.turn.ap).toBe(3);
    // "one of the player's coins on the hub becomes an action point chit": Black chooses which.
    expect(toAct(state)).toEqual({ kind: 'seat', seat: 3 });
    expect(play(state, { type: 'chit', coin: 'c1' }).state.chits.black).toBe(1);
  });
});

/**
 * Figure 3, reconstructed. The green ace (tick SE) with Black's official on it; below it
 * the 2|6 link (Black's load on the 2 at 0,2; the 6 at 1,2 is the space at the tick).
 * The shaded region is the four halves 1,2 · 2,2 · 1,3 · 2,3: the 6 of 2|6, the 0 of 0|1
 * (whose 1 at 3,2 reaches black 3's tick, SW), and the 4|5 link under them, with Green's
 * official on its 5 (2,3). Its bounds: the centrelines of 2|6, 0|1 and 4|5, and the green ace.
 *
 *   x:  0  1  2  3  4  5
 *   y1 [G1  ]       [blk3]
 *   y2  2  6  0  1  [ SW ]
 *   y3     4  5g
 */
const FIGURE_3: Omit<Layout, 'players'> = {
  tiles: [
    { suit: 'green', value: 1, x: 0, y: 0, tick: 'se' },
    { suit: 'black', value: 3, x: 4, y: 1, tick: 'sw' },
  ],
  dominoes: [
    { a: 2, b: 6, x: 0, y: 2, dir: 'E' },
    { a: 0, b: 1, x: 2, y: 2, dir: 'E' },
    { a: 4, b: 5, x: 1, y: 3, dir: 'E' },
  ],
  coins: [{ suit: 'black', value: 2, at: '0,2' }],
  officials: { green: '2,3', black: 'green.1', red: 'black.3' },
};

describe('figure 3 (rules region.def, region.block, region.own-official, region.freeze)', () => {
  const asColour = (colour: 'red' | 'green' | 'blue' | 'black', pipStop = 2, extra: Partial<typeof FIGURE_3> = {}) =>
    play(layout({ ...FIGURE_3, coins: [{ suit: colour, value: 2, at: '0,2' }], turn: { colour }, ...extra }), { type: 'pipStop', value: pipStop }).state;

  it('"he occupies a region comprising four spaces … bounded by domino centerlines and by tiles"', async () => {
    const { geometry } = await import('../../../src/games/ship-it/grid');
    const s = layout(FIGURE_3);
    const g = geometry(s.tiles, s.dominoes, 'edge');
    const r = g.region.get('2,3');
    expect([...g.region.entries()].filter(([, x]) => x === r).map(([c]) => c).sort()).toEqual(['1,2', '1,3', '2,2', '2,3']);
  });

  it('"No red, blue, or black freight may enter this region … Black’s freight load … could not move to the right"', () => {
    for (const colour of ['red', 'blue', 'black'] as const) {
      const s = asColour(colour);
      expect(destinations(s, 'c0')).toEqual([]);
      expect(refusal(s, { type: 'freight', coin: 'c0', to: '1,2' })).toMatchObject({ rule: 'region.block', code: 'region-closed', values: { by: 'green', suit: colour } });
    }
    // "Only green freight may move through this region" (and the 6 stops it there).
    expect(destinations(asColour('green'), 'c0')).toEqual(['1,2']);
  });

  it('"Black could fix this problem by moving his own official south … onto the 6-pip space … open to both Green and Black but still not to Red or Blue … 1 action point"', () => {
    const s = layout({ ...FIGURE_3, turn: { colour: 'black' } });
    const moved = play(s, { type: 'official', to: '1,2' }).state;
    expect(moved.turn.ap).toBe(7);
    const open = play(moved, { type: 'pipStop', value: 2 }).state;
    // Black's own official covers the 6 (read as 0, passed, not stopped on); Green's 5 is never passed.
    // (and the green ace, whose tick the 6 is beside).
    expect(destinations(open, 'c0')).toEqual(['1,3', '2,2', '3,2', 'black.3', 'green.1']);
    expect(refusal(open, { type: 'freight', coin: 'c0', to: '2,3' })).toMatchObject({ rule: 'freight.occupied' });
    for (const colour of ['red', 'blue'] as const) expect(destinations(asColour(colour, 2, { officials: { ...FIGURE_3.officials, black: '1,2' } }), 'c0')).toEqual([]);
  });

  it('region.freeze: a load inside the region when the official is there is frozen until its own official joins', () => {
    const frozen = play(layout({ ...FIGURE_3, coins: [{ suit: 'red', value: 2, at: '1,3' }], turn: { colour: 'red' } }), { type: 'pipStop', value: 2 }).state;
    expect(refusal(frozen, { type: 'freight', coin: 'c0', to: '2,2' })).toMatchObject({ rule: 'region.freeze', code: 'freight-frozen', values: { by: 'green' } });
    const freed = play(
      layout({ ...FIGURE_3, coins: [{ suit: 'red', value: 2, at: '1,3' }], officials: { ...FIGURE_3.officials, red: '2,2' }, turn: { colour: 'red' } }),
      { type: 'pipStop', value: 2 },
    ).state;
    expect(destinations(freed, 'c0')).toEqual(['1,2']);
  });
});
