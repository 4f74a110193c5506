import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/command';
import { run as cliRun } from '../../src/cli/main';
import { simulateGames, type SimOptions } from '../../src/sim/simulate';
import { buildReport, simMeta, type SimReport } from '../../src/sim/report';
import { createSimHost, isToSimWorker, nextChunkSize, type ChunkPolicy, type FromSimWorker, type ToSimWorker } from '../../src/sim/worker-protocol';
import { southPacific } from './helpers';

/**
 * The editor's simulation worker, driven as the browser drives it: messages cross a
 * structured clone each way, deferred chunks run from a queue (the worker's task
 * queue), and a clock can be faked to steer the chunk sizes.
 */

const map = southPacific();
const options: SimOptions = { map, players: 4, games: 30, seed: 11, bots: ['greedy', 'random', 'random', 'random'] };

function harness(clock?: () => number) {
  const posted: FromSimWorker[] = [];
  const queue: (() => void)[] = [];
  const host = createSimHost({
    post: (m) => posted.push(structuredClone(m)),
    defer: (fn) => queue.push(fn),
    now: clock ?? (() => performance.now()),
  });
  return {
    posted,
    queue,
    send: (m: ToSimWorker | unknown) => host.receive(structuredClone(m)),
    /** Runs the next deferred chunk; false when none is waiting. */
    tick: () => {
      const fn = queue.shift();
      fn?.();
      return fn !== undefined;
    },
    drain() {
      while (this.tick());
    },
    host,
  };
}

const direct = (o: SimOptions): SimReport => {
  const records = simulateGames(o);
  if (!records.ok) throw new Error(records.error.map((p) => p.message).join('; '));
  return buildReport(records.value, simMeta(o));
};

const doneOf = (posted: FromSimWorker[], run: number) => posted.find((m): m is Extract<FromSimWorker, { type: 'done' }> => m.type === 'done' && m.run === run);

