import { createRng, type Rng } from '../engine';
import type { SimReport } from './report';
import { meanDifference, multinomial, percentile, proportionDifference, type Difference, type Interval } from './stats';

/**
 * Two boards (or rule variants, or bot line-ups) side by side. Every difference is
 * b − a with a 95% interval, flagged significant when the interval excludes 0. With
 * dozens of islands a few flags are expected by chance alone (about 1 in 20 where
 * the boards do not differ), so the balance verdict is the headline.
 */

export interface SeatComparison {
  seat: number;
  /** Each run's win rate with its own (Wilson) 95% interval, and the difference b − a. */
  winRate: { a: number; b: number; aCI: Interval; bCI: Interval; difference: Difference };
  score: { a: number; b: number; difference: Difference };
}

export interface IslandComparison {
  id: string;
  name: string;
  /** Share of games in which any company reached the island. */
  reached: { a: number; b: number; difference: Difference };
  companies: { a: number; b: number; difference: Difference };
}

/** The gap between the seat that wins most and the one that wins least. 0 is a perfectly fair table. */
export interface Spread {
  value: number;
  /** Percentile bootstrap 95% interval. */
  ci: Interval;
}

export type BalanceVerdict = 'a-better' | 'b-better' | 'no-difference';

export interface Comparison {
  format: 'clippers-sim-comparison';
  version: 1;
  a: RunLabel;
  b: RunLabel;
  seats: SeatComparison[];
  rounds: { a: number; b: number; difference: Difference };
  purple: { a: number; b: number; difference: Difference };
  purpleRound: { a: number; b: number; difference: Difference } | null;
  islands: IslandComparison[];
  /** Island ids on only one of the two boards. */
  onlyIn: { a: string[]; b: string[] };
  neverReached: { a: string[]; b: string[] };
  balance: {
    a: Spread;
    b: Spread;
    /** Spread of b − spread of a: below 0 means b is fairer. */
    difference: Difference;
    verdict: BalanceVerdict;
    summary: string;
  };
  /** How many of the differences above are flagged significant. */
  significant: number;
}

export interface RunLabel {
  map: string;
  players: number;
  games: number;
  seed: number;
  bots: string[];
  /** How the run's `mcts` seats searched, when any sat. */
  search?: SimReport['search'];
}

/** Bootstrap resamples: enough that the interval ends move by well under a percentage point between seeds. */
const RESAMPLES = 2000;

/**
 * Which way a difference b − a went, for people: 'rose' or 'fell' only when its 95%
 * interval leaves out 0, else 'unclear' (the runs cannot tell the two apart).
 */
export type Direction = 'rose' | 'fell' | 'unclear';
export const direction = (d: Difference): Direction => (!d.significant ? 'unclear' : d.value > 0 ? 'rose' : 'fell');

/**
 * Run `b` against run `a`: every difference is b − a. To read a change to a board,
 * pass the board as it was as `a` and the changed board as `b` (new − old).
 */
export function compareReports(a: SimReport, b: SimReport): Comparison {
  const seats: SeatComparison[] = [];
  for (let seat = 0; seat < Math.min(a.seats.length, b.seats.length); seat++) {
    const sa = a.seats[seat];
    const sb = b.seats[seat];
    seats.push({
      seat,
      winRate: { a: sa.winRate, b: sb.winRate, aCI: sa.winRateCI, bCI: sb.winRateCI, difference: proportionDifference(sa.winShare, a.games, sb.winShare, b.games) },
      score: {
        a: sa.score.mean,
        b: sb.score.mean,
        difference: meanDifference({ ...sa.score, n: a.games }, { ...sb.score, n: b.games }),
      },
    });
  }
  const islandsB = new Map(b.islands.map((island) => [island.id, island]));
  const islands: IslandComparison[] = [];
  for (const ia of a.islands) {
    const ib = islandsB.get(ia.id);
    if (!ib) continue;
    islands.push({
      id: ia.id,
      name: ia.name,
      reached: { a: ia.share, b: ib.share, difference: proportionDifference(ia.reached, a.games, ib.reached, b.games) },
      companies: {
        a: ia.companies.mean,
        b: ib.companies.mean,
        difference: meanDifference({ ...ia.companies, n: a.games }, { ...ib.companies, n: b.games }),
      },
    });
  }
  const idsA = new Set(a.islands.map((i) => i.id));
  const pa = a.purple.round;
  const pb = b.purple.round;
  const comparison: Omit<Comparison, 'significant'> = {
    format: 'clippers-sim-comparison',
    version: 1,
    a: labelOf(a),
    b: labelOf(b),
    seats,
    rounds: { a: a.rounds.mean, b: b.rounds.mean, difference: meanDifference({ ...a.rounds, n: a.games }, { ...b.rounds, n: b.games }) },
    purple: { a: a.purple.share, b: b.purple.share, difference: proportionDifference(a.purple.activated, a.games, b.purple.activated, b.games) },
    purpleRound:
      pa && pb ? { a: pa.mean, b: pb.mean, difference: meanDifference({ ...pa, n: a.purple.activated }, { ...pb, n: b.purple.activated }) } : null,
    islands,
    onlyIn: { a: a.islands.filter((i) => !islandsB.has(i.id)).map((i) => i.id), b: b.islands.filter((i) => !idsA.has(i.id)).map((i) => i.id) },
    neverReached: { a: a.neverReached, b: b.neverReached },
    balance: balance(a, b),
  };
  const flags = [
    ...seats.flatMap((s) => [s.winRate.difference, s.score.difference]),
    comparison.rounds.difference,
    comparison.purple.difference,
    ...(comparison.purpleRound ? [comparison.purpleRound.difference] : []),
    ...islands.flatMap((i) => [i.reached.difference, i.companies.difference]),
    comparison.balance.difference,
  ];
  return { ...comparison, significant: flags.filter((d) => d.significant).length };
}

