import { isDeepStrictEqual } from 'node:util';
import { runs } from '../budget';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  createRng,
  currentSeat,
  legalMoves,
  RULE_IDS,
  score,
  VARIANT_CHOICES,
  type GameState,
  type Move,
  type MoveResult,
  type Rng,
  type Variants,
} from '../../src/engine';
import { playOut, playRandomGame, type AcceptedMove } from '../../src/engine/playout';
import { canStartRouteAfter, shipCanStart } from '../../src/engine/rollout/placements';
import { clonePosition, release, toPosition } from '../../src/engine/rollout/position';
import { startPosition } from '../../src/engine/rollout/legal';
import { play } from '../../src/engine/rollout/play';
import { fromOf } from '../../src/engine/rollout/codes';
import type { BoardMap } from '../../src/map/schema';
import { brokenInvariant, brokenMoney, moveKey, mutations } from '../../src/soak/invariants';
import { southPacific } from './fixtures';

/**
 * Properties of whole random games on the default map: 1,000 games per run
 * (3, 4 and 5 players, random seeds and variants), every move checked against the
 * invariants below, a sample of listed moves replayed (every listed move in one
 * game in 10), a sample of unlisted ones shown to be refused, and a JSON round
 * trip in one game in 4.
 */

const GAMES = runs(1000, 'clippers: random games, every invariant');
const map = southPacific();
const TOTAL_SEGMENTS = map.companies.reduce((sum, c) => sum + c.segments, 0);
const RULES = new Set<string>(RULE_IDS);

/**
 * Every placement phase lays at least one segment or ends the game: players must
 * lay when they can, and with 3+ players at most two sit a phase out (the 5X
 * holder and, under "replaces-placement", the Port card's user). So there are at
 * most TOTAL_SEGMENTS placement phases, TOTAL_SEGMENTS / 2 rounds, and a round has
 * at most 2n phase-1 moves plus, per placement turn, a turn.end and a port.move
 * besides its segments.
 */
const moveBound = (players: number): number => (TOTAL_SEGMENTS / 2) * 6 * players + TOTAL_SEGMENTS;

/**
 * A move's identity from the fields the engine reads (it ignores any others, and
 * `start` counts only when true), so that a mutation equal to a listed move is
 * recognised as listed.
 */
function keyOf(move: unknown): string {
  if (typeof move !== 'object' || move === null) return moveKey(move);
  // The engine lists the same (frozen) move objects again and again: key each once.
  let key = keys.get(move);
  if (key === undefined) {
    key = moveKey(move);
    keys.set(move, key);
  }
  return key;
}

const keys = new WeakMap<object, string>();

/** Applies a move; a throw is turned into a failed assertion naming the move. */
function tryMove(state: GameState, move: unknown): MoveResult {
  try {
    return applyMove(state, move as Move);
  } catch (error) {
    throw new Error(`applyMove threw on ${JSON.stringify(move)}: ${String(error)}`);
  }
}

// Plain checks rather than `expect` inside the per-move loops: `expect` costs
// microseconds per call, and these run millions of times per test run.
function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

/** The soak run's invariants (src/soak/invariants.ts), failing the test with the one broken. */
function checkInvariants(state: GameState, m: BoardMap): void {
  const broken = brokenInvariant(state, m);
  if (broken !== null) throw new Error(broken);
}

function checkMoney(before: GameState, result: AcceptedMove): void {
  const broken = brokenMoney(before, result);
  if (broken !== null) throw new Error(broken);
}

const pick = <T,>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const sampleOf = <T,>(items: readonly T[], n: number, rng: Rng): T[] => Array.from({ length: n }, () => pick(rng, items));


interface GameCase {
  players: 3 | 4 | 5;
  seed: number;
  variants: Variants;
  /** Check every listed move in this game (else a sample per step). */
  full: boolean;
  /** Round-trip a state of this game through JSON and play on from both. */
  roundTrip: boolean;
}

const gameCase: fc.Arbitrary<GameCase> = fc.record({
  players: fc.constantFrom(3 as const, 4 as const, 5 as const),
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  variants: fc.record({
    portCard: fc.constantFrom(...VARIANT_CHOICES.portCard),
    tieBreak: fc.constantFrom(...VARIANT_CHOICES.tieBreak),
    purpleHome: fc.constantFrom(...VARIANT_CHOICES.purpleHome),
    purpleBranch: fc.constantFrom(...VARIANT_CHOICES.purpleBranch),
  }),
  // The thorough checks cost several games' time each: one game in 10, and in 4.
  full: fc.nat({ max: 9 }).map((n) => n === 0),
  roundTrip: fc.nat({ max: 3 }).map((n) => n === 0),
});

