import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, newGame, VARIANT_CHOICES, type GameState } from '../../src/engine';
import { parseMapText } from '../../src/map/parse';
import { checkMap } from '../../src/map/check';
import { randomBoard } from '../../src/soak/boards';
import { brokenInvariant, brokenMoney } from '../../src/soak/invariants';
import { gameSetup, soak, soakGame, summaryLine } from '../../src/soak/soak';
import { editable } from '../engine/helpers';

const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url)));
if (!parsed.ok) throw new Error('the default board must load');
const map = parsed.value;
const combos = VARIANT_CHOICES.portCard.length * VARIANT_CHOICES.tieBreak.length * VARIANT_CHOICES.purpleHome.length;

describe('soak (the short run of `npm run soak`)', () => {
  it('plays every player count and variant on the default board and on random valid boards with no violation', async () => {
    // Seeds 0 .. 6 * combos - 1 cover 3, 4 and 5 players x every variant combination x both kinds of board.
    const games = 6 * combos;
    const seen = new Set<string>();
    const summary = await soak({ games, from: 0, defaultMap: map, onGame: (g) => seen.add(`${g.players}|${JSON.stringify(g.variants)}|${g.board}`) });
    expect(summary.violations).toEqual([]);
    expect(seen.size).toBe(games);
    expect(summary.byPlayers).toEqual({ 3: games / 3, 4: games / 3, 5: games / 3 });
    expect(summary.randomBoards).toBe(games / 2);
    expect(summary.checked).toBeGreaterThan(summary.moves * 3);
    expect(summaryLine(summary)).toMatch(new RegExp(`^${games} games, ${summary.checked} moves checked, 0 violations, \\d+ games/s$`));
  });

  it('a game seed alone decides the game, so a violation can be replayed from its seed', () => {
    const game = soakGame(1234, map);
    expect(soakGame(1234, map)).toEqual(game);
    expect(game).toMatchObject(gameSetup(1234));
    expect(game.moves).toBeGreaterThan(0);
  });

  it('random boards pass the checker and differ from the default', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const made = randomBoard(map, createRng(seed));
      expect(made).not.toBeNull();
      expect(checkMap(made!.map).filter((d) => d.severity === 'error')).toEqual([]);
      expect(made!.map).not.toEqual(map);
    }
  });

  describe('the checks find what they look for', () => {
    const game = newGame({ map, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], seed: 3 });
    if (!game.ok) throw new Error('setup');
    const start: GameState = game.value;
    it('a clean start breaks nothing', () => expect(brokenInvariant(start, map)).toBeNull());
    it('a lost segment', () => {
      const s = editable(start);
      s.companies.red.supply -= 1;
      expect(brokenInvariant(s, map)).toMatch(/^segments: red/);
    });
    it('a lost marker', () => {
      const s = editable(start);
      s.players[1].reserve -= 1;
      expect(brokenInvariant(s, map)).toMatch(/^markers: seat 1/);
    });
    it('negative money', () => {
      const s = editable(start);
      s.players[2].money = -1;
      expect(brokenInvariant(s, map)).toMatch(/^money: seat 2/);
    });
    it('an island over its port spaces', () => {
      const s = editable(start);
      const i = map.islands.findIndex((x) => x.ports === 2);
      s.islands[i].markers = [0, 0, 1];
      s.players[0].reserve -= 2;
      s.players[1].reserve -= 1;
      expect(brokenInvariant(s, map)).toMatch(/^ports: /);
    });
    it('money changed without an event', () => {
      const after = editable(start);
      after.players[0].money += 3;
      expect(brokenMoney(start, { ok: true, state: after, events: [] })).toMatch(/^money: /);
      expect(brokenMoney(start, { ok: true, state: after, events: [{ type: 'bonus.paid', seat: 0, amount: 3, island: 'fiji', company: 'red' }] as never })).toBeNull();
    });
  });
});
