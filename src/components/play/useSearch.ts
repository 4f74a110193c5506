import { useCallback, useEffect, useRef } from 'react';
import { answerSearch, type SearchAsk, type SearchReply } from '../../play/search';

/** A search without its message id, which the hook gives. */
export type Question = Omit<Extract<SearchAsk, { kind: 'hint' }>, 'id'> | Omit<Extract<SearchAsk, { kind: 'bot' }>, 'id'>;

/**
 * Asks the play page's searches (the hint, `mcts` seats) of a Web Worker, started
 * the first time one is needed, so the page keeps answering clicks while the search
 * thinks. Where no worker can start (or it fails), the page's own thread answers:
 * slower to the touch, the same answer.
 */
export function useSearch(): (question: Question) => Promise<SearchReply> {
  const worker = useRef<Worker | null | 'none'>(null);
  const waiting = useRef(new Map<number, (reply: SearchReply) => void>());
  const nextId = useRef(1);

  useEffect(
    () => () => {
      if (worker.current instanceof Worker) worker.current.terminate();
      worker.current = null;
    },
    [],
  );

  return useCallback((question: Question) => {
    const ask = { ...question, id: nextId.current++ } as SearchAsk;
    const here = (): Promise<SearchReply> => new Promise((resolve) => setTimeout(() => resolve(answerSearch(ask)), 0));
    if (worker.current === null) worker.current = startWorker(waiting.current);
    const w = worker.current;
    if (w === 'none') return here();
    return new Promise((resolve) => {
      waiting.current.set(ask.id, resolve);
      try {
        w.postMessage(ask);
      } catch {
        waiting.current.delete(ask.id);
        resolve(answerSearch(ask));
      }
    });
  }, []);
}

function startWorker(waiting: Map<number, (reply: SearchReply) => void>): Worker | 'none' {
  if (typeof Worker === 'undefined') return 'none';
  try {
    // Vite makes this a separate chunk, fetched only now.
    const w = new Worker(new URL('../../play/search-worker.ts', import.meta.url), { type: 'module', name: 'clippers-search' });
    w.onmessage = (event: MessageEvent<SearchReply>) => {
      const resolve = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      resolve?.(event.data);
    };
    // A worker that cannot load (a host that refuses module workers): every question waiting is answered here instead.
    w.onerror = () => {
      for (const [id, resolve] of waiting) resolve({ id, kind: 'failed', message: 'the search worker stopped' });
      waiting.clear();
    };
    return w;
  } catch {
    return 'none';
  }
}
