import { answerSearch, type SearchAsk, type SearchReply } from './search';

/**
 * The play page's search worker: the hint and the `mcts` seats think here, off the
 * page's thread. Loaded on demand (`new Worker(new URL('…/search-worker.ts',
 * import.meta.url), { type: 'module' })`); all the logic is in search.ts.
 */

interface WorkerScope {
  postMessage(message: SearchReply): void;
  onmessage: ((event: { data: SearchAsk }) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(answerSearch(event.data));
