import { describe, expect, it } from 'vitest';
import { applyMove, createRng, legalMoves, legalMovesView, newGame, type GameState, type Move, type Variants } from '../../src/engine';
import { archipelago, southPacific, tinySupply } from './fixtures';
import { playRandomly } from './helpers';
import type { BoardMap } from '../../src/map/schema';

/**
 * The engine keeps what it derives from a state (placements, ship places, vacant
 * ports, route origins) in caches keyed by the identity of the state's arrays. They
 * must be invisible: a state asked out of order, asked again long after, or asked
 * as a fresh copy (JSON round trip, which shares nothing) gives the same moves and
 * the same results; and no question changes a state, even a deeply frozen one.
 */

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A copy sharing no object with `state` (the map aside, as a saved game reloaded against its board). */
const fresh = (state: GameState): GameState => ({ ...(JSON.parse(JSON.stringify({ ...state, map: null })) as GameState), map: state.map });

interface Recorded {
  state: GameState;
  legal: Move[];
  move: Move;
  result: ReturnType<typeof applyMove>;
}

/** One random game, recorded move by move with what the engine said in order. */
function record(map: BoardMap, seed: number, variants: Partial<Variants>): Recorded[] {
  const setup = newGame({ map, players: Array.from({ length: 3 + (seed % 3) }, (_, i) => ({ name: `P${i}` })), variants, seed });
  if (!setup.ok) throw new Error(setup.error[0].message);
  const steps: Recorded[] = [];
  playRandomly(setup.value, createRng(seed), (step) => steps.push(step));
  return steps;
}

describe('engine caches are invisible', () => {
  const boards = [
    { name: 'south pacific', map: southPacific(), variants: {} },
    { name: 'archipelago', map: archipelago(), variants: { portCard: 'in-addition', purpleBranch: 'anywhere' } as Partial<Variants> },
    { name: 'tiny supply', map: tinySupply(), variants: { purpleHome: 'when-active' } as Partial<Variants> },
  ];

  it.each(boards)('gives the same answers for states asked out of order, again, or as fresh copies on $name', ({ map, variants }) => {
    const games = [record(map, 11, variants), record(map, 12, variants)];
    const rng = createRng(7);
    let checked = 0;
    // Positions from both games in a shuffled order, so that no cache holds the previous position.
    const all = games.flat();
    for (let n = 0; n < 400; n++) {
      const step = all[Math.floor(rng() * all.length)];
      const again = legalMoves(step.state);
      expect(again).toEqual(step.legal);
      expect(legalMoves(fresh(step.state))).toEqual(step.legal);
      // The listed move object (fast path) and an equal copy on a fresh state (full path) lead to the same place.
      expect(applyMove(step.state, step.move)).toEqual(step.result);
      expect(applyMove(fresh(step.state), { ...step.move })).toEqual(step.result);
      checked++;
    }
    expect(checked).toBe(400);
  });

  it.each(boards)('never changes a state, even a deeply frozen one, on $name', ({ map, variants }) => {
    const steps = record(map, 21, variants);
    for (const step of steps.filter((_, i) => i % 3 === 0)) {
      const frozen = deepFreeze(fresh(step.state));
      const before = JSON.stringify({ ...frozen, map: null });
      expect(legalMoves(frozen)).toEqual(step.legal);
      // A move the position refuses and one it accepts: neither may touch the input.
      applyMove(frozen, { type: 'segment.place', company: 'red', link: 'nowhere', from: 'nowhere' });
      expect(applyMove(frozen, step.move)).toEqual(step.result);
      expect(JSON.stringify({ ...frozen, map: null })).toBe(before);
    }
  });

  it.each(boards)('hands every caller of legalMoves its own list, which it may change, on $name', ({ map, variants }) => {
    const steps = record(map, 33, variants);
    let placements = 0;
    for (const step of steps) {
      const mine = legalMoves(step.state);
      // The engine's own loops read a list kept with the placement set; a caller's list is a copy of it.
      const view = legalMovesView(step.state);
      expect(mine).toEqual(view);
      if (mine.length > 0 && mine.every((m) => m.type === 'segment.place')) placements++;
      mine.length = 0;
      mine.push({ type: 'pass' });
      expect(legalMoves(step.state)).toEqual(step.legal);
      expect(legalMovesView(step.state)).toEqual(step.legal);
    }
    expect(placements).toBeGreaterThan(2);
  });
});
