import { describe, expect, it } from 'vitest';
import { applyMove, createRng, legalMoves, newGame, playOut, type GameState, type Variants } from '../../src/engine';
import { randomInt } from '../../src/engine/random';
import { release, toPosition, toState } from '../../src/engine/rollout/position';
import { listMoves, moveAt, startPosition } from '../../src/engine/rollout/legal';
import { moveOf } from '../../src/engine/rollout/codes';
import { play } from '../../src/engine/rollout/play';
import type { BoardMap } from '../../src/map/schema';
import { archipelago, forks, longChain, southPacific, tahitiExample, tinySupply } from './fixtures';
import { edgeBoard, type EdgeShape } from '../../src/soak/edge-boards';

/** A board at the edge of what the checker accepts (the soak's edge boards, issue 37). */
function edge(shape: EdgeShape): BoardMap {
  const made = edgeBoard(shape, createRng(37));
  if (made === null) throw new Error(`no ${shape} board`);
  return made.map;
}

/**
 * The rollout (src/engine/rollout) plays the rules a second time, on numbers, for
 * speed. It must be the engine's game exactly: the same legal moves in the same
 * order at every step (a uniform choice picks by position in the list), and the
 * same states, byte for byte. Boards: the default map, and fixtures with harbors,
 * arrows, double routes, dead ends and short supplies; every variant that changes play.
 */
const BOARDS: { name: string; map: BoardMap }[] = [
  { name: 'south pacific', map: southPacific() },
  { name: 'archipelago', map: archipelago() },
  { name: 'tiny supply', map: tinySupply() },
  { name: 'forks', map: forks() },
  { name: 'long chain', map: longChain() },
  { name: 'tahiti example', map: tahitiExample() },
  { name: 'edge: few ports', map: edge('few-ports') },
  { name: 'edge: one-way rings', map: edge('one-way-cycle') },
  { name: 'edge: double links', map: edge('double-links') },
  { name: 'edge: harbors only', map: edge('harbors-only') },
];
const VARIANTS: Partial<Variants>[] = [
  {},
  { portCard: 'in-addition' },
  { purpleBranch: 'anywhere' },
  { portCard: 'in-addition', purpleBranch: 'anywhere', purpleHome: 'never', tieBreak: 'money-only' },
];

// The state without its map (the same object on both sides), for comparing as JSON.
const json = (s: GameState): string => JSON.stringify({ ...s, map: null });

function setUp(map: BoardMap, players: number, variants: Partial<Variants>, seed: number): GameState | null {
  const setup = newGame({ map, players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), variants, seed });
  return setup.ok ? setup.value : null;
}

describe('the rollout plays the engine’s game', () => {
  it.each(BOARDS)('the same legal moves, in order, and the same state after every move on $name', ({ map }) => {
    let steps = 0;
    let games = 0;
    for (let game = 0; game < 24; game++) {
      const players = 3 + (game % 3);
      let s = setUp(map, players, VARIANTS[game % VARIANTS.length], 1000 + game);
      if (s === null) continue; // a fixture with too few departure cards for this many players
      const rng = createRng(game);
      const p = toPosition(s)!;
      expect(p).not.toBeNull();
      startPosition(p);
      while (!s.ended) {
        const legal = legalMoves(s);
        const n = listMoves(p);
        const codes = Array.from({ length: n }, (_, i) => moveAt(p, i));
        expect(codes.map((c) => moveOf(p, c))).toEqual(legal);
        const i = randomInt(rng, n);
        const result = applyMove(s, legal[i]);
        if (!result.ok) throw new Error(result.violation.message);
        s = result.state;
        play(p, codes[i]);
        if (json(toState(p)) !== json(s)) expect(json(toState(p))).toBe(json(s));
        steps++;
      }
      expect(p.ended).toEqual(s.ended);
      release(p);
      games++;
    }
    expect(games).toBeGreaterThan(0);
    expect(steps).toBeGreaterThan(games * 5);
  });

  it('playOut gives the same game both ways, from the start and from positions part-way through, with and without a move limit', () => {
    const rng = createRng(7);
    let compared = 0;
    for (let game = 0; game < 240; game++) {
      const { map } = BOARDS[game % BOARDS.length];
      const start = setUp(map, 3 + (game % 3), VARIANTS[(game >> 1) % VARIANTS.length], randomInt(rng, 1e9));
      if (start === null) continue;
      // A position part-way through (as the search bot's playouts start), reached the ordinary way.
      const from = game % 2 === 0 ? start : playOut(start, createRng(game), { maxMoves: randomInt(rng, 150), onMove: () => {} }).state;
      const maxMoves = game % 5 === 0 ? 1 + randomInt(rng, 60) : undefined;
      const seed = randomInt(rng, 1e9);
      const fast = playOut(from, createRng(seed), { maxMoves });
      // Watching the moves (`onMove`) makes playOut take the ordinary path, move by move.
      const slow = playOut(from, createRng(seed), { maxMoves, onMove: () => {} });
      expect([fast.outcome, fast.moves]).toEqual([slow.outcome, slow.moves]);
      expect(json(fast.state)).toBe(json(slow.state));
      compared++;
    }
    expect(compared).toBeGreaterThan(150);
  });

  it('reads back any state as it was: toState(toPosition(s)) is s, byte for byte', () => {
    const s0 = setUp(southPacific(), 4, {}, 3)!;
    let s = s0;
    const rng = createRng(3);
    while (!s.ended) {
      const p = toPosition(s)!;
      expect(json(toState(p))).toBe(json(s));
      release(p);
      const legal = legalMoves(s);
      const result = applyMove(s, legal[randomInt(rng, legal.length)]);
      if (!result.ok) throw new Error(result.violation.message);
      s = result.state;
    }
  });

  it('leaves a state it does not expect to the ordinary path (an id the board lacks)', () => {
    const s = setUp(southPacific(), 3, {}, 5)!;
    const broken = { ...s, companies: { ...s.companies, red: { ...s.companies.red, ships: [{ node: 'atlantis' }] } } } as GameState;
    expect(toPosition(broken)).toBeNull();
    // playOut then plays it the ordinary way: the same game as when the moves are watched (which always takes that way).
    const plain = playOut(broken, createRng(1), { maxMoves: 40 });
    const watched = playOut(broken, createRng(1), { maxMoves: 40, onMove: () => {} });
    expect([plain.outcome, plain.moves]).toEqual([watched.outcome, watched.moves]);
    expect(plain.moves).toBeGreaterThan(0);
    expect(json(plain.state)).toBe(json(watched.state));
  });
});
