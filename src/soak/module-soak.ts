import { seededRandom as seededFrom, type AnyGameModule } from '../games';

/**
 * Random complete games of any game module (seats weighed by the module's playout policy
 * when it declares one), every move checked: the soak run for a game
 * other than Clippers (`npm run soak -- --game <id>`) and the generic suites every
 * registered game gets in the tests (test/games/harness.ts). It asks only the module:
 * - a game that has not ended always has a legal move, and an ended one has none;
 * - listed moves are distinct and each is accepted;
 * - a move that is not a move of the game is refused, never thrown on, with one of the
 *   game's rule ids and words for its code in every language;
 * - the module's own invariants hold after every move (`GameModule.invariants`);
 * - positions survive a JSON round trip through `restore` unchanged (sampled);
 * - the game ends within the move bound, and its score sheet adds up.
 * Randomness comes only from the seed, so a violation names the seed that replays it.
 */

const LANGUAGES = ['en', 'fr'] as const;
const GARBAGE: readonly unknown[] = [null, 42, 'move', [], {}, { type: '__not-a-move__' }, { type: 'constructor' }];

/** The kit's seeded generator, under the name the simulator imports. */
export const seededRandom = seededFrom;

function pick<T>(items: readonly T[], weights: readonly number[] | null, random: () => number): T {
  if (weights === null) return items[Math.floor(random() * items.length)];
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
}

export interface ModuleSoakBudget {
  /** A game still running after this many moves is a violation (it should have ended). */
  maxMoves: number;
  /** Round-trip a position through `restore` every this many moves. */
  restoreEvery?: number;
}

export interface ModuleGameResult {
  seed: number;
  moves: number;
  ended: boolean;
  violations: string[];
}

/** The start position for a seed: the game's setup with a seat count the seed picks, else one of its samples. */
export function startFor(game: AnyGameModule, seed: number): unknown | null {
  const counts = game.seats.max - game.seats.min + 1;
  const players = Array.from({ length: game.seats.min + (seed % counts) }, (_, i) => ({ name: `P${i + 1}` }));
  const made = game.setup({ players, seed });
  if (made.ok) return made.value;
  const samples = game.samples?.() ?? [];
  return samples.length > 0 ? samples[seed % samples.length] : null;
}

/** JSON with object keys sorted: a restored state may list its keys in its schema's order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));

/**
 * Chooses the move to play from the listed ones, or says why it cannot (a recorded
 * move no longer listed); `n` counts moves from the start.
 */
type Chooser = (state: unknown, legal: readonly unknown[], n: number) => { move: unknown } | { problem: string };

/** Walks one game from `start`, choosing each move with `choose`, and checks every position and move; stops at the first violation. */
function walkGame(game: AnyGameModule, start: unknown, seed: number, budget: ModuleSoakBudget, choose: Chooser, until = budget.maxMoves): ModuleGameResult {
  const rules = new Set(game.rules.ids);
  const violations: string[] = [];
  const at = (n: number, what: string) => violations.push(`${game.id}, seed ${seed}, move ${n}: ${what}`);
  let state = start;
  for (let n = 0; ; n++) {
    const who = game.toAct(state);
    const legal = game.legalMoves(state);
    if (who.kind === 'ended') {
      if (legal.length > 0) at(n, `an ended game lists ${legal.length} moves`);
      if (!rules.has(who.ending.rule)) at(n, `the ending's rule ${who.ending.rule} is not one of the game's`);
      for (const s of game.score(state).seats) {
        const sum = s.lines.reduce((a, l) => a + l.points, 0);
        if (sum !== s.total) at(n, `seat ${s.seat}'s score sheet adds up to ${sum}, not its total ${s.total}`);
      }
      return { seed, moves: n, ended: true, violations };
    }
    if (n >= until) break;
    if (legal.length === 0) {
      at(n, 'a game that has not ended always has a legal move, and this one has none');
      return { seed, moves: n, ended: false, violations };
    }
    const keys = legal.map((m) => game.moveKey(m));
    if (new Set(keys).size !== keys.length) at(n, 'listed moves are not distinct');

    const garbage = GARBAGE[n % GARBAGE.length];
    try {
      const refused = game.applyMove(state, garbage);
      if (refused.ok) at(n, `${JSON.stringify(garbage)} was accepted as a move`);
      else {
        if (!rules.has(refused.refusal.rule)) at(n, `a refusal names ${refused.refusal.rule}, which is not one of the game's rules (its rule ids)`);
        for (const lang of LANGUAGES) if (typeof game.words[lang].refusals[refused.refusal.code] !== 'string') at(n, `no ${lang} words for refusal ${refused.refusal.code}`);
      }
    } catch (e) {
      at(n, `applyMove threw on ${JSON.stringify(garbage)}: ${e instanceof Error ? e.message : String(e)}`);
    }

    if (n % (budget.restoreEvery ?? 7) === 0) {
      const back = game.restore(JSON.parse(JSON.stringify(state)));
      if (!back.ok) at(n, `restore refused a position of the game: ${JSON.stringify(back.error).slice(0, 300)}`);
      else if (canonical(back.value) !== canonical(state)) at(n, 'the restored state is not the state it was made from');
    }

    const chosen = choose(state, legal, n);
    if ('problem' in chosen) {
      at(n, chosen.problem);
      return { seed, moves: n, ended: false, violations };
    }
    const { move } = chosen;
    const result = game.applyMove(state, move);
    if (!result.ok) {
      at(n, `the listed move ${JSON.stringify(move)} was refused: ${JSON.stringify(result.refusal)}`);
      return { seed, moves: n, ended: false, violations };
    }
    for (const broken of game.invariants?.(state, move, result.state) ?? []) at(n, broken);
    state = result.state;
    if (violations.length > 0) return { seed, moves: n + 1, ended: false, violations };
  }
  if (until === budget.maxMoves) at(budget.maxMoves, `the game did not end within ${budget.maxMoves} moves`);
  return { seed, moves: until, ended: false, violations };
}

