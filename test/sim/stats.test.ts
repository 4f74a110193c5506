import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine';
import { meanDifference, multinomial, percentile, proportionDifference, summarise, t975, wilson } from '../../src/sim/stats';

describe('stats', () => {
  it('summarises with the sample standard deviation', () => {
    expect(summarise([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ mean: 5, sd: Math.sqrt(32 / 7), min: 2, max: 9 });
    expect(summarise([3])).toEqual({ mean: 3, sd: 0, min: 3, max: 3 });
  });

  it('gives the published Wilson intervals', () => {
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
  });

  it("matches Newcombe's worked example for a difference of proportions", () => {
    // Newcombe (1998), Statistics in Medicine 17:873, example (a): 56/70 vs 48/80, method 10: 0.0524 to 0.3339.
    const d = proportionDifference(48, 80, 56, 70);
    expect(d.value).toBeCloseTo(0.2, 10);
    expect(d.ci[0]).toBeCloseTo(0.0524, 4);
    expect(d.ci[1]).toBeCloseTo(0.3339, 4);
    expect(d.significant).toBe(true);
    expect(proportionDifference(5, 10, 5, 10)).toMatchObject({ value: 0, significant: false });
    // Two rates of 0 are not known to be equal: the interval is as wide as the Wilson upper bound.
    const zero = proportionDifference(0, 10, 0, 10);
    expect(zero).toMatchObject({ value: 0, significant: false });
    expect(zero.ci[0]).toBeCloseTo(-0.2775, 4);
    expect(zero.ci[1]).toBeCloseTo(0.2775, 4);
  });

  it("gives Student's t quantiles and Welch's interval", () => {
    expect(t975(1)).toBeCloseTo(12.7062, 4);
    expect(t975(3)).toBeCloseTo(3.1824, 4);
    expect(t975(10)).toBeCloseTo(2.2281, 3);
    expect(t975(30)).toBeCloseTo(2.0423, 3);
    expect(t975(1e9)).toBeCloseTo(1.96, 3);
    // Welch: df ≈ 41.8, t ≈ 2.0185, se ≈ 0.7483.
    const d = meanDifference({ mean: 10, sd: 2, n: 20 }, { mean: 12, sd: 3, n: 25 });
    expect(d.ci[0]).toBeCloseTo(0.4896, 3);
    expect(d.ci[1]).toBeCloseTo(3.5104, 3);
    expect(meanDifference({ mean: 1, sd: 0, n: 5 }, { mean: 1, sd: 0, n: 5 })).toEqual({ value: 0, ci: [0, 0], significant: false });
  });

  it('draws multinomials that add up and follow the probabilities', () => {
    const rng = createRng(1);
    for (const n of [0, 7, 300, 5000]) {
      const counts = multinomial(rng, n, [0.5, 0.25, 0.25]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
      for (const k of counts) expect(k).toBeGreaterThanOrEqual(0);
    }
    const big = multinomial(rng, 100_000, [0.5, 0.3, 0.2]);
    expect(big[0] / 100_000).toBeCloseTo(0.5, 1);
    expect(big[2] / 100_000).toBeCloseTo(0.2, 1);
    expect(percentile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(percentile([1, 2], 0.25)).toBe(1.25);
  });
});
