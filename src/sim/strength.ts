import type { SimReport } from './report';
import type { Interval } from './stats';
import { CARE, gamesNeeded as needed, seatReading } from './verdict';

/**
 * "Is the imbalance the board's or the bots'?": seat win rates with the greedy bot in
 * every seat and with the search bot in every seat, side by side. A seat that wins
 * more (or less) than its fair share under both line-ups is the board's doing; one
 * that stands out under only one line-up says more about how that bot plays.
 */

export interface StrengthSeat {
  seat: number;
  greedy: { winRate: number; winRateCI: Interval };
  mcts: { winRate: number; winRateCI: Interval };
  /**
   * Where the seat stands against a fair share (1 / players), by its 95% intervals
   * (`seatReading`): fair only when both lie within `CARE` of it; 'undecided' when
   * either line-up's games cannot tell yet.
   */
  verdict: 'fair' | 'board-favours' | 'board-disfavours' | 'bots-only' | 'undecided';
}

export interface StrengthReport {
  games: number;
  /** The fair share of wins: 1 / players. */
  fair: number;
  /** The search bot's settings in the mcts line-up. */
  search: NonNullable<SimReport['search']>;
  seats: StrengthSeat[];
  /** When a seat is undecided: the games per line-up that would tell (`gamesToTell`); else null. */
  gamesNeeded: number | null;
  /** For people: what the two line-ups say together. */
  summary: string;
}

/** Side by side from two reports of the same board: greedy in every seat, mcts in every seat. */
export function strengthReport(greedy: SimReport, mcts: SimReport): StrengthReport {
  if (greedy.players !== mcts.players) throw new Error('The two line-ups must have the same number of players.');
  if (!greedy.bots.every((b) => b === 'greedy') || !mcts.bots.every((b) => b === 'mcts') || mcts.search === undefined) {
    throw new Error('A strength comparison needs greedy in every seat and mcts in every seat.');
  }
  const fair = 1 / greedy.players;
  const side = (ci: Interval): -1 | 0 | 1 | null => {
    const reading = seatReading(ci, fair);
    return reading === 'favoured' ? 1 : reading === 'handicapped' ? -1 : reading === 'fair' ? 0 : null;
  };
  const seats: StrengthSeat[] = greedy.seats.map((g, i) => {
    const m = mcts.seats[i];
    const a = side(g.winRateCI);
    const b = side(m.winRateCI);
    // Until both line-ups have decided, the seat waits: a reading from one alone would be the bot's, not the board's.
    const verdict: StrengthSeat['verdict'] =
      a === null || b === null ? 'undecided' : a === 0 && b === 0 ? 'fair' : a === b ? (a > 0 ? 'board-favours' : 'board-disfavours') : 'bots-only';
    return { seat: i, greedy: { winRate: g.winRate, winRateCI: g.winRateCI }, mcts: { winRate: m.winRate, winRateCI: m.winRateCI }, verdict };
  });
  const games = Math.min(greedy.games, mcts.games);
  const open = seats.some((s) => s.verdict === 'undecided');
  const gamesNeeded = open ? Math.max(needed(greedy.seats, fair, greedy.games), needed(mcts.seats, fair, mcts.games)) : null;
  return { games, fair, search: mcts.search, seats, gamesNeeded, summary: summaryOf(seats, games, gamesNeeded) };
}

const seatLabel = (seat: number) => `seat ${seat + 1}${seat === 0 ? ' (first player)' : ''}`;

function summaryOf(seats: readonly StrengthSeat[], games: number, gamesNeeded: number | null): string {
  const list = (verdict: StrengthSeat['verdict']) => seats.filter((s) => s.verdict === verdict).map((s) => seatLabel(s.seat));
  const favoured = list('board-favours');
  const disfavoured = list('board-disfavours');
  const botsOnly = list('bots-only');
  const undecided = list('undecided');
  const parts: string[] = [];
  if (favoured.length > 0) parts.push(`The board favours ${favoured.join(' and ')}: more than a fair share of wins with greedy and with mcts players alike.`);
  if (disfavoured.length > 0) parts.push(`The board handicaps ${disfavoured.join(' and ')}: less than a fair share with both kinds of player.`);
  if (botsOnly.length > 0) parts.push(`${botsOnly.join(' and ')} ${botsOnly.length === 1 ? 'stands' : 'stand'} out with only one kind of player: that says more about the bots than the board.`);
  if (undecided.length > 0) {
    const points = Math.round(CARE * 100);
    parts.push(
      `Not enough games to tell whether ${undecided.length === seats.length ? 'the seats win' : `${undecided.join(' and ')} ${undecided.length === 1 ? 'wins' : 'win'}`} a fair share: ` +
        `at ${games} games a line-up the 95% intervals are too wide to say. About ${gamesNeeded} games a line-up would tell a seat ${points} points off a fair share from a fair one (4 times in 5).`,
    );
  }
  if (parts.length === 0) parts.push(`Every seat wins within ${Math.round(CARE * 100)} points of a fair share with both kinds of player (95% intervals).`);
  return parts.join(' ');
}
