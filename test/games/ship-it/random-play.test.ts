import { describe, expect, it } from 'vitest';
import { format } from '../../../src/games/module';
import { game } from '../../../src/games/ship-it/index';
import { moveKey } from '../../../src/games/ship-it/apply';
import { playout } from '../../../src/games/ship-it/playout';
import { seeded } from '../../../src/games/ship-it/random';
import type { ShipItMove, ShipItState } from '../../../src/games/ship-it/schema';
import { ACTION_POINTS, ALL_DOMINOES, faults } from '../../../src/games/ship-it/setup';

/** Moves of every kind with arbitrary arguments (most are not legal). */
function probe(s: ShipItState, random: () => number): unknown {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const coin = `c${Math.floor(random() * 22)}`;
  const space = random() < 0.3 ? pick(s.tiles).id : `${Math.floor(random() * 30) - 8},${Math.floor(random() * 30) - 8}`;
  return pick<unknown>([
    { type: 'buy' },
    { type: 'end' },
    { type: 'draw', domino: pick(ALL_DOMINOES) },
    { type: 'remove', domino: pick(ALL_DOMINOES) },
    { type: 'build', domino: pick(ALL_DOMINOES), x: Math.floor(random() * 30) - 8, y: Math.floor(random() * 30) - 8, dir: pick(['E', 'S', 'W', 'N']) },
    { type: 'official', to: space },
    { type: 'pipStop', value: Math.floor(random() * 7) },
    { type: 'freight', coin, to: space },
    { type: 'chit', coin },
    { type: 'scatter', coin },
    { type: 'fly' },
    { type: 'build', domino: '9-9', x: 'a' },
    { type: 'remove', domino: '6-0' },
  ]);
}

const COST: Partial<Record<ShipItMove['type'], (m: ShipItMove) => number>> = { buy: () => 1, remove: () => 1, freight: () => 1, pipStop: (m) => (m.type === 'pipStop' ? m.value : 0) };

function checkStep(before: ShipItState, m: ShipItMove, after: ShipItState, listed: readonly ShipItMove[], random: () => number) {
  // No two objects on a half-domino, nothing overlapping, nothing lost.
  expect(faults(after)).toEqual([]);
  // Coins conserved: same coins, colours and numbers; chits counted once.
  expect(after.coins.map((c) => [c.id, c.suit, c.value])).toEqual(before.coins.map((c) => [c.id, c.suit, c.value]));
  expect(after.coins.filter((c) => c.where === 'chit').length).toBe(Object.values(after.chits).reduce((a, b) => a + b, 0));
  // Dominoes conserved: the 28, each in the pool, in hand or on the board.
  expect(after.dominoes.map((d) => d.id)).toEqual(ALL_DOMINOES);
  // Warehoused exactly on the hubs.
  for (const c of after.coins) expect(c.warehoused).toBe(c.where.includes('.') && after.hubs[c.where.split('.')[0] as 'red'] === Number(c.where.split('.')[1]));
  // Action points: each move costs what the rules say (officials at least 1), never below 0; a new turn has 8 + chits.
  if (m.type === 'end') expect(after.turn.ap).toBe(ACTION_POINTS + after.chits[after.turn.colour]);
  else {
    const spent = before.turn.ap - after.turn.ap;
    if (m.type === 'official') expect(spent).toBeGreaterThanOrEqual(1);
    else expect(spent).toBe(COST[m.type]?.(m) ?? 0);
    expect(after.turn.budget - after.turn.ap).toBeGreaterThanOrEqual(0);
  }
  for (const colour of ['red', 'green', 'blue', 'black'] as const) expect(after.scores[colour]).toBeGreaterThanOrEqual(before.scores[colour]);
  // A listed move is accepted by applyMove, giving the same state.
  const sample = listed[Math.floor(random() * listed.length)];
  const o = game.applyMove(before, sample);
  expect(o.ok).toBe(true);
  // An unlisted move is refused with a rule id and worded in both languages, never thrown.
  const keys = new Set(listed.map(moveKey));
  for (let i = 0; i < 3; i++) {
    const p = probe(before, random) as ShipItMove;
    const parsed = game.schemas.move.safeParse(p);
    if (parsed.success && keys.has(moveKey(parsed.data))) continue;
    const r = game.applyMove(before, p);
    expect(r.ok).toBe(false);
    if (r.ok) continue;
    expect(game.rules.ids).toContain(r.refusal.rule);
    for (const lang of ['en', 'fr'] as const) {
      const words = game.words[lang].refusals[r.refusal.code];
      expect(words, r.refusal.code).toBeDefined();
      expect(format(words, r.refusal.values), `${lang} ${r.refusal.code}`).not.toMatch(/\{[a-zA-Z]+\}/);
    }
  }
}

describe('random legal games (invariants; rule moves)', () => {
  for (const players of [4, 3, 2]) {
    it(`${players} players: every step keeps coins, dominoes and points; listed moves accepted, others refused`, () => {
      const r = game.setup({ players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), seed: 40 + players });
      if (!r.ok) throw new Error('setup');
      const random = seeded(players);
      const result = playout(r.value, seeded(99 + players), 500, undefined, (before, m, after, listed) => checkStep(before, m, after, listed, random));
      expect(result.moves).toBeGreaterThan(0);
      expect(game.restore(JSON.parse(JSON.stringify(result.state)))).toMatchObject({ ok: true });
    });
  }

  it('a game played to its end by moves that ship: the end is reached and scored', () => {
    // A short game from a layout (the module's sample): two hubs one shipment from leaving.
    const [start] = game.samples!();
    expect(start).toBeDefined();
    const result = playout(start, seeded(5), 5000);
    expect(result.ended).toBe(true);
    expect(game.toAct(result.state)).toMatchObject({ kind: 'ended', ending: { reason: 'second-hub' } });
    expect(game.score(result.state).winners.length).toBeGreaterThan(0);
  });
});
