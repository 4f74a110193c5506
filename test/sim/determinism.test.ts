import { describe, expect, it } from 'vitest';
import { simulateParallel } from '../../src/sim/pool';
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

  it('gives the same report on 1 and on 2 worker threads', async () => {
    const meta = simMeta(options);
    const one = await simulateParallel(options, { workers: 1 });
    let progressed = 0;
    const two = await simulateParallel(options, { workers: 2, onProgress: (done) => (progressed = done) });
    if (!one.ok || !two.ok) throw new Error('simulation refused its options');
    expect(progressed).toBe(options.games);
    expect(two.value.map((r) => r.game)).toEqual([...Array(options.games).keys()]);
    expect(JSON.stringify(buildReport(two.value, meta))).toBe(JSON.stringify(buildReport(one.value, meta)));
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
