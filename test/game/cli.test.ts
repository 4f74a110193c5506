import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_MODES, tempFile } from '../cli/harness';
import { parseSavedGame, serialiseSavedGame } from '../../src/game/parse';
import { replaySavedGame } from '../../src/game/replay';
import { score } from '../../src/engine';
import { simulateGames } from '../../src/sim/simulate';
import { randomGame, southPacific, threePlayers } from './fixtures';

const map = southPacific();

describe.each(CLI_MODES)('clippers walkthrough --from-game (%s)', (_, cli) => {
  it('writes a walkthrough that `clippers walkthrough` replays with every step holding', async () => {
    const game = tempFile('game.json', serialiseSavedGame(randomGame(map, threePlayers(), 70, 4)));
    const out = join(mkdtempSync(join(tmpdir(), 'clippers-wt-')), 'recorded.yaml');
    const written = await cli('walkthrough', '--from-game', game, '--out', out);
    expect(written.code).toBe(0);
    expect(written.err.join('\n')).toMatch(/Wrote .*recorded\.yaml: \d+ steps/);
    const replayed = await cli('walkthrough', out);
    expect(replayed.out.at(-1)).toMatch(/^All \d+ steps hold\.$/);
    expect(replayed.code).toBe(0);
  });

  it('prints to standard output by default, one step per move with --steps move', async () => {
    const game = tempFile('game.json', serialiseSavedGame(randomGame(map, threePlayers(), 9, 2)));
    const { code, out } = await cli('walkthrough', '--from-game', game, '--steps', 'move');
    expect(code).toBe(0);
    expect(out.filter((l) => /^ {2}- id: /.test(l))).toHaveLength(10); // the set-up and nine moves
  });

  it('names the move, rule and reason of a game that does not replay, and the line of a bad file', async () => {
    const bad = tempFile('bad.json', serialiseSavedGame(threePlayers([{ type: 'pass' }, { type: 'card.take', card: '3x' }, { type: 'card.take', card: '3x' }])));
    const refused = await cli('walkthrough', '--from-game', bad);
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toMatch(/moves\[2\]: \[card\.available\] Move 3/);
    const broken = tempFile('broken.json', '{\n  "format": "clippers-game",\n  "version": 2\n}\n');
    const parsed = await cli('walkthrough', '--from-game', broken);
    expect(parsed.code).toBe(2);
    expect(parsed.err.join('\n')).toMatch(/broken\.json:3:\d+: version: /);
    const usage = await cli('walkthrough', '--from-game', bad, '--steps', 'round');
    expect(usage.code).toBe(2);
  });
});

describe.each(CLI_MODES)('clippers simulate --save-games (%s)', (_, cli) => {
  it('writes each game to its own file; each replays to the scores the report counted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clippers-games-'));
    const { code, err } = await cli('simulate', '--games', '3', '--players', '3', '--seed', '5', '--bots', 'greedy,random,random', '--workers', '1', '--save-games', dir, '--json');
    expect(code).toBe(0);
    expect(err.join('\n')).toMatch(/Saved 3 games/);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(['game-0001.json', 'game-0002.json', 'game-0003.json']);
    const records = simulateGames({ map, players: 3, games: 3, seed: 5, bots: ['greedy', 'random', 'random'] });
    if (!records.ok) throw new Error('sim');
    files.forEach((file, i) => {
      const game = parseSavedGame(readFileSync(join(dir, file), 'utf8'), file);
      if (!game.ok) throw new Error(JSON.stringify(game.error));
      expect(game.value.players.map((p) => p.bot)).toEqual(['greedy', 'random', 'random']);
      const replay = replaySavedGame(game.value, map);
      if (!replay.ok) throw new Error(replay.error.message);
      const end = replay.value.states.at(-1)!;
      expect(end.ended).not.toBeNull();
      expect(score(end).players.map((p) => p.total)).toEqual(records.value[i].seats.map((s) => s.total));
      expect(game.value.moves).toHaveLength(records.value[i].moves);
    });
  });
});
