import { mergeRecords, simProblems, simulateGames, type GameRecord, type SimOptions, type SimProblem } from './simulate';
import { buildReport, simMeta, type SimReport } from './report';
import { failureWords, simEnglish, simWords, type SimWords } from './problem-words';

/**
 * The browser simulator's message protocol: what the map editor's "Simulate" panel
 * says to its Web Worker (`browser-worker.ts`) and what the worker answers, plus the
 * worker's side of the conversation as a pure state machine (`createSimHost`), so
 * that it is tested in Node exactly as it runs in the browser.
 *
 * A run is played in chunks of games with `simulateGames`, yielding between chunks
 * so that a "cancel" (or a newer "run") is read in time, and reporting progress
 * after each. The chunks are merged with `mergeRecords` and reported with
 * `buildReport(…, simMeta(options))`, the same calls the CLI makes, so the report
 * equals `clippers simulate --json` for the same map, players, games, seed and bots.
 *
 * Messages are plain data (structured-clone safe). Every message names its run, so
 * a late answer to a cancelled run can be told from the current one.
 */

/** How many games a chunk plays. By default chunks grow or shrink to take about `targetMs`. */
export interface ChunkPolicy {
  /** A fixed number of games per chunk (tests); overrides the timing. */
  games?: number;
  /** Aim for chunks this long, in milliseconds. Default 60. */
  targetMs?: number;
  /** Never more games than this in a chunk. Default 250. */
  maxGames?: number;
}

export type ToSimWorker = { type: 'run'; run: number; options: SimOptions; chunk?: ChunkPolicy } | { type: 'cancel'; run: number };

export type FromSimWorker =
  | { type: 'progress'; run: number; done: number; total: number }
  | { type: 'done'; run: number; report: SimReport; ms: number; chunks: number }
  /** The options cannot be played (e.g. fewer departure cards than players); nothing was played. */
  | { type: 'refused'; run: number; problems: SimProblem[] }
  | { type: 'cancelled'; run: number; done: number; total: number }
  /** The run stopped: `message` in English, `words` for the page's language. */
  | { type: 'failed'; run: number; message: string; words: SimWords };

export const DEFAULT_CHUNK_MS = 60;
export const MAX_CHUNK_GAMES = 250;
/** The first chunk: small, so that the first progress report comes quickly. */
const FIRST_CHUNK = 2;

/** The next chunk's size, from how long the last one took. */
export function nextChunkSize(size: number, elapsedMs: number, policy: ChunkPolicy = {}): number {
  if (policy.games !== undefined) return Math.max(1, Math.floor(policy.games));
  const max = Math.max(1, Math.floor(policy.maxGames ?? MAX_CHUNK_GAMES));
  const target = policy.targetMs ?? DEFAULT_CHUNK_MS;
  // Grow at most fourfold a step: one fast chunk (a short game) should not make the next one huge.
  const wanted = elapsedMs > 0 ? Math.round((size * target) / elapsedMs) : size * 4;
  return Math.min(max, Math.max(1, Math.min(size * 4, wanted)));
}

/** Is `data` a message the worker understands? (A worker should not trust what it is sent.) */
export function isToSimWorker(data: unknown): data is ToSimWorker {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  if (typeof m.run !== 'number' || !Number.isFinite(m.run)) return false;
  if (m.type === 'cancel') return true;
  if (m.type !== 'run') return false;
  const o = m.options as Record<string, unknown> | undefined;
  if (typeof o !== 'object' || o === null || typeof o.map !== 'object' || o.map === null || !Array.isArray(o.bots)) return false;
  return o.variants === undefined || isVariantsShape(o.variants);
}

/**
 * Variants are name → choice strings. Unknown names or choices pass this shape check and are
 * refused by `simProblems` (with the engine's reasons), as unknown bots are.
 */
function isVariantsShape(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
}

export interface SimHostIo {
  post(message: FromSimWorker): void;
  /** Runs `fn` later, after messages already waiting (a cancel) have been handled: `setTimeout(fn, 0)` in a worker. */
  defer(fn: () => void): void;
  /** Milliseconds, for chunk timing and the run's duration: `performance.now()`. */
  now(): number;
}

export interface SimHost {
  /** Handles one message from the page. */
  receive(data: unknown): void;
  /** The run being played, if any. */
  current(): number | null;
}

interface Run {
  id: number;
  options: SimOptions;
  policy: ChunkPolicy;
  parts: GameRecord[][];
  next: number;
  size: number;
  started: number;
  cancelled: boolean;
}

/** The worker's side: plays one run at a time; a new run replaces (cancels) the one under way. */
export function createSimHost(io: SimHostIo): SimHost {
  let run: Run | null = null;

  const stop = (r: Run) => {
    r.cancelled = true;
    if (run === r) run = null;
    io.post({ type: 'cancelled', run: r.id, done: r.next, total: r.options.games });
  };

  const step = (r: Run) => {
    if (r.cancelled || run !== r) return;
    try {
      const total = r.options.games;
      const from = r.next;
      const to = Math.min(total, from + r.size);
      const t0 = io.now();
      const result = simulateGames(r.options, { from, to });
      if (!result.ok) {
        run = null;
        io.post({ type: 'refused', run: r.id, problems: result.error });
        return;
      }
      r.parts.push(result.value);
      r.next = to;
      r.size = nextChunkSize(to - from, io.now() - t0, r.policy);
      io.post({ type: 'progress', run: r.id, done: to, total });
      if (to < total) {
        io.defer(() => step(r));
        return;
      }
      const report = buildReport(mergeRecords(r.parts), simMeta(r.options));
      run = null;
      io.post({ type: 'done', run: r.id, report, ms: io.now() - r.started, chunks: r.parts.length });
    } catch (e) {
      if (run === r) run = null;
      const words = failureWords(e);
      io.post({ type: 'failed', run: r.id, message: simEnglish(words), words });
    }
  };

  return {
    receive(data) {
      if (!isToSimWorker(data)) {
        const id = typeof (data as { run?: unknown } | null)?.run === 'number' ? (data as { run: number }).run : -1;
        const words = simWords('editor.sim.failure.not-understood', { data: JSON.stringify(data)?.slice(0, 80) ?? String(data) });
        io.post({ type: 'failed', run: id, message: simEnglish(words), words });
        return;
      }
      if (data.type === 'cancel') {
        if (run !== null && run.id === data.run) stop(run);
        return;
      }
      if (run !== null) stop(run);
      const options = data.options;
      const problems = simProblems(options);
      if (problems.length > 0) {
        io.post({ type: 'refused', run: data.run, problems });
        return;
      }
      const policy = data.chunk ?? {};
      const r: Run = {
        id: data.run,
        options,
        policy,
        parts: [],
        next: 0,
        size: policy.games !== undefined ? nextChunkSize(0, 0, policy) : FIRST_CHUNK,
        started: io.now(),
        cancelled: false,
      };
      run = r;
      io.post({ type: 'progress', run: r.id, done: 0, total: options.games });
      io.defer(() => step(r));
    },
    current: () => run?.id ?? null,
  };
}
