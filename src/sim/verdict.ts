import { Z95, type Interval } from './stats';

/**
 * What a designer may conclude from seat win rates, for every surface that says it
 * (`clippers simulate`, `--strength`, the editor's Simulate panel): the same readings,
 * each surface with its own words. Pure and dependency-free, like `stats.ts`.
 *
 * An interval that merely contains a fair share does not make a seat fair: with 100
 * games it spans 15 points either side. A seat is called fair only when its whole
 * 95% interval lies within `CARE` of a fair share, unfair when the interval leaves
 * the fair share out, and otherwise the games cannot tell yet.
 */

/** The difference in win rate a designer cares about: 5 points either side of a fair share. */
export const CARE = 0.05;
/** The chance of seeing a seat `CARE` off a fair share, that `gamesToTell` aims for. */
export const POWER = 0.8;
/** The normal quantile of `POWER` (80%). */
const Z_POWER = 0.8416212335729143;

export type SeatReading = 'favoured' | 'handicapped' | 'fair' | 'undecided';

/** A seat's reading from its win rate's 95% interval, against a fair share of `fair`. */
export function seatReading(ci: Interval, fair: number, care = CARE): SeatReading {
  if (ci[0] > fair) return 'favoured';
  if (ci[1] < fair) return 'handicapped';
  // A hair of slack for intervals computed at exactly the edge.
  if (ci[0] >= fair - care - 1e-12 && ci[1] <= fair + care + 1e-12) return 'fair';
  return 'undecided';
}

/**
 * Games per run that tell a seat winning `care` more than a fair share from a fair
 * seat, `POWER` of the time, with a two-sided 95% test (the one-sample test of a
 * proportion: n = (z·√(p₀q₀) + z_β·√(p₁q₁))² / care²). Rounded up to tens: it is advice.
 * The same count makes a fair seat's interval narrow enough to fall within `care`.
 */
export function gamesToTell(fair: number, care = CARE): number {
  const p1 = Math.min(1, fair + care);
  const n = (Z95 * Math.sqrt(fair * (1 - fair)) + Z_POWER * Math.sqrt(p1 * (1 - p1))) ** 2 / (care * care);
  return Math.ceil(n / 10) * 10;
}

/**
 * Games a run needs to decide every undecided seat: the power calculation
 * (`gamesToTell`) while the run is shorter than that; past it, the count at which the
 * observed rates' intervals would shut out a fair share or fit within `CARE` of it
 * (the interval narrows as 1/√games), so the advice always asks for more than was played.
 */
export function gamesNeeded(seats: readonly { winRate: number; winRateCI: Interval }[], fair: number, games: number): number {
  const base = gamesToTell(fair);
  if (games < base) return base;
  let most = games;
  for (const s of seats) {
    if (seatReading(s.winRateCI, fair) !== 'undecided') continue;
    const p = Math.min(Math.max(s.winRate, 0.01), 0.99);
    const off = Math.abs(p - fair);
    const spread = Z95 * Z95 * p * (1 - p);
    const toExclude = off > 0 ? spread / (off * off) : Infinity;
    const toFit = off < CARE ? spread / ((CARE - off) * (CARE - off)) : Infinity;
    most = Math.max(most, Math.min(toExclude, toFit));
  }
  return Math.max(Math.ceil((most * 1.1) / 10) * 10, games + 10);
}

export interface Balance {
  /** 'fair': every seat within `CARE` of a fair share; 'unfair': at least one seat decided off it; 'undecided': neither. */
  verdict: 'fair' | 'unfair' | 'undecided';
  seats: SeatReading[];
  fair: number;
  /** When any seat is undecided: the games a run needs to tell (`gamesToTell`), else null. */
  gamesNeeded: number | null;
}

/** The table's reading from its seats' win-rate intervals. */
export function balanceOf(seats: readonly { winRate: number; winRateCI: Interval }[], games: number): Balance {
  const fair = seats.length > 0 ? 1 / seats.length : 0;
  const readings = seats.map((s) => seatReading(s.winRateCI, fair));
  const undecided = readings.includes('undecided');
  const verdict = readings.some((r) => r === 'favoured' || r === 'handicapped') ? 'unfair' : undecided ? 'undecided' : 'fair';
  return { verdict, seats: readings, fair, gamesNeeded: undecided ? gamesNeeded(seats, fair, games) : null };
}

/**
 * How often something happened, for people: a percentage, unless it is rare enough
 * that a percentage would round it to 0% or hide how few games it rests on ("1 game
 * in 500"); and "never" for none.
 */
export type Frequency = { kind: 'never' } | { kind: 'rare'; count: number; games: number } | { kind: 'share'; share: number };

/** Below this share a frequency is written as a count of games. */
export const RARE = 0.02;

export function frequency(count: number, games: number): Frequency {
  if (games <= 0 || count <= 0) return { kind: 'never' };
  const share = count / games;
  return share < RARE ? { kind: 'rare', count, games } : { kind: 'share', share };
}
