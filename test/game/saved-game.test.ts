import { describe, expect, it } from 'vitest';
import { parseSavedGame, serialiseSavedGame, formatGameDiagnostic } from '../../src/game/parse';
import { replaySavedGame, mapOfGame } from '../../src/game/replay';
import { randomGame, southPacific, threePlayers } from './fixtures';

const map = southPacific();

describe('saved game schema and parsing', () => {
  it('reads back what it writes, as JSON or as YAML', () => {
    const game = randomGame(map, threePlayers(), 40);
    const text = serialiseSavedGame(game);
    const parsed = parseSavedGame(text, 'g.json');
    expect(parsed.ok && parsed.value).toEqual(game);
    const yaml = `format: clippers-game\nversion: 1\nmap: south-pacific\nplayers:\n  - { name: A, nation: english }\n  - { name: B, nation: french }\n  - { name: C, nation: german, bot: random }\nfirstPlayer: B\nmoves:\n  - { type: pass }\n`;
    const y = parseSavedGame(yaml);
    expect(y.ok && y.value.moves).toEqual([{ type: 'pass' }]);
    expect(y.ok && y.value.seed).toBe(1);
  });

  it('names the line and column of a bad value', () => {
    const text = ['{', '  "format": "clippers-game",', '  "version": 1,', '  "map": "south-pacific",', '  "players": [', '    {"name": "A", "nation": "english"},', '    {"name": "B", "nation": "klingon"},', '    {"name": "C", "nation": "french", "bot": "deep-blue"}', '  ],', '  "firstPlayer": "Z",', '  "moves": [{"type": "fly"}]', '}'].join('\n');
    const parsed = parseSavedGame(text, 'bad.json');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const at = (path: string) => parsed.error.find((d) => d.path === path);
    expect(at('players[1].nation')).toMatchObject({ line: 7, column: 29, file: 'bad.json' });
    expect(at('players[2].bot')?.line).toBe(8);
    expect(at('moves[0].type')?.line).toBe(11);
    expect(formatGameDiagnostic(at('players[1].nation')!)).toMatch(/^bad\.json:7:29: players\[1\]\.nation: /);
  });

  it('reports a syntax error with its position, and refuses a walkthrough by name', () => {
    const parsed = parseSavedGame('{\n  "format": "clippers-game",\n  "moves": [\n}', 'broken.json');
    expect(!parsed.ok && parsed.error[0].line).toBeGreaterThan(0);
    const w = parseSavedGame('format: clippers-walkthrough\nversion: 1\n');
    expect(!w.ok && w.error[0].message).toMatch(/walkthrough/);
  });

  it('refuses duplicate names and nations and an unknown first player', () => {
    const g = { ...threePlayers(), firstPlayer: 'Nobody', players: [{ name: 'A', nation: 'english' }, { name: 'A', nation: 'english' }, { name: 'C', nation: 'french' }] };
    const parsed = parseSavedGame(JSON.stringify(g, null, 2));
    expect(!parsed.ok && parsed.error.map((d) => d.path).sort()).toEqual(['firstPlayer', 'players[1].name', 'players[1].nation']);
  });
});

describe('replaying a saved game', () => {
  it('replays exactly: same states whether replayed once or twice', () => {
    const game = randomGame(map, threePlayers(), 120, 3);
    const a = replaySavedGame(game, map);
    const b = replaySavedGame(JSON.parse(JSON.stringify(game)), map);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value.states).toHaveLength(121);
    const strip = (s: object) => JSON.stringify({ ...s, map: null });
    expect(strip(a.value.states.at(-1)!)).toBe(strip(b.value.states.at(-1)!));
  });

  it('stops at a refused move naming its index, rule and reason', () => {
    const game = threePlayers([{ type: 'pass' }, { type: 'card.take', card: '3x' }, { type: 'card.take', card: '3x' }]);
    const r = replaySavedGame(game, map);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ kind: 'move-refused', index: 2, rule: 'card.available' });
    expect(r.error.message).toMatch(/^Move 3 .* refused: /);
  });

  it('finds the map by id or takes it inline', () => {
    expect(mapOfGame(threePlayers(), (id) => (id === 'south-pacific' ? map : null)).ok).toBe(true);
    const missing = mapOfGame({ ...threePlayers(), map: 'atlantis' }, () => null);
    expect(!missing.ok && missing.error).toMatch(/atlantis/);
    expect(mapOfGame({ ...threePlayers(), map }, () => null)).toEqual({ ok: true, value: map });
  });
});
