import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, newGame, VARIANT_CHOICES, type GameState } from '../../src/engine';
import { parseMapText } from '../../src/map/parse';
import { checkMap } from '../../src/map/check';
import { randomBoard } from '../../src/soak/boards';
import { brokenInvariant, brokenMoney, brokenProgress } from '../../src/soak/invariants';
import { EDGE_SHAPES, edgeBoard, edgeBoardErrors } from '../../src/soak/edge-boards';
import { MAP_LIMITS } from '../../src/map/schema';
import { currentSeat, legalMoves } from '../../src/engine';
import { gameSetup, soak, soakGame, summaryLine } from '../../src/soak/soak';
import { editable } from '../engine/helpers';

const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url)));
if (!parsed.ok) throw new Error('the default board must load');
const map = parsed.value;
const combos = VARIANT_CHOICES.portCard.length * VARIANT_CHOICES.tieBreak.length * VARIANT_CHOICES.purpleHome.length;

describe('soak (the short run of `npm run soak`)', () => {
  it('plays every player count and variant on the default board, random valid boards and edge boards with no violation', async () => {
    // Seeds 0 .. 12 * combos - 1 cover 3, 4 and 5 players x every variant combination x the four board slots (two of them edge boards).
    const games = 12 * combos;
    const seen = new Set<string>();
    const summary = await soak({ games, from: 0, defaultMap: map, onGame: (g) => seen.add(`${g.players}|${JSON.stringify(g.variants)}|${g.board}|${g.shape}`) });
    expect(summary.violations).toEqual([]);
    expect(seen.size).toBe(games);
    expect(summary.byPlayers).toEqual({ 3: games / 3, 4: games / 3, 5: games / 3 });
    expect(summary.randomBoards).toBe(games / 4);
    // Half the run on edge boards, every shape among them.
    expect(summary.edgeBoards).toBe(games / 2);
    expect(Object.keys(summary.byShape).sort()).toEqual([...EDGE_SHAPES].sort());
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
      expect(checkMap(made!.map, { drawing: false }).filter((d) => d.severity === 'error')).toEqual([]);
      expect(made!.map).not.toEqual(map);
    }
  });

  describe('edge boards reach the shapes the audit reached, and pass the checker', () => {
    const boards = (shape: (typeof EDGE_SHAPES)[number]) =>
      Array.from({ length: 6 }, (_, seed) => {
        const made = edgeBoard(shape, createRng(seed));
        if (made === null) throw new Error(`${shape} ${seed}: ${edgeBoardErrors(shape, createRng(seed)).join('; ')}`);
        expect(checkMap(made.map, { drawing: false }).filter((d) => d.severity === 'error')).toEqual([]);
        return made.map;
      });
    const markers = (m: typeof map) => m.departureCards.reduce((n, c) => n + Object.values(c.markers).reduce((a, b) => a + b, 0), 0);
    const ports = (m: typeof map) => m.islands.reduce((n, i) => n + i.ports, 0);
    const harborIds = (m: typeof map) => new Set(m.harbors.map((h) => h.id));

    it('few port spaces: about as many as the cards’ markers', () => {
      for (const m of boards('few-ports')) expect(ports(m) - markers(m)).toBeLessThanOrEqual(Math.ceil(m.islands.length / 4));
    });
    it('one-port islands: every island without a card’s double has one port space', () => {
      for (const m of boards('one-port')) {
        const doubles = new Set(m.departureCards.flatMap((c) => Object.entries(c.markers).filter(([, n]) => n === 2).map(([id]) => id)));
        expect(m.islands.filter((i) => !doubles.has(i.id)).every((i) => i.ports === 1)).toBe(true);
      }
    });
    it('harbors only: most islands are linked to harbors and nothing else', () => {
      for (const m of boards('harbors-only')) {
        const h = harborIds(m);
        const onlyHarbors = m.islands.filter((i) => m.links.filter((l) => l.from === i.id || l.to === i.id).every((l) => h.has(l.from) || h.has(l.to)));
        expect(onlyHarbors.length).toBeGreaterThan(m.islands.length / 2);
      }
    });
    it('long chains: islands in a line, links of up to 12 segments', () => {
      for (const m of boards('long-chain')) {
        const islandLinks = m.links.filter((l) => !harborIds(m).has(l.from));
        expect(islandLinks.length).toBe(m.islands.length);
        expect(Math.max(...m.links.map((l) => l.segments))).toBeGreaterThan(4);
      }
    });
    it('one-way cycles: a ring of one-way links that comes back to where it began', () => {
      for (const m of boards('one-way-cycle')) {
        const next = new Map(m.links.filter((l) => l.oneWay).map((l) => [l.from, l.to]));
        const start = [...next.keys()][0];
        let at = next.get(start);
        for (let k = 0; k < 5 && at !== start; k++) at = next.get(at!);
        expect(at).toBe(start);
      }
    });
    it('parallel double links: most island pairs joined twice', () => {
      for (const m of boards('double-links')) {
        const pairs = new Map<string, number>();
        for (const l of m.links) pairs.set([l.from, l.to].sort().join('|'), (pairs.get([l.from, l.to].sort().join('|')) ?? 0) + 1);
        expect([...pairs.values()].filter((n) => n === 2).length).toBeGreaterThanOrEqual(m.islands.length - 1);
      }
    });
    it('the schema’s maximum sizes', () => {
      const [m] = boards('max-size');
      expect(m.islands.length).toBe(MAP_LIMITS.islands);
      expect(m.links.length).toBe(MAP_LIMITS.links);
      expect(m.companies.filter((c) => c.id !== 'purple').every((c) => c.ships === MAP_LIMITS.ships)).toBe(true);
      expect(Math.max(...m.companies.map((c) => c.segments))).toBe(MAP_LIMITS.supply);
      expect(Math.max(...m.links.map((l) => l.segments))).toBe(MAP_LIMITS.linkSegments);
    });
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
    it('never stuck: a running game with no legal move (a 5X holder due to lay in the phase they gave up)', () => {
      expect(brokenProgress(start)).toBeNull();
      const s = editable(start);
      s.phase = 3;
      s.step = 'place';
      const seat = currentSeat(s);
      s.players[seat].card = '5x';
      s.players[seat].fiveXPhase = 2;
      expect(legalMoves(s)).toEqual([]);
      expect(brokenProgress(s)).toMatch(/^never stuck \[end\.no-placement\]: round 1, phase 3/);
      s.ended = { reason: 'no-placement', round: 1, phase: 3, seat };
      expect(brokenProgress(s)).toBeNull();
    });
    it('money changed without an event', () => {
      const after = editable(start);
      after.players[0].money += 3;
      expect(brokenMoney(start, { ok: true, state: after, events: [] })).toMatch(/^money: /);
      expect(brokenMoney(start, { ok: true, state: after, events: [{ type: 'bonus.paid', seat: 0, amount: 3, island: 'fiji', company: 'red' }] as never })).toBeNull();
    });
  });
});
