import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { err, ok, type Result } from '../map/result';
import { unpackRecords } from './record-pack';
import { mergeRecords, simProblems, simulateGames, type GameRange, type GameRecord, type SimOptions, type SimProblem } from './simulate';
import { DEFAULT_SIM_PLAYOUTS } from './mcts';
import { MAPS_KEPT, wallClock, type FromWorker, type ToWorker } from './thread-protocol';

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
  /** Filled in as the run goes: how the games were shared out (the benchmark reads it). */
  stats?: RunStats;
}

/** How a run on several threads went. */
export interface RunStats {
  /** Games each thread played: this one first, then each worker thread. */
  games: number[];
  /** Slices dealt, over all threads. */
  slices: number;
  /**
   * Milliseconds from the first thread running out of games to the last slice's records reaching
   * this thread: how long a core idled at the end of the run (while other work on the machine
   * does not slow the threads down).
   */
  tailMs: number;
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

/** Games in one slice at most: this thread plays slices too, and answers events (Ctrl-C, progress) only between them. */
const MAX_SLICE = 1000;
/**
 * A slice is this share of the games not yet dealt, per thread: slices shrink as the run nears
 * its end (guided self-scheduling), so the threads finish within a few milliseconds of each other
 * instead of one idling while another plays a last long slice.
 */
const SLICE_SHARE = 2;
/** The smallest slice, in estimated milliseconds: each slice costs a couple of messages and a pack. */
const MIN_SLICE_MS = 15;

/** The size of the next slice, with `left` games not yet dealt among `cores` threads. */
export function sliceSize(left: number, cores: number, gameMs: number): number {
  const least = Math.max(1, Math.ceil(MIN_SLICE_MS / Math.max(gameMs, 1e-3)));
  return Math.min(left, MAX_SLICE, Math.max(least, Math.ceil(left / (cores * SLICE_SHARE))));
}

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
  const gameMs = estimatedMs({ ...options, games: 1 });
  return ok(mergeRecords(await runSlices(options, (left) => sliceSize(left, cores, gameMs), cores - 1, progress, pool.stats)));
}

/**
 * The bundle build (src/cli/bundle-build.mjs) defines this as the bundle's own worker, relative
 * to this file's source location; from the sources, a small entry registers tsx first.
 */
declare const CLIPPERS_BUNDLE_WORKER: string | undefined;
const BUNDLED = typeof CLIPPERS_BUNDLE_WORKER === 'string';
const WORKER_SCRIPT = BUNDLED ? CLIPPERS_BUNDLE_WORKER : './worker-entry.mjs';
/**
 * The bundled worker is plain JavaScript: it starts as plain Node, not with the loaders this
 * process may have been started with (tsx's, when a script run through tsx imports the bundle).
 */
const WORKER_ARGV = BUNDLED ? { execArgv: [] } : {};

interface Thread {
  worker: Worker;
  ready: boolean;
  /** The ids of the maps this thread holds, oldest first, as the thread keeps them (`MAPS_KEPT`). */
  maps: number[];
  /** Set once the thread has failed or was stopped: it takes no more work. */
  gone: boolean;
}

interface RunHandler {
  ready(thread: Thread): void;
  message(thread: Thread, message: Exclude<FromWorker, { type: 'ready' }>): void;
  lost(thread: Thread, error: Error): void;
}

const threads: Thread[] = [];
/** Each map a run was given, numbered, so that a thread is sent a map only once. */
const mapIds = new WeakMap<SimOptions['map'], number>();
let lastMapId = 0;
const handlers = new Map<number, RunHandler>();
let lastRun = 0;
let started = 0;

