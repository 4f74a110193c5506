import { assign, setup } from 'xstate';
import type { BoardMap } from '../map/schema';
import type { SimProblem, SimReport } from '../sim/simulate';
import type { SimSettings } from './sim-view';

/**
 * The life of one simulation run in the editor's Simulate panel, as a statechart:
 * idle → running → done / cancelled / refused / failed, and from any of those a new
 * run. Each run has an id; a worker message about another run (one that was
 * cancelled or replaced) is ignored by the guard, not by flags in the component.
 * Pure: the component owns the worker and sends its messages here as events.
 */

export interface Finished {
  report: SimReport;
  ms: number;
  /** The map as it was when the run started: results are stale once the editor's map is another. */
  map: BoardMap;
  settings: SimSettings;
}

export interface SimRunContext {
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
  | { type: 'run.failed'; run: number; message: string }
  /** The designer pressed Cancel: the panel stops at once, without waiting for the worker's word. */
  | { type: 'run.cancel' };

const START = {
  target: '.running',
  actions: assign(({ event }: { event: SimRunEvent }) => {
    const e = event as Extract<SimRunEvent, { type: 'run.start' }>;
    return { run: e.run, map: e.map, settings: e.settings, done: 0, total: e.settings.games, started: e.at, now: e.at, result: null, problems: [], message: '' };
  }),
} as const;

export const simRunMachine = setup({
  types: { context: {} as SimRunContext, events: {} as SimRunEvent },
  guards: {
    thisRun: ({ context, event }) => 'run' in event && event.run === context.run,
  },
}).createMachine({
  id: 'simRun',
  context: { run: 0, map: null, settings: null, done: 0, total: 0, started: 0, now: 0, result: null, problems: [], message: '' },
  initial: 'idle',
  on: {
    'run.start': START,
    // The worker itself failed (it could not start, or threw): whatever run was on is over.
    'run.failed': { guard: 'thisRun', target: '.failed', actions: assign({ message: ({ event }) => event.message }) },
  },
  states: {
    idle: {},
    running: {
      on: {
        'run.progress': { guard: 'thisRun', actions: assign({ done: ({ event }) => event.done, total: ({ event }) => event.total, now: ({ event }) => event.at }) },
        'run.done': {
          guard: 'thisRun',
          target: 'done',
          actions: assign({ result: ({ context, event }) => ({ report: event.report, ms: event.ms, map: context.map!, settings: context.settings! }) }),
        },
        'run.refused': { guard: 'thisRun', target: 'refused', actions: assign({ problems: ({ event }) => event.problems }) },
        'run.cancel': { target: 'cancelled' },
      },
    },
    done: {},
    cancelled: {},
    refused: {},
    failed: {},
  },
});

export type SimRunState = 'idle' | 'running' | 'done' | 'cancelled' | 'refused' | 'failed';
