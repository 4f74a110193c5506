import { describe, expect, it } from 'vitest';
import { refusalWords } from '../../../src/games/module';
import { game } from '../../../src/games/ship-it/index';
import { greedyMove, evaluate, policy } from '../../../src/games/ship-it/bots';
import { seeded } from '../../../src/games/ship-it/random';
import { determinise, playerView } from '../../../src/games/ship-it/view';
import { randomGames } from '../../../src/games/ship-it/playout';
import { searchMove } from '../../../src/games/ship-it/search';
import { layout, play } from './fixtures';

const four = [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }];
const fresh = (seed = 3) => {
  const r = game.setup({ players: four, seed });
  if (!r.ok) throw new Error('setup');
  return r.value;
};

describe('the Ship It! game module', () => {
  it('names every flow id, variant and rule page in both languages', () => {
    const ids = [
      ...game.flow.phases.map((p) => p.id),
      ...Object.keys(game.flow.steps),
      ...Object.keys(game.flow.conditions),
      ...Object.keys(game.flow.operations),
      ...Object.keys(game.flow.endings),
      ...Object.values(game.flow.afterMove).flatMap((rules) => rules.flatMap((r) => [r.then, ...(r.if ? [r.if] : [])])),
    ];
    for (const lang of ['en', 'fr'] as const) {
      for (const id of ids) expect(game.words[lang].flow[id] ?? game.words[lang].endings[id], `${lang} flow ${id}`).toBeDefined();
      for (const v of game.variants) for (const c of v.choices) expect(game.words[lang].variants[v.id].choices[c], `${lang} ${v.id}.${c}`).toBeDefined();
      for (const id of game.rules.ids) expect(game.words[lang].pages[game.rules.pageOf(id)!]).toBeDefined();
    }
    // Every move type is in some step; every rule a variant or the flow names is catalogued.
    const stepMoves = new Set(Object.values(game.flow.steps).flatMap((s) => s.moves));
    for (const type of Object.keys(game.words.en.moves)) expect(stepMoves).toContain(type);
    for (const rule of [...game.variants.map((v) => v.rule), ...game.flow.phases.map((p) => p.rule), ...Object.values(game.flow.conditions).map((c) => c.rule)])
      expect(game.rules.ids).toContain(rule);
  });

  it('words a refusal with its values in English and French', () => {
    const r = game.applyMove(fresh(), { type: 'pipStop', value: 9 } as never);
    expect(r.ok).toBe(false);
    const s = layout({ tiles: [{ suit: 'red', value: 2, x: 0, y: 0, tick: 'nw' }], turn: { colour: 'red', ap: 2 } });
    const o = game.applyMove(s, { type: 'pipStop', value: 3 });
    if (o.ok) throw new Error('accepted');
    expect(refusalWords(game, o.refusal, 'en')).toBe('That costs 3 action points; 2 remain this turn.');
    expect(refusalWords(game, o.refusal, 'fr')).toBe('Cela coûte 3 points d’action\u202f; il en reste 2 ce tour.');
  });

  it('restore: a saved state plays on; a damaged one or a player view is refused with reasons', () => {
    const s = fresh();
    expect(game.restore(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s });
    expect(game.restore({ ...s, tiles: 'none' })).toMatchObject({ ok: false, error: [{ code: 'state-invalid', values: { path: 'tiles' } }] });
    expect(game.restore(playerView(s, 0))).toMatchObject({ ok: false, error: [{ code: 'state-invalid' }] });
    const stacked = { ...s, tiles: s.tiles.map((t, i) => (i === 1 ? { ...t, x: s.tiles[0].x, y: s.tiles[0].y } : t)) };
    const refused = game.restore(stacked);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.map((e) => e.code)).toContain('layout-overlap');
  });

  it('playerView hides face-down coin numbers from everyone but a seat that saw them; warehoused coins show', () => {
    const s = layout({
      tiles: [{ suit: 'green', value: 1, x: 0, y: 0, tick: 'nw' }, { suit: 'red', value: 3, x: 2, y: 0, tick: 'nw' }],
      coins: [
        { suit: 'red', value: 4, at: 'red.3' },
        { suit: 'blue', value: 2, at: 'green.1', warehoused: true },
      ],
    });
    const seen = { ...s, coins: s.coins.map((c, i) => (i === 0 ? { ...c, known: [2] } : c)) };
    expect(playerView(seen, 0).coins.map((c) => c.value)).toEqual([null, 2]);
    expect(playerView(seen, 2).coins.map((c) => c.value)).toEqual([4, 2]);
    expect(playerView(seen, null).coins.map((c) => c.value)).toEqual([null, 2]);
  });

  it('playerView does not let a seat follow a face-down coin by its id: coins swapped between places give the same view', () => {
    const tiles = [
      { suit: 'red', value: 0, x: 0, y: 0, tick: 'nw' },
      { suit: 'red', value: 2, x: 2, y: 0, tick: 'nw' },
      { suit: 'red', value: 3, x: 4, y: 0, tick: 'nw' },
    ] as const;
    // c0 is the 2 and c1 the 5; then the same coins handed out the other way round (as a redistribution might).
    const one = layout({ tiles: [...tiles], coins: [{ suit: 'red', value: 2, at: 'red.0' }, { suit: 'red', value: 5, at: 'red.2' }, { suit: 'red', value: 4, at: 'red.3' }] });
    const other = { ...one, coins: one.coins.map((c, i) => (i === 0 ? { ...c, where: 'red.2' } : i === 1 ? { ...c, where: 'red.0' } : c)) };
    expect(other.coins[0]).toMatchObject({ id: 'c0', value: 2, where: 'red.2' });
    for (const seat of [0, 1, null]) {
      expect(playerView(other, seat)).toEqual(playerView(one, seat));
      // Every place still shows a coin, and the ids are still the three coins'.
      expect(playerView(other, seat).coins.map((c) => c.where).sort()).toEqual(['red.0', 'red.2', 'red.3']);
      expect(playerView(other, seat).coins.map((c) => c.id)).toEqual(['c0', 'c1', 'c2']);
    }
    // A seat that looked at the coins it placed still sees them as they are.
    const seen = { ...other, coins: other.coins.map((c) => ({ ...c, known: [1] })) };
    expect(playerView(seen, 1).coins[0]).toMatchObject({ id: 'c0', value: 2, where: 'red.2' });
  });

  it('determinise deals hidden numbers again within each colour, keeping what the seat sees', () => {
    const s = fresh(9);
    const d = determinise(s, 0, seeded(1));
    for (const colour of ['red', 'green', 'blue', 'black'] as const)
      expect(d.coins.filter((c) => c.suit === colour).map((c) => c.value).sort()).toEqual(s.coins.filter((c) => c.suit === colour).map((c) => c.value).sort());
    expect(d.coins.map((c) => c.value)).not.toEqual(s.coins.map((c) => c.value));
    expect(d.coins.map((c) => c.where)).toEqual(s.coins.map((c) => c.where));
  });

  it('chance: a draw and a redistribution are table moves with even weights', () => {
    const s = play(fresh(), { type: 'buy' }).state;
    expect(game.toAct(s)).toEqual({ kind: 'chance' });
    const outcomes = game.legalMoves(s);
    expect(game.chance!.weights(s, outcomes)).toEqual(outcomes.map(() => 1 / 28));
  });
});