function checkGame({ players, seed, variants, full, roundTrip }: GameCase): void {
  const rng = createRng(seed);
  const probe = createRng(seed ^ 0x5bd1e995);
  const bound = moveBound(players);
  // The JSON round trip starts from the state after this many moves (or the last, if the game is shorter).
  const roundTripAt = Math.floor(probe() * 150);
  let roundTripFrom: GameState | null = null;
  let step = 0;
  const game = playRandomGame(
    {
      map,
      players,
      variants,
      seed,
      maxMoves: bound,
      withLegal: true,
      onMove: (before, move, result, listedMoves) => {
        const legal = listedMoves!;
        const listed = new Set(legal.map(keyOf));
        check(listed.size === legal.length, () => `legalMoves lists a move twice: ${JSON.stringify(legal)}`);
        // Copies, so that no shortcut for the engine's own move objects could hide a refusal.
        const sample = full ? legal : [move, ...sampleOf(legal, 2, probe)];
        for (const candidate of sample) {
          const r = tryMove(before, { ...candidate });
          if (!r.ok) throw new Error(`listed move ${JSON.stringify(candidate)} refused: [${r.violation.rule}] ${r.violation.message}`);
        }
        for (const candidate of sampleOf(mutations(legal, map, probe), 4, probe)) {
          if (listed.has(keyOf(candidate))) continue;
          const r = tryMove(before, candidate);
          if (r.ok) throw new Error(`unlisted move ${JSON.stringify(candidate)} was accepted (step ${before.step}, phase ${before.phase})`);
          check(RULES.has(r.violation.rule), () => `${JSON.stringify(candidate)} refused with unknown rule ${r.violation.rule}`);
        }
        checkInvariants(result.state, map);
        checkMoney(before, result);
        if (++step === roundTripAt) roundTripFrom = result.state;
      },
    },
    rng,
  );
  if (!game.ok) throw new Error(`setup refused: ${game.error[0].message}`);
  const { state, outcome, moves } = game.value;
  expect(outcome, `game ${seed} with ${players} players`).toBe('ended');
  expect(moves).toBeLessThanOrEqual(bound);
  expect(legalMoves(state)).toEqual([]);
  const sheet = score(state);
  expect(sheet.winners.length).toBeGreaterThan(0);
  for (const p of sheet.players) expect(p.total).toBe(p.money + p.portPoints);

  if (!roundTrip) return;
  // A state that went through JSON plays on exactly as the original: same moves, same events, same end.
  const from: GameState = roundTripFrom ?? state;
  const copy = JSON.parse(JSON.stringify(from)) as GameState;
  expect(isDeepStrictEqual(copy, from)).toBe(true);
  const replay = (s: GameState) => {
    const trace: string[] = [];
    const end = playOut(s, createRng(seed + 1), { maxMoves: bound, onMove: (_, move, result) => trace.push(keyOf(move), JSON.stringify(result.events)) });
    return { trace, end: JSON.stringify(end.state) };
  };
  expect(replay(copy)).toEqual(replay(from));
}

/**
 * `canStartRouteAfter` (the core's, rollout/placements.ts) works out, without playing
 * it, whether a player's bought ship could still start its route after a placement
 * (it decides `clipper.must-start`). Playing the segment for real on a copy of the
 * position must give the same answer.
 */
function checkStartShortcut(seed: number, players: number): number {
  let checked = 0;
  playRandomGame(
    {
      map,
      players,
      seed,
      onMove: (before) => {
        const seat = currentSeat(before);
        if (before.step !== 'place' || before.players[seat].clipper === null) return;
        const p = toPosition(before)!;
        startPosition(p);
        const bought = p.clipper[seat];
        for (let slot = 0; slot < 6; slot++) {
          for (let i = 0; i < p.placementCount[slot]; i++) {
            const code = p.placementCodes[slot][i];
            const li = p.placementLinks[slot][i];
            const after = clonePosition(p);
            play(after, code);
            if (after.round !== p.round || after.ended !== null) continue; // the round ended: unstarted ships went back
            check(canStartRouteAfter(p, seat, slot, li, fromOf(code)) === shipCanStart(after, bought), () => `seed ${seed}: slot ${slot} link ${li}`);
            checked++;
          }
        }
        release(p);
      },
    },
    createRng(seed),
  );
  return checked;
}

describe('random complete games on the default map', () => {
  it(`${GAMES} games keep every invariant`, () => {
    fc.assert(fc.property(gameCase, (c) => checkGame(c)), { numRuns: GAMES });
    // About 19 s of CPU: a busy machine stretches it well past vitest's default minute.
  }, 240_000);

  it('the must-start shortcut agrees with laying the segment', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.constantFrom(3, 4, 5), (seed, players) => {
        checked += checkStartShortcut(seed, players);
      }),
      { numRuns: 100 },
    );
    expect(checked).toBeGreaterThan(1000);
  });
});
