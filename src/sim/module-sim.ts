import type { AnyGameModule } from '../games';
import { seededRandom, startFor } from '../soak/module-soak';
import { summarise, wilson, type Interval, type Summary } from './stats';

/**
 * The simulator for any game module: bots in every seat, many games, and what a designer
 * reads off them: each seat's win rate with its 95% interval, game length, how games
 * ended, and the measures the game itself declares (`GameModule.measures`: shipments per
 * game, points per suit…). Same seed, same report. Clippers keeps its own, richer
 * simulator (src/sim/simulate.ts) until its engine is reached only through the module.
 */

export const MODULE_BOTS = ['random', 'greedy'] as const;
export type ModuleBot = (typeof MODULE_BOTS)[number];
export const isModuleBot = (name: string): name is ModuleBot => (MODULE_BOTS as readonly string[]).includes(name);

export interface ModuleSimOptions {
  players: number;
  games: number;
  seed: number;
  /** One per seat, repeated round the table when shorter. */
  bots: readonly ModuleBot[];
  variants?: Readonly<Record<string, string>>;
  /** A game still running after this many moves is counted unfinished, not scored. */
  maxMoves?: number;
}

export interface SeatReport {
  seat: number;
  bot: ModuleBot;
  /** Wins, a shared win counting as a share. */
  wins: number;
  rate: number;
  interval: Interval;
  score: Summary;
}

export interface ModuleSimReport {
  game: string;
  players: number;
  games: number;
  seed: number;
  seats: SeatReport[];
  /** Moves per finished game (a chance move counts: it is a move of the table). */
  length: Summary;
  endings: Record<string, number>;
  unfinished: number;
  measures: Record<string, Summary>;
  seconds: number;
}

type Chooser = (game: AnyGameModule, state: unknown, legal: readonly unknown[], seat: number, random: () => number) => unknown;

/** A random player: the module's playout weights when it has them, else uniform over the listed moves. */
const randomBot: Chooser = (game, state, legal, _seat, random) => {
  const weights = game.bots?.weights?.(state, legal);
  return weights ? weighted(legal, weights, random) : legal[Math.floor(random() * legal.length)];
};

/** One move deep: the move after which the module's evaluation (or the final score) is best for the seat; ties by the seed. */
const greedyBot: Chooser = (game, state, legal, seat, random) => {
  const value = (after: unknown): number => {
    const who = game.toAct(after);
    if (who.kind === 'ended') return 1e9 * (game.score(after).winners.includes(seat) ? 1 : 0) + (game.score(after).seats.find((s) => s.seat === seat)?.total ?? 0);
    return game.bots?.evaluate(after)[seat] ?? 0;
  };
  let best: unknown[] = [];
  let bestValue = -Infinity;
  for (const move of legal) {
    const r = game.applyMove(state, move);
    if (!r.ok) continue;
    const v = value(r.state);
    if (v > bestValue) {
      bestValue = v;
      best = [move];
    } else if (v === bestValue) best.push(move);
  }
  return best.length > 0 ? best[Math.floor(random() * best.length)] : randomBot(game, state, legal, seat, random);
};

const CHOOSERS: Readonly<Record<ModuleBot, Chooser>> = { random: randomBot, greedy: greedyBot };

/**
 * A bot's move for `seat` among `legal` (the play page's bots play as the simulator's do). The
 * greedy bot looks only at the moves the game's playout policy keeps, when it has one, so that a
 * turn with hundreds of ways to lay a piece is weighed in a moment rather than a second.
 */
export function moduleBotMove(game: AnyGameModule, bot: ModuleBot, state: unknown, legal: readonly unknown[], seat: number, random: () => number): unknown {
  const considered = bot === 'greedy' && game.bots?.policy ? game.bots.policy(state, legal) : legal;
  return CHOOSERS[bot](game, state, considered.length > 0 ? considered : legal, seat, random);
}

/** The table's move at a chance node, drawn by the game's odds (uniform without them). */
export function chanceMove(game: AnyGameModule, state: unknown, legal: readonly unknown[], random: () => number): unknown {
  return game.chance ? weighted(legal, game.chance.weights(state, legal), random) : legal[Math.floor(random() * legal.length)];
}

function weighted(legal: readonly unknown[], weights: readonly number[], random: () => number): unknown {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < legal.length; i++) {
    r -= weights[i];
    if (r < 0) return legal[i];
  }
  return legal[legal.length - 1];
}

