import { createSimHost, type FromSimWorker } from './worker-protocol';

/**
 * The simulator's Web Worker for the map editor's "Simulate" panel. Loaded on demand
 * (`new Worker(new URL('…/browser-worker.ts', import.meta.url), { type: 'module' })`),
 * so the simulator and the engine are a separate chunk that the editor page does not
 * load until a run starts. All the logic is in `worker-protocol.ts`; this only wires
 * it to the worker's message port. Never imported by the page itself.
 */

interface WorkerScope {
  postMessage(message: FromSimWorker): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
const host = createSimHost({
  post: (message) => scope.postMessage(message),
  defer: (fn) => setTimeout(fn, 0),
  now: () => performance.now(),
});
scope.onmessage = (event) => host.receive(event.data);
