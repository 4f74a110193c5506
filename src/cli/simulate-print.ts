import { CARD_LABEL } from '../engine';
import { direction, type Comparison } from '../sim/compare';
import type { SimReport } from '../sim/report';
import type { Difference, Interval } from '../sim/stats';
import type { StrengthReport } from '../sim/strength';
import { balanceOf, CARE, frequency } from '../sim/verdict';
import type { CliIo } from './command';

/** `clippers simulate`'s reports as text tables: one board's, the strength run's, and two boards compared. */

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const signedPct = (x: number): string => `${x < 0 ? '−' : '+'}${pct(Math.abs(x))}`;
const num = (x: number, digits = 1): string => x.toFixed(digits);
const signed = (x: number, digits = 1): string => `${x < 0 ? '−' : '+'}${Math.abs(x).toFixed(digits)}`;
const interval = ([lo, hi]: Interval, show: (x: number) => string = pct): string => `${show(lo)} – ${show(hi)}`;
export const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const seatName = (seat: number): string => (seat === 0 ? '1 (first)' : String(seat + 1));
/** How often, as `frequency` words it: "12.5%", "1 game in 500", "never". */
export function often(count: number, games: number): string {
  const f = frequency(count, games);
  return f.kind === 'never' ? 'never' : f.kind === 'rare' ? `${f.count} game${f.count === 1 ? '' : 's'} in ${f.games}` : pct(f.share);
}
const points = `${Math.round(CARE * 100)} points`;

/** Left-aligned text columns, right-aligned number columns. */
function table(io: CliIo, header: string[], rows: string[][], numeric: boolean[], indent = '  '): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => indent + cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  io.out(line(header));
  for (const row of rows) io.out(line(row));
}

export const END_LABEL = { 'all-laid': 'all segments laid', 'no-placement': 'no segment could be laid', 'dead-board': 'board dead at the end of a round' } as const;

