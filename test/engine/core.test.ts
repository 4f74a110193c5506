import { describe, expect, it } from 'vitest';
import { applyMove, clippersCore, createRng, legalMoves, newGame, playOnCore, playOut, type GameState, type Variants } from '../../src/engine';
import { randomInt } from '../../src/engine/random';
import { toPosition } from '../../src/engine/rollout/position';
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
 * The core (src/engine/rollout, offered as `clippersCore`) is the one implementation
 * of the rules; `legalMoves` and `applyMove` are a facade over it. What is left to
 * hold: a position reads back as the state it was filled from, a clone plays on by
 * itself, listening changes nothing, and `playOut`'s two ways (the rollout, building
 * only the last state, and move by move) play the same game. Boards: the default map,
 * and fixtures with harbors, arrows, double routes, dead ends and short supplies;
 * every variant that changes play. The rules' own answers are pinned elsewhere
 * (known-answers.test.ts with its perft rows, fingerprint.test.ts, test/engine/rules).
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

/** Deep equality, asked the quick way first (the map is the same object on both sides). */
function same(a: GameState, b: GameState): void {
  expect(a.map).toBe(b.map);
  if (json(a) !== json(b)) expect(a).toEqual(b);
}

function setUp(map: BoardMap, players: number, variants: Partial<Variants>, seed: number): GameState | null {
  const setup = newGame({ map, players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), variants, seed });
  return setup.ok ? setup.value : null;
}

describe('Clippers’ core (src/engine/core.ts) and its JSON facade', () => {
  it.each(BOARDS)('reads every position of random games back as it was, and plays on a clone without listening as the facade plays with it, on $name', ({ map }) => {
    let steps = 0;
    let games = 0;
    for (let game = 0; game < 8; game++) {
      const players = 3 + (game % 3);
      let s = setUp(map, players, VARIANTS[game % VARIANTS.length], 1000 + game);
      if (s === null) continue; // a fixture with too few departure cards for this many players
      const rng = createRng(game);
      const held = clippersCore.fromState(s);
      if (!held.ok) throw new Error(held.error[0].code);
      let p = held.value;
      while (!s.ended) {
        // Round trip: toState(fromState(s)) deep-equals s, at every position.
        const fresh = clippersCore.fromState(s);
        if (!fresh.ok) throw new Error(fresh.error[0].code);
        same(clippersCore.toState(fresh.value), s);
        const legal = legalMoves(s);
        expect(clippersCore.listMoves(p)).toEqual(legal);
        const move = legal[randomInt(rng, legal.length)];
        const result = applyMove(s, move);
        if (!result.ok) throw new Error(result.violation.message);
        // The core played on a copy, with nobody listening: the same next position; the original is untouched.
        const copy = clippersCore.clone(p);
        clippersCore.play(copy, move);
        same(clippersCore.toState(p), s);
        const heard: unknown[] = [];
        clippersCore.play(p, move, (e) => heard.push(e));
        expect(heard).toEqual(result.events);
        same(clippersCore.toState(copy), result.state);
        same(clippersCore.toState(p), result.state);
        p = copy;
        s = result.state;
        steps++;
      }
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

  it('refuses, with its reason, a state it cannot hold (an id the board lacks): nothing is listed and every move is refused', () => {
    const s = setUp(southPacific(), 3, {}, 5)!;
    const broken = { ...s, companies: { ...s.companies, red: { ...s.companies.red, ships: [{ node: 'atlantis' }] } } } as GameState;
    expect(toPosition(broken)).toBeNull();
    const held = clippersCore.fromState(broken);
    expect(held.ok ? null : held.error.map((r) => [r.code, r.values.problem])).toEqual([['state.unplayable', 'ship']]);
    expect(legalMoves(broken)).toEqual([]);
    const r = applyMove(broken, legalMoves(s)[0]);
    expect(r.ok ? null : r.violation.reason?.code).toBe('state.unplayable');
    expect(playOut(broken, createRng(1), { maxMoves: 40 })).toMatchObject({ outcome: 'stuck', moves: 0 });
  });

  it('plays a whole game on the core with a listener: the events heard are those applyMove reports move by move, a move’s own dated by its round', () => {
    const s0 = setUp(southPacific(), 4, { portCard: 'in-addition' }, 11)!;
    const heard: [string, number][] = [];
    const fast = playOnCore(s0, createRng(5), { maxMoves: 10_000, chooserOf: () => null, events: (e, round) => heard.push([JSON.stringify(e), round]) });
    const seen: [string, number][] = [];
    const slow = playOut(s0, createRng(5), { onMove: (before, _m, r) => r.events.forEach((e) => seen.push([JSON.stringify(e), before.round])) });
    expect(fast.outcome).toBe('ended');
    expect(json(fast.state)).toBe(json(slow.state));
    expect(heard.length).toBeGreaterThan(100);
    expect(heard.map(([e]) => e)).toEqual(seen.map(([e]) => e));
    // A move's own events come in the round it was made in (the simulator dates purple's activation so); the flow's may start the next.
    const own = (list: [string, number][]) => list.filter(([e]) => /"(purple.activated|bonus.paid|segment.placed|card.taken)"/.test(e));
    expect(own(heard).length).toBeGreaterThan(10);
    expect(own(heard)).toEqual(own(seen));
  });

  it('ends a game as refused when a chooser picks a move the core does not list, with the explainer’s words', () => {
    const s0 = setUp(southPacific(), 3, {}, 2)!;
    let asked = 0;
    const out = playOut(s0, createRng(1), {
      // Three listed moves, then a ship nobody may buy in phase 1's action.
      choose: (legal) => (++asked <= 3 ? legal[0] : { type: 'clipper.buy', company: 'red' }),
    });
    expect(out.outcome).toBe('refused');
    expect(out.moves).toBe(3);
    expect(out.refused?.violation.reason?.code).toBe('moment.wrong-step');
    expect(legalMoves(out.state).length).toBeGreaterThan(0);
  });
});
