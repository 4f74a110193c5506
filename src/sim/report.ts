import { CARD_KIND_LIST, DEFAULT_VARIANTS, type CardKind, type EndReason, type PlayerCount, type ScoreSheet, type Seat, type Variants } from '../engine';
import { COMPANY_IDS, type CompanyId } from '../map/schema';
import type { BotName } from './bots';
import { DEFAULT_HORIZON, DEFAULT_SIM_PLAYOUTS, type PlayoutPolicy } from './mcts';
import { seatBots, type GameRecord, type SeatRecord, type SimOptions } from './simulate';
import { summarise, wilson, type Interval, type Summary } from './stats';

/**
 * The simulator's report: what the game records of a run (`simulate.ts`) say about
 * how fair and how lively the board is.
 */

const CARD_KINDS: readonly CardKind[] = CARD_KIND_LIST;
const END_REASONS: readonly EndReason[] = ['all-laid', 'no-placement', 'dead-board'];
const DECIDED_BY: readonly ScoreSheet['decidedBy'][] = ['points', 'money', 'last-turn', 'shared'];

/** What the report says about its run. */
export interface SimMeta {
  map: { name: string; islands: { id: string; name: string; value: number; ports: number }[] };
  players: PlayerCount;
  seed: number;
  /** One per seat, in turn order. */
  bots: BotName[];
  variants: Variants;
  /** How the `mcts` seats searched; only when one sat. */
  search?: SearchSettings;
}

/** A report's record of how its `mcts` seats searched. */
export interface SearchSettings {
  /** Playouts per move. */
  budget: number;
  policy: PlayoutPolicy;
  /** Moves played with `policy` before a position is valued. */
  horizon: number;
}

export function simMeta(options: SimOptions): SimMeta {
  const bots = seatBots(options);
  const meta: SimMeta = {
    map: { name: options.map.name, islands: options.map.islands.map(({ id, name, value, ports }) => ({ id, name, value, ports })) },
    players: options.players,
    seed: options.seed,
    bots,
    variants: { ...DEFAULT_VARIANTS, ...options.variants },
  };
  // Only when it matters, so that reports of runs without a search bot stay as they were.
  if (bots.includes('mcts')) meta.search = { budget: options.budget ?? DEFAULT_SIM_PLAYOUTS, policy: options.policy ?? 'random', horizon: options.horizon ?? DEFAULT_HORIZON };
  return meta;
}

export interface SeatReport {
  /** 0 is the first player of round 1. */
  seat: Seat;
  bot: BotName;
  /** Games this seat won alone. */
  wins: number;
  /** Games whose win this seat shared (the tie-break left a tie). */
  sharedWins: number;
  /** Wins plus 1/k of each win shared by k seats; over all seats these add up to the number of games. */
  winShare: number;
  winRate: number;
  /** Wilson 95% interval of the win rate. */
  winRateCI: Interval;
  score: { mean: number; sd: number };
  money: { mean: number; sd: number };
  portPoints: { mean: number; sd: number };
}

export interface IslandReport {
  id: string;
  name: string;
  value: number;
  ports: number;
  /** Games in which at least one company reached the island. */
  reached: number;
  share: number;
  companies: { mean: number; sd: number };
}

export interface SimReport {
  format: 'clippers-sim-report';
  version: 1;
  map: string;
  players: PlayerCount;
  games: number;
  seed: number;
  bots: BotName[];
  variants: Variants;
  /** How the `mcts` seats searched; present only when one sat. */
  search?: SearchSettings;
  seats: SeatReport[];
  /** Games whose win was shared; each such game adds 1/k to each of its k winners' `winShare`. */
  sharedGames: number;
  /** What decided the winner: points, money, the last-turn tie-break, or nothing (shared). */
  decidedBy: Record<ScoreSheet['decidedBy'], number>;
  rounds: Summary;
  endReasons: Record<EndReason, number>;
  purple: { activated: number; share: number; shareCI: Interval; round: Summary | null };
  /** Mean segments each company had left at the end. */
  unusedSegments: Record<CompanyId, number>;
  cards: Record<CardKind, { taken: number; perGame: number }>;
  clippers: { bought: number; perGame: number };
  islands: IslandReport[];
  /** Ids of islands no company reached in any game. */
  neverReached: string[];
}

/** The report on a run. Reads records in the order given: pass them through `mergeRecords` first. */
export function buildReport(records: readonly GameRecord[], meta: SimMeta): SimReport {
  const n = records.length;
  const seats: SeatReport[] = meta.bots.map((bot, seat) => {
    let wins = 0;
    let sharedWins = 0;
    let winShare = 0;
    for (const r of records) {
      if (!r.winners.includes(seat)) continue;
      if (r.winners.length === 1) wins++;
      else sharedWins++;
      winShare += 1 / r.winners.length;
    }
    const pick = (f: (s: SeatRecord) => number) => meanSd(records.map((r) => f(r.seats[seat])));
    return {
      seat,
      bot,
      wins,
      sharedWins,
      winShare,
      winRate: n > 0 ? winShare / n : 0,
      winRateCI: wilson(winShare, n),
      score: pick((s) => s.total),
      money: pick((s) => s.money),
      portPoints: pick((s) => s.portPoints),
    };
  });
  const decidedBy = countBy(DECIDED_BY, records.map((r) => r.decidedBy));
  const purpleRounds = records.flatMap((r) => (r.purpleRound === null ? [] : [r.purpleRound]));
  const unusedSegments = {} as Record<CompanyId, number>;
  for (const c of COMPANY_IDS) unusedSegments[c] = mean(records.map((r) => r.unused[c]));
  const cards = {} as SimReport['cards'];
  for (const kind of CARD_KINDS) {
    const taken = records.reduce((sum, r) => sum + r.cards[kind], 0);
    cards[kind] = { taken, perGame: n > 0 ? taken / n : 0 };
  }
  const bought = records.reduce((sum, r) => sum + r.clippers, 0);
  const islands: IslandReport[] = meta.map.islands.map((island, i) => {
    const reached = records.reduce((k, r) => k + (r.reach[i] > 0 ? 1 : 0), 0);
    return { ...island, reached, share: n > 0 ? reached / n : 0, companies: meanSd(records.map((r) => r.reach[i])) };
  });
  return {
    format: 'clippers-sim-report',
    version: 1,
    map: meta.map.name,
    players: meta.players,
    games: n,
    seed: meta.seed,
    bots: meta.bots,
    variants: meta.variants,
    ...(meta.search ? { search: meta.search } : {}),
    seats,
    sharedGames: decidedBy.shared,
    decidedBy,
    rounds: summarise(records.map((r) => r.rounds)),
    endReasons: countBy(END_REASONS, records.map((r) => r.endReason)),
    purple: {
      activated: purpleRounds.length,
      share: n > 0 ? purpleRounds.length / n : 0,
      shareCI: wilson(purpleRounds.length, n),
      round: purpleRounds.length > 0 ? summarise(purpleRounds) : null,
    },
    unusedSegments,
    cards,
    clippers: { bought, perGame: n > 0 ? bought / n : 0 },
    islands,
    neverReached: islands.filter((i) => i.reached === 0).map((i) => i.id),
  };
}

function countBy<K extends string>(keys: readonly K[], values: readonly K[]): Record<K, number> {
  const counts = {} as Record<K, number>;
  for (const k of keys) counts[k] = 0;
  for (const v of values) counts[v]++;
  return counts;
}

const mean = (values: readonly number[]): number => summarise(values).mean;

function meanSd(values: readonly number[]): { mean: number; sd: number } {
  const { mean: m, sd } = summarise(values);
  return { mean: m, sd };
}
