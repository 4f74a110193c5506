import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { err, ok, type Result } from '../map/result';
import { mergeRecords, simProblems, simulateGames, type GameRange, type GameRecord, type SimOptions, type SimProblem } from './simulate';
import { DEFAULT_SIM_PLAYOUTS } from './mcts';
import type { FromWorker, ToWorker } from './worker';

/**
 * Runs a simulation on several cores with `node:worker_threads` (Node only; the
 * browser has its own worker wrapper). Games are dealt out in small slices as
 * threads free up, so a slow slice does not leave other cores idle; since each game
 * depends only on its index, the merged records are the same for any worker count.
 */

export interface PoolOptions {
  /** Threads playing games, this one included; 1 plays in this thread only. Default: one per available core for long runs. */
  workers?: number;
  /** Called as games finish, with the number done so far. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Starting a thread (and its TypeScript loader) costs about a third of a second of
 * CPU, so a run uses every core only when one core would take longer than that.
 * Rough costs per game on one core: a random seat about 0.2 ms, a greedy seat about 2 ms,
 * an mcts seat about 1 ms per playout of its budget.
 */
const PARALLEL_FROM_MS = 400;

const SEAT_MS = { random: 0.2, greedy: 2 } as const;

export function estimatedMs(options: Pick<SimOptions, 'games' | 'players' | 'bots' | 'budget'>): number {
  let perGame = 0;
  for (let seat = 0; seat < options.players; seat++) {
    const bot = options.bots[options.bots.length === 1 ? 0 : seat];
    perGame += bot === 'mcts' ? (options.budget ?? DEFAULT_SIM_PLAYOUTS) : SEAT_MS[bot];
  }
  return options.games * perGame;
}

export function defaultWorkers(options: Pick<SimOptions, 'games' | 'players' | 'bots' | 'budget'>): number {
  return estimatedMs(options) >= PARALLEL_FROM_MS ? availableParallelism() : 1;
}

/** Slices per core: enough to balance load, few enough that messaging stays cheap. */
const SLICES_PER_CORE = 16;

export async function simulateParallel(options: SimOptions, pool: PoolOptions = {}): Promise<Result<GameRecord[], SimProblem[]>> {
  const problems = simProblems(options);
  if (problems.length > 0) return err(problems);
  const total = options.games;
  const cores = Math.max(1, Math.min(pool.workers ?? defaultWorkers(options), total));
  const progress = pool.onProgress;
  if (cores === 1) {
    let done = 0;
    return simulateGames(options, { from: 0, to: total }, progress ? () => progress(++done, total) : undefined);
  }
  const size = Math.max(1, Math.ceil(total / (cores * SLICES_PER_CORE)));
  const slices: GameRange[] = [];
  for (let from = 0; from < total; from += size) slices.push({ from, to: Math.min(total, from + size) });
  return ok(mergeRecords(await runSlices(options, slices, cores - 1, progress)));
}

/**
 * Deals slices to `threads` worker threads and plays slices in this thread too, so
 * that no core idles while the threads load (about a third of a second each). A
 * thread asks for work once it is ready and keeps a second slice queued, so it does
 * not wait while this thread is busy with a slice of its own.
 */
function runSlices(options: SimOptions, slices: GameRange[], threads: number, progress: PoolOptions['onProgress']): Promise<GameRecord[][]> {
  const total = options.games;
  const parts: GameRecord[][] = [];
  const workers: Worker[] = [];
  const queued = new Map<Worker, number>();
  // Threads we stop on purpose exit with code 1 too; only an unexpected exit is a failure.
  const retired = new Set<Worker>();
  let next = 0;
  let done = 0;
  let finished = 0;
  return new Promise((resolve, reject) => {
    let settled = false;
    const retire = (worker: Worker) => {
      retired.add(worker);
      void worker.terminate();
    };
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      workers.forEach(retire);
      if (error) reject(error);
      else resolve(parts);
    };
    const finish = (records: GameRecord[]) => {
      parts.push(records);
      if (++finished === slices.length) settle();
    };
    const advance = (games: number) => {
      done += games;
      progress?.(done, total);
    };
    const deal = (worker: Worker) => {
      if (next < slices.length) {
        worker.postMessage({ type: 'slice', range: slices[next++] } satisfies ToWorker);
        queued.set(worker, (queued.get(worker) ?? 0) + 1);
      } else if ((queued.get(worker) ?? 0) === 0) retire(worker);
    };
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url));
      workers.push(worker);
      worker.on('message', (message: FromWorker) => {
        if (settled) return;
        if (message.type === 'ready') {
          deal(worker);
          deal(worker);
        } else if (message.type === 'progress') advance(message.games);
        else if (message.type === 'failed') settle(new Error(`A simulation worker failed: ${message.message}`));
        else {
          queued.set(worker, (queued.get(worker) ?? 1) - 1);
          finish(message.records);
          deal(worker);
        }
      });
      worker.on('error', (e) => settle(e));
      worker.on('exit', (code) => {
        if (!retired.has(worker)) settle(new Error(`A simulation worker stopped unexpectedly (exit code ${code}).`));
      });
      worker.postMessage({ type: 'options', options } satisfies ToWorker);
    }
    // Between slices this thread yields, so that threads' results and requests are answered.
    const playHere = () => {
      if (settled || next >= slices.length) return;
      const range = slices[next++];
      const result = simulateGames(options, range, () => advance(1));
      if (!result.ok) {
        settle(new Error(result.error.map((p) => p.message).join('; ')));
        return;
      }
      finish(result.value);
      setImmediate(playHere);
    };
    setImmediate(playHere);
  });
}
