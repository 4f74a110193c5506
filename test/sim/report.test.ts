import { describe, expect, it } from 'vitest';
import { mergeRecords, simulateGames, type GameRecord, type SimOptions } from '../../src/sim/simulate';
import { buildReport, simMeta } from '../../src/sim/report';
import { southPacific } from './helpers';

const map = southPacific();

function run(options: SimOptions) {
  const result = simulateGames(options);
  if (!result.ok) throw new Error(result.error.map((p) => p.message).join('; '));
  return { records: result.value, report: buildReport(mergeRecords([result.value]), simMeta(options)) };
}

describe('report', () => {
  it.each([3, 4, 5] as const)('adds up with %i players', (players) => {
    const { records, report } = run({ map, players, games: 40, seed: players, bots: ['random'] });
    const games = 40;
    expect(report.games).toBe(games);
    expect(report.seats).toHaveLength(players);
    // Every game's win is handed out in full: alone, or in equal shares.
    expect(report.seats.reduce((sum, s) => sum + s.winShare, 0)).toBeCloseTo(games, 9);
    expect(report.seats.reduce((sum, s) => sum + s.wins, 0) + report.sharedGames).toBe(games);
    const sharedSeats = records.filter((r) => r.winners.length > 1).reduce((sum, r) => sum + r.winners.length, 0);
    expect(report.seats.reduce((sum, s) => sum + s.sharedWins, 0)).toBe(sharedSeats);
    expect(Object.values(report.endReasons).reduce((a, b) => a + b, 0)).toBe(games);
    expect(Object.values(report.decidedBy).reduce((a, b) => a + b, 0)).toBe(games);
    for (const s of report.seats) {
      expect(s.winRateCI[0]).toBeLessThanOrEqual(s.winRate);
      expect(s.winRateCI[1]).toBeGreaterThanOrEqual(s.winRate);
      expect(s.score.mean).toBeCloseTo(s.money.mean + s.portPoints.mean, 9);
    }
    expect(report.rounds.min).toBeLessThanOrEqual(report.rounds.mean);
    expect(report.rounds.max).toBeGreaterThanOrEqual(report.rounds.mean);
    expect(report.purple.activated).toBe(records.filter((r) => r.purpleRound !== null).length);
    expect(report.cards['2x'].taken).toBe(records.reduce((sum, r) => sum + r.cards['2x'], 0));
    expect(report.clippers.perGame).toBeCloseTo(records.reduce((sum, r) => sum + r.clippers, 0) / games, 9);
    // With 3 or 4 players one 2X card is out of the game, so at most 5 cards a round.
    for (const r of records) expect(Object.values(r.cards).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(r.rounds * (players === 5 ? 6 : 5));
    expect(report.islands.map((i) => i.id)).toEqual(map.islands.map((i) => i.id));
    for (const island of report.islands) {
      expect(island.reached).toBeLessThanOrEqual(games);
      expect(island.companies.mean).toBeLessThanOrEqual(6);
      if (island.reached === 0) expect(island.companies.mean).toBe(0);
    }
    expect(report.neverReached).toEqual(report.islands.filter((i) => i.reached === 0).map((i) => i.id));
    for (const company of map.companies) {
      expect(report.unusedSegments[company.id]).toBeGreaterThanOrEqual(0);
      expect(report.unusedSegments[company.id]).toBeLessThanOrEqual(company.segments);
    }
  });

  it('counts a shared win as a share for each winner', () => {
    const { records } = run({ map, players: 3, games: 3, seed: 1, bots: ['random'] });
    const meta = simMeta({ map, players: 3, games: 3, seed: 1, bots: ['random'] });
    const shared: GameRecord[] = [
      { ...records[0], winners: [0], decidedBy: 'points' },
      { ...records[1], winners: [1, 2], decidedBy: 'shared' },
      { ...records[2], winners: [0, 1, 2], decidedBy: 'shared' },
    ];
    const report = buildReport(shared, meta);
    expect(report.seats.map((s) => s.wins)).toEqual([1, 0, 0]);
    expect(report.seats.map((s) => s.sharedWins)).toEqual([1, 2, 2]);
    expect(report.seats[0].winShare).toBeCloseTo(1 + 1 / 3, 12);
    expect(report.seats[1].winShare).toBeCloseTo(1 / 2 + 1 / 3, 12);
    expect(report.sharedGames).toBe(2);
    expect(report.decidedBy).toEqual({ points: 1, money: 0, 'last-turn': 0, shared: 2 });
  });

  it('lists islands nobody can reach as never reached', () => {
    // An island joined only by a one-way link pointing away from it can never be entered.
    const cut = structuredClone(map);
    const target = 'australia';
    cut.links = cut.links.map((l) => (l.to === target ? { ...l, from: target, to: l.from, oneWay: true } : l.from === target ? { ...l, oneWay: true } : l));
    const options: SimOptions = { map: cut, players: 4, games: 10, seed: 2, bots: ['random'] };
    const { report } = run(options);
    expect(report.neverReached).toContain(target);
  });
});
