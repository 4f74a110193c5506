import { describe, expect, it } from 'vitest';
import { drawTiles, fromLayout, layCities, setup } from '../../../src/games/ship-it/setup';
import { seeded } from '../../../src/games/ship-it/random';
import { DEFAULT_VARIANTS } from '../../../src/games/ship-it/variants';
import { SUITS } from '../../../src/games/ship-it/schema';
import { stateSchema } from '../../../src/games/ship-it/schema';

const four = [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }];
const ok = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('setup (rules setup.*)', () => {
  it('is seeded: the same seed lays the same board, another seed another', () => {
    const a = ok(setup({ players: four, seed: 7 }));
    expect(ok(setup({ players: four, seed: 7 }))).toEqual(a);
    expect(ok(setup({ players: four, seed: 8 })).tiles).not.toEqual(a.tiles);
    expect(stateSchema.safeParse(a).success).toBe(true);
  });

  it('setup.tiles: 24 tiles, each suit 0–5 once, every tick corner used over seeds', () => {
    const s = ok(setup({ players: four, seed: 3 }));
    expect(s.tiles).toHaveLength(24);
    expect(new Set(s.tiles.map((t) => t.id)).size).toBe(24);
    const corners = new Set<string>();
    for (let seed = 1; seed < 30; seed++) for (const t of ok(setup({ players: four, seed })).tiles) corners.add(t.tick);
    expect([...corners].sort()).toEqual(['ne', 'nw', 'se', 'sw']);
  });

  it('setup.cities: clockwise from the upper left, closed at a repeated suit or at three tiles', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const drawn = drawTiles(seeded(seed));
      const { tiles, city } = layCities(drawn, 'last-tile');
      expect(tiles[0]).toMatchObject({ x: 0, y: 0 });
      for (let i = 1; i < tiles.length; i++) {
        const same = city[i] === city[i - 1];
        const members = tiles.filter((_, j) => j < i && city[j] === city[i - 1]);
        if (same) {
          // Clockwise: right of the first, then below that, then left.
          const k = members.length;
          const first = members[0];
          const want = [
            [0, 0],
            [2, 0],
            [2, 2],
            [0, 2],
          ][k];
          expect([tiles[i].x - first.x, tiles[i].y - first.y]).toEqual(want);
          expect(members.map((t) => t.suit)).not.toContain(tiles[i].suit);
        } else {
          // Closed because the drawn suit repeats or the city holds three.
          expect(members.length === 3 || members.some((t) => t.suit === tiles[i].suit)).toBe(true);
        }
      }
    }
  });

  it('setup.columns: three cities a column, one tile width apart; a new city below the last tile', () => {
    const { tiles, city } = layCities(drawTiles(seeded(11)), 'last-tile');
    const cities = city[city.length - 1] + 1;
    for (let c = 1; c < cities; c++) {
      const first = tiles[city.indexOf(c)];
      const last = tiles[city.lastIndexOf(c - 1)];
      if (c % 3 === 0) {
        const right = Math.max(...tiles.filter((_, j) => city[j] < c).map((t) => t.x + 2));
        expect(first).toMatchObject({ x: right + 2, y: 0 });
      } else expect(first).toMatchObject({ x: last.x, y: last.y + 4 });
    }
  });

  it('setup.cities variant cityAnchor=column: each city starts at its column’s left edge', () => {
    const { tiles, city } = layCities(drawTiles(seeded(11)), 'column');
    const starts = [...new Set(city)].map((c) => tiles[city.indexOf(c)]);
    for (let c = 0; c < starts.length; c++) expect(starts[c].x).toBe(starts[c - (c % 3)].x);
  });

  it('setup.coins: one per tile but the aces, in tile order, colours red, green, blue, black in turn', () => {
    const s = ok(setup({ players: four, seed: 5 }));
    expect(s.coins).toHaveLength(20);
    const nonAces = s.tiles.filter((t) => t.value !== 1);
    expect(s.coins.map((c) => c.where)).toEqual(nonAces.map((t) => t.id));
    expect(s.coins.map((c) => c.suit)).toEqual(nonAces.map((_, i) => SUITS[i % 4]));
    for (const suit of SUITS) expect(s.coins.filter((c) => c.suit === suit).map((c) => c.value).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(s.coins.every((c) => !c.warehoused && c.known.length === 0)).toBe(true);
  });

  it('setup.pawns, setup.dice, setup.pool: hubs on the aces, officials on the nulls, every domino face down', () => {
    const s = ok(setup({ players: four, seed: 5 }));
    expect(s.hubs).toEqual({ red: 1, green: 1, blue: 1, black: 1 });
    expect(s.officials).toEqual({ red: 'red.0', green: 'green.0', blue: 'blue.0', black: 'black.0' });
    expect(s.dominoes).toHaveLength(28);
    expect(s.dominoes.every((d) => d.where === 'pool')).toBe(true);
    expect(s.turn).toMatchObject({ colour: 'red', ap: 8, phase: 1 });
  });

  it('setup.players and two-player.colours: 2 to 4 players; 3 leave one colour unowned; 2 play two colours each', () => {
    expect(setup({ players: [{ name: 'A' }], seed: 1 })).toMatchObject({ ok: false, error: [{ rule: 'setup.players', code: 'players-count' }] });
    expect(setup({ players: [...four, { name: 'E' }], seed: 1 })).toMatchObject({ ok: false, error: [{ code: 'players-count' }] });
    const three = ok(setup({ players: [{ name: 'A' }, { name: 'B', identity: 'black' }, { name: 'C' }], seed: 1 }));
    expect(three.unowned).toBe('blue');
    expect(three.order).toEqual(['red', 'green', 'black']);
    const two = ok(setup({ players: [{ name: 'A' }, { name: 'B' }], seed: 1 }));
    expect(two.players.map((p) => p.colours)).toEqual([
      ['red', 'blue'],
      ['green', 'black'],
    ]);
    expect(two.order).toEqual(['red', 'green', 'blue', 'black']);
    // Red's player also plays blue, so blue cannot be the other player's.
    expect(setup({ players: [{ name: 'A', identity: 'red' }, { name: 'B', identity: 'blue' }], seed: 1 })).toMatchObject({ ok: false, error: [{ code: 'colour-taken', values: { colour: 'blue' } }] });
  });

  it('setup.colours: a colour taken twice or unknown is refused; an unknown variant is refused', () => {
    expect(setup({ players: [{ name: 'A', identity: 'red' }, { name: 'B', identity: 'red' }, { name: 'C' }], seed: 1 })).toMatchObject({
      ok: false,
      error: [{ rule: 'setup.colours', code: 'colour-taken', values: { colour: 'red' } }],
    });
    expect(setup({ players: [{ name: 'A', identity: 'pink' }, { name: 'B' }, { name: 'C' }], seed: 1 })).toMatchObject({ ok: false, error: [{ code: 'colour-unknown' }] });
    expect(setup({ players: four, seed: 1, variants: { slideOut: 'sideways' } })).toMatchObject({ ok: false, error: [{ code: 'variant-unknown' }] });
  });
});

