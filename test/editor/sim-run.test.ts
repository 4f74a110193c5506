import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_SETTINGS } from '../../src/editor/sim-view';
import { simRunMachine, type SimRunEvent } from '../../src/editor/sim-run';
import type { SimProblem } from '../../src/sim/simulate';
import type { SimReport } from '../../src/sim/report';
import { defaultMap } from './edits';

const map = defaultMap();
const settings = { ...DEFAULT_SETTINGS, games: 50 };
// The machine carries the report through untouched: any object stands for one.
const report = { games: 50 } as unknown as SimReport;

function runWith(...events: SimRunEvent[]) {
  const actor = createActor(simRunMachine).start();
  for (const e of events) actor.send(e);
  return actor.getSnapshot();
}

const start = (run: number, at = 1000): SimRunEvent => ({ type: 'run.start', run, map, settings, at });

describe('a simulation run in the editor (idle → running → done / cancelled / refused / failed)', () => {
  it('starts idle, with nothing to show', () => {
    const s = runWith();
    expect(s.value).toBe('idle');
    expect(s.context.result).toBeNull();
  });

  it('runs, counts progress and keeps the report with the map and settings it was made for', () => {
    const s1 = runWith(start(1), { type: 'run.progress', run: 1, done: 20, total: 50, at: 1500 });
    expect(s1.value).toBe('running');
    expect(s1.context).toMatchObject({ done: 20, total: 50, started: 1000, now: 1500 });
    const s2 = runWith(start(1), { type: 'run.progress', run: 1, done: 20, total: 50, at: 1500 }, { type: 'run.done', run: 1, report, ms: 812 });
    expect(s2.value).toBe('done');
    expect(s2.context.result).toEqual({ report, ms: 812, map, settings });
    expect(s2.context.result!.map).toBe(map);
  });

  it('stops at once on Cancel, keeping how far it got, and ignores what the worker still says about that run', () => {
    const s = runWith(
      start(1),
      { type: 'run.progress', run: 1, done: 7, total: 50, at: 1200 },
      { type: 'run.cancel' },
      { type: 'run.progress', run: 1, done: 9, total: 50, at: 1300 },
      { type: 'run.done', run: 1, report, ms: 900 },
    );
    expect(s.value).toBe('cancelled');
    expect(s.context).toMatchObject({ done: 7, total: 50, result: null });
  });

  it('drops messages about a run that was replaced', () => {
    const s = runWith(start(1), start(2, 2000), { type: 'run.done', run: 1, report, ms: 5 }, { type: 'run.progress', run: 1, done: 49, total: 50, at: 2100 });
    expect(s.value).toBe('running');
    expect(s.context).toMatchObject({ run: 2, done: 0, started: 2000 });
    const t = runWith(start(1), start(2, 2000), { type: 'run.refused', run: 1, problems: [{ field: 'players', message: 'old', words: { key: 'editor.sim.problem.text', vars: { text: 'old' } } }] });
    expect(t.value).toBe('running');
  });

  it('says why settings were refused, and why the worker failed', () => {
    const problems: SimProblem[] = [{ field: 'players', message: 'Clippers is for 3 to 5 players, not 6.', words: { key: 'editor.sim.problem.players', vars: { min: 3, max: 5, n: 6 } } }];
    const r = runWith(start(3), { type: 'run.refused', run: 3, problems });
    expect(r.value).toBe('refused');
    expect(r.context.problems).toBe(problems);
    const f = runWith(start(4), { type: 'run.failed', run: 4, message: 'The simulation worker could not be started.' });
    expect(f.value).toBe('failed');
    expect(f.context.message).toBe('The simulation worker could not be started.');
  });

  it('ignores a failure or Cancel when nothing runs', () => {
    expect(runWith({ type: 'run.cancel' }).value).toBe('idle');
    expect(runWith({ type: 'run.failed', run: 0, message: 'late' }).value).toBe('idle');
    expect(runWith(start(1), { type: 'run.done', run: 1, report, ms: 1 }, { type: 'run.cancel' }).value).toBe('done');
  });

  it('starts afresh from any end: the last results and problems are cleared', () => {
    for (const end of [
      [{ type: 'run.done', run: 1, report, ms: 1 }],
      [{ type: 'run.cancel' }],
      [{ type: 'run.refused', run: 1, problems: [] }],
      [{ type: 'run.failed', run: 1, message: 'boom' }],
    ] as SimRunEvent[][]) {
      const s = runWith(start(1), ...end, start(2, 3000));
      expect(s.value).toBe('running');
      expect(s.context).toMatchObject({ run: 2, result: null, problems: [], message: '', done: 0, total: 50, started: 3000 });
    }
  });
});
