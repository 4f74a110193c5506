import { describe, expect, it } from 'vitest';
import { often, balanceWords } from '../../src/cli/simulate-print';
import { wilson } from '../../src/sim/stats';
import { balanceOf, CARE, frequency, gamesNeeded, gamesToTell, seatReading } from '../../src/sim/verdict';

const seats = (wins: number[], games: number) => wins.map((w) => ({ winRate: w / games, winRateCI: wilson(w, games) }));

describe('verdict: what seat win rates let a designer conclude', () => {
  it('calls a seat fair only when its whole interval lies within 5 points of a fair share', () => {
    // The case: 19.0% of 100 games (12.5–27.8) contains 25% but cannot tell; 1,000 games (17.4–22.3) can.
    expect(seatReading(wilson(19, 100), 0.25)).toBe('undecided');
    expect(seatReading(wilson(197, 1000), 0.25)).toBe('handicapped');
    expect(seatReading(wilson(250, 1000), 0.25)).toBe('fair');
    expect(seatReading(wilson(35, 100), 0.25)).toBe('favoured');
    // At 10 games even an even split is ±30 points.
    expect(seatReading(wilson(3, 10), 0.25)).toBe('undecided');
    expect(CARE).toBe(0.05);
  });

  it('works out the games that tell a seat 5 points off a fair share (power calculation)', () => {
    // n = (1.96·√(p₀q₀) + 0.8416·√(p₁q₁))² / 0.05², by hand: 609.6 for 4 players, 710.2 for 3, 527.6 for 5; up to tens.
    expect(gamesToTell(1 / 4)).toBe(610);
    expect(gamesToTell(1 / 3)).toBe(720);
    expect(gamesToTell(1 / 5)).toBe(530);
    // At that count a fair seat's interval is narrow enough to be called fair.
    expect(seatReading(wilson(610 / 4, 610), 0.25)).toBe('fair');
  });

  it('reads the table: undecided at 10 games with the games that would tell, fair or unfair with enough', () => {
    const ten = balanceOf(seats([3, 3, 2, 2], 10), 10);
    expect(ten).toMatchObject({ verdict: 'undecided', gamesNeeded: 610, fair: 0.25 });
    expect(balanceOf(seats([250, 250, 250, 250], 1000), 1000)).toMatchObject({ verdict: 'fair', gamesNeeded: null });
    const tilted = balanceOf(seats([100, 70, 75, 55], 300), 300);
    expect(tilted.verdict).toBe('unfair');
    expect(tilted.seats).toEqual(['favoured', 'undecided', 'undecided', 'handicapped']);
    expect(tilted.gamesNeeded).toBe(610);
    // Past the power calculation's count, the advice still asks for more games than were played.
    const close = seats([224], 1000);
    expect(seatReading(close[0].winRateCI, 0.25)).toBe('undecided');
    expect(gamesNeeded(close, 0.25, 1000)).toBeGreaterThan(1000);
  });

  it('words it for the command line', () => {
    expect(balanceWords({ games: 10, seats: seats([3, 3, 2, 2], 10) })).toBe(
      'Balance: not enough games to tell whether the seats win a fair share (25.0%): the 95% intervals are too wide. About 610 games would tell a seat 5 points off a fair share from a fair one (4 times in 5).',
    );
    expect(balanceWords({ games: 1000, seats: seats([250, 250, 250, 250], 1000) })).toMatch(/^Balance: every seat wins within 5 points of a fair share \(25\.0%\)/);
    expect(balanceWords({ games: 300, seats: seats([100, 70, 75, 55], 300) })).toBe(
      'Balance: seat 1 (first) wins more than a fair share (25.0%); seat 4 wins less, by the 95% intervals. Not enough games to tell for seat 2 and seat 3. About 610 games would tell a seat 5 points off a fair share from a fair one (4 times in 5).',
    );
  });

  it('writes rare events as a count of games, not a percentage that rounds to nothing', () => {
    expect(frequency(1, 500)).toEqual({ kind: 'rare', count: 1, games: 500 });
    expect(often(1, 500)).toBe('1 game in 500');
    expect(often(3, 500)).toBe('3 games in 500');
    expect(often(0, 500)).toBe('never');
    expect(often(25, 500)).toBe('5.0%');
    expect(frequency(10, 500)).toEqual({ kind: 'share', share: 0.02 });
  });
});

describe('rare events in the printed report', () => {
  it('says purple started in "1 game in 500", not 0.2% or 0%', async () => {
    const { printReport } = await import('../../src/cli/simulate-print');
    const { buildReport, simMeta } = await import('../../src/sim/report');
    const { simulateGames } = await import('../../src/sim/simulate');
    const { southPacific } = await import('./helpers');
    const options = { map: southPacific(), players: 4 as const, games: 5, seed: 1, bots: ['random' as const] };
    const run = simulateGames(options);
    if (!run.ok) throw new Error('options');
    const report = buildReport(run.value, simMeta(options));
    // As if 500 games had been played and purple started in one of them.
    const rare = { ...report, games: 500, purple: { activated: 1, share: 1 / 500, shareCI: wilson(1, 500), round: { mean: 10, sd: 0, min: 10, max: 10 } } };
    const lines: string[] = [];
    printReport({ out: (l) => lines.push(l), err: () => {}, cwd: '.' }, rare, 'maps/south-pacific.json', 500, null, 1);
    expect(lines.find((l) => l.startsWith('Purple became active'))).toBe('Purple became active in 1 game in 500 (95% CI 0.0% – 1.1%), in round 10.0 on average.');
  });
});
