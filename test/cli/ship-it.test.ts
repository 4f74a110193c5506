import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli, CLI_MODES, tempFile } from './harness';

const layout = (coins: unknown[], officials: Record<string, string> = {}) =>
  JSON.stringify(
    {
      players: [{ name: 'A', colours: ['red'] }, { name: 'B', colours: ['green'] }, { name: 'C', colours: ['blue'] }],
      tiles: [
        { suit: 'red', value: 0, x: 0, y: 0, tick: 'se' },
        { suit: 'green', value: 1, x: 4, y: 0, tick: 'nw' },
      ],
      dominoes: [{ a: 1, b: 2, x: 2, y: 2, dir: 'E' }],
      coins,
      officials,
    },
    null,
    2,
  );

describe.each(CLI_MODES)('rulekit setup and check for a game with a layout format (%s)', (_, run) => {
  it('setup --game ship-it --seed S prints the board as a text picture, the same for the same seed', async () => {
    const a = await run('setup', '--game', 'ship-it', '--seed', '7');
    expect(a.code).toBe(0);
    const text = a.out.join('\n');
    // Tiles with suit letter and number, tick corners, face-down coins, dice, hub pawns and the pool.
    expect(text).toMatch(/[RGBK][0-5]/);
    expect(text).toMatch(/\*/);
    expect(text).toMatch(/[rgbk]\?/);
    expect(text).toMatch(/D[rgbk]/);
    expect(text).toMatch(/H[rgbk]/);
    expect(text).toMatch(/Pool: 28 dominoes face down/);
    expect((await run('setup', '--game', 'ship-it', '--seed', '7')).out).toEqual(a.out);
    expect((await run('setup', '--game', 'ship-it', '--seed', '8')).out).not.toEqual(a.out);
  });

  it('setup refuses a seat count the game does not take', async () => {
    const r = await run('setup', '--game', 'ship-it', '--players', '5');
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/2 to 4 players/);
  });

  it('check --game ship-it puts each problem of a layout at its file, line and column, with the element and the fix', async () => {
    const file = tempFile('layout.json', layout([{ suit: 'red', value: 3, at: '2,2' }, { suit: 'blue', value: 2, at: '3,2' }, { suit: 'green', value: 4, at: '5,5' }], { red: '3,2' }));
    const r = await run('check', '--game', 'ship-it', file);
    expect(r.code).toBe(1);
    const lines = readFileSync(file, 'utf8').split('\n');
    const shared = r.out.find((l) => l.includes('[ship-it.layout-shared]'))!;
    expect(shared).toMatch(/layout\.json:(\d+):(\d+): error: coins\[1\]\.at: official\.red and c1 share the half-domino 3,2.*move one of them/);
    const [, line] = /:(\d+):(\d+):/.exec(shared)!;
    expect(lines[Number(line) - 1]).toContain('"at": "3,2"');
    expect(r.out.join('\n')).toMatch(/coins\[2\]\.at: c2 stands on 5,5, where there is no link: put it on a half-domino or a tile/);
    const good = await run('check', '--game', 'ship-it', tempFile('good.json', layout([{ suit: 'red', value: 3, at: '2,2' }])));
    expect(good.code).toBe(0);
    expect(good.out.at(-1)).toMatch(/no problems found/);
  });

  it('check --game ship-it gives a layout of the wrong shape its schema problems and exit 2', async () => {
    const r = await run('check', '--game', 'ship-it', tempFile('shape.json', '{"players": 3, "tiles": []}'));
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/shape\.json:1:2: error: players:/);
  });
});

it('rulekit check without --game still reads a Clippers map', async () => {
  const r = await cli('check', 'maps/south-pacific.json');
  expect(r.code).toBe(0);
});
