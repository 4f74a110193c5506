import type { Rng } from '../engine';

/**
 * The few statistics the simulator reports. Pure and dependency-free, because the
 * same code runs in the CLI and in a browser worker. All intervals are 95%.
 */

export type Interval = [low: number, high: number];

/** Mean, sample standard deviation and range of a list of numbers. */
export interface Summary {
  mean: number;
  sd: number;
  min: number;
  max: number;
}

/** Two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

export function summarise(values: readonly number[]): Summary {
  const n = values.length;
  if (n === 0) return { mean: 0, sd: 0, min: 0, max: 0 };
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const mean = sum / n;
  let squares = 0;
  for (const v of values) squares += (v - mean) * (v - mean);
  return { mean, sd: n > 1 ? Math.sqrt(squares / (n - 1)) : 0, min, max };
}

/**
 * Wilson score interval for a proportion. Unlike the textbook p ± 1.96·se it stays
 * inside [0, 1] and is honest for small samples and rates near 0 or 1, which is
 * exactly where a designer looks (a seat that never wins, an island never reached).
 * `successes` may be fractional (shared wins count as a share).
 */
export function wilson(successes: number, n: number): Interval {
  if (n <= 0) return [0, 1];
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [clamp01(centre - half), clamp01(centre + half)];
}

/** An estimated difference with its 95% interval; significant when the interval excludes 0. */
export interface Difference {
  value: number;
  ci: Interval;
  significant: boolean;
}

const difference = (value: number, ci: Interval): Difference => ({ value, ci, significant: ci[0] > 0 || ci[1] < 0 });

/**
 * Difference of two proportions (b − a) by Newcombe's hybrid score method: built
 * from the two Wilson intervals, so it behaves where a Wald interval fails
 * (p = 0 or 1, small n).
 */
export function proportionDifference(successesA: number, nA: number, successesB: number, nB: number): Difference {
  const pA = nA > 0 ? successesA / nA : 0;
  const pB = nB > 0 ? successesB / nB : 0;
  const [lA, uA] = wilson(successesA, nA);
  const [lB, uB] = wilson(successesB, nB);
  const d = pB - pA;
  const low = d - Math.sqrt((pB - lB) ** 2 + (uA - pA) ** 2);
  const high = d + Math.sqrt((uB - pB) ** 2 + (pA - lA) ** 2);
  return difference(d, [low, high]);
}

/** Welch's interval for the difference of two means (b − a), unequal variances. */
export function meanDifference(a: { mean: number; sd: number; n: number }, b: { mean: number; sd: number; n: number }): Difference {
  const d = b.mean - a.mean;
  const va = a.n > 0 ? (a.sd * a.sd) / a.n : 0;
  const vb = b.n > 0 ? (b.sd * b.sd) / b.n : 0;
  const se = Math.sqrt(va + vb);
  if (se === 0) return difference(d, [d, d]);
  const df = (va + vb) ** 2 / ((a.n > 1 ? (va * va) / (a.n - 1) : 0) + (b.n > 1 ? (vb * vb) / (b.n - 1) : 0));
  const t = t975(Number.isFinite(df) ? df : 1e9);
  return difference(d, [d - t * se, d + t * se]);
}

/** Exact 97.5% quantiles of Student's t for 1 to 5 degrees of freedom. */
const T975_SMALL = [12.706204736174698, 4.302652729749464, 3.182446305284263, 2.7764451051977987, 2.5705818366147395];

/**
 * The 97.5% quantile of Student's t with `df` (possibly fractional, as Welch's are)
 * degrees of freedom: from 5 on, the Cornish–Fisher expansion (Abramowitz & Stegun
 * 26.7.5), within 3e-4 of the exact value; below 5, the exact values at whole df
 * interpolated in 1/df.
 */
export function t975(df: number): number {
  if (df <= 1) return T975_SMALL[0];
  if (df < 5) {
    const lo = Math.floor(df);
    const w = (1 / lo - 1 / df) / (1 / lo - 1 / (lo + 1));
    return T975_SMALL[lo - 1] + w * (T975_SMALL[lo] - T975_SMALL[lo - 1]);
  }
  const z = Z95;
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  const z9 = z ** 9;
  return (
    z +
    (z3 + z) / (4 * df) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3) +
    (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / (92160 * df ** 4)
  );
}

/** Percentile of sorted values by linear interpolation. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

/** A standard normal draw (Box–Muller), from a seeded generator. */
export function normal(rng: Rng): number {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/**
 * A binomial draw. Exact (n Bernoulli trials) for small n; for large n the normal
 * approximation, whose error is far below the bootstrap's own noise there.
 */
export function binomial(rng: Rng, n: number, p: number): number {
  if (p <= 0 || n <= 0) return 0;
  if (p >= 1) return n;
  if (n < 500) {
    let k = 0;
    for (let i = 0; i < n; i++) if (rng() < p) k++;
    return k;
  }
  const k = Math.round(n * p + Math.sqrt(n * p * (1 - p)) * normal(rng));
  return Math.min(n, Math.max(0, k));
}

/** A multinomial draw of `n` trials over `probabilities` (which sum to 1), as conditional binomials. */
export function multinomial(rng: Rng, n: number, probabilities: readonly number[]): number[] {
  const counts: number[] = [];
  let left = n;
  let mass = 1;
  for (let i = 0; i < probabilities.length; i++) {
    if (i === probabilities.length - 1) {
      counts.push(left);
      break;
    }
    const p = mass > 0 ? Math.min(1, probabilities[i] / mass) : 0;
    const k = binomial(rng, left, p);
    counts.push(k);
    left -= k;
    mass -= probabilities[i];
  }
  return counts;
}

function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}