/** Plays the games and sums them up; a setup the game refuses is returned as its refusals' codes. */
export function simulateModule(game: AnyGameModule, options: ModuleSimOptions): ModuleSimReport | { refused: string[] } {
  const t0 = performance.now();
  const n = options.players;
  const bots = Array.from({ length: n }, (_, i) => options.bots[i % options.bots.length]);
  const players = Array.from({ length: n }, (_, i) => ({ name: `Seat ${i + 1}` }));
  const probe = game.setup({ players, seed: options.seed, variants: options.variants });
  if (!probe.ok) return { refused: probe.error.map((r) => r.code) };
  const maxMoves = options.maxMoves ?? 20_000;
  const wins = new Array<number>(n).fill(0);
  const scores: number[][] = Array.from({ length: n }, () => []);
  const lengths: number[] = [];
  const endings: Record<string, number> = {};
  const measures: Record<string, number[]> = {};
  let unfinished = 0;
  for (let g = 0; g < options.games; g++) {
    const seed = options.seed + g;
    const random = seededRandom(seed * 2654435761);
    const made = game.setup({ players, seed, variants: options.variants });
    let state: unknown = made.ok ? made.value : startFor(game, seed);
    const events: unknown[] = [];
    let moves = 0;
    for (; moves < maxMoves; moves++) {
      const who = game.toAct(state);
      if (who.kind === 'ended') break;
      const legal = game.legalMoves(state);
      if (legal.length === 0) break;
      const move =
        who.kind === 'chance'
          ? game.chance
            ? weighted(legal, game.chance.weights(state, legal), random)
            : randomBot(game, state, legal, -1, random)
          : CHOOSERS[bots[who.seat] ?? 'random'](game, state, legal, who.seat, random);
      const r = game.applyMove(state, move);
      if (!r.ok) break;
      state = r.state;
      events.push(...r.events);
    }
    const who = game.toAct(state);
    if (who.kind !== 'ended') {
      unfinished++;
      continue;
    }
    lengths.push(moves);
    endings[who.ending.reason] = (endings[who.ending.reason] ?? 0) + 1;
    const sheet = game.score(state);
    for (const w of sheet.winners) wins[w] += 1 / sheet.winners.length;
    for (const s of sheet.seats) scores[s.seat]?.push(s.total);
    for (const [id, value] of Object.entries(game.measures?.(state, events) ?? {})) (measures[id] ??= []).push(value);
  }
  const finished = lengths.length;
  return {
    game: game.id,
    players: n,
    games: options.games,
    seed: options.seed,
    seats: bots.map((bot, seat) => ({ seat, bot, wins: wins[seat], rate: finished ? wins[seat] / finished : 0, interval: wilson(wins[seat], finished), score: summarise(scores[seat]) })),
    length: summarise(lengths),
    endings,
    unfinished,
    measures: Object.fromEntries(Object.entries(measures).map(([id, values]) => [id, summarise(values)])),
    seconds: (performance.now() - t0) / 1000,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The report in English, for the command line. */
export function moduleReportLines(game: AnyGameModule, r: ModuleSimReport): string[] {
  const words = game.words.en;
  const finished = r.games - r.unfinished;
  const lines = [
    `${words.name}: ${r.games} games, ${r.players} players, seed ${r.seed} (${r.seconds.toFixed(1)} s)`,
    '',
    'Seat win rates (95% interval; a shared win counts as a share):',
  ];
  for (const s of r.seats) lines.push(`  seat ${s.seat + 1} (${s.bot}): ${pct(s.rate)} (${pct(s.interval[0])}–${pct(s.interval[1])}), mean score ${s.score.mean.toFixed(1)}`);
  lines.push('', `Game length: ${r.length.mean.toFixed(1)} moves on average (${r.length.min}–${r.length.max})`);
  lines.push(`Endings: ${Object.entries(r.endings).map(([id, count]) => `${words.endings[id] ?? id} ${count}`).join('; ') || 'none'}`);
  if (r.unfinished > 0) lines.push(`Unfinished: ${r.unfinished} of ${r.games} games reached the move limit and are not counted.`);
  const measures = Object.entries(r.measures);
  if (measures.length > 0) {
    lines.push('', 'Per finished game:');
    for (const [id, s] of measures) lines.push(`  ${words.measures?.[id] ?? id}: ${s.mean.toFixed(2)} (${s.min}–${s.max})`);
  }
  if (finished === 0) lines.push('', 'No game finished, so no seat can be judged.');
  return lines;
}
