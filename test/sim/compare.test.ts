import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/sim/compare';
import type { BotName } from '../../src/sim/bots';
import { mergeRecords, simulateGames, type SimOptions } from '../../src/sim/simulate';
import { buildReport, simMeta, type SimReport } from '../../src/sim/report';
import { southPacific } from './helpers';

const map = southPacific();

function report(options: SimOptions): SimReport {
  const result = simulateGames(options);
  if (!result.ok) throw new Error(result.error.map((p) => p.message).join('; '));
  return buildReport(mergeRecords([result.value]), simMeta(options));
}

const base: SimOptions = { map, players: 4, games: 60, seed: 3, bots: ['random'] };

describe('compareReports', () => {
  it('finds no difference between two runs of the same board', () => {
    const a = report(base);
    const b = report({ ...base, map: structuredClone(map) });
    const c = compareReports(a, b);
    expect(c.significant).toBe(0);
    expect(c.balance.verdict).toBe('no-difference');
    expect(c.balance.difference.value).toBe(0);
    for (const s of c.seats) expect(s.winRate.difference).toMatchObject({ value: 0, significant: false });
    expect(c.islands).toHaveLength(map.islands.length);
    expect(c.onlyIn).toEqual({ a: [], b: [] });
    expect(c.balance.summary).toMatch(/^No significant difference in balance/);
  });

  it('is deterministic, bootstrap included', () => {
    const a = report(base);
    const b = report({ ...base, seed: 4 });
    expect(JSON.stringify(compareReports(a, b))).toBe(JSON.stringify(compareReports(a, b)));
  });

  it('flags a lopsided table as worse balanced', () => {
    const fair = report(base);
    const lopsided = report({ ...base, bots: ['greedy', 'random', 'random', 'random'] as BotName[] });
    const c = compareReports(fair, lopsided);
    expect(c.seats[0].winRate.difference.significant).toBe(true);
    expect(c.seats[0].winRate.difference.value).toBeGreaterThan(0);
    expect(c.balance.verdict).toBe('a-better');
    expect(c.balance.difference.ci[0]).toBeGreaterThan(0);
    expect(c.balance.a.ci[0]).toBeLessThanOrEqual(c.balance.a.ci[1]);
    expect(c.balance.summary).toMatch(/^A \(South Pacific\) is better balanced/);
  });

  it('pairs islands by id and lists the ones only one board has', () => {
    const a = report(base);
    const b = structuredClone(a);
    b.islands = b.islands.slice(1);
    b.islands.push({ ...a.islands[0], id: 'atlantis', name: 'Atlantis' });
    const c = compareReports(a, b);
    expect(c.onlyIn).toEqual({ a: [a.islands[0].id], b: ['atlantis'] });
    expect(c.islands).toHaveLength(a.islands.length - 1);
  });
});
