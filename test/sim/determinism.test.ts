import { describe, expect, it } from 'vitest';
import { simulateParallel, type RunStats } from '../../src/sim/pool';
import { gameSeed, mergeRecords, simulateGames, type GameRecord, type SimOptions } from '../../src/sim/simulate';
import { buildReport, simMeta } from '../../src/sim/report';
import { southPacific } from './helpers';

const map = southPacific();
const options: SimOptions = { map, players: 4, games: 24, seed: 7, bots: ['greedy', 'random', 'random', 'random'] };

function records(o: SimOptions): GameRecord[] {
  const result = simulateGames(o);
  if (!result.ok) throw new Error(result.error.map((p) => p.message).join('; '));
  return result.value;
}

const reportJson = (o: SimOptions, rs: GameRecord[]) => JSON.stringify(buildReport(mergeRecords([rs]), simMeta(o)));

describe('determinism', () => {
  it('gives the same report for the same seed, and a different one for another seed', () => {
    const first = reportJson(options, records(options));
    expect(reportJson(options, records(options))).toBe(first);
    // A fresh copy of the map must not change anything (no hidden state keyed on the object).
    const copy = { ...options, map: structuredClone(map) };
    expect(reportJson(copy, records(copy))).toBe(first);
    const other = { ...options, seed: 8 };
    expect(reportJson(other, records(other))).not.toBe(first);
  });

  it('plays game g the same whichever slice it is in', () => {
    const whole = records(options);
    const tail = simulateGames(options, { from: 10, to: 24 });
    expect(tail.ok && tail.value).toEqual(whole.slice(10));
  });

  it('merges slices in any order into the same report', () => {
    const whole = records(options);
    const parts = [whole.slice(16), whole.slice(0, 5), whole.slice(5, 16).reverse()];
    expect(JSON.stringify(buildReport(mergeRecords(parts), simMeta(options)))).toBe(reportJson(options, whole));
  });

  it('refuses a game given twice rather than counting it twice', () => {
    const whole = records({ ...options, games: 3 });
    expect(() => mergeRecords([whole, whole.slice(1, 2)])).toThrow(/Game 1 appears in two slices/);
  });

  it('derives distinct game seeds from (seed, game) alone', () => {
    const seeds = new Set<number>();
    for (let g = 0; g < 1000; g++) seeds.add(gameSeed(1, g));
    expect(seeds.size).toBe(1000);
    expect(gameSeed(1, 5)).toBe(gameSeed(1, 5));
    expect(gameSeed(1, 5)).not.toBe(gameSeed(2, 5));
  });

  it('gives the same report, byte for byte, on 1, 2 and 3 threads, however the games were shared out', async () => {
    // Enough random games that every thread plays several slices of different sizes.
    const many: SimOptions = { map, players: 4, games: 300, seed: 11, bots: ['random'] };
    const meta = simMeta(many);
    const reports: string[] = [];
    for (const workers of [1, 2, 3]) {
      let progressed = 0;
      const stats: RunStats = { games: [], slices: 0, tailMs: 0 };
      const result = await simulateParallel(many, { workers, stats, onProgress: (done) => (progressed = done) });
      if (!result.ok) throw new Error('simulation refused its options');
      expect(progressed).toBe(many.games);
      expect(result.value.map((r) => r.game)).toEqual([...Array(many.games).keys()]);
      if (workers > 1) {
        expect(stats.games).toHaveLength(workers);
        expect(stats.games.reduce((a, b) => a + b, 0)).toBe(many.games);
        expect(stats.slices).toBeGreaterThan(workers * 2);
      }
      reports.push(JSON.stringify(buildReport(result.value, meta)));
    }
    expect(reports[1]).toBe(reports[0]);
    expect(reports[2]).toBe(reports[0]);
    // Mixed bots, played slice by slice on 2 threads, match the plain single-thread run.
    const two = await simulateParallel(options, { workers: 2 });
    if (!two.ok) throw new Error('simulation refused its options');
    expect(JSON.stringify(buildReport(two.value, simMeta(options)))).toBe(reportJson(options, records(options)));
  });

  it('reports unusable options instead of playing', async () => {
    const bad = await simulateParallel({ ...options, players: 6 as 4, bots: ['random'] }, { workers: 2 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.map((p) => p.field)).toContain('players');
    const variant = simulateGames({ ...options, variants: { portCard: 'sometimes' as 'in-addition' } });
    expect(!variant.ok && variant.error.map((p) => p.field)).toEqual(['variants']);
    const bot = simulateGames({ ...options, bots: ['toString' as 'random'] });
    expect(!bot.ok && bot.error.map((p) => p.message)).toEqual(['There is no bot "toString"; choose from random, greedy, mcts.']);
  });
});
