import { assign, setup } from 'xstate';
import type { BoardMap } from '../map/schema';
import type { SimProblem } from '../sim/simulate';
import type { SimReport } from '../sim/report';
import type { SimSettings } from './sim-view';

/**
 * The life of one simulation run in the editor's Simulate panel, as a statechart:
 * idle → running → done / cancelled / refused / failed, and from any of those a new
 * run. Each run has an id; a worker message about another run (one that was
 * cancelled or replaced) is dropped by the `thisRun` guard, not by flags in the
 * component. Pure: the component owns the worker and turns its messages into
 * these events (the worker's own "cancelled" reply needs none: the panel has
 * already stopped when the designer pressed Cancel).
 */

export interface Finished {
  report: SimReport;
  ms: number;
  /** The map as it was when the run started: results are stale once the editor's map is another. */
  map: BoardMap;
  settings: SimSettings;
}

export interface SimRunContext {
  /** The id of the latest run; 0 before the first. */
  run: number;
  map: BoardMap | null;
  settings: SimSettings | null;
  done: number;
  total: number;
  /** performance.now() when the run started, and at its last progress report. */
  started: number;
  now: number;
  result: Finished | null;
  problems: SimProblem[];
  message: string;
}

export type SimRunEvent =
  | { type: 'run.start'; run: number; map: BoardMap; settings: SimSettings; at: number }
  | { type: 'run.progress'; run: number; done: number; total: number; at: number }
  | { type: 'run.done'; run: number; report: SimReport; ms: number }
  | { type: 'run.refused'; run: number; problems: SimProblem[] }
  /** The worker failed (it could not start, threw, or could not be sent the run). */
  | { type: 'run.failed'; run: number; message: string }
  /** The designer pressed Cancel: the panel stops at once, without waiting for the worker's word. */
  | { type: 'run.cancel' };

const INITIAL: SimRunContext = { run: 0, map: null, settings: null, done: 0, total: 0, started: 0, now: 0, result: null, problems: [], message: '' };

export const simRunMachine = setup({
  types: { context: {} as SimRunContext, events: {} as SimRunEvent },
  guards: {
    thisRun: ({ context, event }) => 'run' in event && event.run === context.run,
  },
  actions: {
    begin: assign(({ event }) => {
      if (event.type !== 'run.start') return {};
      return { ...INITIAL, run: event.run, map: event.map, settings: event.settings, total: event.settings.games, started: event.at, now: event.at };
    }),
    progress: assign(({ event }) => (event.type === 'run.progress' ? { done: event.done, total: event.total, now: event.at } : {})),
    finish: assign(({ context, event }) =>
      event.type === 'run.done' && context.map && context.settings
        ? { result: { report: event.report, ms: event.ms, map: context.map, settings: context.settings } }
        : {},
    ),
    refuse: assign(({ event }) => (event.type === 'run.refused' ? { problems: event.problems } : {})),
    fail: assign(({ event }) => (event.type === 'run.failed' ? { message: event.message } : {})),
  },
}).createMachine({
  id: 'simRun',
  context: INITIAL,
  initial: 'idle',
  on: {
    'run.start': { target: '.running', actions: 'begin' },
  },
  states: {
    idle: {},
    running: {
      on: {
        'run.progress': { guard: 'thisRun', actions: 'progress' },
        'run.done': { guard: 'thisRun', target: 'done', actions: 'finish' },
        'run.refused': { guard: 'thisRun', target: 'refused', actions: 'refuse' },
        'run.failed': { guard: 'thisRun', target: 'failed', actions: 'fail' },
        'run.cancel': { target: 'cancelled' },
      },
    },
    done: {},
    cancelled: {},
    refused: {},
    failed: {},
  },
});
