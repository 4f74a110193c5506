import {
  CARD_KIND,
  createRng,
  DEFAULT_VARIANTS,
  newGame,
  playerCountError,
  playOnCore,
  score,
  type CardKind,
  type EndReason,
  type GameState,
  type PlayerCount,
  type ScoreSheet,
  type Seat,
  type SetupError,
  type SetupErrorReason,
  type Variants,
} from '../engine';
import { err, ok, type Result } from '../map/result';
import { COMPANY_IDS, type BoardMap, type CompanyId, type Nation } from '../map/schema';
import { BOT_NAMES, isBotName, makeBot, type BotName } from './bots';
import { PLAYOUT_POLICIES, type PlayoutPolicy } from './mcts';
import { setupWords, SimError, simEnglish, simWords, type SimWords } from './problem-words';

/**
 * The designer's simulator: many bot games on one board, then a report of how fair
 * and how lively the board is. Pure (no Node APIs) so that it also runs in a browser
 * worker. Game g is played from a seed derived from (seed, g) alone, so any split of
 * the games across workers yields the same records, and `mergeRecords` puts them
 * back in game order before `buildReport` reads them.
 */

export type { PlayerCount } from '../engine';

export interface SimOptions {
  map: BoardMap;
  players: PlayerCount;
  games: number;
  seed: number;
  /** One bot for every seat, or one per seat in turn order. */
  bots: readonly BotName[];
  variants?: Partial<Variants>;
  /** Playouts per move for `mcts` seats. Default `DEFAULT_SIM_PLAYOUTS`. */
  budget?: number;
  /** How `mcts` seats play games on below their search tree. Default 'random'. */
  policy?: PlayoutPolicy;
  /** Moves `mcts` seats play with `policy` before valuing a position. Default `DEFAULT_HORIZON`. */
  horizon?: number;
}

/** Which games of a run to play: [from, to). Workers each take a slice. */
export interface GameRange {
  from: number;
  to: number;
}

export interface SeatRecord {
  bot: BotName;
  nation: Nation;
  money: number;
  portPoints: number;
  total: number;
}

/** One finished game, reduced to what the report needs. Plain JSON, so it can cross a worker boundary. */
export interface GameRecord {
  game: number;
  seed: number;
  /** Seat 0 is the first player of round 1, then clockwise. */
  seats: SeatRecord[];
  winners: Seat[];
  decidedBy: ScoreSheet['decidedBy'];
  /** The round in which the game ended. */
  rounds: number;
  endReason: EndReason;
  /** The round purple became active, or null if it never did. */
  purpleRound: number | null;
  /** Segments left in each company's supply at the end. */
  unused: Record<CompanyId, number>;
  cards: Record<CardKind, number>;
  clippers: number;
  /** Companies connected to each island at the end (real connections, not purple's scoring credit), aligned with `map.islands`. */
  reach: number[];
  moves: number;
}

/** Why a run cannot start. */
export interface SimProblem {
  field: 'map' | 'players' | 'games' | 'seed' | 'bots' | 'variants' | 'budget' | 'policy' | 'horizon';
  /** In English, as the CLI prints it. */
  message: string;
  /** The same as catalogue keys and values, for the editor in the page's language. */
  words: SimWords;
}

const problem = (field: SimProblem['field'], words: SimWords): SimProblem => ({ field, message: simEnglish(words), words });

/** Playouts per move a run may ask of an `mcts` seat: beyond this a game takes minutes. */
export const MAX_BUDGET = 100_000;
/** Longer than any game: a horizon this long plays every playout to the end. */
export const MAX_HORIZON = 1000;
/** Far above any real game (about 170 moves with 4 players); reaching it means a bot or engine bug. */
const MOVE_LIMIT = 100_000;

/** 32-bit mixer (the murmur3 finaliser): spreads nearby inputs over the whole range. */
function mix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The seed of game `game` of a run: depends on nothing but the run's seed and the game's index. */
export function gameSeed(seed: number, game: number): number {
  return mix32((mix32(seed >>> 0) ^ Math.imul(game + 1, 0x9e3779b1)) >>> 0);
}

/** Seats in turn order, each with its bot. */
export function seatBots(options: Pick<SimOptions, 'players' | 'bots'>): BotName[] {
  return Array.from({ length: options.players }, (_, seat) => options.bots[options.bots.length === 1 ? 0 : seat]);
}

/** Everything wrong with the options, checked before any game is played. */
export function simProblems(options: SimOptions): SimProblem[] {
  const problems: SimProblem[] = [];
  const countError = playerCountError(options.players);
  if (countError) problems.push(...setupProblems([countError]));
  if (!Number.isInteger(options.games) || options.games < 1) problems.push(problem('games', simWords('editor.sim.problem.games', { n: String(options.games) })));
  if (!Number.isInteger(options.seed) || options.seed < 0 || options.seed > 0xffffffff) {
    problems.push(problem('seed', simWords('editor.sim.problem.seed', { n: String(options.seed) })));
  }
  if (options.bots.length !== 1 && options.bots.length !== options.players) {
    problems.push(problem('bots', simWords('editor.sim.problem.bots-count', { players: String(options.players), n: options.bots.length })));
  }
  for (const bot of options.bots) {
    if (!isBotName(bot)) problems.push(problem('bots', simWords('editor.sim.problem.bot', { bot: String(bot), bots: BOT_NAMES.join(', ') })));
  }
  if (options.budget !== undefined && (!Number.isInteger(options.budget) || options.budget < 1 || options.budget > MAX_BUDGET)) {
    problems.push(problem('budget', simWords('editor.sim.problem.budget', { max: MAX_BUDGET, n: String(options.budget) })));
  }
  if (options.policy !== undefined && !PLAYOUT_POLICIES.includes(options.policy)) {
    problems.push(problem('policy', simWords('editor.sim.problem.policy', { policy: String(options.policy), policies: PLAYOUT_POLICIES.join(', ') })));
  }
  if (options.horizon !== undefined && (!Number.isInteger(options.horizon) || options.horizon < 0 || options.horizon > MAX_HORIZON)) {
    problems.push(problem('horizon', simWords('editor.sim.problem.horizon', { max: MAX_HORIZON, n: String(options.horizon) })));
  }
  if (problems.length > 0) return problems;
  const setup = newGame({ map: options.map, players: seatNames(options.players), firstPlayer: 0, variants: options.variants, seed: 1 });
  if (!setup.ok) problems.push(...setupProblems(setup.error));
  return problems;
}

