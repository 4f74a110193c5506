import { applyMove, createRng, legalMoves, playRandomGame, score, VARIANT_CHOICES, type GameState, type Move, type MoveResult, type Variants } from '../engine';
import type { BoardMap } from '../map/schema';
import { randomBoard } from './boards';
import { EDGE_SHAPES, edgeBoard, type EdgeShape } from './edge-boards';
import { brokenInvariant, brokenMoney, brokenProgress, isKnownRule, moveKey, mutations } from './invariants';

/**
 * The soak run: random complete games, every move checked. Game `seed` alone
 * decides everything about a game (player count, variants, board, moves), and
 * a run plays seeds `from`, `from + 1`, ...: so the player counts and the
 * variant combinations come round in turn, and any violation is replayed with
 * `npm run soak -- --seed <seed> --games 1`.
 */

export interface SoakViolation {
  seed: number;
  /** Moves played before it showed. */
  move: number;
  /** What was broken, in words, starting with the invariant's name (`segments:`, `listed:`, ...). */
  problem: string;
}

export interface SoakGame {
  seed: number;
  players: 3 | 4 | 5;
  variants: Variants;
  board: SoakBoard;
  /** The shape of an edge board (edge-boards.ts). */
  shape?: EdgeShape;
  moves: number;
  /** Moves applied and checked: the ones played plus the listed and unlisted ones tried beside them. */
  checked: number;
  violations: SoakViolation[];
}

const COMBOS: Variants[] = VARIANT_CHOICES.portCard.flatMap((portCard) =>
  VARIANT_CHOICES.tieBreak.flatMap((tieBreak) => VARIANT_CHOICES.purpleHome.map((purpleHome) => ({ portCard, tieBreak, purpleHome }) as Variants)),
);

/** Every listed move is replayed in one game in this many; in the others, two more picked at random. */
const FULL_CHECK_EVERY = 20;
const MUTATIONS_PER_MOVE = 4;

/** The default board, a random variation of it, or a board at the edges of what the checker accepts. */
export type SoakBoard = 'default' | 'random' | 'edge';
/** Half of a run is played on edge boards, a quarter on each of the others. */
const BOARD_CYCLE: readonly SoakBoard[] = ['default', 'edge', 'random', 'edge'];

export function gameSetup(seed: number): { players: 3 | 4 | 5; variants: Variants; board: SoakBoard; shape?: EdgeShape } {
  const players = (3 + (seed % 3)) as 3 | 4 | 5;
  const variants = COMBOS[Math.floor(seed / 3) % COMBOS.length];
  const board = BOARD_CYCLE[Math.floor(seed / (3 * COMBOS.length)) % BOARD_CYCLE.length];
  // 7 shapes, and 7 is prime to the other cycles: every shape meets every player count and variant.
  return board === 'edge' ? { players, variants, board, shape: EDGE_SHAPES[seed % EDGE_SHAPES.length] } : { players, variants, board };
}

/**
 * Each placement phase lays a segment or ends the game, so a game has at most
 * about (segments / 2) rounds of 6n moves: past that it does not terminate.
 */
const moveBound = (map: BoardMap, players: number): number => {
  const segments = map.companies.reduce((sum, c) => sum + c.segments, 0);
  return (segments / 2) * 6 * players + segments;
};

function tryMove(state: GameState, move: unknown): MoveResult | { thrown: string } {
  try {
    return applyMove(state, move as Move);
  } catch (error) {
    return { thrown: error instanceof Error ? error.message : String(error) };
  }
}

