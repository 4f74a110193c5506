import { describe, expect, it } from 'vitest';
import { legalMoves, toAct } from '../../../src/games/ship-it/legal';
import { setup } from '../../../src/games/ship-it/setup';
import { destinations, layout, listed, play, refusal, STRIP } from './fixtures';

const fresh = () => {
  const r = setup({ players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }], seed: 4 });
  if (!r.ok) throw new Error('setup');
  return r.value;
};

describe('the turn (rules turn.*)', () => {
  it('turn.order: red first, then clockwise green, blue, black; 3 players skip the unowned colour', () => {
    let s = fresh();
    const seen = [];
    for (let i = 0; i < 5; i++) {
      seen.push(s.turn.colour);
      s = play(s, { type: 'end' }).state;
    }
    expect(seen).toEqual(['red', 'green', 'blue', 'black', 'red']);
    const r = setup({ players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], seed: 1 });
    if (!r.ok) throw new Error();
    expect(play(r.value, { type: 'end' }, { type: 'end' }, { type: 'end' }).state.turn.colour).toBe('red');
    expect(toAct(play(r.value, { type: 'end' }).state)).toEqual({ kind: 'seat', seat: 1 });
  });

  it('two-player.turns: turns alternate between the two players, each playing two colours', () => {
    const r = setup({ players: [{ name: 'A' }, { name: 'B' }], seed: 1 });
    if (!r.ok) throw new Error();
    let s = r.value;
    const seats = [];
    for (let i = 0; i < 4; i++) {
      seats.push(toAct(s));
      s = play(s, { type: 'end' }).state;
    }
    expect(seats.map((a) => (a.kind === 'seat' ? a.seat : -1))).toEqual([0, 1, 0, 1]);
  });

  it('turn.points: 8 points plus chits; unused points are lost at the end of the turn', () => {
    const s = layout({ ...STRIP, chits: { green: 2 } });
    expect(s.turn).toMatchObject({ colour: 'red', ap: 8, budget: 8 });
    const after = play(s, { type: 'pipStop', value: 3 }, { type: 'end' }).state;
    expect(after.turn).toMatchObject({ colour: 'green', ap: 10, budget: 10, pipStop: null });
    const round = play(after, { type: 'end' }, { type: 'end' }, { type: 'end' }).state;
    expect(round.turn).toMatchObject({ colour: 'red', ap: 8 });
  });

  it('turn.points: a move costing more than the points left is refused', () => {
    const s = layout({ ...STRIP, turn: { colour: 'red', ap: 2 } });
    expect(listed(s, { type: 'pipStop', value: 2 })).toBe(true);
    expect(refusal(s, { type: 'pipStop', value: 3 })).toMatchObject({ rule: 'turn.points', code: 'points-short', values: { cost: 3, left: 2 } });
  });

  it('turn.phases: phases only in order — no buying after moving an official, no official after the pip-stop', () => {
    const s = layout({ ...STRIP, officials: { red: '3,0' } });
    const moved = play(s, { type: 'official', to: '4,0' }).state;
    expect(refusal(moved, { type: 'buy' })).toMatchObject({ rule: 'turn.phases', code: 'phase-passed' });
    const stopped = play(s, { type: 'pipStop', value: 1 }).state;
    expect(refusal(stopped, { type: 'official', to: '4,0' })).toMatchObject({ rule: 'turn.phases', code: 'phase-passed' });
    // Every phase is optional: the turn may end at once.
    expect(listed(s, { type: 'end' })).toBe(true);
  });
});