/** Which option a setup error is about: too few departure cards is the map's doing. */
const SETUP_FIELD: Record<SetupErrorReason, SimProblem['field']> = {
  'map-invalid': 'map',
  'nation-duplicate': 'map',
  'nation-unavailable': 'map',
  'player-count': 'players',
  'first-player': 'players',
  'variant-unknown': 'variants',
};

/** The engine's setup errors as problems: its English, and words for the editor. */
function setupProblems(errors: readonly SetupError[]): SimProblem[] {
  const words = setupWords(errors);
  return errors.map((e, i) => ({ field: SETUP_FIELD[e.reason], message: e.message, words: words[i] }));
}

function seatNames(players: number): { name: string }[] {
  return Array.from({ length: players }, (_, seat) => ({ name: `Seat ${seat + 1}` }));
}

/**
 * Plays games `range.from` to `range.to - 1` of a run. `onGame` is called after each
 * game (for progress bars). Fails only when the options are unusable.
 */
export function simulateGames(options: SimOptions, range?: GameRange, onGame?: (record: GameRecord) => void): Result<GameRecord[], SimProblem[]> {
  const problems = simProblems(options);
  if (problems.length > 0) return err(problems);
  const from = range?.from ?? 0;
  const to = Math.min(range?.to ?? options.games, options.games);
  const bots = seatBots(options);
  const records: GameRecord[] = [];
  for (let game = from; game < to; game++) {
    const record = playGame(options, bots, game);
    records.push(record);
    onGame?.(record);
  }
  return ok(records);
}

/** One game, start to finish. Options are already checked, so setup cannot fail. */
export function playGame(options: SimOptions, bots: readonly BotName[], game: number): GameRecord {
  const seed = gameSeed(options.seed, game);
  const setup = newGame({ map: options.map, players: seatNames(bots.length), firstPlayer: 0, variants: options.variants, seed });
  if (!setup.ok) throw new SimError(simWords('editor.sim.failure.setup', { game, why: setup.error.map((e) => e.message).join('; ') }));
  // The bots draw from their own stream, so the engine's use of the seed is untouched.
  const rng = createRng(mix32(seed ^ 0x5bd1e995));
  const settings = { budget: options.budget, policy: options.policy, horizon: options.horizon };
  const players = bots.map((name) => makeBot(name, settings));
  const cards: Record<CardKind, number> = { '2x': 0, '3x': 0, '5x': 0, port: 0 };
  let clippers = 0;
  let purpleRound: number | null = null;
  // Played on the engine's core: a random seat's draw builds no state, and the records come from the events.
  const playout = playOnCore(setup.value, rng, {
    maxMoves: MOVE_LIMIT,
    chooserOf: (seat) => (bots[seat] === 'random' ? null : (legal, state, r) => players[seat](state, legal, r)),
    events: (event, round) => {
      if (event.type === 'card.taken') cards[CARD_KIND[event.card]]++;
      else if (event.type === 'clipper.bought') clippers++;
      else if (event.type === 'purple.activated') purpleRound = round;
    },
  });
  if (playout.outcome !== 'ended') {
    const why = playout.refused ? `the engine refused ${JSON.stringify(playout.refused.move)}: ${playout.refused.violation.message}` : playout.outcome;
    throw new SimError(simWords('editor.sim.failure.unfinished', { game, seed, why }));
  }
  const { state, moves } = playout;
  return recordOf(state, game, seed, bots, { cards, clippers, purpleRound, moves });
}

function recordOf(
  state: GameState,
  game: number,
  seed: number,
  bots: readonly BotName[],
  counted: Pick<GameRecord, 'cards' | 'clippers' | 'purpleRound' | 'moves'>,
): GameRecord {
  const sheet = score(state);
  const unused = {} as Record<CompanyId, number>;
  for (const c of COMPANY_IDS) unused[c] = state.companies[c]?.supply ?? 0;
  const ended = state.ended!;
  return {
    game,
    seed,
    seats: sheet.players.map((p) => ({ bot: bots[p.seat], nation: state.players[p.seat].nation, money: p.money, portPoints: p.portPoints, total: p.total })),
    winners: sheet.winners,
    decidedBy: sheet.decidedBy,
    rounds: ended.round,
    endReason: ended.reason,
    ...counted,
    unused,
    reach: state.islands.map((i) => i.companies.length),
  };
}

/** Combines workers' slices into one list in game order; a game given twice is an error, not averaged in. */
export function mergeRecords(parts: readonly (readonly GameRecord[])[]): GameRecord[] {
  const all = parts.flat().sort((a, b) => a.game - b.game);
  for (let i = 1; i < all.length; i++) {
    if (all[i].game === all[i - 1].game) throw new Error(`Game ${all[i].game} appears in two slices.`);
  }
  return all;
}