export function soakGame(seed: number, defaultMap: BoardMap): SoakGame {
  const setup = gameSetup(seed);
  const rng = createRng(seed);
  const probe = createRng(seed ^ 0x5bd1e995);
  const violations: SoakViolation[] = [];
  let map = defaultMap;
  if (setup.board === 'random') {
    const made = randomBoard(defaultMap, createRng(seed ^ 0x2545f491));
    if (made) map = made.map;
  } else if (setup.shape !== undefined) {
    const made = edgeBoard(setup.shape, createRng(seed ^ 0x2545f491));
    if (made === null) {
      violations.push({ seed, move: 0, problem: `setup: no valid ${setup.shape} edge board for this seed` });
      return { seed, ...setup, moves: 0, checked: 0, violations };
    }
    map = made.map;
  }
  const full = seed % FULL_CHECK_EVERY === 0;
  let moves = 0;
  let checked = 0;
  const report = (problem: string) => {
    if (violations.length < 5) violations.push({ seed, move: moves, problem });
  };
  const bound = moveBound(map, setup.players);
  const game = playRandomGame(
    {
      map,
      players: setup.players,
      variants: setup.variants,
      seed,
      maxMoves: bound,
      withLegal: true,
      onMove: (before, move, result, listedMoves) => {
        const legal = listedMoves!;
        checked++;
        const listed = new Set(legal.map(moveKey));
        if (listed.size !== legal.length) report('listed: legalMoves lists a move twice');
        const sample = full ? legal : [legal[Math.floor(probe() * legal.length)], legal[Math.floor(probe() * legal.length)]];
        for (const candidate of sample) {
          checked++;
          const r = tryMove(before, { ...candidate });
          if ('thrown' in r) report(`threw: applyMove threw on listed ${JSON.stringify(candidate)}: ${r.thrown}`);
          else if (!r.ok) report(`listed: ${JSON.stringify(candidate)} refused: [${r.violation.rule}] ${r.violation.message}`);
        }
        const unlisted = mutations(legal, map, probe);
        for (let k = 0; k < MUTATIONS_PER_MOVE; k++) {
          const candidate = unlisted[Math.floor(probe() * unlisted.length)];
          if (listed.has(moveKey(candidate))) continue;
          checked++;
          const r = tryMove(before, candidate);
          if ('thrown' in r) report(`threw: applyMove threw on ${JSON.stringify(candidate)}: ${r.thrown}`);
          else if (r.ok) report(`unlisted: ${JSON.stringify(candidate)} was accepted (phase ${before.phase}, step ${before.step})`);
          else if (!isKnownRule(r.violation.rule)) report(`rule: ${JSON.stringify(candidate)} refused with unknown rule "${r.violation.rule}"`);
        }
        const invariant = brokenInvariant(result.state, map);
        if (invariant) report(invariant);
        const money = brokenMoney(before, result);
        if (money) report(money);
        const stuck = brokenProgress(result.state);
        if (stuck) report(stuck);
        moves++;
      },
    },
    rng,
  );
  if (!game.ok) {
    report(`setup: ${game.error.map((e) => e.message).join('; ')}`);
    return { seed, ...setup, moves, checked, violations };
  }
  const { state, outcome, refused } = game.value;
  if (outcome === 'move-limit') report(`termination: no end after ${bound} moves`);
  // The move that led there already reported it (brokenProgress), unless the game was stuck from the start.
  else if (outcome === 'stuck' && moves === 0) report(brokenProgress(state) ?? 'termination: a running game has no legal move');
  else if (outcome === 'refused') report(`listed: the chosen move ${JSON.stringify(refused?.move)} was refused: [${refused?.violation.rule}] ${refused?.violation.message}`);
  else {
    if (legalMoves(state).length > 0) report('termination: moves are listed after the end');
    const sheet = score(state);
    if (sheet.winners.length === 0) report('score: no winner');
    for (const p of sheet.players) if (p.total !== p.money + p.portPoints) report(`score: seat total ${p.total} ≠ $${p.money} + ${p.portPoints} port points`);
  }
  return { seed, ...setup, moves, checked, violations };
}

export interface SoakSummary {
  games: number;
  moves: number;
  checked: number;
  violations: SoakViolation[];
  /** Games by player count and board, to show the run covered them all. */
  byPlayers: Record<3 | 4 | 5, number>;
  randomBoards: number;
  edgeBoards: number;
  /** Edge-board games by shape. */
  byShape: Partial<Record<EdgeShape, number>>;
  seconds: number;
}

/** Games played between two turns of the event loop, so that Ctrl-C and the progress bar are answered. */
const GAMES_PER_TURN = 20;

export async function soak(options: { games: number; from: number; defaultMap: BoardMap; onGame?: (game: SoakGame, done: number) => void; shouldStop?: () => boolean }): Promise<SoakSummary> {
  const started = performance.now();
  const summary: SoakSummary = { games: 0, moves: 0, checked: 0, violations: [], byPlayers: { 3: 0, 4: 0, 5: 0 }, randomBoards: 0, edgeBoards: 0, byShape: {}, seconds: 0 };
  for (let i = 0; i < options.games; i++) {
    if (i % GAMES_PER_TURN === 0 && i > 0) await new Promise((resolve) => setImmediate(resolve));
    if (options.shouldStop?.()) break;
    const game = soakGame(options.from + i, options.defaultMap);
    summary.games++;
    summary.moves += game.moves;
    summary.checked += game.checked;
    summary.byPlayers[game.players]++;
    if (game.board === 'random') summary.randomBoards++;
    if (game.shape !== undefined) {
      summary.edgeBoards++;
      summary.byShape[game.shape] = (summary.byShape[game.shape] ?? 0) + 1;
    }
    summary.violations.push(...game.violations);
    options.onGame?.(game, i + 1);
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

export function summaryLine(s: SoakSummary): string {
  const n = (x: number) => String(x);
  return `${n(s.games)} games, ${n(s.checked)} moves checked, ${n(s.violations.length)} violations, ${(s.games / Math.max(s.seconds, 1e-9)).toFixed(0)} games/s`;
}
