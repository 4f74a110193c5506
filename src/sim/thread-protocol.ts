import type { PackedRecords } from './record-pack';
import type { GameRange, SimOptions } from './simulate';

/** What the pool (`pool.ts`) and its worker threads (`worker.ts`) say to each other. */

/**
 * A run's options travel without their map once the thread has it: a thread keeps the maps of
 * its last few runs (`MAPS_KEPT`), so that runs on one board share one map object as they do in
 * the main thread. The engine caches its indexes per map object, and a fresh copy of the map
 * for each run would rebuild them and send the JIT through a round of deoptimisations.
 */
export type ToWorker =
  | { type: 'run'; run: number; options: Omit<SimOptions, 'map'>; mapId: number; map?: SimOptions['map']; progress: boolean }
  | { type: 'slice'; run: number; range: GameRange }
  | { type: 'end'; run: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'progress'; run: number; games: number }
  /** `endedAt`: when the slice's last game ended, on the clock every thread shares (`wallClock`). */
  | { type: 'slice'; run: number; range: GameRange; packed: PackedRecords; endedAt: number }
  | { type: 'failed'; run: number; message: string };

/** Progress is reported at most this often: a message per game would cost more than a random game. */
export const PROGRESS_MS = 50;

/** How many maps a thread keeps (the pool keeps the same count for each thread: see `pool.ts`). */
export const MAPS_KEPT = 4;


/** Milliseconds on a clock that every thread of the process reads alike (each thread's `performance.now()` counts from its own start). */
export const wallClock = (): number => performance.timeOrigin + performance.now();
