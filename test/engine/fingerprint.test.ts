import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applyMove, createRng, legalMoves, newGame, type GameState, type Variants } from '../../src/engine';
import { randomInt } from '../../src/engine/random';
import type { BoardMap } from '../../src/map/schema';
import { edgeBoard, type EdgeShape } from '../../src/soak/edge-boards';
import { randomBoard } from '../../src/soak/boards';
import { southPacific } from './fixtures';

/**
 * The rules' fingerprint: 1,400 seeded random games played through `legalMoves` and
 * `applyMove` with a uniform choice, every game's moves, events and final state hashed
 * together. Any change to what the rules list, accept, report or produce changes the
 * hash; a change of engine that keeps the game the same (issue 30: one core, the JSON
 * API a facade over it) keeps it.
 */

const GAMES_PER_COUNT = 200;
const EDGE_SHAPES: readonly EdgeShape[] = ['few-ports', 'harbors-only', 'long-chain', 'one-way-cycle', 'double-links', 'one-port'];
const GAMES_PER_SHAPE = 100;
/** The soak's redrawn variations of the default board: this many boards, ten games on each. */
const RANDOM_BOARDS = 20;
const VARIANTS: readonly Partial<Variants>[] = [
  {},
  { portCard: 'in-addition' },
  { purpleBranch: 'anywhere' },
  { portCard: 'in-addition', purpleBranch: 'anywhere', purpleHome: 'never', tieBreak: 'money-only' },
];

function edge(shape: EdgeShape): BoardMap {
  const made = edgeBoard(shape, createRng(37));
  if (made === null) throw new Error(`no ${shape} board`);
  return made.map;
}

/** Plays one game to its end and feeds its moves, events and last state to `hash`; the number of moves. */
function playInto(hash: ReturnType<typeof createHash>, map: BoardMap, players: number, variants: Partial<Variants>, seed: number): number {
  const made = newGame({ map, players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), variants, seed });
  if (!made.ok) {
    hash.update(`setup-refused:${made.error.map((e) => e.reason).join(',')}\n`);
    return 0;
  }
  let s: GameState = made.value;
  const rng = createRng(seed * 7919 + players);
  let moves = 0;
  while (s.ended === null) {
    const legal = legalMoves(s);
    if (legal.length === 0) throw new Error(`game ${seed} stuck`);
    const move = legal[randomInt(rng, legal.length)];
    const r = applyMove(s, move);
    if (!r.ok) throw new Error(`game ${seed}: listed move refused: ${r.violation.message}`);
    hash.update(JSON.stringify(move));
    hash.update(JSON.stringify(r.events));
    s = r.state;
    moves++;
  }
  hash.update(JSON.stringify({ ...s, map: null }));
  hash.update('\n');
  return moves;
}

describe('the rules’ fingerprint', () => {
  it('1,400 seeded random games hash as they did before the engine became one core', () => {
    const hash = createHash('sha256');
    let games = 0;
    let moves = 0;
    const map = southPacific();
    for (const players of [3, 4, 5]) {
      for (let g = 0; g < GAMES_PER_COUNT; g++) {
        moves += playInto(hash, map, players, VARIANTS[g % VARIANTS.length], 30_000 + players * 1000 + g);
        games++;
      }
    }
    for (const shape of EDGE_SHAPES) {
      const board = edge(shape);
      for (let g = 0; g < GAMES_PER_SHAPE; g++) {
        moves += playInto(hash, board, 3 + (g % 3), VARIANTS[g % VARIANTS.length], 40_000 + g);
        games++;
      }
    }
    for (let b = 0; b < RANDOM_BOARDS; b++) {
      const made = randomBoard(map, createRng(50_000 + b));
      if (made === null) throw new Error(`no random board ${b}`);
      for (let g = 0; g < 10; g++) {
        moves += playInto(hash, made.map, 3 + (g % 3), VARIANTS[g % VARIANTS.length], 50_000 + b * 10 + g);
        games++;
      }
    }
    expect(games).toBe(1400);
    // Computed on 2026-11-27 from the JSON engine as it was before issue 30 (commit 376699a:
    // src/engine's own legalMoves and applyMove, before the facade over the rollout's core).
    expect({ moves, hash: hash.digest('hex') }).toEqual({ moves: 195_318, hash: '168f6e5f021fc27d8379b7409269ed30213b1843d33c2a992c0ad9ed78a278fd' });
  });
});