function startThread(): Thread {
  const thread: Thread = { worker: new Worker(new URL(WORKER_SCRIPT, import.meta.url), WORKER_ARGV), ready: false, maps: [], gone: false };
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

/** The run's map as `thread` is sent it: by number alone when the thread already holds it. */
function runMessage(thread: Thread, run: number, options: SimOptions, progress: boolean): ToWorker {
  const { map, ...rest } = options;
  let mapId = mapIds.get(map);
  if (mapId === undefined) mapIds.set(map, (mapId = ++lastMapId));
  if (thread.maps.includes(mapId)) return { type: 'run', run, options: rest, mapId, progress };
  thread.maps.push(mapId);
  if (thread.maps.length > MAPS_KEPT) thread.maps.shift();
  return { type: 'run', run, options: rest, mapId, map, progress };
}

/**
 * Deals slices to `count` worker threads and plays slices in this thread too, so that no
 * core idles while threads start. A thread asks for work once it is ready and keeps a second
 * slice queued, so it does not wait while this thread is busy with a slice of its own.
 * `size` gives each slice's length from the number of games not yet dealt.
 */
function runSlices(
  options: SimOptions,
  size: (left: number) => number,
  count: number,
  progress: PoolOptions['onProgress'],
  stats: RunStats = { games: [], slices: 0, tailMs: 0 },
): Promise<GameRecord[][]> {
  const run = ++lastRun;
  const total = options.games;
  while (threads.length < count) startThread();
  const mine = threads.slice(0, count);
  const parts: GameRecord[][] = [];
  let dealt = 0;
  let done = 0;
  let finished = 0;
  /** When the first thread found no more games to take. */
  let firstIdle: number | undefined;
  stats.games = Array.from({ length: count + 1 }, () => 0);
  stats.slices = 0;
  stats.tailMs = 0;
  const take = (): GameRange | null => {
    if (dealt >= total) return null;
    const from = dealt;
    dealt = Math.min(total, from + size(total - from));
    stats.slices++;
    return { from, to: dealt };
  };
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      stats.tailMs = firstIdle === undefined ? 0 : Math.max(0, wallClock() - firstIdle);
      handlers.delete(run);
      for (const thread of mine) if (!thread.gone) thread.worker.postMessage({ type: 'end', run } satisfies ToWorker);
      // No run left: idle threads must not keep the process alive (a wider run may have started more than this one used).
      if (handlers.size === 0) for (const thread of threads) thread.worker.unref();
      if (error) reject(error);
      else resolve(parts);
    };
    const finish = (records: GameRecord[]) => {
      parts.push(records);
      finished += records.length;
      if (finished === total) settle();
    };
    const advance = (games: number) => {
      done += games;
      progress?.(done, total);
    };
    /** Slices dealt to each thread and not yet answered: the one it plays and the one queued behind it. */
    const queued = new Map<Thread, number>();
    const deal = (thread: Thread) => {
      if (thread.gone) return;
      const range = take();
      if (range !== null) {
        thread.worker.postMessage({ type: 'slice', run, range } satisfies ToWorker);
        queued.set(thread, (queued.get(thread) ?? 0) + 1);
      }
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
          // Deal first: the thread plays its queued slice meanwhile, and gets the next before that ends.
          const left = (queued.get(thread) ?? 1) - 1;
          queued.set(thread, left);
          deal(thread);
          if (left === 0 && queued.get(thread) === 0) firstIdle = Math.min(firstIdle ?? Infinity, message.endedAt);
          stats.games[mine.indexOf(thread) + 1] += message.range.to - message.range.from;
          finish(unpackRecords<GameRecord>(message.packed));
        }
      },
      lost(thread, error) {
        if (mine.includes(thread)) settle(error);
      },
    });
    for (const thread of mine) {
      thread.worker.ref();
      thread.worker.postMessage(runMessage(thread, run, options, progress !== undefined));
      if (thread.ready) {
        deal(thread);
        deal(thread);
      }
    }
    // Between slices this thread yields, so that threads' results and requests are answered.
    const playHere = () => {
      if (settled) return;
      const range = take();
      if (range === null) {
        firstIdle = Math.min(firstIdle ?? Infinity, wallClock());
        return;
      }
      const result = simulateGames(options, range, progress ? () => advance(1) : undefined);
      stats.games[0] += range.to - range.from;
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