describe('links (rules buy.*, build.*, remove.*)', () => {
  it('buy.cost and buy.draw: a domino costs 1 and the table draws it from the face-down pool', () => {
    const s = fresh();
    const bought = play(s, { type: 'buy' }).state;
    expect(bought.turn.ap).toBe(7);
    expect(toAct(bought)).toEqual({ kind: 'chance' });
    expect(legalMoves(bought)).toHaveLength(28);
    expect(refusal(bought, { type: 'end' })).toMatchObject({ rule: 'buy.draw', code: 'waiting-for-table' });
    expect(refusal(s, { type: 'draw', domino: '3-4' })).toMatchObject({ rule: 'buy.draw', code: 'not-a-table-move' });
    const drawn = play(bought, { type: 'draw', domino: '3-4' });
    expect(drawn.state.dominoes.find((d) => d.id === '3-4')!.where).toBe('hand');
    expect(drawn.events).toEqual([{ type: 'drew', colour: 'red', domino: '3-4' }]);
    expect(refusal(drawn.state, { type: 'draw', domino: '3-4' })).toMatchObject({ code: 'not-a-table-move' });
  });

  it('buy.cost: no buying with no points left', () => {
    const s = layout({ ...STRIP, turn: { colour: 'red', ap: 0 } });
    expect(refusal(s, { type: 'buy' })).toMatchObject({ rule: 'turn.points', code: 'points-short' });
  });

  it('build.all: every bought domino is built before anything else, and before the turn ends', () => {
    const s = play(fresh(), { type: 'buy' }, { type: 'draw', domino: '3-4' }).state;
    expect(refusal(s, { type: 'end' })).toMatchObject({ rule: 'build.all', code: 'build-first', values: { count: 1 } });
    expect(refusal(s, { type: 'pipStop', value: 0 })).toMatchObject({ rule: 'build.all', code: 'build-first' });
    expect(legalMoves(s).every((m) => m.type === 'build' || m.type === 'buy')).toBe(true);
    const t = s.tiles[0];
    const built = play(s, { type: 'build', domino: '3-4', x: t.x - 1, y: t.y, dir: 'N' }).state;
    expect(built.turn).toMatchObject({ phase: 2, ap: 7 });
    expect(listed(built, { type: 'end' })).toBe(true);
    expect(refusal(built, { type: 'buy' })).toMatchObject({ rule: 'turn.phases' });
  });

  it('build.touch and build.overlap: a link touches a tile or a link and covers nothing', () => {
    const s = play(layout({ ...STRIP }), { type: 'buy' }, { type: 'draw', domino: '4-4' }).state;
    expect(listed(s, { type: 'build', domino: '4-4', x: 2, y: 1, dir: 'E' })).toBe(true);
    expect(refusal(s, { type: 'build', domino: '4-4', x: 2, y: 0, dir: 'S' })).toMatchObject({ rule: 'build.overlap', code: 'build-overlap' });
    expect(refusal(s, { type: 'build', domino: '4-4', x: 2, y: 3, dir: 'E' })).toMatchObject({ rule: 'build.touch', code: 'build-not-touching' });
    expect(refusal(s, { type: 'build', domino: '5-5', x: 2, y: 1, dir: 'E' })).toMatchObject({ rule: 'build.all', code: 'build-not-bought' });
  });

  const emptyPool = { ...STRIP, pool: [] as string[] };
  const ALL: string[] = [];
  for (let lo = 0; lo <= 6; lo++) for (let hi = lo; hi <= 6; hi++) ALL.push(`${lo}-${hi}`);
  // Every other domino stored far away, off the strip, so the pool is empty.
  const far = ALL.filter((id) => !['1-3', '0-5', '2-6'].includes(id)).map((id, i) => ({ a: Number(id[0]), b: Number(id[2]), x: 100 + 3 * i, y: 100, dir: 'E' as const }));
  const full = { ...emptyPool, dominoes: [...STRIP.dominoes!, ...far] };

  it('remove.empty-pool and remove.cost: a domino may be removed only when the pool is empty, for 1 point, then rebuilt (or pooled: variant removedDomino)', () => {
    expect(refusal(layout(STRIP), { type: 'remove', domino: '2-6' })).toMatchObject({ rule: 'remove.empty-pool', code: 'remove-pool-not-empty' });
    const s = layout(full);
    const lifted = play(s, { type: 'remove', domino: '2-6' }).state;
    expect(lifted.turn.ap).toBe(7);
    expect(lifted.dominoes.find((d) => d.id === '2-6')).toMatchObject({ where: 'hand', at: null });
    expect(refusal(lifted, { type: 'end' })).toMatchObject({ rule: 'build.all' });
    const back = play(layout(full, { removedDomino: 'pool' }), { type: 'remove', domino: '2-6' }).state;
    expect(back.dominoes.find((d) => d.id === '2-6')).toMatchObject({ where: 'pool', at: null });
    expect(listed(back, { type: 'buy' })).toBe(true);
    expect(refusal(back, { type: 'remove', domino: '1-3' })).toMatchObject({ code: 'remove-pool-not-empty' });
  });

  it('remove.once: one removal a turn', () => {
    const lifted = play(layout(full, { removedDomino: 'pool' }), { type: 'remove', domino: '2-6' }, { type: 'buy' }, { type: 'draw', domino: '2-6' }).state;
    expect(refusal(lifted, { type: 'remove', domino: '1-3' })).toMatchObject({ rule: 'remove.once', code: 'remove-once' });
  });

  it('remove.holding and remove.slide: not a domino carrying a piece, nor one that cannot slide out straight', () => {
    const s = layout({ ...full, coins: [{ suit: 'red', value: 2, at: '7,0' }] });
    expect(refusal(s, { type: 'remove', domino: '2-6' })).toMatchObject({ rule: 'remove.holding', code: 'remove-holding' });
    const boxed = layout({
      ...full,
      dominoes: [...STRIP.dominoes!, { a: 3, b: 3, x: 4, y: -1, dir: 'E' }, { a: 4, b: 4, x: 4, y: 1, dir: 'E' }, ...far.filter((d) => !(d.a === 3 && d.b === 3) && !(d.a === 4 && d.b === 4))],
    });
    expect(refusal(boxed, { type: 'remove', domino: '0-5' })).toMatchObject({ rule: 'remove.slide', code: 'remove-stuck' });
    // Lengthwise only: 1|3 lies between the green 2 and 0|5.
    expect(refusal(layout(full, { slideOut: 'lengthwise' }), { type: 'remove', domino: '1-3' })).toMatchObject({ code: 'remove-stuck' });
    expect(listed(layout(full), { type: 'remove', domino: '1-3' })).toBe(true);
  });
});

