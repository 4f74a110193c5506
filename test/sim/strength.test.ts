import { describe, expect, it } from 'vitest';
import type { BotName } from '../../src/sim/bots';
import type { SimReport } from '../../src/sim/report';
import { wilson } from '../../src/sim/stats';
import { strengthReport } from '../../src/sim/strength';

/**
 * A report with only what the strength section reads: the line-up and each seat's
 * wins out of `games`, with the simulator's own (Wilson) interval.
 */
function report(bot: BotName, wins: number[], games = 300): SimReport {
  return {
    format: 'clippers-sim-report',
    version: 1,
    map: 'Test board',
    players: wins.length as SimReport['players'],
    games,
    seed: 1,
    bots: wins.map(() => bot),
    ...(bot === 'mcts' ? { search: { budget: 200, policy: 'random' as const, horizon: 0 } } : {}),
    seats: wins.map((w, seat) => ({
      seat,
      bot,
      wins: w,
      sharedWins: 0,
      winShare: w,
      winRate: w / games,
      winRateCI: wilson(w, games),
      score: { mean: 0, sd: 0, min: 0, max: 0 },
      money: { mean: 0, sd: 0, min: 0, max: 0 },
      portPoints: { mean: 0, sd: 0, min: 0, max: 0 },
    })),
  } as unknown as SimReport;
}

describe('strength: greedy in every seat beside mcts in every seat', () => {
  /*
   * Known answers, 3 players and 1,000 games a line-up (fair share 333 wins): Wilson's
   * 95% interval for 333/1000 is 30.4%–36.3%, within 5 points of 1/3, so fair; 400/1000
   * (37.0%–43.1%) sits above a fair share, 267/1000 (24.1%–29.5%) below. A seat is the
   * board's doing only when both line-ups agree.
   */
  const table: { label: string; greedy: number[]; mcts: number[]; verdicts: string[] }[] = [
    { label: 'an even table', greedy: [333, 334, 333], mcts: [333, 334, 333], verdicts: ['fair', 'fair', 'fair'] },
    { label: 'the first seat ahead with both', greedy: [400, 333, 267], mcts: [400, 267, 333], verdicts: ['board-favours', 'bots-only', 'bots-only'] },
    { label: 'the last seat behind with both', greedy: [333, 400, 267], mcts: [380, 350, 270], verdicts: ['bots-only', 'bots-only', 'board-disfavours'] },
    { label: 'opposite readings', greedy: [400, 333, 267], mcts: [267, 333, 400], verdicts: ['bots-only', 'fair', 'bots-only'] },
  ];

  it.each(table)('reads $label', ({ greedy, mcts, verdicts }) => {
    const s = strengthReport(report('greedy', greedy, 1000), report('mcts', mcts, 1000));
    expect(s.seats.map((x) => x.verdict)).toEqual(verdicts);
    expect(s.fair).toBeCloseTo(1 / 3, 12);
    expect(s.games).toBe(1000);
    expect(s.gamesNeeded).toBeNull();
    expect(s.search).toEqual({ budget: 200, policy: 'random', horizon: 0 });
    // Side by side: each line-up's own rate and interval, unchanged.
    s.seats.forEach((seat, i) => {
      expect(seat.greedy.winRate).toBe(greedy[i] / 1000);
      expect(seat.mcts.winRateCI).toEqual(wilson(mcts[i], 1000));
    });
  });

  it('says in words which seats the board favours and which only one kind of player', () => {
    expect(strengthReport(report('greedy', [333, 334, 333], 1000), report('mcts', [333, 334, 333], 1000)).summary).toMatch(/^Every seat wins within 5 points of a fair share/);
    const s = strengthReport(report('greedy', [400, 333, 267], 1000), report('mcts', [400, 267, 333], 1000));
    expect(s.summary).toContain('The board favours seat 1 (first player)');
    expect(s.summary).toContain('seat 2 and seat 3 stand out with only one kind of player');
    expect(strengthReport(report('greedy', [333, 400, 267], 1000), report('mcts', [380, 350, 270], 1000)).summary).toContain('The board handicaps seat 3');
  });

  it('says it cannot tell when the intervals are too wide, and how many games would', () => {
    // The cases: 10 games (intervals of ±30 points), and 100 games where 19 of 100 contains a fair share but cannot tell.
    const ten = strengthReport(report('greedy', [4, 3, 3], 10), report('mcts', [3, 4, 3], 10));
    expect(ten.seats.map((x) => x.verdict)).toEqual(['undecided', 'undecided', 'undecided']);
    expect(ten.gamesNeeded).toBe(720);
    expect(ten.summary).toBe(
      'Not enough games to tell whether the seats win a fair share: at 10 games a line-up the 95% intervals are too wide to say. About 720 games a line-up would tell a seat 5 points off a fair share from a fair one (4 times in 5).',
    );
    const hundred = strengthReport(report('greedy', [19, 41, 40], 100), report('mcts', [33, 33, 34], 100));
    expect(hundred.seats[0].verdict).toBe('undecided');
    expect(hundred.summary).not.toContain('Every seat');
  });

  it('refuses line-ups that are not greedy everywhere and mcts everywhere, or differ in players', () => {
    const mixed = { ...report('greedy', [100, 100, 100]), bots: ['greedy', 'mcts', 'greedy'] as BotName[] };
    expect(() => strengthReport(mixed, report('mcts', [100, 100, 100]))).toThrow(/greedy in every seat and mcts in every seat/);
    expect(() => strengthReport(report('mcts', [100, 100, 100]), report('greedy', [100, 100, 100]))).toThrow(/greedy in every seat/);
    expect(() => strengthReport(report('greedy', [75, 75, 75, 75]), report('mcts', [100, 100, 100]))).toThrow(/same number of players/);
  });
});