describe('bots (evaluate, policy, determinise, greedy)', () => {
  it('evaluate: profit, chits and warehoused coins count; the ended game scores as the score sheet', () => {
    const base = layout({ tiles: [{ suit: 'green', value: 1, x: 0, y: 0, tick: 'nw' }] });
    const richer = { ...base, scores: { ...base.scores, red: 10 }, chits: { ...base.chits, green: 1 } };
    const v = evaluate(richer);
    expect(v[0]).toBe(10);
    expect(v[1]).toBe(3);
    expect(v[2]).toBe(0);
  });

  it('policy keeps every kind of move and at most 24 placements of a link', () => {
    const s = play(fresh(), { type: 'buy' }, { type: 'draw', domino: '2-5' }, { type: 'buy' }, { type: 'draw', domino: '0-0' }).state;
    const moves = game.legalMoves(s);
    const kept = policy(s, moves);
    expect(moves.filter((m) => m.type === 'build').length).toBeGreaterThan(24);
    expect(kept.filter((m) => m.type === 'build')).toHaveLength(24);
    expect(new Set(kept.map((m) => m.type))).toEqual(new Set(moves.map((m) => m.type)));
  });

  it('greedy takes the delivery that ships (figure-2-like position)', () => {
    const s = play(
      layout({
        tiles: [
          { suit: 'red', value: 3, x: 0, y: 0, tick: 'nw' },
          { suit: 'green', value: 1, x: 2, y: 0, tick: 'nw' },
          { suit: 'green', value: 0, x: 4, y: 0, tick: 'nw' },
        ],
        coins: [
          { suit: 'red', value: 5, at: 'red.3' },
          { suit: 'blue', value: 2, at: 'green.1', warehoused: true },
        ],
      }),
      { type: 'pipStop', value: 2 },
    ).state;
    expect(greedyMove(s)).toEqual({ type: 'freight', coin: 'c0', to: 'green.1' });
    // The search bot too, whatever worlds it samples; and it never plays a move that is not listed.
    for (const seed of [1, 2, 3]) expect(searchMove(s, seeded(seed))).toEqual({ type: 'freight', coin: 'c0', to: 'green.1' });
    expect(game.legalMoves(s).map((m) => JSON.stringify(m))).toContain(JSON.stringify(searchMove(s, seeded(4))));
  });

  it('randomGames reports games, ends, the longest game and µs per move', () => {
    const r = randomGames(1, 4, 50);
    expect(r).toMatchObject({ games: 1, moves: 50, longest: 50 });
    expect(r.usPerMove).toBeGreaterThan(0);
  });
});

describe('French words', () => {
  it('keep the French spacing rule (no-break spaces before : ; ? ! and inside « »)', async () => {
    const { frenchSpacingProblems } = await import('../../../src/i18n/typography');
    const strings: string[] = [];
    const walk = (v: unknown) => (typeof v === 'string' ? strings.push(v) : v && typeof v === 'object' ? Object.values(v).forEach(walk) : undefined);
    walk(game.words.fr);
    // The game's name is a title, its "!" part of it in every language.
    expect(strings.flatMap((s) => frenchSpacingProblems(s.replaceAll('Ship It!', 'Ship It')))).toEqual([]);
  });
});
