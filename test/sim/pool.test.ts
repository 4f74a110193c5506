import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_DIR } from '../../src/cli/bundle-status.mjs';
import * as sourcePool from '../../src/sim/pool';
import type { RunStats } from '../../src/sim/pool';
import { simulateGames, type GameRecord, type SimOptions } from '../../src/sim/simulate';
import { southPacific } from './helpers';

type Pool = typeof sourcePool;

const options: SimOptions = { map: southPacific(), players: 4, games: 60, seed: 21, bots: ['random'] };

function played(o: SimOptions): GameRecord[] {
  const result = simulateGames(o);
  if (!result.ok) throw new Error(result.error[0].message);
  return result.value;
}

/** The pool from the sources (workers through tsx) and from the bundle the installed command runs. */
const POOLS: [string, () => Promise<Pool>][] = [
  ['sources', async () => sourcePool],
  ['bundle', async () => (await import(/* @vite-ignore */ pathToFileURL(resolve(BUNDLE_DIR, 'pool.mjs')).href)) as Pool],
];

describe.each(POOLS)('simulation worker pool (%s)', (_, load) => {
  afterAll(async () => (await load()).stopWorkers());

  it('starts its threads once and keeps them for every later run', async () => {
    const pool = await load();
    await pool.stopWorkers();
    const before = pool.threadsStarted();
    const first = await pool.simulateParallel(options, { workers: 3 });
    const second = await pool.simulateParallel({ ...options, seed: 22 }, { workers: 3 });
    expect(pool.threadsStarted() - before).toBe(2);
    expect(first.ok && first.value).toEqual(played(options));
    expect(second.ok && second.value).toEqual(played({ ...options, seed: 22 }));
  });

  it('serves two runs at once on shared threads, each getting its own games', async () => {
    const pool = await load();
    const a = { ...options, games: 40, seed: 5 };
    const b = { ...options, games: 30, seed: 6, players: 3 as const };
    const [ra, rb] = await Promise.all([pool.simulateParallel(a, { workers: 3 }), pool.simulateParallel(b, { workers: 2 })]);
    expect(ra.ok && ra.value).toEqual(played(a));
    expect(rb.ok && rb.value).toEqual(played(b));
  });

  it('sends a thread each map once and keeps its last few, whatever the order of runs', async () => {
    const pool = await load();
    // Five boards that score differently (island values rotated): one more than a thread keeps.
    const base = southPacific();
    const boards = [0, 1, 2, 3, 4].map((k) => ({ ...base, islands: base.islands.map((island, i) => ({ ...island, value: base.islands[(i + k) % base.islands.length].value })) }));
    // A thread playing on the wrong board would be caught: the boards' games differ.
    expect(played({ ...options, map: boards[1], games: 5 })).not.toEqual(played({ ...options, map: boards[0], games: 5 }));
    // Both threads started before the runs under test, so that on a busy machine the second is not still
    // loading while the first plays a whole run (then it would hold no game to be judged by).
    await pool.simulateParallel({ ...options, games: 30 }, { workers: 2 });
    // Runs in which the second thread played: on a busy machine the first may take a whole run now and then.
    let second = 0;
    for (const k of [0, 1, 2, 3, 4, 0, 4, 1]) {
      // Enough games that the second thread gets a slice: with the simulator on the core (issue 30), 60 games were often over before it asked.
      const o: SimOptions = { ...options, map: boards[k], games: 240, seed: 30 + k };
      const stats: RunStats = { games: [], slices: 0, tailMs: 0 };
      const result = await pool.simulateParallel(o, { workers: 2, stats });
      expect(result.ok && result.value).toEqual(played(o));
      if ((stats.games[1] ?? 0) > 0) second++;
    }
    expect(second, 'runs in which the second thread played games').toBeGreaterThan(0);
  });

  it('after its threads are stopped, starts new ones for the next run', async () => {
    const pool = await load();
    await pool.simulateParallel(options, { workers: 2 });
    await pool.stopWorkers();
    const before = pool.threadsStarted();
    const again = await pool.simulateParallel(options, { workers: 2 });
    expect(pool.threadsStarted() - before).toBe(1);
    expect(again.ok && again.value.length).toBe(options.games);
  });
});
