import { parentPort } from 'node:worker_threads';
import { packedTransfer, packRecords } from './record-pack';
import { simulateGames, type SimOptions } from './simulate';
import { MAPS_KEPT, PROGRESS_MS, wallClock, type FromWorker, type ToWorker } from './thread-protocol';

/**
 * One simulation worker thread of `pool.ts`. It starts once per process and serves every run
 * the pool is given: it says when it is ready, receives each run's options once, then slices of
 * games to play, and answers each slice with its records packed (`record-pack.ts`).
 * The installed command runs this bundled, as plain JavaScript; from the sources it is loaded
 * through `worker-entry.mjs`, which registers tsx first.
 */

const port = parentPort;
if (port) {
  const runs = new Map<number, { options: SimOptions; progress: boolean }>();
  const maps = new Map<number, SimOptions['map']>();
  const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  port.on('message', (message: ToWorker) => {
    if (message.type === 'run') {
      if (message.map !== undefined) {
        maps.set(message.mapId, message.map);
        // Oldest first: a Map iterates in insertion order, as the pool's list of what each thread holds.
        if (maps.size > MAPS_KEPT) maps.delete(maps.keys().next().value!);
      }
      const map = maps.get(message.mapId);
      if (map === undefined) send({ type: 'failed', run: message.run, message: `The run's map (${message.mapId}) never reached this thread.` });
      else runs.set(message.run, { options: { ...message.options, map }, progress: message.progress });
      return;
    }
    if (message.type === 'end') {
      runs.delete(message.run);
      return;
    }
    const { run } = message;
    const current = runs.get(run);
    if (current === undefined) {
      send({ type: 'failed', run, message: 'A slice arrived before its run’s options.' });
      return;
    }
    const { options, progress } = current;
    try {
      let pending = 0;
      let last = performance.now();
      const onGame = progress
        ? () => {
            pending++;
            const now = performance.now();
            if (now - last >= PROGRESS_MS) {
              send({ type: 'progress', run, games: pending });
              pending = 0;
              last = now;
            }
          }
        : undefined;
      const result = simulateGames(options, message.range, onGame);
      const endedAt = wallClock();
      if (!result.ok) {
        send({ type: 'failed', run, message: result.error.map((p) => p.message).join('; ') });
        return;
      }
      if (pending > 0) send({ type: 'progress', run, games: pending });
      const packed = packRecords(result.value);
      send({ type: 'slice', run, range: message.range, packed, endedAt }, packedTransfer(packed));
    } catch (e) {
      send({ type: 'failed', run, message: e instanceof Error ? e.message : String(e) });
    }
  });
  send({ type: 'ready' });
}
