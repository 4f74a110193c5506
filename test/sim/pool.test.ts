import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_DIR } from '../../src/cli/bundle-status.mjs';
import * as sourcePool from '../../src/sim/pool';
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
