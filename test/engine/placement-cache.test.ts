import { describe, expect, it } from 'vitest';
import { applyMove, createRng, legalMoves, newGame, routeOrigins, type Variants } from '../../src/engine';
import { boardIndex } from '../../src/map/board';
import { COMPANY_IDS } from '../../src/map/schema';
import { southPacific, tinySupply, archipelago } from './fixtures';
import { playRandomly } from './helpers';

/**
 * The core works its placement set out from the previous one after each segment
 * (`notePlacement` in rollout/placements.ts) rather than from scratch. Whatever the
 * path, the legal moves must be exactly those a fresh position (filled from a copy of
 * the state, sharing nothing with it) gives, in the same order.
 */
describe('placement cache', () => {
  const boards = [
    { name: 'south pacific', map: southPacific() },
    { name: 'archipelago', map: archipelago() },
    { name: 'tiny supply', map: tinySupply() },
  ];
  const variants: Partial<Variants>[] = [{}, { purpleHome: 'when-active' }, { portCard: 'in-addition' }];

  it.each(boards)('lists the same moves as a fresh build on $name', ({ map }) => {
    let checked = 0;
    for (let game = 0; game < 40; game++) {
      const setup = newGame({ map, players: Array.from({ length: 3 + (game % 3) }, (_, i) => ({ name: `P${i}` })), variants: variants[game % 3], seed: game + 1 });
      if (!setup.ok) throw new Error(setup.error[0].message);
      const rng = createRng(game);
      let s = setup.value;
      while (!s.ended) {
        const legal = legalMoves(s);
        if (s.step === 'place') {
          expect(legalMoves({ ...(JSON.parse(JSON.stringify({ ...s, map: null })) as typeof s), map: s.map })).toEqual(legal);
          checked++;
        }
        const result = applyMove(s, legal[Math.floor(rng() * legal.length)]);
        if (!result.ok) throw new Error(result.violation.message);
        s = result.state;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it.each(boards)('lays a listed move exactly as it lays an equal move it must judge afresh on $name', ({ map }) => {
    // applyMove skips judging a segment move that is the very object legalMoves listed;
    // a copy of it takes the full path. Both must give the same state and events.
    let checked = 0;
    for (let game = 0; game < 30; game++) {
      const setup = newGame({ map, players: Array.from({ length: 3 + (game % 3) }, (_, i) => ({ name: `P${i}` })), variants: variants[game % 3], seed: game + 101 });
      if (!setup.ok) throw new Error(setup.error[0].message);
      playRandomly(setup.value, createRng(game), ({ state, move, result }) => {
        if (move.type !== 'segment.place') return;
        expect(applyMove(state, { ...move })).toEqual(result);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it.each(boards)('gives each company the route origins a fresh copy of the position gives, after every connection, on $name', ({ map }) => {
    // Origins are worked out from the previous ones when a link connects an island (`noteConnected`).
    const board = boardIndex(map);
    let checked = 0;
    for (let game = 0; game < 20; game++) {
      const setup = newGame({ map, players: Array.from({ length: 3 + (game % 3) }, (_, i) => ({ name: `P${i}` })), variants: { ...variants[game % 3], purpleBranch: game % 2 ? 'anywhere' : 'home-only' }, seed: game + 201 });
      if (!setup.ok) throw new Error(setup.error[0].message);
      playRandomly(setup.value, createRng(game), ({ state, result }) => {
        if (!result.ok || !result.events.some((e) => e.type === 'island.connected')) return;
        const after = result.state;
        const asked = COMPANY_IDS.map((c) => [...routeOrigins(after, board, c)]);
        const copy = { ...after, islands: JSON.parse(JSON.stringify(after.islands)) as typeof after.islands };
        expect(COMPANY_IDS.map((c) => [...routeOrigins(copy, board, c)])).toEqual(asked);
        expect(state.islands).not.toBe(after.islands);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(50);
  });
});
