import { useCallback, useEffect, useRef, useState } from 'react';
import { render } from '../../i18n/words';
import type { SimReport } from '../../sim/report';
import type { SimOptions, SimProblem } from '../../sim/simulate';
import type { FromSimWorker, ToSimWorker } from '../../sim/worker-protocol';
import { useEditorWords } from './words';

/**
 * Two boards played one after the other, with the same options, in the Simulate
 * panel's own worker (src/sim/browser-worker.ts), so both reports are the CLI's
 * `simulate --json` for their board. The baseline is played first; `reports`
 * holds both once the edited board is done.
 */

export type PairState =
  | { status: 'idle' }
  | { status: 'running'; board: 0 | 1; done: number; total: number }
  | { status: 'done'; reports: [SimReport, SimReport]; maps: [SimOptions['map'], SimOptions['map']] }
  | { status: 'refused'; problems: SimProblem[] }
  | { status: 'failed'; message: string }
  | { status: 'cancelled'; done: number; total: number };

const startWorker = (): Worker => new Worker(new URL('../../sim/browser-worker.ts', import.meta.url), { type: 'module', name: 'clippers-simulator' });

export function useSimPair() {
  const { say } = useEditorWords();
  const [state, setState] = useState<PairState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  // The run the panel waits for; a message about any other is stale.
  const current = useRef<{ run: number; board: 0 | 1; options: [SimOptions, SimOptions]; first: SimReport | null } | null>(null);
  const runs = useRef(0);

  const post = (w: Worker, message: ToSimWorker) => w.postMessage(message);

  const onMessage = useCallback(
    (m: FromSimWorker) => {
      const now = current.current;
      if (!now || m.run !== now.run) return;
      if (m.type === 'progress') setState({ status: 'running', board: now.board, done: m.done, total: m.total });
      else if (m.type === 'refused') setState({ status: 'refused', problems: m.problems });
      else if (m.type === 'failed') setState({ status: 'failed', message: render(say, m.words) });
      else if (m.type === 'done') {
        if (now.board === 0) {
          const next = { run: ++runs.current, board: 1 as const, options: now.options, first: m.report };
          current.current = next;
          setState({ status: 'running', board: 1, done: 0, total: now.options[1].games });
          post(worker.current!, { type: 'run', run: next.run, options: now.options[1] });
        } else {
          current.current = null;
          setState({ status: 'done', reports: [now.first!, m.report], maps: [now.options[0].map, now.options[1].map] });
        }
      }
    },
    [say],
  );

  const start = useCallback(
    (baseline: SimOptions, edited: SimOptions) => {
      let w = worker.current;
      try {
        if (!w) {
          w = startWorker();
          w.onmessage = (e: MessageEvent<FromSimWorker>) => onMessage(e.data);
          w.onerror = (e: ErrorEvent) => {
            e.preventDefault();
            w?.terminate();
            worker.current = null;
            current.current = null;
            setState({ status: 'failed', message: e.message || say('editor.sim.noWorker') });
          };
          worker.current = w;
        }
        const run = ++runs.current;
        current.current = { run, board: 0, options: [baseline, edited], first: null };
        setState({ status: 'running', board: 0, done: 0, total: baseline.games });
        post(w, { type: 'run', run, options: baseline });
      } catch (e) {
        setState({ status: 'failed', message: e instanceof Error ? e.message : String(e) });
      }
    },
    [onMessage, say],
  );

  const cancel = useCallback(() => {
    const now = current.current;
    if (!now) return;
    worker.current?.postMessage({ type: 'cancel', run: now.run } satisfies ToSimWorker);
    current.current = null;
    setState((s) => ({ status: 'cancelled', done: s.status === 'running' ? s.done : 0, total: s.status === 'running' ? s.total : 0 }));
  }, []);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  return { state, start, cancel };
}
