import { describe, expect, it } from 'vitest';
import { format } from '../../../src/games/module';
import { game } from '../../../src/games/ship-it/index';
import { moveKey } from '../../../src/games/ship-it/apply';
import { playout } from '../../../src/games/ship-it/playout';
import { seeded } from '../../../src/games/ship-it/random';
import type { ShipItMove, ShipItState } from '../../../src/games/ship-it/schema';
import { ALL_DOMINOES } from '../../../src/games/ship-it/setup';

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

function checkStep(before: ShipItState, m: ShipItMove, after: ShipItState, listed: readonly ShipItMove[], random: () => number) {
  // Coins, dominoes and action points conserved; no two objects on a half-domino (the module's invariants).
  expect(game.invariants!(before, m, after)).toEqual([]);
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

describe('the invariants', () => {
  it('name a lost coin, a lost domino, a wrong cost and two objects on a half-domino', () => {
    const [start] = game.samples!();
    const m: ShipItMove = { type: 'buy' };
    const after = game.applyMove(start, m);
    if (!after.ok) throw new Error('buy refused');
    expect(game.invariants!(start, m, after.state)).toEqual([]);
    expect(game.invariants!(start, m, { ...after.state, coins: after.state.coins.slice(1) }).join(' ')).toMatch(/coins changed/);
    expect(game.invariants!(start, m, { ...after.state, dominoes: after.state.dominoes.slice(1) }).join(' ')).toMatch(/28/);
    expect(game.invariants!(start, m, { ...after.state, turn: { ...after.state.turn, ap: after.state.turn.ap - 1 } }).join(' ')).toMatch(/buy cost 2 points/);
    const onLink = game.setup({ players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }], seed: 1, layout: {
      players: [{ name: 'A', colours: ['red'] }, { name: 'B', colours: ['green'] }, { name: 'C', colours: ['blue'] }, { name: 'D', colours: ['black'] }],
      tiles: [{ suit: 'red', value: 0, x: 0, y: 0, tick: 'se' }],
      dominoes: [{ a: 1, b: 2, x: 2, y: 1, dir: 'E' }],
      coins: [{ suit: 'red', value: 3, at: '2,1' }],
    } });
    if (!onLink.ok) throw new Error(JSON.stringify(onLink.error));
    const crowded = { ...onLink.value, officials: { ...onLink.value.officials, green: '2,1' } };
    expect(game.invariants!(onLink.value, { type: 'end' }, crowded).join(' ')).toMatch(/layout-shared/);
  });
});

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
