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
   * Known answers by hand, 3 players and 300 games a line-up (fair share 100 wins):
   * Wilson's 95% interval for 100/300 is about 28%–39%, for 130/300 about 38%–49%,
   * for 70/300 about 19%–29%. So 130 wins sit above a fair share (1/3), 70 below,
   * 100 neither. A seat is the board's doing only when both line-ups agree.
   */
  const table: { label: string; greedy: number[]; mcts: number[]; verdicts: string[] }[] = [
    { label: 'an even table', greedy: [100, 100, 100], mcts: [100, 100, 100], verdicts: ['fair', 'fair', 'fair'] },
    { label: 'the first seat ahead with both', greedy: [130, 100, 70], mcts: [130, 70, 100], verdicts: ['board-favours', 'bots-only', 'bots-only'] },
    { label: 'the last seat behind with both', greedy: [100, 130, 70], mcts: [115, 115, 70], verdicts: ['fair', 'bots-only', 'board-disfavours'] },
    { label: 'opposite readings', greedy: [130, 100, 70], mcts: [70, 100, 130], verdicts: ['bots-only', 'fair', 'bots-only'] },
  ];

  it.each(table)('reads $label', ({ greedy, mcts, verdicts }) => {
    const s = strengthReport(report('greedy', greedy), report('mcts', mcts));
    expect(s.seats.map((x) => x.verdict)).toEqual(verdicts);
    expect(s.fair).toBeCloseTo(1 / 3, 12);
    expect(s.games).toBe(300);
    expect(s.search).toEqual({ budget: 200, policy: 'random', horizon: 0 });
    // Side by side: each line-up's own rate and interval, unchanged.
    s.seats.forEach((seat, i) => {
      expect(seat.greedy.winRate).toBe(greedy[i] / 300);
      expect(seat.mcts.winRateCI).toEqual(wilson(mcts[i], 300));
    });
  });

  it('says in words which seats the board favours and which only one kind of player', () => {
    expect(strengthReport(report('greedy', [100, 100, 100]), report('mcts', [100, 100, 100])).summary).toMatch(/^No seat wins more or less than a fair share/);
    const s = strengthReport(report('greedy', [130, 100, 70]), report('mcts', [130, 70, 100]));
    expect(s.summary).toContain('The board favours seat 1 (first player)');
    expect(s.summary).toContain('seat 2 and seat 3 stand out with only one kind of player');
    expect(strengthReport(report('greedy', [100, 130, 70]), report('mcts', [115, 115, 70])).summary).toContain('The board handicaps seat 3');
  });

  it('refuses line-ups that are not greedy everywhere and mcts everywhere, or differ in players', () => {
    const mixed = { ...report('greedy', [100, 100, 100]), bots: ['greedy', 'mcts', 'greedy'] as BotName[] };
    expect(() => strengthReport(mixed, report('mcts', [100, 100, 100]))).toThrow(/greedy in every seat and mcts in every seat/);
    expect(() => strengthReport(report('mcts', [100, 100, 100]), report('greedy', [100, 100, 100]))).toThrow(/greedy in every seat/);
    expect(() => strengthReport(report('greedy', [75, 75, 75, 75]), report('mcts', [100, 100, 100]))).toThrow(/same number of players/);
  });
});
