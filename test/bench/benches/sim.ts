import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_DIR, bundleStatus, REBUILD } from '../../../src/cli/bundle-status.mjs';
import { parseMapText } from '../../../src/map/parse';
import { simulateGames, type SimOptions } from '../../../src/sim/simulate';
import { median, round2, type Bench, type BenchFigures } from '../bench-types';

type Pool = typeof import('../../../src/sim/pool');
type RunStats = import('../../../src/sim/pool').RunStats;

/** The simulator's call sites take a couple of thousand games to reach full speed. */
const WARM_UP_GAMES = 2000;
/**
 * A worker thread's call sites take longer: the JIT meets rare game states (and so deoptimises
 * and recompiles) for its first 5,000 to 8,000 games. The timed runs start after this many games
 * on each thread, about as many as this thread has played by then.
 */
const THREAD_WARM_UP_GAMES = 8000;
const RUNS = 5;
const GAMES_PER_RUN = 500;
/** Games per timed run of the speed-up; it is timed in ROUNDS pairs (one thread, then all) and the median ratio kept. */
const SPEEDUP_GAMES = 10000;
const ROUNDS = 3;

/**
 * CPU time of each thread of this process, in milliseconds, by thread id (Linux: the scheduler's
 * own count, in nanoseconds); undefined elsewhere.
 */
function threadCpuMs(): Map<string, number> | undefined {
  try {
    const out = new Map<string, number>();
    for (const task of readdirSync('/proc/self/task')) {
      try {
        out.set(task, Number(readFileSync(`/proc/self/task/${task}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
      } catch {
        // The thread ended between the listing and the read.
      }
    }
    return out;
  } catch {
    return undefined;
  }
}

/** What each thread used between two readings: this (main) thread, the `games` busiest others (the game threads), and the rest (V8's compiler and GC helpers). */
function threadShares(before: Map<string, number>, after: Map<string, number>, games: number): { main: number; games: number[]; helpers: number } {
  const used = [...after].map(([task, ms]) => [task, ms - (before.get(task) ?? 0)] as const);
  const main = used.find(([task]) => task === String(process.pid))?.[1] ?? 0;
  const others = used.filter(([task]) => task !== String(process.pid)).map(([, ms]) => ms).sort((a, b) => b - a);
  return { main, games: others.slice(0, games), helpers: others.slice(games).reduce((sum, ms) => sum + ms, 0) };
}

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
 * On Linux, from each thread's CPU time: `simSpeedupCpu`, the speed-up the CPU times give when
 * every thread has a core of its own: the single-thread run's time is its game thread's CPU (V8's
 * helper threads use the idle core), the parallel run's is all its threads' CPU shared over the
 * cores. It leaves out the tail, `simTailMs`: the median wall time from the first thread running
 * out of games to the run's end (on a busy machine it stretches with the load).
 * `simCpuUsPerGame`: CPU per game in each run, `one` (game thread alone), `oneAll` (every
 * thread), `parallel` (every thread), and `helpers`, the helper threads' share in the parallel run.
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
    const shares: Record<number, ReturnType<typeof threadShares>[]> = { 1: [], [cores]: [] };
    const tails: number[] = [];
    const timed = async (workers: number, o: SimOptions = options) => {
      const stats: RunStats = { games: [], slices: 0, tailMs: 0 };
      const threadsBefore = threadCpuMs();
      const start = performance.now();
      const cpuStart = cpuMs();
      const result = await pool.simulateParallel(o, { workers, stats });
      if (!result.ok) throw new Error(result.error[0].message);
      cpu[workers]?.push(cpuMs() - cpuStart);
      const wall = performance.now() - start;
      const threadsAfter = threadCpuMs();
      if (threadsBefore && threadsAfter) shares[workers]?.push(threadShares(threadsBefore, threadsAfter, workers - 1));
      if (workers > 1) tails.push(stats.tailMs);
      return wall;
    };
    // Start the threads and warm them (and the bundle's copy of the simulator here) up.
    await timed(1, { ...options, games: WARM_UP_GAMES });
    await timed(cores, { ...options, games: THREAD_WARM_UP_GAMES * cores });
    cpu[1] = [];
    cpu[cores] = [];
    shares[1] = [];
    shares[cores] = [];
    tails.length = 0;
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) ratios.push((await timed(1)) / (await timed(cores)));
    await pool.stopWorkers();
    const perGame = (ms: number) => Math.round((ms * 1000) / SPEEDUP_GAMES);
    const all = (s: ReturnType<typeof threadShares>) => s.main + s.games.reduce((sum, ms) => sum + ms, 0) + s.helpers;
    const threadFigures: BenchFigures =
      shares[1].length === ROUNDS && shares[cores].length === ROUNDS
        ? {
            simSpeedupCpu: round2(median(shares[1].map((s) => s.main)) / (median(shares[cores].map(all)) / cores)),
            simTailMs: Math.round(median(tails)),
            simCpuUsPerGame: {
              one: perGame(median(shares[1].map((s) => s.main))),
              oneAll: perGame(median(shares[1].map(all))),
              parallel: perGame(median(shares[cores].map(all))),
              helpers: perGame(median(shares[cores].map((s) => s.helpers))),
            },
          }
        : {};
    return {
      simGamesPerSecPerCore: Math.round(median(rates)),
      simWorkers: cores,
      simSpeedup: round2(median(ratios)),
      simParallelCpuRatio: round2(median(cpu[cores]) / median(cpu[1])),
      ...threadFigures,
    };
  },
};
