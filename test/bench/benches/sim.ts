import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { parseMapText } from '../../../src/map/parse';
import { simulateParallel } from '../../../src/sim/pool';
import { simulateGames, type SimOptions } from '../../../src/sim/simulate';
import { median, round2, type Bench } from '../bench-types';

/** The simulator's call sites take a couple of thousand games to reach full speed. */
const WARM_UP_GAMES = 2000;
const RUNS = 5;
const GAMES_PER_RUN = 500;
// Large enough that thread start-up (tsx in each worker) and a cold JIT do not swamp the figure.
const SPEEDUP_GAMES = 20000;

/**
 * `simGamesPerSecPerCore`: random bots on the default map with 4 players, all in this
 * thread, records included: the simulator's own throughput (median of 5 runs).
 * `simSpeedup`: time for 20,000 such games in one thread over the time with one
 * worker per available core, thread start-up included. On a machine that other
 * work keeps busy it falls short of the core count; that is the honest figure.
 */
export const simBench: Bench = {
  name: 'simulator',
  async run() {
    const parsed = parseMapText(readFileSync(new URL('../../../maps/south-pacific.json', import.meta.url), 'utf8'));
    if (!parsed.ok) throw new Error('maps/south-pacific.json does not parse');
    const options: SimOptions = { map: parsed.value, players: 4, games: SPEEDUP_GAMES, seed: 1, bots: ['random'] };
    simulateGames(options, { from: 0, to: WARM_UP_GAMES }); // let the JIT settle before timing
    const rates: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const result = simulateGames(options, { from: run * GAMES_PER_RUN, to: (run + 1) * GAMES_PER_RUN });
      if (!result.ok) throw new Error(result.error[0].message);
      rates.push(GAMES_PER_RUN / ((performance.now() - start) / 1000));
    }
    const timed = async (workers: number) => {
      const start = performance.now();
      const result = await simulateParallel(options, { workers });
      if (!result.ok) throw new Error(result.error[0].message);
      return performance.now() - start;
    };
    const single = await timed(1);
    const parallel = await timed(availableParallelism());
    return { simGamesPerSecPerCore: Math.round(median(rates)), simSpeedup: round2(single / parallel) };
  },
};
