/**
 * Runs of a fuzz property: a short run in `npm test`, scaled by FUZZ_RUNS for a
 * long one (`npm run fuzz` runs each property 50 times as often).
 */
export const runs = (n: number): number => Math.max(1, Math.round(n * (Number(process.env.FUZZ_RUNS) > 0 ? Number(process.env.FUZZ_RUNS) : 1)));