describe('officials (rules official.*)', () => {
  it('official.cost: 1 point a space, tile to link at the tick counting as a space', () => {
    const s = layout({ ...STRIP, officials: { red: 'green.2' } });
    const o = play(s, { type: 'official', to: '4,0' }).state;
    expect(o.turn.ap).toBe(5);
    expect(o.officials.red).toBe('4,0');
    expect(refusal(s, { type: 'official', to: 'green.2' })).toMatchObject({ rule: 'official.cost', code: 'official-no-move' });
  });

  it('official.share: never two objects on a half-domino; passing over them is allowed; tiles hold any number', () => {
    const s = layout({ ...STRIP, officials: { red: 'green.2', black: '3,0' }, coins: [{ suit: 'blue', value: 2, at: 'green.2' }] });
    expect(refusal(s, { type: 'official', to: '3,0' })).toMatchObject({ rule: 'official.share', code: 'space-taken' });
    expect(play(s, { type: 'official', to: '4,0' }).state.turn.ap).toBe(5);
    const onto = layout({ ...STRIP, officials: { red: '2,0', blue: 'green.2' } });
    expect(listed(onto, { type: 'official', to: 'green.2' })).toBe(true);
  });

  it('official.gaps: no crossing where there is neither link nor tile', () => {
    const s = layout({ ...STRIP, officials: { red: '2,0' } });
    expect(refusal({ ...s, turn: { ...s.turn, ap: 4 } }, { type: 'official', to: '7,0' })).toMatchObject({ rule: 'turn.points', values: { cost: 5 } });
    const far = layout({ ...STRIP, tiles: [...STRIP.tiles, { suit: 'red', value: 3, x: 20, y: 0, tick: 'nw' }], officials: { red: '2,0' } });
    expect(refusal(far, { type: 'official', to: 'red.3' })).toMatchObject({ code: 'official-unreachable' });
  });
});