describe('simulation worker protocol', () => {
  it('merges a chunked run into the same report as one simulateGames call', () => {
    const h = harness();
    h.send({ type: 'run', run: 1, options, chunk: { games: 7 } } satisfies ToSimWorker);
    h.drain();
    const done = doneOf(h.posted, 1);
    expect(done).toBeDefined();
    expect(done!.chunks).toBe(Math.ceil(options.games / 7));
    expect(JSON.stringify(done!.report)).toBe(JSON.stringify(direct(options)));
    // Progress: from 0, rising by a chunk at a time, to every game.
    const progress = h.posted.filter((m) => m.type === 'progress').map((m) => (m as { done: number }).done);
    expect(progress).toEqual([0, 7, 14, 21, 28, 30]);
    expect(h.posted.at(-1)?.type).toBe('done');
  });

  it('gives the report `clippers simulate --json` prints for the same map, seed, players and bots', async () => {
    const o: SimOptions = { map, players: 3, games: 12, seed: 3, bots: ['greedy', 'random', 'random'] };
    const out: string[] = [];
    const io: CliIo = { out: (line) => out.push(line), err: () => {}, cwd: fileURLToPath(new URL('../../', import.meta.url)) };
    expect(await cliRun(['simulate', '--games', '12', '--seed', '3', '--players', '3', '--bots', 'greedy,random,random', '--json'], io)).toBe(0);
    const h = harness();
    h.send({ type: 'run', run: 5, options: o } satisfies ToSimWorker);
    h.drain();
    expect(JSON.stringify(doneOf(h.posted, 5)!.report, null, 2)).toBe(out.join('\n'));
  });

  it('plays the chosen rule variants, and reports them', () => {
    const o: SimOptions = { ...options, games: 12, variants: { portCard: 'in-addition', tieBreak: 'money-only', purpleHome: 'when-active', purpleBranch: 'anywhere' } };
    const h = harness();
    h.send({ type: 'run', run: 12, options: o, chunk: { games: 5 } } satisfies ToSimWorker);
    h.drain();
    const report = doneOf(h.posted, 12)!.report;
    expect(report.variants).toEqual(o.variants);
    expect(JSON.stringify(report)).toBe(JSON.stringify(direct(o)));
    // The variants change the games: not the default run's report.
    const plain = direct({ ...o, variants: undefined });
    expect(JSON.stringify({ ...report, variants: plain.variants })).not.toBe(JSON.stringify(plain));
  });

  it('refuses unknown variants, and does not understand variants that are not name → choice', () => {
    const h = harness();
    h.send({ type: 'run', run: 13, options: { ...options, variants: { portCard: 'sometimes' } } });
    h.send({ type: 'run', run: 14, options: { ...options, variants: { colour: 'always' } } });
    expect(h.queue).toHaveLength(0);
    for (const [i, run] of [13, 14].entries()) {
      const refused = h.posted[i] as Extract<FromSimWorker, { type: 'refused' }>;
      expect(refused).toMatchObject({ type: 'refused', run });
      expect(refused.problems.map((p) => p.field)).toEqual(['variants']);
    }
    expect(h.posted[0]).toMatchObject({ problems: [{ message: expect.stringContaining('portCard=sometimes') }] });

    expect(isToSimWorker({ type: 'run', run: 1, options: { map: {}, bots: [], variants: { portCard: 'in-addition' } } })).toBe(true);
    expect(isToSimWorker({ type: 'run', run: 1, options: { map: {}, bots: [], variants: 'in-addition' } })).toBe(false);
    expect(isToSimWorker({ type: 'run', run: 1, options: { map: {}, bots: [], variants: ['in-addition'] } })).toBe(false);
    expect(isToSimWorker({ type: 'run', run: 1, options: { map: {}, bots: [], variants: { portCard: 2 } } })).toBe(false);
    h.send({ type: 'run', run: 15, options: { ...options, variants: null } });
    expect(h.posted[2]).toEqual({ type: 'failed', run: 15, message: expect.stringContaining('does not understand'), words: expect.objectContaining({ key: 'editor.sim.failure.not-understood' }) });
  });

  it('sizes chunks by time, and any chunking gives the same report', () => {
    // A fake clock: every reading advances 10 ms, so each chunk "takes" 10 ms whatever its size.
    let t = 0;
    const h = harness(() => (t += 10));
    h.send({ type: 'run', run: 2, options, chunk: { targetMs: 40, maxGames: 6 } } satisfies ToSimWorker);
    h.drain();
    const progress = h.posted.filter((m) => m.type === 'progress').map((m) => (m as { done: number }).done);
    // 2 games first, then 2·40/10 = 8 capped at 6.
    expect(progress).toEqual([0, 2, 8, 14, 20, 26, 30]);
    expect(JSON.stringify(doneOf(h.posted, 2)!.report)).toBe(JSON.stringify(direct(options)));
  });

  it('stops between chunks when cancelled, and says how far it got', () => {
    const h = harness();
    h.send({ type: 'run', run: 3, options, chunk: { games: 5 } } satisfies ToSimWorker);
    h.tick();
    h.tick();
    h.send({ type: 'cancel', run: 3 } satisfies ToSimWorker);
    expect(h.host.current()).toBeNull();
    h.drain();
    expect(h.posted.at(-1)).toEqual({ type: 'cancelled', run: 3, done: 10, total: 30 });
    expect(doneOf(h.posted, 3)).toBeUndefined();
  });

  it('ignores a cancel for another run', () => {
    const h = harness();
    h.send({ type: 'run', run: 4, options: { ...options, games: 4 }, chunk: { games: 2 } } satisfies ToSimWorker);
    h.send({ type: 'cancel', run: 99 } satisfies ToSimWorker);
    h.drain();
    expect(doneOf(h.posted, 4)?.report.games).toBe(4);
    expect(h.posted.some((m) => m.type === 'cancelled')).toBe(false);
  });

  it('lets a new run replace the one under way', () => {
    const h = harness();
    h.send({ type: 'run', run: 6, options, chunk: { games: 5 } } satisfies ToSimWorker);
    h.tick();
    const other: SimOptions = { ...options, games: 6, seed: 2 };
    h.send({ type: 'run', run: 7, options: other, chunk: { games: 5 } } satisfies ToSimWorker);
    h.drain();
    expect(h.posted.filter((m) => m.run === 6).map((m) => m.type)).toEqual(['progress', 'progress', 'cancelled']);
    expect(doneOf(h.posted, 6)).toBeUndefined();
    expect(JSON.stringify(doneOf(h.posted, 7)!.report)).toBe(JSON.stringify(direct(other)));
  });

  it('refuses options that cannot be played, with the simulator’s reasons, and plays nothing', () => {
    const h = harness();
    h.send({ type: 'run', run: 8, options: { ...options, games: 0, bots: ['random', 'random'] } } satisfies ToSimWorker);
    expect(h.queue).toHaveLength(0);
    const refused = h.posted[0] as Extract<FromSimWorker, { type: 'refused' }>;
    expect(refused.type).toBe('refused');
    expect(refused.problems.map((p) => p.field)).toEqual(['games', 'bots']);

    // A map the engine cannot set up (too few departure cards for the players).
    const twoCards = { ...map, departureCards: map.departureCards.slice(0, 2) };
    h.send({ type: 'run', run: 9, options: { ...options, map: twoCards } } satisfies ToSimWorker);
    const second = h.posted[1] as Extract<FromSimWorker, { type: 'refused' }>;
    expect(second).toMatchObject({ type: 'refused', run: 9 });
    expect(second.problems.length).toBeGreaterThan(0);
  });

  it('answers a message it does not understand instead of throwing', () => {
    const h = harness();
    h.send({ type: 'run', run: 10 });
    h.send('hello');
    expect(h.posted).toEqual([
      { type: 'failed', run: 10, message: expect.stringContaining('does not understand'), words: expect.objectContaining({ key: 'editor.sim.failure.not-understood' }) },
      { type: 'failed', run: -1, message: expect.stringContaining('does not understand'), words: expect.objectContaining({ key: 'editor.sim.failure.not-understood' }) },
    ]);
    expect(isToSimWorker({ type: 'cancel', run: 1 })).toBe(true);
    expect(isToSimWorker({ type: 'run', run: 1, options: { map: {}, bots: [] } })).toBe(true);
    expect(isToSimWorker({ type: 'run', run: 1, options: { bots: [] } })).toBe(false);
    expect(isToSimWorker(null)).toBe(false);
  });

  it('grows chunks towards the target time, within bounds', () => {
    const policy: ChunkPolicy = { targetMs: 50, maxGames: 100 };
    expect(nextChunkSize(2, 10, policy)).toBe(8); // would be 10, grows at most fourfold
    expect(nextChunkSize(40, 100, policy)).toBe(20);
    expect(nextChunkSize(80, 10, policy)).toBe(100);
    expect(nextChunkSize(1, 1000, policy)).toBe(1);
    expect(nextChunkSize(3, 0, policy)).toBe(12);
    expect(nextChunkSize(3, 999, { games: 7 })).toBe(7);
  });
});
