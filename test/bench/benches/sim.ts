import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_DIR, bundleStatus, REBUILD } from '../../../src/cli/bundle-status.mjs';
import { parseMapText } from '../../../src/map/parse';
import { simulateGames, type SimOptions } from '../../../src/sim/simulate';
import { median, round2, type Bench } from '../bench-types';

type Pool = typeof import('../../../src/sim/pool');

/** The simulator's call sites take a couple of thousand games to reach full speed. */
const WARM_UP_GAMES = 2000;
const RUNS = 5;
const GAMES_PER_RUN = 500;
/** Games per timed run of the speed-up; it is timed in ROUNDS pairs (one thread, then all) and the median ratio kept. */
const SPEEDUP_GAMES = 10000;
const ROUNDS = 3;

/**
 * `simGamesPerSecPerCore`: random bots on the default map with 4 players, all in this
 * thread, records included: the simulator's own throughput (median of 5 runs).
 * `simSpeedup`: time for 10,000 such games in one thread over the time with one thread per
 * available core (`simWorkers`), as the installed command plays them: the bundled pool and
 * worker, threads started and warmed up once before timing, records packed. The median of 3
 * pairs. On a machine that other work keeps busy it falls short of the core count; that is the
 * honest figure. `simParallelCpuRatio`: the CPU time (all threads) the parallel run took over the
 * single-thread run's: what the threads cost beyond the games themselves (start-up is already
 * paid), a figure that load on the machine moves much less than wall times.
 */
export const simBench: Bench = {
  name: 'simulator',
  async run() {
    const status = bundleStatus();
    if (status.state !== 'fresh') throw new Error(`bench: the prebuilt clippers command is ${status.state === 'missing' ? 'missing' : `older than ${status.changed}`}; run "${REBUILD}" first`);
    const pool = (await import(pathToFileURL(resolve(BUNDLE_DIR, 'pool.mjs')).href)) as Pool;
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
    const cores = availableParallelism();
    const cpuMs = () => {
      const { user, system } = process.cpuUsage(); // every thread of this process
      return (user + system) / 1000;
    };
    const cpu: Record<number, number[]> = { 1: [], [cores]: [] };
    const timed = async (workers: number, o: SimOptions = options) => {
      const start = performance.now();
      const cpuStart = cpuMs();
      const result = await pool.simulateParallel(o, { workers });
      if (!result.ok) throw new Error(result.error[0].message);
      cpu[workers]?.push(cpuMs() - cpuStart);
      return performance.now() - start;
    };
    // Start the threads and warm them (and the bundle's copy of the simulator here) up.
    await timed(1, { ...options, games: WARM_UP_GAMES });
    await timed(cores, { ...options, games: WARM_UP_GAMES * cores });
    cpu[1] = [];
    cpu[cores] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) ratios.push((await timed(1)) / (await timed(cores)));
    await pool.stopWorkers();
    return {
      simGamesPerSecPerCore: Math.round(median(rates)),
      simWorkers: cores,
      simSpeedup: round2(median(ratios)),
      simParallelCpuRatio: round2(median(cpu[cores]) / median(cpu[1])),
    };
  },
};
