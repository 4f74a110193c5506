import { duel } from '../../../src/games/ship-it/duel';
import { randomGames } from '../../../src/games/ship-it/playout';
import { wilson } from '../../../src/sim/stats';
import { round2, type Bench } from '../bench-types';

/** Random games timed, and games per bot pairing (raise with SHIP_IT_STRENGTH_GAMES; the issue asks 200). */
const RANDOM_GAMES = 10;
const STRENGTH_GAMES = Number(process.env.SHIP_IT_STRENGTH_GAMES ?? 2);
/** Moves a bot game may last before it is judged on the profits so far (random play makes games of thousands of moves). */
const DUEL_MOVES = Number(process.env.SHIP_IT_DUEL_MOVES ?? 20_000);

/**
 * Ship It! figures:
 * - `shipItGamesPerSecond`, `shipItUsPerMove`: 10 random 4-player games (seeds 1–10) by the
 *   playout policy through the module's move listing and play (CPU time of this process per
 *   move, listing included); `shipItRandomEnded`: how many of them ended within 20,000 moves.
 * - `shipItSearchVsRandom`, `shipItSearchVsGreedy`, `shipItGreedyVsRandom`: the first bot's
 *   share of wins in `STRENGTH_GAMES` 2-player games against the second (seats alternating,
 *   shared wins counted 1/k; a fair share is 1/2), each with its 95% interval (`…CI`) and
 *   how many games reached SHIP_IT_DUEL_MOVES moves and were judged on the profits so far
 *   (`…Unfinished`);
 *   `shipItSearchMoveMs`: the slowest search move seen.
 */
export const shipItBench: Bench = {
  name: 'ship-it',
  async run() {
    const t0 = performance.now();
    const r = randomGames(RANDOM_GAMES, 4, 20_000);
    const seconds = (performance.now() - t0) / 1000;
    const pairs = [
      ['shipItSearchVsRandom', 'search', 'random'],
      ['shipItSearchVsGreedy', 'search', 'greedy'],
      ['shipItGreedyVsRandom', 'greedy', 'random'],
    ] as const;
    const figures: Record<string, number | Record<string, number>> = {
      shipItGamesPerSecond: round2(RANDOM_GAMES / seconds),
      shipItUsPerMove: round2(r.cpuUsPerMove),
      shipItRandomEnded: r.ended,
    };
    let slowest = 0;
    for (const [name, bot, other] of pairs) {
      const d = duel(bot, other, STRENGTH_GAMES, 2, 101, DUEL_MOVES);
      if (bot === 'search') slowest = Math.max(slowest, d.slowestMs);
      const [lo, hi] = wilson(d.wins, d.games);
      figures[name] = round2(d.wins / d.games);
      figures[`${name}CI`] = { lo: round2(lo), hi: round2(hi) };
      figures[`${name}Unfinished`] = d.unfinished;
    }
    figures.shipItSearchMoveMs = round2(slowest);
    return figures;
  },
};