export function printReport(io: CliIo, r: SimReport, file: string, games: number, started: number | null, workers: number, tag?: string): void {
  io.out(`${tag ? `${tag}: ` : ''}${r.map} (${file}): ${r.players} players, ${r.games} games, seed ${r.seed}`);
  io.out(`Bots: ${seatingOf(r)}.${searchOf(r)} Variants: ${Object.entries(r.variants).map(([k, v]) => `${k}=${v}`).join(', ')}.`);
  io.out('');
  io.out('Seats (seat 1 is the first player of round 1):');
  table(
    io,
    ['seat', 'bot', 'win rate', '95% CI', 'wins', 'shared', 'score', 'sd'],
    r.seats.map((s) => [seatName(s.seat), s.bot, pct(s.winRate), interval(s.winRateCI), String(s.wins), String(s.sharedWins), num(s.score.mean), num(s.score.sd)]),
    [false, false, true, true, true, true, true, true],
  );
  if (r.sharedGames > 0) io.out(`  ${r.sharedGames} game(s) ended in a shared win; each winner of such a game is credited 1/k of it.`);
  io.out(`  ${balanceWords(r)}`);
  io.out('');
  io.out(`Game length: ${num(r.rounds.mean)} rounds on average (sd ${num(r.rounds.sd)}, shortest ${r.rounds.min}, longest ${r.rounds.max}).`);
  const ends = (Object.keys(r.endReasons) as (keyof typeof END_LABEL)[]).map((k) => `${END_LABEL[k]} ${r.endReasons[k]} (${pct(r.endReasons[k] / r.games)})`);
  io.out(`How games ended: ${ends.join('; ')}.`);
  io.out(
    r.purple.round
      ? `Purple became active in ${frequency(r.purple.activated, r.games).kind === 'rare' ? `${often(r.purple.activated, r.games)} (95% CI` : `${pct(r.purple.share)} of games (${r.purple.activated} of ${r.games}, 95% CI`} ${interval(r.purple.shareCI)}), in round ${num(r.purple.round.mean)} on average.`
      : `Purple never became active (95% CI of the rate ${interval(r.purple.shareCI)}).`,
  );
  io.out(`Segments left unused per game: ${Object.entries(r.unusedSegments).map(([c, n]) => `${c} ${num(n)}`).join(', ')}.`);
  io.out(`Option cards taken per game: ${(Object.keys(r.cards) as (keyof typeof CARD_LABEL)[]).map((k) => `${CARD_LABEL[k]} ${num(r.cards[k].perGame, 2)}`).join(', ')}.`);
  io.out(`Clippers bought per game: ${num(r.clippers.perGame, 2)}.`);
  io.out('');
  io.out('Islands, least reached first (reached: share of games with at least one company there):');
  const islands = r.islands.slice().sort((x, y) => x.share - y.share || x.companies.mean - y.companies.mean);
  table(
    io,
    ['island', 'value', 'ports', 'reached', 'companies'],
    islands.map((i) => [i.name, String(i.value), String(i.ports), often(i.reached, r.games), num(i.companies.mean, 2)]),
    [false, true, true, true, true],
  );
  io.out(r.neverReached.length > 0 ? `Islands never reached: ${r.neverReached.join(', ')}.` : 'Every island was reached in at least one game.');
  if (started !== null) io.out(`${games} games in ${seconds(started)} on ${workers} worker(s).`);
}

/** What the seats' intervals let a designer conclude (`balanceOf`), in a sentence. */
export function balanceWords(r: { games: number; seats: readonly { winRate: number; winRateCI: Interval }[] }): string {
  const b = balanceOf(r.seats, r.games);
  const fair = pct(b.fair);
  const seats = (reading: string) => b.seats.flatMap((x, seat) => (x === reading ? [`seat ${seatName(seat)}`] : []));
  if (b.verdict === 'fair') return `Balance: every seat wins within ${points} of a fair share (${fair}), by the 95% intervals.`;
  const parts: string[] = [];
  const more = seats('favoured');
  const less = seats('handicapped');
  if (more.length > 0) parts.push(`${more.join(' and ')} ${more.length === 1 ? 'wins' : 'win'} more than a fair share (${fair})`);
  if (less.length > 0) parts.push(`${less.join(' and ')} ${less.length === 1 ? 'wins' : 'win'} less`);
  const open = seats('undecided');
  const tell = `About ${b.gamesNeeded} games would tell a seat ${points} off a fair share from a fair one (4 times in 5).`;
  if (parts.length === 0) return `Balance: not enough games to tell whether the seats win a fair share (${fair}): the 95% intervals are too wide. ${tell}`;
  return `Balance: ${parts.join('; ')}, by the 95% intervals.${open.length > 0 ? ` Not enough games to tell for ${open.join(' and ')}. ${tell}` : ''}`;
}

/** Which bot sat where: "greedy in every seat" or "seat 1 mcts, seat 2 greedy, …". */
function seatingOf(r: Pick<SimReport, 'bots'>): string {
  return r.bots.every((b) => b === r.bots[0]) ? `${r.bots[0]} in every seat` : r.bots.map((b, seat) => `seat ${seat + 1} ${b}`).join(', ');
}

function searchOf(r: Pick<SimReport, 'search'>): string {
  if (r.search === undefined) return '';
  const { budget, policy, horizon } = r.search;
  return ` Search (mcts): ${budget} playouts a move, ${horizon === 0 ? 'each leaf valued at once' : `${horizon} ${policy} moves before valuing`}.`;
}

export function printStrength(io: CliIo, s: StrengthReport): void {
  io.out(`Balance with strong players: ${s.games} games with greedy in every seat, ${s.games} with mcts in every seat (${s.search.budget} playouts a move). A fair share is ${pct(s.fair)}.`);
  const verdict = {
    fair: `fair (within ${points})`,
    'board-favours': 'the board favours it',
    'board-disfavours': 'the board handicaps it',
    'bots-only': 'one line-up only',
    undecided: 'not enough games to tell',
  } as const;
  table(
    io,
    ['seat', 'greedy', '95% CI', 'mcts', '95% CI', 'reading'],
    s.seats.map((x) => [seatName(x.seat), pct(x.greedy.winRate), interval(x.greedy.winRateCI), pct(x.mcts.winRate), interval(x.mcts.winRateCI), verdict[x.verdict]]),
    [false, true, true, true, true, false],
  );
  io.out(`  ${s.summary}`);
}

/** How a change reads (`direction`). */
export const CHANGE_WORD = { rose: 'rose', fell: 'fell', unclear: 'no clear change' } as const;

function diff(d: Difference, show: (x: number) => string): string[] {
  return [show(d.value), interval(d.ci, show), CHANGE_WORD[direction(d)]];
}

/** The files the two runs played, for the comparison's labels. */
export interface ComparedFiles {
  old: string;
  new: string;
}

/**
 * Two boards compared, `c` being `compareReports(old, new)`: every change is new − old,
 * and says "rose" or "fell" only when its 95% interval leaves out 0.
 */
export function printComparison(io: CliIo, c: Comparison, files: ComparedFiles): void {
  io.out(`Changes, new − old (old: ${c.a.map}, ${files.old}; new: ${c.b.map}, ${files.new}). "rose" or "fell" when the 95% CI of the change leaves out 0:`);
  table(
    io,
    ['', 'old', 'new', 'new − old', '95% CI', ''],
    [
      ...c.seats.map((s) => [`seat ${seatName(s.seat)} win rate`, pct(s.winRate.a), pct(s.winRate.b), ...diff(s.winRate.difference, signedPct)]),
      ...c.seats.map((s) => [`seat ${seatName(s.seat)} score`, num(s.score.a), num(s.score.b), ...diff(s.score.difference, signed)]),
      ['game length (rounds)', num(c.rounds.a), num(c.rounds.b), ...diff(c.rounds.difference, signed)],
      ['purple becomes active', pct(c.purple.a), pct(c.purple.b), ...diff(c.purple.difference, signedPct)],
      ...(c.purpleRound ? [['purple start (round)', num(c.purpleRound.a), num(c.purpleRound.b), ...diff(c.purpleRound.difference, signed)]] : []),
      ['seat win-rate spread', pct(c.balance.a.value), pct(c.balance.b.value), ...diff(c.balance.difference, signedPct)],
    ],
    [false, true, true, true, true, false],
  );
  const moved = c.islands.filter((i) => i.reached.difference.significant || i.companies.difference.significant);
  io.out('');
  if (moved.length === 0) io.out('No island’s reach changed clearly.');
  else {
    io.out('Islands whose reach changed (with many islands, about 1 in 20 is flagged by chance):');
    table(
      io,
      ['island', 'reached old', 'reached new', 'new − old', '', 'companies old', 'companies new', 'new − old', ''],
      moved.map((i) => [
        i.name,
        pct(i.reached.a),
        pct(i.reached.b),
        signedPct(i.reached.difference.value),
        CHANGE_WORD[direction(i.reached.difference)],
        num(i.companies.a, 2),
        num(i.companies.b, 2),
        signed(i.companies.difference.value, 2),
        CHANGE_WORD[direction(i.companies.difference)],
      ]),
      [false, true, true, true, false, true, true, true, false],
    );
  }
  if (c.onlyIn.a.length > 0) io.out(`Only on the old board: ${c.onlyIn.a.join(', ')}.`);
  if (c.onlyIn.b.length > 0) io.out(`Only on the new board: ${c.onlyIn.b.join(', ')}.`);
  io.out('');
  io.out(`Balance: ${balanceChange(c)}`);
}

/** The balance verdict in old/new words (the spread of seat win rates: lower is fairer). */
export function balanceChange(c: Comparison): string {
  const b = c.balance;
  const range = `spread of seat win rates ${pct(b.a.value)} before, ${pct(b.b.value)} after (change ${signedPct(b.difference.value)}, 95% CI ${signedPct(b.difference.ci[0])} to ${signedPct(b.difference.ci[1])})`;
  if (b.verdict === 'b-better') return `the new board is better balanced: ${range}.`;
  if (b.verdict === 'a-better') return `the new board is worse balanced: ${range}.`;
  return `no clear change in balance: ${range}.`;
}
