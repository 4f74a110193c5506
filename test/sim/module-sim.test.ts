import { describe, expect, it } from 'vitest';
import { moduleReportLines, simulateModule } from '../../src/sim/module-sim';
import { game as takeAway } from '../fixtures/games/take-away';

describe('the simulator for any game module', () => {
  it('reports win rates with intervals, length and endings; the same seed gives the same report', () => {
    const a = simulateModule(takeAway, { players: 2, games: 400, seed: 5, bots: ['random'] });
    if ('refused' in a) throw new Error('sets up');
    expect(a.unfinished).toBe(0);
    expect(a.seats.reduce((s, x) => s + x.wins, 0)).toBeCloseTo(400);
    expect(a.endings).toEqual({ 'last-stone': 400 });
    for (const s of a.seats) expect(s.interval[0]).toBeLessThanOrEqual(s.rate);
    const b = simulateModule(takeAway, { players: 2, games: 400, seed: 5, bots: ['random'] });
    if ('refused' in b) throw new Error('sets up');
    expect({ ...b, seconds: 0 }).toEqual({ ...a, seconds: 0 });
  });

  it('a greedy bot that can see a win takes it: against random it wins far more than half', () => {
    const r = simulateModule(takeAway, { players: 2, games: 300, seed: 1, bots: ['greedy', 'random'] });
    if ('refused' in r) throw new Error('sets up');
    // Greedy takes the last stone whenever one or two are left; random does so half the time.
    expect(r.seats[0].interval[0]).toBeGreaterThan(0.5);
    expect(moduleReportLines(takeAway, r).join('\n')).toMatch(/seat 1 \(greedy\): \d+\.\d% \(\d+\.\d%–\d+\.\d%\)/);
  });

  it('the random bot follows the module’s playout weights when it declares them', () => {
    // Weights that all but forbid taking one stone: the random bot then takes two far more often.
    const weighed = { ...takeAway, bots: { evaluate: () => [0, 0], weights: (_s: unknown, moves: readonly { count: number }[]) => moves.map((m) => (m.count === 1 ? 1e-6 : 1)) } };
    const plain = simulateModule(takeAway, { players: 2, games: 200, seed: 3, bots: ['random'] });
    const heavy = simulateModule(weighed, { players: 2, games: 200, seed: 3, bots: ['random'] });
    if ('refused' in plain || 'refused' in heavy) throw new Error('sets up');
    // Fewer stones taken per move means longer games; taking two at a time shortens them.
    expect(heavy.length.mean).toBeLessThan(plain.length.mean * 0.85);
  });

  it('says a seat count the game refuses', () => {
    expect(simulateModule(takeAway, { players: 3, games: 1, seed: 1, bots: ['random'] })).toEqual({ refused: ['setup.players'] });
  });
});
