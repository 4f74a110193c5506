/**
 * How many cases a property or fuzz test runs. `npm test` runs a quarter of each full
 * budget (enough to catch a broken invariant on every push, within its two minutes);
 * `npm run test:property` (PROPERTY_BUDGET=full, what CI runs too) runs the whole budget and
 * prints each count; `npm run fuzz` (FUZZ_RUNS=50) fifty times the full budget.
 */
const FULL = process.env.PROPERTY_BUDGET === 'full';
const FUZZ = Number(process.env.FUZZ_RUNS);
export const PROPERTY_SCALE = FUZZ > 0 ? FUZZ : FULL ? 1 : 0.25;

/** The number of cases to run for a property whose full budget is `full`; `label` names it in the printed count. */
export function runs(full: number, label?: string): number {
  const n = Math.max(1, Math.round(full * PROPERTY_SCALE));
  if ((FULL || FUZZ > 0) && label) console.info(`[property budget] ${label}: ${n} cases`);
  return n;
}
