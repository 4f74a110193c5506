import { describe, expect, it } from 'vitest';
import { legalMoves, toAct } from '../../../src/games/ship-it/legal';
import { score } from '../../../src/games/ship-it/score';
import { hubSum } from '../../../src/games/ship-it/shipment';
import { layout, listed, play, refusal } from './fixtures';

/**
 * A row of adjacent city zones (tile to tile, no links needed):
 *   red.3 (0,0) | green.1 (2,0) | green.2 (4,0) | green.0 (6,0) | green.3 (8,0) | green.4 (10,0) | green.5 (12,0)
 */
const ROW = [
  { suit: 'red' as const, value: 3, x: 0, y: 0, tick: 'nw' as const },
  { suit: 'green' as const, value: 1, x: 2, y: 0, tick: 'nw' as const },
  { suit: 'green' as const, value: 2, x: 4, y: 0, tick: 'nw' as const },
  { suit: 'green' as const, value: 0, x: 6, y: 0, tick: 'nw' as const },
  { suit: 'green' as const, value: 3, x: 8, y: 0, tick: 'nw' as const },
  { suit: 'green' as const, value: 4, x: 10, y: 0, tick: 'nw' as const },
  { suit: 'green' as const, value: 5, x: 12, y: 0, tick: 'nw' as const },
];
type Coin = { suit: 'red' | 'green' | 'blue' | 'black'; value: number; at: string; warehoused?: boolean };
const row = (coins: Coin[], extra: Record<string, unknown> = {}) => layout({ tiles: ROW, coins, officials: {}, ...extra });
const deliver = (s: ReturnType<typeof row>, coin: string, to = 'green.1', pipStop = 2) => play(s, { type: 'pipStop', value: pipStop }, { type: 'freight', coin, to });

