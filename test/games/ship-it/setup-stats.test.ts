import { describe, expect, it } from 'vitest';
import { formatStats, setupStats } from '../../../src/games/ship-it/setup-stats';

describe('setup statistics over 10,000 seeds (rule setup.columns)', () => {
  it('"three or four columns, typically ten or eleven cities, occasionally nine or twelve, and only rarely anything else"', () => {
    const seeds = 10_000;
    const { columns, cities } = setupStats(seeds);
    const share = (m: Map<number, number>, ...keys: number[]) => keys.reduce((n, k) => n + (m.get(k) ?? 0), 0) / seeds;
    // Ten and eleven are the two commonest counts, together most games.
    const ranked = [...cities.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
    expect(ranked.slice(0, 2).sort()).toEqual([10, 11]);
    expect(share(cities, 10, 11)).toBeGreaterThan(0.5);
    // Nine and twelve next ("occasionally"), anything else rare.
    expect(ranked.slice(2, 4).sort()).toEqual([12, 9].sort());
    expect(1 - share(cities, 9, 10, 11, 12)).toBeLessThan(0.1);
    // Columns: three or four in all but the rare boards of 13 cities or more.
    expect(share(columns, 3, 4)).toBeGreaterThan(0.9);
    expect(formatStats(200)).toContain('columns');
  });
});
