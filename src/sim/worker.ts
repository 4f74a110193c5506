import { parentPort } from 'node:worker_threads';
import { packedTransfer, packRecords, type PackedRecords } from './record-pack';
import { simulateGames, type GameRange, type SimOptions } from './simulate';

/**
 * One simulation worker thread of `pool.ts`. It starts once per process and serves every run
 * the pool is given: it says when it is ready, receives each run's options once, then slices of
 * games to play, and answers each slice with its records packed (`record-pack.ts`).
 * The installed command runs this bundled, as plain JavaScript; from the sources it is loaded
 * through `worker-entry.mjs`, which registers tsx first.
 */

export type ToWorker =
  | { type: 'run'; run: number; options: SimOptions }
  | { type: 'slice'; run: number; range: GameRange }
  | { type: 'end'; run: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'progress'; run: number; games: number }
  | { type: 'slice'; run: number; range: GameRange; packed: PackedRecords }
  | { type: 'failed'; run: number; message: string };

/** Progress is reported in batches: a message per game would cost more than a random game. */
const PROGRESS_EVERY = 8;

const port = parentPort;
if (port) {
  const runs = new Map<number, SimOptions>();
  const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  port.on('message', (message: ToWorker) => {
    if (message.type === 'run') {
      runs.set(message.run, message.options);
      return;
    }
    if (message.type === 'end') {
      runs.delete(message.run);
      return;
    }
    const { run } = message;
    const options = runs.get(run);
    if (options === undefined) {
      send({ type: 'failed', run, message: 'A slice arrived before its run’s options.' });
      return;
    }
    try {
      let pending = 0;
      const result = simulateGames(options, message.range, () => {
        if (++pending === PROGRESS_EVERY) {
          send({ type: 'progress', run, games: pending });
          pending = 0;
        }
      });
      if (!result.ok) {
        send({ type: 'failed', run, message: result.error.map((p) => p.message).join('; ') });
        return;
      }
      if (pending > 0) send({ type: 'progress', run, games: pending });
      const packed = packRecords(result.value);
      send({ type: 'slice', run, range: message.range, packed }, packedTransfer(packed));
    } catch (e) {
      send({ type: 'failed', run, message: e instanceof Error ? e.message : String(e) });
    }
  });
  send({ type: 'ready' });
}