function labelOf(r: SimReport): RunLabel {
  return { map: r.map, players: r.players, games: r.games, seed: r.seed, bots: r.bots, ...(r.search ? { search: r.search } : {}) };
}

/**
 * Is one table fairer than the other? The spread of seat win rates is resampled
 * (each game's winner drawn from the observed win shares, which is the ordinary
 * bootstrap of who won) with a generator seeded from the runs, so the same two
 * reports always get the same interval. Even a perfectly fair board shows some
 * spread from chance, so only the difference of spreads answers "which is fairer".
 */
function balance(a: SimReport, b: SimReport): Comparison['balance'] {
  const rng = createRng((a.seed * 31 + b.seed * 7 + a.games * 13 + b.games) >>> 0);
  const spreadA = resampledSpreads(a, rng);
  const spreadB = resampledSpreads(b, rng);
  const diffs = spreadB.map((s, i) => s - spreadA[i]).sort((x, y) => x - y);
  const valueA = spreadOf(a.seats.map((s) => s.winRate));
  const valueB = spreadOf(b.seats.map((s) => s.winRate));
  const ci: Interval = [percentile(diffs, 0.025), percentile(diffs, 0.975)];
  const difference: Difference = { value: valueB - valueA, ci, significant: ci[0] > 0 || ci[1] < 0 };
  const verdict: BalanceVerdict = !difference.significant ? 'no-difference' : difference.value < 0 ? 'b-better' : 'a-better';
  const spread = (label: string, value: number) => `${label} ${pct(value)}`;
  const range = `difference ${signedPct(difference.value)}, 95% CI ${signedPct(ci[0])} to ${signedPct(ci[1])}`;
  const headline =
    verdict === 'no-difference'
      ? 'No significant difference in balance'
      : verdict === 'b-better'
        ? `B (${b.map}) is better balanced`
        : `A (${a.map}) is better balanced`;
  return {
    a: { value: valueA, ci: intervalOf(spreadA) },
    b: { value: valueB, ci: intervalOf(spreadB) },
    difference,
    verdict,
    summary: `${headline}: seat win-rate spread ${spread('A', valueA)}, ${spread('B', valueB)} (${range}).`,
  };
}

function resampledSpreads(report: SimReport, rng: Rng): number[] {
  const n = report.games;
  const shares = report.seats.map((s) => (n > 0 ? s.winShare / n : 0));
  const out: number[] = [];
  for (let k = 0; k < RESAMPLES; k++) {
    const wins = multinomial(rng, n, shares);
    out.push(n > 0 ? spreadOf(wins.map((w) => w / n)) : 0);
  }
  return out;
}

function intervalOf(values: readonly number[]): Interval {
  const sorted = values.slice().sort((x, y) => x - y);
  return [percentile(sorted, 0.025), percentile(sorted, 0.975)];
}

const spreadOf = (rates: readonly number[]): number => (rates.length === 0 ? 0 : Math.max(...rates) - Math.min(...rates));

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const signedPct = (x: number): string => `${x >= 0 ? '+' : '−'}${pct(Math.abs(x))}`;