describe('warehousing and shipment (rules warehouse.*, ship.*)', () => {
  it('warehouse.on-hub: a load ending on a hub turns face up; passing over a hub does not', () => {
    const s = row([{ suit: 'red', value: 2, at: 'red.3' }]);
    const ended = deliver(s, 'c0').state;
    expect(ended.coins[0]).toMatchObject({ where: 'green.1', warehoused: true });
    const passed = deliver(s, 'c0', 'green.2', 3).state;
    expect(passed.coins[0]).toMatchObject({ where: 'green.2', warehoused: false });
  });

  it('warehouse.no-move: warehoused freight never moves again', () => {
    const s = play(row([{ suit: 'red', value: 2, at: 'green.1', warehoused: true }]), { type: 'pipStop', value: 1 }).state;
    expect(refusal(s, { type: 'freight', coin: 'c0', to: 'red.3' })).toMatchObject({ rule: 'warehouse.no-move', code: 'freight-warehoused' });
  });

  it('ship.threshold: below 8 nothing ships; at 8 the hub ships at once', () => {
    const below = deliver(row([{ suit: 'red', value: 4, at: 'red.3' }, { suit: 'blue', value: 2, at: 'green.1', warehoused: true }]), 'c0');
    expect(hubSum(below.state, 'green')).toBe(7);
    expect(below.state.hubs.green).toBe(1);
    const at8 = deliver(row([{ suit: 'red', value: 5, at: 'red.3' }, { suit: 'blue', value: 2, at: 'green.1', warehoused: true }]), 'c0');
    expect(at8.events.map((e) => e.type)).toEqual(['warehoused', 'shipped', 'hubMoved', 'chit', 'placed']);
  });

  it('ship.profit and ship.trigger-double: coin + 2 × tile per own coin, the trigger’s doubled', () => {
    const { state, events } = deliver(row([{ suit: 'red', value: 5, at: 'red.3' }, { suit: 'blue', value: 2, at: 'green.1', warehoused: true }]), 'c0');
    expect(events.find((e) => e.type === 'shipped')).toMatchObject({ tile: 'green.1', trigger: 'red', sum: 8, profits: { red: 14, blue: 4 } });
    expect(state.scores).toEqual({ red: 14, green: 0, blue: 4, black: 0 });
  });

  it('ship.own-suit-bonus: +8 to a trigger at a tile of its own suit', () => {
    const s = row([{ suit: 'green', value: 5, at: 'red.3' }, { suit: 'blue', value: 2, at: 'green.1', warehoused: true }], { turn: { colour: 'green' } });
    expect(deliver(s, 'c0').state.scores.green).toBe((5 + 2) * 2 + 8);
  });

  it('ship.unowned: with 3 players the unowned colour’s freight earns nothing; its hub gives no +8 (variant unownedBonus)', () => {
    const three = [
      { name: 'A', colours: ['red' as const] },
      { name: 'B', colours: ['blue' as const] },
      { name: 'C', colours: ['black' as const] },
    ];
    const s = row([{ suit: 'green', value: 5, at: 'red.3' }, { suit: 'blue', value: 2, at: 'green.1', warehoused: true }], { players: three });
    const { state, events } = deliver(s, 'c0');
    expect(events.find((e) => e.type === 'shipped')).toMatchObject({ profits: { blue: 4 } });
    expect(state.scores).toEqual({ red: 0, green: 0, blue: 4, black: 0 });
    // Red triggered with none of its coins there: no chit.
    expect(state.chits.red).toBe(0);
    const bonus = row([{ suit: 'green', value: 5, at: 'red.3' }, { suit: 'blue', value: 2, at: 'green.1', warehoused: true }], { players: three });
    const withBonus = deliver({ ...bonus, variants: { ...bonus.variants, unownedBonus: 'trigger' } }, 'c0').state;
    expect(withBonus.scores.red).toBe(8);
  });

  it('ship.hub-move: the hub moves to the next higher tile of its suit; ship.chit: the trigger’s coin becomes a chit', () => {
    const { state } = deliver(row([{ suit: 'red', value: 5, at: 'red.3' }, { suit: 'blue', value: 2, at: 'green.1', warehoused: true }]), 'c0');
    expect(state.hubs.green).toBe(2);
    expect(state.chits.red).toBe(1);
    expect(state.coins[0].where).toBe('chit');
    // The chit counts from the trigger's next turn: 8 + 1.
    const next = play(state, { type: 'end' }, { type: 'end' }, { type: 'end' }, { type: 'end' }).state;
    expect(next.turn).toMatchObject({ colour: 'red', ap: 9 });
  });

  it('ship.chit: with two of its coins shipped, the trigger chooses which becomes its chit', () => {
    const s = row([
      { suit: 'red', value: 4, at: 'red.3' },
      { suit: 'red', value: 2, at: 'green.1', warehoused: true },
      { suit: 'blue', value: 1, at: 'green.1', warehoused: true },
    ]);
    const shipped = deliver(s, 'c0').state;
    expect(toAct(shipped)).toEqual({ kind: 'seat', seat: 0 });
    expect(legalMoves(shipped).map((m) => m.type === 'chit' && m.coin)).toEqual(['c0', 'c1']);
    expect(refusal(shipped, { type: 'chit', coin: 'c2' })).toMatchObject({ rule: 'ship.chit', code: 'chit-not-own' });
    expect(refusal(shipped, { type: 'end' })).toMatchObject({ rule: 'ship.chit', code: 'chit-first' });
    const chose = play(shipped, { type: 'chit', coin: 'c1' }).state;
    expect(chose.coins[1].where).toBe('chit');
    expect(toAct(chose)).toEqual({ kind: 'chance' });
  });

  it('ship.redistribute: from a 2 hub three coins go ace, null, ace in the drawn order, face down, seen by the trigger', () => {
    const s = row(
      [
        { suit: 'red', value: 3, at: 'red.3' },
        { suit: 'blue', value: 1, at: 'green.2', warehoused: true },
        { suit: 'black', value: 1, at: 'green.2', warehoused: true },
        { suit: 'green', value: 1, at: 'green.2', warehoused: true },
      ],
      { hubs: { green: 2 } },
    );
    // red.3 → green.1 (reads 1) → green.2: pip-stop 2.
    const shipped = deliver(s, 'c0', 'green.2', 2).state;
    expect(toAct(shipped)).toEqual({ kind: 'chance' });
    expect(legalMoves(shipped).map((m) => m.type === 'scatter' && m.coin)).toEqual(['c1', 'c2', 'c3']);
    expect(refusal(shipped, { type: 'scatter', coin: 'c0' })).toMatchObject({ rule: 'ship.redistribute', code: 'not-in-fist' });
    const done = play(shipped, { type: 'scatter', coin: 'c3' }, { type: 'scatter', coin: 'c1' });
    expect(done.state.coins.slice(1).map((c) => c.where)).toEqual(['green.0', 'green.1', 'green.1']);
    expect(done.state.coins.slice(1).every((c) => !c.warehoused && c.known.join() === '0')).toBe(true);
    expect(toAct(done.state)).toEqual({ kind: 'seat', seat: 0 });
    expect(done.state.cascade).toBeNull();
  });

  it('ship.redistribute: from a 4 hub three coins go 3, 2, ace; from an ace hub all go to the null', () => {
    const four = row(
      [
        { suit: 'red', value: 1, at: 'green.3' },
        { suit: 'blue', value: 1, at: 'green.4', warehoused: true },
        { suit: 'black', value: 1, at: 'green.4', warehoused: true },
        { suit: 'green', value: 1, at: 'green.4', warehoused: true },
      ],
      { hubs: { green: 4 } },
    );
    const a = play(four, { type: 'pipStop', value: 0 }, { type: 'freight', coin: 'c0', to: 'green.4' }, { type: 'scatter', coin: 'c2' }, { type: 'scatter', coin: 'c1' }).state;
    expect(a.coins.slice(1).map((c) => c.where)).toEqual(['green.2', 'green.3', 'green.1']);
    const ace = row([
      { suit: 'red', value: 3, at: 'red.3' },
      { suit: 'blue', value: 2, at: 'green.1', warehoused: true },
      { suit: 'black', value: 2, at: 'green.1', warehoused: true },
    ]);
    const b = play(ace, { type: 'pipStop', value: 2 }, { type: 'freight', coin: 'c0', to: 'green.1' }, { type: 'scatter', coin: 'c2' }).state;
    expect(b.coins.slice(1).map((c) => c.where)).toEqual(['green.0', 'green.0']);
  });

  it('ship.cascade: the new hub’s freight is warehoused and ships at once, bonuses to the previous trigger', () => {
    const s = row([
      { suit: 'red', value: 5, at: 'red.3' },
      { suit: 'blue', value: 2, at: 'green.1', warehoused: true },
      { suit: 'black', value: 5, at: 'green.2' },
      { suit: 'red', value: 1, at: 'green.2' },
    ]);
    const { state, events } = deliver(s, 'c0');
    const shipped = events.filter((e) => e.type === 'shipped');
    expect(shipped).toEqual([
      { type: 'shipped', tile: 'green.1', trigger: 'red', sum: 8, profits: { red: 14, blue: 4 } },
      { type: 'shipped', tile: 'green.2', trigger: 'red', sum: 8, profits: { black: 9, red: 10 } },
    ]);
    expect(state.hubs.green).toBe(3);
    expect(state.chits.red).toBe(2);
    expect(state.scores).toEqual({ red: 24, green: 0, blue: 4, black: 9 });
  });

  it('official.double: an official arriving on a hub doubles its colour’s coins there (only), which may ship', () => {
    const s = row(
      [
        { suit: 'red', value: 3, at: 'green.1', warehoused: true },
        { suit: 'blue', value: 2, at: 'green.1', warehoused: true },
      ],
      { officials: { red: 'red.3' } },
    );
    const { state, events } = play(s, { type: 'official', to: 'green.1' });
    expect(events[0]).toEqual({ type: 'doubled', colour: 'red', tile: 'green.1', coins: ['c0'] });
    // 1 + 6 + 2 = 9: ships, red's 6 counted doubled and the trigger's profit doubled.
    expect(events.find((e) => e.type === 'shipped')).toMatchObject({ sum: 9, profits: { red: (6 + 2) * 2, blue: 4 } });
    expect(state.chits.red).toBe(1);
  });

  it('official.double variant doubling: once a coin (default) or at each arrival', () => {
    const s = row([{ suit: 'red', value: 1, at: 'green.1', warehoused: true }], { officials: { red: 'red.3' } });
    const twice = (v: string) =>
      play({ ...s, variants: { ...s.variants, doubling: v } }, { type: 'official', to: 'green.1' }, { type: 'official', to: 'red.3' }, { type: 'official', to: 'green.1' }).state;
    expect(hubSum(twice('once'), 'green')).toBe(1 + 2);
    expect(hubSum(twice('each-arrival'), 'green')).toBe(1 + 4);
  });

  it('end.fifth and end.second-hub: a shipment from a 5 takes its hub out; the second hub out ends the game', () => {
    const s = row([{ suit: 'red', value: 3, at: 'green.4' }], { hubs: { green: 5, blue: null } });
    const { state, events } = play(s, { type: 'pipStop', value: 0 }, { type: 'freight', coin: 'c0', to: 'green.5' });
    expect(state.hubs.green).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'ended', reason: 'second-hub' });
    expect(toAct(state)).toEqual({ kind: 'ended', ending: { reason: 'second-hub', rule: 'end.second-hub' } });
    expect(legalMoves(state)).toEqual([]);
    expect(refusal(state, { type: 'end' })).toMatchObject({ rule: 'end.second-hub', code: 'game-over' });
    const first = row([{ suit: 'red', value: 3, at: 'green.4' }], { hubs: { green: 5 } });
    const one = play(first, { type: 'pipStop', value: 0 }, { type: 'freight', coin: 'c0', to: 'green.5' }).state;
    expect(one.hubs.green).toBeNull();
    expect(toAct(one).kind).not.toBe('ended');
    expect(listed(one, { type: 'end' })).toBe(true);
  });

  it('end.winner and two-player.lower: highest profit wins; with 2 players each counts the lower of its colours', () => {
    const four = row([], { scores: { red: 30, green: 12, blue: 30, black: 5 } });
    expect(score(four).winners).toEqual([0, 2]);
    const two = row([], {
      players: [
        { name: 'A', colours: ['red', 'blue'] },
        { name: 'B', colours: ['green', 'black'] },
      ],
      scores: { red: 50, blue: 10, green: 20, black: 15 },
    });
    const sheet = score(two);
    expect(sheet.seats.map((x) => x.total)).toEqual([10, 15]);
    expect(sheet.winners).toEqual([1]);
    expect(sheet.decidedBy).toBe('two-player.lower');
  });

  it('two-player.chits: chits belong to the colour that earned them', () => {
    const two = row([{ suit: 'red', value: 5, at: 'red.3' }, { suit: 'blue', value: 2, at: 'green.1', warehoused: true }], {
      players: [
        { name: 'A', colours: ['red', 'blue'] },
        { name: 'B', colours: ['green', 'black'] },
      ],
    });
    const s = deliver(two, 'c0').state;
    expect(s.chits).toEqual({ red: 1, green: 0, blue: 0, black: 0 });
    const blueTurn = play(s, { type: 'end' }, { type: 'end' }).state;
    expect(blueTurn.turn).toMatchObject({ colour: 'blue', ap: 8 });
  });
});