describe('authored layouts (rule layout)', () => {
  const players = [
    { name: 'A', colours: ['red' as const] },
    { name: 'B', colours: ['green' as const] },
    { name: 'C', colours: ['blue' as const] },
    { name: 'D', colours: ['black' as const] },
  ];
  it('sets up a figure: tiles, placed dominoes, coins, officials, hubs', () => {
    const s = ok(
      fromLayout(
        {
          players,
          tiles: [{ suit: 'green', value: 1, x: 0, y: 0, tick: 'se' }],
          dominoes: [{ a: 5, b: 2, x: 2, y: 1, dir: 'E' }],
          coins: [{ suit: 'red', value: 3, at: '2,1' }],
          officials: { black: '3,1' },
        },
        DEFAULT_VARIANTS,
      ),
    );
    // 5 on (2,1), 2 on (3,1): stored low half first.
    expect(s.dominoes.find((d) => d.id === '2-5')).toEqual({ id: '2-5', where: 'board', at: { x: 3, y: 1, dir: 'W' } });
    expect(s.dominoes.filter((d) => d.where === 'pool')).toHaveLength(27);
    expect(s.officials.black).toBe('3,1');
    expect(s.hubs.green).toBe(1);
  });

  it('refuses overlapping pieces, two objects on a half-domino, objects off the links, bad fields', () => {
    const base = { players, tiles: [{ suit: 'green', value: 1, x: 0, y: 0, tick: 'se' }] };
    expect(fromLayout({ ...base, dominoes: [{ a: 1, b: 2, x: 1, y: 1, dir: 'E' }] }, DEFAULT_VARIANTS)).toMatchObject({ ok: false, error: [{ code: 'layout-overlap' }] });
    expect(
      fromLayout({ ...base, dominoes: [{ a: 1, b: 2, x: 2, y: 0, dir: 'E' }], coins: [{ suit: 'red', value: 2, at: '2,0' }], officials: { red: '2,0' } }, DEFAULT_VARIANTS),
    ).toMatchObject({ ok: false, error: [{ code: 'layout-shared' }] });
    expect(fromLayout({ ...base, coins: [{ suit: 'red', value: 2, at: '5,5' }] }, DEFAULT_VARIANTS)).toMatchObject({ ok: false, error: [{ code: 'layout-off-link' }] });
    expect(fromLayout({ ...base, tiles: [{ suit: 'pink', value: 1, x: 0, y: 0, tick: 'se' }] }, DEFAULT_VARIANTS)).toMatchObject({
      ok: false,
      error: [{ code: 'layout-invalid', values: { path: 'tiles.0.suit' } }],
    });
  });
});
