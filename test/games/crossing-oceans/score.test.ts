import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/crossing-oceans';
import { finalScore, type ScoreInput } from '../../../src/games/crossing-oceans/score';
import { start } from './helpers';

/** The final scoring, from the excerpt's example and from cases worked out by hand. */

const none = { blue: 3, black: 3, green: 3, white: 3, red: 3 };
const input = (over: Partial<ScoreInput>): ScoreInput => ({ cash: 0, coal: 0, contracts: 0, captainsAtSea: 0, houses: 0, flags: {}, columns: none, ...over });

describe('Crossing Oceans final scoring', () => {
  it('reproduces Blue’s 82 points line by line', () => {
    const r = finalScore(input({ cash: 120, coal: 1, contracts: 1, captainsAtSea: 2, houses: 3, flags: { blue: 4, black: 1, green: 2, red: 1, multi: 2 }, columns: { blue: 9, black: 3, green: 7, white: 3, red: 5 } }));
    expect(r.lines.map((l) => l.points)).toEqual([0, 1, 15, 36, 3, 14, 0, 5, 8]);
    expect(r.lines[0].values).toMatchObject({ exchanged: 40, cash: 160 });
    expect(r.total).toBe(82);
  });

  it('no flags at all: money, captains and houses only', () => {
    // £250 + 3 coal + 2 contracts = £350 → 3; 1 captain + 0 houses → 3; multicoloured 0.
    const r = finalScore(input({ cash: 250, coal: 3, contracts: 2, captainsAtSea: 1, flags: { multi: 2 } }));
    expect(r.total).toBe(6);
    expect(r.lines.at(-1)).toMatchObject({ label: 'score.multicoloured', points: 0, values: { colours: 0, value: 0 } });
  });

  it('all five colours: each multicoloured flag is worth 5', () => {
    // 1 flag of each colour on printed 3s = 15; 3 multicoloured × 5 = 15.
    const r = finalScore(input({ flags: { blue: 1, black: 1, green: 1, white: 1, red: 1, multi: 3 } }));
    expect(r.total).toBe(30);
  });

  it('more than five multicoloured flags: each still counts, at most 5 apiece', () => {
    // 7 multicoloured × 5 colours = 35; the colours: 2×6 blue + 1×3 black + 1×4 green + 1×3 white + 1×8 red = 30.
    const r = finalScore(input({ flags: { blue: 2, black: 1, green: 1, white: 1, red: 1, multi: 7 }, columns: { blue: 6, black: 3, green: 4, white: 3, red: 8 } }));
    expect(r.lines.at(-1)!.points).toBe(35);
    expect(r.total).toBe(65);
  });

  it('cash just under £100 scores nothing, exactly £100 scores 1', () => {
    expect(finalScore(input({ cash: 79, coal: 1 })).total).toBe(0); // £99
    expect(finalScore(input({ cash: 80, coal: 1 })).total).toBe(1); // £100
    expect(finalScore(input({ cash: 199 })).total).toBe(1);
  });

  it('a column whose value the excerpt does not give scores 0 and says so', () => {
    const r = finalScore(input({ flags: { green: 2 }, columns: { ...none, green: undefined } }));
    expect(r.unknown).toEqual(['green']);
    expect(r.lines.find((l) => l.values?.column === 'green')).toMatchObject({ points: 0, note: 'missing.column-points' });
  });

  it('ties go to the player with the younger ship (variant: at sea only)', () => {
    const layout = {
      startPlayer: 'blue',
      ended: true,
      players: [
        { colour: 'blue', cash: 100, supply: ['BRITANNIA'] },
        { colour: 'red', cash: 100 },
      ],
      ports: { a: { ship: { id: 'DEVONIA', owner: 'blue' } }, b: { ship: { id: 'ARIZONA', owner: 'red' } } },
      turn: { seat: 'blue' },
    };
    // Both: 1 (money) + 3 (a captain at sea) = 4. Blue's BRITANNIA (1887) beats Red's ARIZONA (1879)…
    const sheet = game.score(start(layout));
    expect(sheet.seats.map((s) => s.total)).toEqual([4, 4]);
    expect(sheet).toMatchObject({ winners: [0], decidedBy: 'score.tie' });
    // …unless only ships at sea count: the ARIZONA (1879) beats the DEVONIA (1877).
    expect(game.score(start(layout, { 'tie-ships': 'at-sea' }))).toMatchObject({ winners: [1], decidedBy: 'score.tie' });
    // A ship without a known year leaves the tie standing.
    const unknown = { ...layout, players: [{ colour: 'blue', cash: 100, supply: ['ORMUZ'] }, layout.players[1]] };
    expect(game.score(start(unknown)).winners).toEqual([0, 1]);
  });
});
