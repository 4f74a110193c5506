import { parentPort } from 'node:worker_threads';
import { simulateGames, type GameRange, type GameRecord, type SimOptions } from './simulate';

/**
 * One simulation worker (started through `worker-entry.mjs`). It says when it is
 * ready, receives the run's options once, then slices of games to play, and answers
 * each slice with its records.
 */

export type ToWorker = { type: 'options'; options: SimOptions } | { type: 'slice'; range: GameRange };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'progress'; games: number }
  | { type: 'slice'; range: GameRange; records: GameRecord[] }
  | { type: 'failed'; message: string };

/** Progress is reported in batches: a message per game would cost more than a random game. */
const PROGRESS_EVERY = 8;

const port = parentPort;
if (port) {
  let options: SimOptions | null = null;
  const send = (message: FromWorker) => port.postMessage(message);
  port.on('message', (message: ToWorker) => {
    if (message.type === 'options') {
      options = message.options;
      return;
    }
    if (options === null) {
      send({ type: 'failed', message: 'A slice arrived before the run’s options.' });
      return;
    }
    try {
      let pending = 0;
      const result = simulateGames(options, message.range, () => {
        if (++pending === PROGRESS_EVERY) {
          send({ type: 'progress', games: pending });
          pending = 0;
        }
      });
      if (!result.ok) {
        send({ type: 'failed', message: result.error.map((p) => p.message).join('; ') });
        return;
      }
      if (pending > 0) send({ type: 'progress', games: pending });
      send({ type: 'slice', range: message.range, records: result.value });
    } catch (e) {
      send({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  });
  send({ type: 'ready' });
}
