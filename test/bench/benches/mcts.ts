import { readFileSync } from 'node:fs';
import { applyMove, currentSeat, legalMoves, newGame, createRng, type GameState } from '../../../src/engine';
import { parseMapText } from '../../../src/map/parse';
import { greedyBot } from '../../../src/sim/greedy';
import { DEFAULT_BUDGET, mctsChoose } from '../../../src/sim/mcts';
import { simulateParallel } from '../../../src/sim/pool';
import type { BotName } from '../../../src/sim/bots';
import { wilson } from '../../../src/sim/stats';
import { median, round2, type Bench } from '../bench-types';

/** The strength test: games, players, and the search bot's playouts per move. */
export const STRENGTH_GAMES = 100;
export const STRENGTH_BUDGET = 200;
const SEED = 12;
/** Positions timed for `mctsMoveMs`: every decision of the first seat in two greedy games. */
const TIMED_GAMES = 2;

/**
 * `mctsVsGreedyWinRate`: the share of 100 three-player games on the default board won
 * by one `mcts` seat (200 playouts a move) against two `greedy` seats, the search bot
 * taking seat 1, 2 and 3 in turn (34, 33 and 33 games), shared wins counted 1/k. A fair
 * share is 1/3; the 95% interval is reported as `mctsVsGreedyWinRateCI` (lo, hi). Games run on
 * the simulator's workers.
 * `mctsMoveMs`: the median time of one search at the play page's default budget
 * (`DEFAULT_BUDGET`), over the decisions (positions with more than one legal move) of
 * two greedy games, in this thread.
 */
export const mctsBench: Bench = {
  name: 'mcts',
  async run() {
    const parsed = parseMapText(readFileSync(new URL('../../../maps/south-pacific.json', import.meta.url), 'utf8'));
    if (!parsed.ok) throw new Error('maps/south-pacific.json does not parse');
    const map = parsed.value;
    let won = 0;
    let games = 0;
    const started = performance.now();
    for (let seat = 0; seat < 3; seat++) {
      const count = Math.floor(STRENGTH_GAMES / 3) + (seat < STRENGTH_GAMES % 3 ? 1 : 0);
      const bots: BotName[] = ['greedy', 'greedy', 'greedy'];
      bots[seat] = 'mcts';
      const result = await simulateParallel({ map, players: 3, games: count, seed: SEED + seat, bots, budget: STRENGTH_BUDGET, policy: 'random' });
      if (!result.ok) throw new Error(result.error[0].message);
      for (const record of result.value) if (record.winners.includes(seat)) won += 1 / record.winners.length;
      games += result.value.length;
    }
    const strengthSec = (performance.now() - started) / 1000;

    const times: number[] = [];
    for (let g = 0; g < TIMED_GAMES; g++) {
      const setup = newGame({ map, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], seed: 100 + g, firstPlayer: 0 });
      if (!setup.ok) throw new Error(setup.error[0].message);
      let state: GameState = setup.value;
      const rng = createRng(g);
      while (!state.ended) {
        const legal = legalMoves(state);
        if (legal.length > 1 && currentSeat(state) === 0) {
          const t0 = performance.now();
          mctsChoose(state, { budget: DEFAULT_BUDGET, seed: times.length });
          times.push(performance.now() - t0);
        }
        const next = applyMove(state, greedyBot(state, legal, rng));
        if (!next.ok) throw new Error(next.violation.message);
        state = next.state;
      }
    }
    const rate = won / games;
    // Wilson's interval, as the simulator's reports give (shared wins count 1/k).
    const [lo, hi] = wilson(won, games);
    return {
      mctsVsGreedyWinRate: round2(rate),
      mctsVsGreedyWinRateCI: { lo: round2(lo), hi: round2(hi) },
      mctsVsGreedyGames: games,
      mctsVsGreedyBudget: STRENGTH_BUDGET,
      mctsVsGreedySec: round2(strengthSec),
      mctsMoveMs: round2(median(times)),
      mctsMoveBudget: 'playouts' in DEFAULT_BUDGET ? DEFAULT_BUDGET.playouts : 0,
    };
  },
};
