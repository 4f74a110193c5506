import { describe, expect, it } from 'vitest';
import { cli, CLI_MODES, tempFile } from './harness';
import { GAME_IDS } from '../../src/games';

describe.each(CLI_MODES)('rulekit games and a walkthrough of the module format (%s)', (_, cli) => {
  it('games lists every registered game with its seats and variants', async () => {
    const { code, out } = await cli('games', '--json');
    expect(code).toBe(0);
    const games = JSON.parse(out.join('\n')) as { id: string; seats: { min: number; max: number }; variants: { id: string; default: string }[] }[];
    expect(games.map((g) => g.id)).toEqual(GAME_IDS);
    const clippers = games.find((g) => g.id === 'clippers')!;
    expect(clippers.seats).toMatchObject({ min: 3, max: 5 });
    expect(clippers.variants.find((v) => v.id === 'portCard')?.default).toBe('replaces-placement');
  });

  it('a rulekit-walkthrough of Clippers replays like the earlier format', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync('content/walkthroughs/first-round.yaml', 'utf8').replace('format: clippers-walkthrough', 'format: rulekit-walkthrough\ngame: clippers');
    const { code, out } = await cli('walkthrough', tempFile('first-round.yaml', text));
    expect(code).toBe(0);
    expect(out.at(-1)).toBe('All 14 steps hold.');
  });

  it('a walkthrough naming no game the kit carries is refused at its line', async () => {
    const file = tempFile('other.yaml', 'format: rulekit-walkthrough\nversion: 1\ngame: chess\ntitle: { en: x }\nstart: {}\nsteps: []\n');
    const { code, err } = await cli('walkthrough', file);
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/other\.yaml:3:1: error: game: "game" must name a game the kit carries/);
  });
});

describe.each(CLI_MODES)('rulekit walkthrough on another game (%s)', (_, cli) => {
  it('replays a Crossing Oceans example and names the step that breaks', async () => {
    const ok = await cli('walkthrough', 'content/crossing-oceans/walkthroughs/coal.yaml');
    expect(ok.code).toBe(0);
    expect(ok.out.at(-1)).toBe('All 5 steps hold.');
    const { readFileSync } = await import('node:fs');
    const text = readFileSync('content/crossing-oceans/walkthroughs/coal.yaml', 'utf8').replace('cash.yellow: 40', 'cash.yellow: 45');
    const broken = await cli('walkthrough', tempFile('coal.yaml', text));
    expect(broken.code).toBe(1);
    expect(broken.out.join('\n')).toMatch(/coal\.yaml: steps\[0\] \(pier\): expect cash\.yellow = 45, the game has 40/);
    expect(broken.err.at(-1)).toBe('1 of 5 steps break: 1.');
  });
});

describe('rulekit simulate --game', () => {
  it('passes --game clippers to the Clippers simulator, refuses an unknown game, and says why an excerpt cannot be simulated', async () => {
    const clippers = await cli('simulate', '--game', 'clippers', '--games', '2', '--players', '3', '--json');
    expect(clippers.code).toBe(0);
    expect(JSON.parse(clippers.out.join('\n')).games).toBe(2);
    const chess = await cli('simulate', '--game', 'chess');
    expect(chess.code).toBe(2);
    expect(chess.err.join('\n')).toMatch(/--game must be one of clippers/);
    const excerpt = await cli('simulate', '--game', 'crossing-oceans', '--games', '5');
    expect(excerpt.code).toBe(1);
    expect(excerpt.err.join('\n')).toMatch(/Crossing Oceans cannot be set up this way: .*authored layout/);
  });
});