/** Chance by its odds; a seat by the module's playout weights, if any (uniform play may never end a game). */
function weightsOf(game: AnyGameModule, state: unknown, legal: readonly unknown[]): readonly number[] | null {
  return game.toAct(state).kind === 'chance' ? (game.chance?.weights(state, legal) ?? null) : (game.bots?.weights?.(state, legal) ?? null);
}

/** Plays one random game from `start` and checks every move; stops at the first violation. */
export function soakGame(game: AnyGameModule, start: unknown, seed: number, budget: ModuleSoakBudget): ModuleGameResult {
  const random = seededRandom(seed);
  return walkGame(game, start, seed, budget, (state, legal) => ({ move: pick(legal, weightsOf(game, state, legal), random) }));
}

/** The keys of the moves a random game from `start` plays (what a corpus records), at most `maxMoves` of them. */
export function recordRandomGame(game: AnyGameModule, start: unknown, seed: number, maxMoves: number): { keys: string[]; ended: boolean } {
  const random = seededRandom(seed);
  const keys: string[] = [];
  let state = start;
  for (let n = 0; n < maxMoves; n++) {
    if (game.toAct(state).kind === 'ended') return { keys, ended: true };
    const legal = game.legalMoves(state);
    if (legal.length === 0) break;
    const move = pick(legal, weightsOf(game, state, legal), random);
    const result = game.applyMove(state, move);
    if (!result.ok) break;
    keys.push(game.moveKey(move));
    state = result.state;
  }
  return { keys, ended: game.toAct(state).kind === 'ended' };
}

/**
 * Replays a recorded game (its moves by key) with every check the soak makes; a recorded
 * move that is no longer listed is a violation (the rules changed: record the corpus again).
 * Calls `visit` with each position reached, for suites that want positions of real games.
 */
export function replayChecked(game: AnyGameModule, start: unknown, keys: readonly string[], seed: number, budget: ModuleSoakBudget, visit?: (state: unknown, n: number) => void): ModuleGameResult {
  return walkGame(
    game,
    start,
    seed,
    budget,
    (state, legal, n) => {
      visit?.(state, n);
      const move = legal.find((m) => game.moveKey(m) === keys[n]);
      return move === undefined ? { problem: `the recorded move ${keys[n]} is not listed any more (record the corpus again if the rules changed)` } : { move };
    },
    keys.length,
  );
}

export interface ModuleSoakSummary {
  games: number;
  moves: number;
  violations: number;
  longest: number;
  seconds: number;
}

/** Many games from consecutive seeds; `onGame` sees each (for a progress bar and the violations). */
export function soakModule(
  game: AnyGameModule,
  options: { games: number; from: number; budget: ModuleSoakBudget; shouldStop?: () => boolean; onGame?: (r: ModuleGameResult, done: number) => void },
): ModuleSoakSummary {
  const t0 = performance.now();
  let moves = 0;
  let violations = 0;
  let longest = 0;
  let done = 0;
  for (let i = 0; i < options.games && !options.shouldStop?.(); i++) {
    const seed = options.from + i;
    const start = startFor(game, seed);
    const r: ModuleGameResult = start === null ? { seed, moves: 0, ended: false, violations: [`${game.id}: no start position (no setup and no samples)`] } : soakGame(game, start, seed, options.budget);
    moves += r.moves;
    violations += r.violations.length;
    longest = Math.max(longest, r.moves);
    done++;
    options.onGame?.(r, done);
  }
  return { games: done, moves, violations, longest, seconds: (performance.now() - t0) / 1000 };
}
