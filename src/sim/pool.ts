import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { err, ok, type Result } from '../map/result';
import { unpackRecords } from './record-pack';
import { mergeRecords, simProblems, simulateGames, type GameRange, type GameRecord, type SimOptions, type SimProblem } from './simulate';
import { DEFAULT_SIM_PLAYOUTS } from './mcts';
import type { FromWorker, ToWorker } from './worker';

/**
 * Runs a simulation on several cores with `node:worker_threads` (Node only; the
 * browser has its own worker wrapper). Games are dealt out in small slices as
 * threads free up, so a slow slice does not leave other cores idle; since each game
 * depends only on its index, the merged records are the same for any worker count.
 *
 * Threads start once per process and serve every run after (`--compare` plays two runs; a
 * benchmark warms them up with one), so their JIT stays warm. Between runs they are unref'd:
 * an idle thread does not keep the process alive.
 */

export interface PoolOptions {
  /** Threads playing games, this one included; 1 plays in this thread only. Default: one per available core for long runs. */
  workers?: number;
  /** Called as games finish, with the number done so far. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * A thread costs about 50 ms of CPU to start from the prebuilt bundle (about 350 ms through
 * tsx) and plays its first few hundred games with a cold JIT, so a run uses every core only
 * when one core would take longer than this.
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
/** Games in one slice at most: this thread plays slices too, and answers events (Ctrl-C, progress) only between them. */
const MAX_SLICE = 1000;

export async function simulateParallel(options: SimOptions, pool: PoolOptions = {}): Promise<Result<GameRecord[], SimProblem[]>> {
  const problems = simProblems(options);
  if (problems.length > 0) return err(problems);
  const total = options.games;
  const cores = Math.max(1, Math.min(pool.workers ?? defaultWorkers(options), total));
  const progress = pool.onProgress;
  if (cores === 1) {
    let done = 0;
    const onGame = progress ? () => progress(++done, total) : undefined;
    if (total <= MAX_SLICE) return simulateGames(options, { from: 0, to: total }, onGame);
    // A long run yields between slices, so Ctrl-C and other events are answered while it plays.
    const parts: GameRecord[][] = [];
    for (let from = 0; from < total; from += MAX_SLICE) {
      const part = simulateGames(options, { from, to: Math.min(total, from + MAX_SLICE) }, onGame);
      if (!part.ok) return part;
      parts.push(part.value);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return ok(mergeRecords(parts));
  }
  const size = Math.max(1, Math.min(MAX_SLICE, Math.ceil(total / (cores * SLICES_PER_CORE))));
  const slices: GameRange[] = [];
  for (let from = 0; from < total; from += size) slices.push({ from, to: Math.min(total, from + size) });
  return ok(mergeRecords(await runSlices(options, slices, cores - 1, progress)));
}

/**
 * The bundle build (src/cli/bundle-build.mjs) defines this as the bundle's own worker, relative
 * to this file's source location; from the sources, a small entry registers tsx first.
 */
declare const CLIPPERS_BUNDLE_WORKER: string | undefined;
const WORKER_SCRIPT = typeof CLIPPERS_BUNDLE_WORKER === 'string' ? CLIPPERS_BUNDLE_WORKER : './worker-entry.mjs';

interface Thread {
  worker: Worker;
  ready: boolean;
  /** Set once the thread has failed or was stopped: it takes no more work. */
  gone: boolean;
}

interface RunHandler {
  ready(thread: Thread): void;
  message(thread: Thread, message: Exclude<FromWorker, { type: 'ready' }>): void;
  lost(thread: Thread, error: Error): void;
}

const threads: Thread[] = [];
const handlers = new Map<number, RunHandler>();
let lastRun = 0;
let started = 0;

function startThread(): Thread {
  const thread: Thread = { worker: new Worker(new URL(WORKER_SCRIPT, import.meta.url)), ready: false, gone: false };
  started++;
  const lose = (error: Error) => {
    if (thread.gone) return;
    thread.gone = true;
    threads.splice(threads.indexOf(thread), 1);
    for (const handler of [...handlers.values()]) handler.lost(thread, error);
  };
  thread.worker.on('message', (message: FromWorker) => {
    if (message.type === 'ready') {
      thread.ready = true;
      for (const handler of [...handlers.values()]) handler.ready(thread);
    } else handlers.get(message.run)?.message(thread, message);
  });
  thread.worker.on('error', lose);
  thread.worker.on('exit', (code) => lose(new Error(`A simulation worker stopped unexpectedly (exit code ${code}).`)));
  threads.push(thread);
  return thread;
}

/** How many worker threads this process has started so far (they are reused across runs). */
export function threadsStarted(): number {
  return started;
}

/** Stops every worker thread (the next run starts new ones). Idle threads never keep a process alive, so this is optional. */
export async function stopWorkers(): Promise<void> {
  const all = threads.splice(0);
  for (const thread of all) thread.gone = true;
  await Promise.all(all.map((thread) => thread.worker.terminate()));
}

/**
 * Deals slices to `count` worker threads and plays slices in this thread too, so that no
 * core idles while threads start. A thread asks for work once it is ready and keeps a second
 * slice queued, so it does not wait while this thread is busy with a slice of its own.
 */
function runSlices(options: SimOptions, slices: GameRange[], count: number, progress: PoolOptions['onProgress']): Promise<GameRecord[][]> {
  const run = ++lastRun;
  const total = options.games;
  while (threads.length < count) startThread();
  const mine = threads.slice(0, count);
  const parts: GameRecord[][] = [];
  const queued = new Map<Thread, number>();
  let next = 0;
  let done = 0;
  let finished = 0;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      handlers.delete(run);
      for (const thread of mine) if (!thread.gone) thread.worker.postMessage({ type: 'end', run } satisfies ToWorker);
      // No run left: idle threads must not keep the process alive (a wider run may have started more than this one used).
      if (handlers.size === 0) for (const thread of threads) thread.worker.unref();
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
    const deal = (thread: Thread) => {
      if (next >= slices.length || thread.gone) return;
      thread.worker.postMessage({ type: 'slice', run, range: slices[next++] } satisfies ToWorker);
      queued.set(thread, (queued.get(thread) ?? 0) + 1);
    };
    handlers.set(run, {
      ready(thread) {
        if (!mine.includes(thread)) return;
        deal(thread);
        deal(thread);
      },
      message(thread, message) {
        if (settled) return;
        if (message.type === 'progress') advance(message.games);
        else if (message.type === 'failed') settle(new Error(`A simulation worker failed: ${message.message}`));
        else {
          queued.set(thread, (queued.get(thread) ?? 1) - 1);
          finish(unpackRecords<GameRecord>(message.packed));
          deal(thread);
        }
      },
      lost(thread, error) {
        if (mine.includes(thread)) settle(error);
      },
    });
    for (const thread of mine) {
      thread.worker.ref();
      thread.worker.postMessage({ type: 'run', run, options } satisfies ToWorker);
      if (thread.ready) {
        deal(thread);
        deal(thread);
      }
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
