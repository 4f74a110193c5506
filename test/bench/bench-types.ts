/** A benchmark's figures: named numbers, optionally grouped one level deep. */
export type BenchFigures = Record<string, number | Record<string, number>>;

export interface Bench {
  /** Shown in the table; figure names (not this) are the keys of `--json` output. */
  name: string;
  run(): Promise<BenchFigures>;
}

/** The median of some timings, the figure least moved by one slow run (GC, JIT warm-up). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rounds to 0.01 so JSON output does not carry meaningless digits. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;