describe('freight (rules freight.*, access.*)', () => {
  const at = (pipStop: number, extra: Partial<Parameters<typeof layout>[0]> = {}) =>
    play(layout({ ...STRIP, coins: [{ suit: 'red', value: 2, at: '3,0' }], ...extra }), { type: 'pipStop', value: pipStop }).state;

  it('freight.pip-stop: the pip-stop costs its number, paid once a turn', () => {
    const s = at(4);
    expect(s.turn.ap).toBe(4);
    expect(refusal(s, { type: 'pipStop', value: 1 })).toMatchObject({ rule: 'freight.pip-stop', code: 'pip-stop-set' });
    expect(refusal(layout({ ...STRIP, coins: [{ suit: 'red', value: 2, at: '3,0' }] }), { type: 'freight', coin: 'c0', to: '4,0' })).toMatchObject({
      rule: 'freight.pip-stop',
      code: 'pip-stop-first',
    });
  });

  it('freight.stop: a load stops on the first space reading the pip-stop or more, and may stop earlier', () => {
    expect(destinations(at(5), 'c0')).toEqual(['2,0', '4,0', '5,0', 'green.2']);
    expect(refusal(at(5), { type: 'freight', coin: 'c0', to: '6,0' })).toMatchObject({ rule: 'freight.pip-stop', code: 'freight-stops-short' });
  });

  it('freight.six: with the highest pip-stop, 6, a load still stops on a 6', () => {
    expect(destinations(at(6), 'c0')).toEqual(['2,0', '4,0', '5,0', '6,0', '7,0', 'green.2']);
  });

  it('freight.one-space: with a pip-stop of 0 a load moves exactly one space', () => {
    expect(destinations(at(0), 'c0')).toEqual(['2,0', '4,0']);
  });

  it('freight.load-cost: 1 point per load moved; each load once a turn (variant freightMoves)', () => {
    const s = play(at(0), { type: 'freight', coin: 'c0', to: '4,0' }).state;
    expect(s.turn.ap).toBe(7);
    expect(refusal(s, { type: 'freight', coin: 'c0', to: '5,0' })).toMatchObject({ rule: 'freight.load-cost', code: 'freight-moved' });
    const again = play(layout({ ...STRIP, coins: [{ suit: 'red', value: 2, at: '3,0' }] }, { freightMoves: 'repeat' }), { type: 'pipStop', value: 0 }, { type: 'freight', coin: 'c0', to: '4,0' });
    expect(listed(again.state, { type: 'freight', coin: 'c0', to: '5,0' })).toBe(true);
    expect(refusal({ ...at(0), turn: { ...at(0).turn, ap: 0 } }, { type: 'freight', coin: 'c0', to: '4,0' })).toMatchObject({ code: 'points-short' });
  });

  it('freight.own and freight.unowned: only one’s own colour; with 3 players the unowned colour too', () => {
    const s = at(3, { coins: [{ suit: 'red', value: 2, at: '3,0' }, { suit: 'black', value: 2, at: '5,0' }] });
    expect(refusal(s, { type: 'freight', coin: 'c1', to: '6,0' })).toMatchObject({ rule: 'freight.own', code: 'freight-not-own' });
    const three = play(
      layout({ ...STRIP, players: [{ name: 'A', colours: ['red'] }, { name: 'B', colours: ['green'] }, { name: 'C', colours: ['blue'] }], coins: [{ suit: 'black', value: 2, at: '5,0' }] }),
      { type: 'pipStop', value: 3 },
    ).state;
    expect(listed(three, { type: 'freight', coin: 'c0', to: '6,0' })).toBe(true);
    const green = play(layout({ ...STRIP, turn: { colour: 'green' }, coins: [{ suit: 'red', value: 2, at: '3,0' }], players: [{ name: 'A', colours: ['red'] }, { name: 'B', colours: ['green'] }, { name: 'C', colours: ['black'] }] }), {
      type: 'pipStop',
      value: 3,
    }).state;
    expect(refusal(green, { type: 'freight', coin: 'c0', to: '4,0' })).toMatchObject({ rule: 'freight.unowned', code: 'freight-not-own' });
  });

  it('freight.occupied: a covered half-domino reads 0 and is passed, but never stopped on', () => {
    const s = at(3, { coins: [{ suit: 'red', value: 2, at: '3,0' }, { suit: 'green', value: 2, at: '5,0' }] });
    expect(destinations(s, 'c0')).toEqual(['2,0', '4,0', '6,0', '7,0', 'green.2']);
    expect(refusal(s, { type: 'freight', coin: 'c0', to: '5,0' })).toMatchObject({ rule: 'freight.occupied', code: 'space-taken' });
  });

  it('freight.city-zone: tile numbers stop freight as pips do; a city zone holds any number of loads', () => {
    // From 2,0 with pip-stop 2: the green 2 reads 2 and stops it; with 3 it passes (nowhere further to go).
    const s = at(2, { coins: [{ suit: 'red', value: 2, at: '2,0' }, { suit: 'red', value: 3, at: 'green.2' }] });
    expect(destinations(s, 'c0')).toEqual(['3,0', 'green.2']);
    const covers = play(layout({ ...STRIP, coins: [{ suit: 'red', value: 2, at: '2,0' }, { suit: 'red', value: 3, at: 'green.2' }] }, { tileObjects: 'covers' }), { type: 'pipStop', value: 1 }).state;
    // Variant tileObjects=covers: the occupied green 2 reads 0, so a pip-stop of 1 passes it.
    expect(destinations(covers, 'c0')).toEqual(['3,0', 'green.2']);
  });

  it('access.tick: links reach a city zone only at its tick corner; access.tile-to-tile has no such limit', () => {
    // A link under the strip at 8,2 touches blue 4's south side, away from its tick (north-west).
    const s = at(6, { dominoes: [...STRIP.dominoes!, { a: 1, b: 1, x: 8, y: 2, dir: 'E' }], coins: [{ suit: 'red', value: 2, at: '8,2' }] });
    expect(destinations(s, 'c0')).toEqual(['9,2']);
    expect(refusal(s, { type: 'freight', coin: 'c0', to: 'blue.4' })).toMatchObject({ rule: 'access.tick', code: 'freight-unreachable' });
  });
});
