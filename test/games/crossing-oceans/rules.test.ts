import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/crossing-oceans';
import { RULE_IDS } from '../../../src/games/crossing-oceans/rules';
import { allows, cash, coalOn, refuses, start } from './helpers';

/**
 * One allowing and one refusing case per rule of the excerpt. Rules that only compute
 * (scores, the Red Lantern's place, the market shift) have no move to refuse; they are
 * named in COMPUTED and tested by effect here and in score.test.ts.
 */

const REFUSING = new Set<string>();
const COMPUTED = ['place.red-lantern', 'rondel.first', 'ships.refill', 'ships.ready', 'coal.lost', 'region.bonus', 'end.trigger', 'score.cash', 'score.money', 'score.sea', 'score.flags', 'score.multicoloured', 'score.tie'];

function rule(id: string, body: () => void) {
  REFUSING.add(id);
  it(id, body);
}

const steam = (id: string, owner: string | null, coal = 0, region: string | null = null) => ({ region, ship: { id, owner, coal } });

describe('Crossing Oceans rules: allowed and refused', () => {
  rule('turn.missing', () => {
    const r = game.setup({ players: [{ name: 'A' }], seed: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ rule: 'turn.missing', code: 'missing.setup' });
    expect(start({ startPlayer: 'blue', players: [{ colour: 'blue' }], turn: { seat: 'blue' } }).turn.step).toBe('place');
  });

  rule('turn.order', () => {
    const r = game.setup({ players: [], seed: 1, layout: { startPlayer: 'red', players: [{ colour: 'blue' }], turn: { seat: 'blue' } } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ rule: 'turn.order', code: 'layout.unknown-seat' });
    // After Yellow's action, Blue (next in the list, clockwise) is to act.
    const s = start({ startPlayer: 'yellow', players: [{ colour: 'yellow', captain: 'fleet' }, { colour: 'blue' }], turn: { seat: 'yellow', step: 'fleet' } });
    expect(game.toAct(allows(s, { type: 'fleet.run' }).state)).toEqual({ kind: 'seat', seat: 1 });
  });

  rule('turn.phases', () => {
    const s = start({ startPlayer: 'blue', players: [{ colour: 'blue', captain: 'coal' }], turn: { seat: 'blue' } });
    refuses(s, { type: 'rondel.move', to: 'region' }, 'turn.phases', 'step.wrong');
    const after = allows(s, { type: 'contract.take' }).state;
    expect(after.turn.step).toBe('contracts');
    refuses(s, { type: 'teleport' }, 'turn.phases', 'move.malformed');
  });

  describe('placing a ship', () => {
    const pacific = (extra: Record<string, unknown> = {}) =>
      start({
        startPlayer: 'yellow',
        players: [{ colour: 'yellow', supply: ['BRITANNIA', 'THERMOPYLAE', 'ARIEL'] }, { colour: 'blue' }],
        ships: { young: { yearAfter: 1877 } },
        ports: { yokohama: steam('ATLANTIC', 'blue', 0, 'pacific'), b: steam('DEVONIA', 'blue', 0, 'pacific'), c: steam('young', 'blue', 0, 'pacific'), ...extra },
        turn: { seat: 'yellow' },
      });

    rule('place.supply', () => {
      refuses(pacific(), { type: 'ship.place', ship: 'ARIZONA', port: 'yokohama' }, 'place.supply', 'place.not-in-supply');
      allows(pacific(), { type: 'ship.place', ship: 'BRITANNIA', port: 'yokohama' });
    });

    rule('place.empty-first', () => {
      const open = pacific({ d: { region: 'pacific' } });
      refuses(open, { type: 'ship.place', ship: 'BRITANNIA', port: 'yokohama' }, 'place.empty-first', 'place.empty-spot-first');
      expect(allows(open, { type: 'ship.place', ship: 'BRITANNIA', port: 'd' }).state.ports.d.ship?.id).toBe('BRITANNIA');
    });

    rule('place.replace-oldest', () => {
      refuses(pacific(), { type: 'ship.place', ship: 'BRITANNIA', port: 'b' }, 'place.replace-oldest', 'place.not-oldest');
      const after = allows(pacific(), { type: 'ship.place', ship: 'BRITANNIA', port: 'yokohama' }).state;
      // The replaced ship goes back to its owner's supply.
      expect(after.players[1].supply).toEqual(['ATLANTIC']);
    });

    rule('place.younger', () => {
      refuses(pacific(), { type: 'ship.place', ship: 'THERMOPYLAE', port: 'yokohama' }, 'place.younger', 'place.not-younger');
      allows(pacific(), { type: 'ship.place', ship: 'BRITANNIA', port: 'yokohama' });
    });

    rule('place.arrival', () => {
      const open = pacific({ d: { region: 'pacific' } });
      refuses(open, { type: 'ship.place', ship: 'THERMOPYLAE', port: 'd' }, 'place.arrival', 'missing.ship-kind');
      expect(allows(open, { type: 'ship.place', ship: 'BRITANNIA', port: 'd' }).state.ports.d.ship).toEqual({ id: 'BRITANNIA', owner: 'yellow', coal: 1 });
      // A clipper arrives without coal.
      expect(allows(open, { type: 'ship.place', ship: 'ARIEL', port: 'd' }).state.ports.d.ship?.coal).toBe(0);
    });

    it('place.red-lantern (computed): moves to the oldest ship, or is unknown when the years cannot tell', () => {
      expect(game.facts!(pacific()).lantern).toEqual({ pacific: 'ATLANTIC' });
      const after = allows(pacific(), { type: 'ship.place', ship: 'BRITANNIA', port: 'yokohama' });
      expect(game.facts!(after.state).lantern).toEqual({ pacific: 'DEVONIA' });
      const unknown = start({ startPlayer: 'yellow', players: [{ colour: 'yellow', supply: ['BRITANNIA'] }], ports: { a: steam('ORMUZ', 'yellow', 0, 'pacific'), b: steam('DEVONIA', 'yellow', 0, 'pacific') }, turn: { seat: 'yellow' } });
      expect(game.facts!(unknown).lantern).toEqual({ pacific: null });
      refuses(unknown, { type: 'ship.place', ship: 'BRITANNIA', port: 'a' }, 'place.replace-oldest', 'missing.ship-year');
    });
  });

  describe('contracts', () => {
    const blue = (contracts: number, extra: Record<string, unknown> = {}) =>
      start({
        startPlayer: 'blue',
        players: [{ colour: 'blue', contracts, captain: 'coal', columns: { green: { spots: [{ cost: 0 }] } }, ...extra }],
        ports: { 'new-york': steam('OREGON', 'blue', 3, 'north-atlantic'), x: steam('ARIEL', 'blue') },
        turn: { seat: 'blue', step: 'contracts' },
      });

    rule('contract.take', () => {
      refuses(blue(0), { type: 'contract.take' }, 'turn.phases', 'step.wrong');
      const s = start({ startPlayer: 'blue', players: [{ colour: 'blue' }], turn: { seat: 'blue' } });
      expect(allows(s, { type: 'contract.take' }).state.players[0].contracts).toBe(1);
    });

    rule('contract.money', () => {
      refuses(blue(1), { type: 'contract.money', contracts: 2 }, 'contract.money', 'contract.too-few');
      expect(cash(allows(blue(2), { type: 'contract.money', contracts: 2 }).state, 'blue')).toBe(40);
    });

    rule('contract.coal', () => {
      refuses(blue(0), { type: 'contract.coal', ship: 'OREGON' }, 'contract.coal', 'contract.too-few');
      refuses(blue(1), { type: 'contract.coal', ship: 'ARIEL' }, 'coal.clipper', 'coal.clipper');
      // The cap of 3 binds contract coal by default; the variant lifts it.
      refuses(blue(1), { type: 'contract.coal', ship: 'OREGON' }, 'coal.cap', 'coal.cap');
      const s = start({ startPlayer: 'blue', players: [{ colour: 'blue', contracts: 1 }], ports: { a: steam('OREGON', 'blue', 3) }, turn: { seat: 'blue', step: 'contracts' } }, { 'contract-coal-cap': 'uncapped' });
      expect(coalOn(allows(s, { type: 'contract.coal', ship: 'OREGON' }).state, 'OREGON')).toBe(4);
    });

    rule('contract.house', () => {
      refuses(blue(1), { type: 'contract.house', port: 'new-york', token: 'green' }, 'contract.house', 'contract.too-few');
      const after = allows(blue(2), { type: 'contract.house', port: 'new-york', token: 'green' });
      expect(after.state.ports['new-york'].houses).toEqual(['blue']);
      // No transport: the OREGON keeps its coal and earns nothing.
      expect(coalOn(after.state, 'OREGON')).toBe(3);
      expect(after.events.some((e) => e.type === 'earned')).toBe(false);
    });

    rule('contract.rondel', () => {
      refuses(blue(0), { type: 'rondel.move', to: 'house' }, 'contract.rondel', 'rondel.too-far');
      const after = allows(blue(1), { type: 'rondel.move', to: 'house' });
      expect(after.state.players[0].contracts).toBe(0);
      expect(after.state.turn.step).toBe('house');
    });
  });

  describe('the rondel', () => {
    const at = (captain: string | null, contracts = 0) => start({ startPlayer: 'blue', players: [{ colour: 'blue', captain, contracts }], turn: { seat: 'blue', step: 'rondel' } });

    it('rondel.first (computed): the very first move may go to any spot, free', () => {
      const after = allows(at(null), { type: 'rondel.move', to: 'cargo' });
      expect(after.state.players[0].captain).toBe('cargo');
      expect(after.state.players[0].contracts).toBe(0);
    });

    rule('rondel.steps', () => {
      refuses(at('coal'), { type: 'rondel.move', to: 'coal' }, 'rondel.steps', 'rondel.same-spot');
      expect(allows(at('coal'), { type: 'rondel.move', to: 'ships-a' }).events).toContainEqual({ type: 'captain.moved', values: { seat: 'blue', from: 'coal', to: 'ships-a', steps: 2 } });
    });

    rule('rondel.order', () => {
      // From Region, House is 3 to 6 steps on: the excerpt cannot say whether that is free.
      refuses(at('region', 1), { type: 'rondel.move', to: 'house' }, 'rondel.order', 'missing.rondel-order');
      allows(at('region'), { type: 'rondel.move', to: 'blue-riband' });
      // From Blue Riband, Coal is surely 5 steps on.
      refuses(at('blue-riband'), { type: 'rondel.move', to: 'coal' }, 'contract.rondel', 'rondel.too-far');
    });

    rule('action.order', () => {
      const s = start({ startPlayer: 'blue', players: [{ colour: 'blue', printedCoal: 1 }], ports: { a: steam('OREGON', 'blue') }, turn: { seat: 'blue', step: 'coal-pier' } });
      refuses(s, { type: 'coal.load', ship: 'OREGON' }, 'action.order', 'step.wrong');
      expect(allows(s, { type: 'coal.pier.skip' }).state.turn.step).toBe('coal-load');
    });

    rule('action.none', () => {
      const s = start({ startPlayer: 'blue', players: [{ colour: 'blue' }], ports: { a: steam('ARIZONA', 'blue', 1) }, turn: { seat: 'blue', step: 'fleet' } });
      refuses(s, { type: 'action.none' }, 'action.none', 'action.possible');
      // Where the action is blocked only by a fact the excerpt leaves out, that is the reason given.
      const unknown = start({ startPlayer: 'blue', players: [{ colour: 'blue' }], ports: { a: steam('OREGON', 'blue', 1) }, turn: { seat: 'blue', step: 'fleet' } });
      refuses(unknown, { type: 'action.none' }, 'fleet.income', 'missing.ship-income');
      const empty = start({ startPlayer: 'blue', players: [{ colour: 'blue' }], turn: { seat: 'blue', step: 'cargo' } });
      expect(game.legalMoves(empty)).toEqual([{ type: 'action.none' }]);
      allows(empty, { type: 'action.none' });
    });
  });

  describe('ships', () => {
    const market = (cashInHand: number, extra: Record<string, unknown> = {}) =>
      start({
        startPlayer: 'red',
        players: [{ colour: 'red', cash: cashInHand }],
        ships: { cheap: { price: 10 }, hq: { kind: 'headquarters', flag: 'multi', price: 10, token: 'green' } },
        market: ['ARIZONA', 'CITY OF BERLIN', 'BELGENLAND', 'cheap', 'hq', null],
        docks: { blue: 'POMMERANIA' },
        stack: ['s1', 's2', 's3', 's4'],
        turn: { seat: 'red', step: 'ships' },
        ...extra,
      });

    rule('ships.buy', () => {
      refuses(market(500), { type: 'ships.buy', ships: ['ORMUZ'] }, 'ships.buy', 'ships.not-offered');
      refuses(market(500), { type: 'ships.buy', ships: ['POMMERANIA', 'POMMERANIA'] }, 'ships.buy', 'ships.twice');
      expect(allows(market(500), { type: 'ships.buy', ships: ['POMMERANIA'] }).state.players[0].supply).toEqual(['POMMERANIA']);
    });

    rule('ships.price', () => {
      refuses(market(500), { type: 'ships.buy', ships: ['ARIZONA'] }, 'ships.price', 'missing.ship-price');
      refuses(market(149), { type: 'ships.buy', ships: ['POMMERANIA', 'BELGENLAND'] }, 'ships.price', 'cash.short');
      expect(cash(allows(market(150), { type: 'ships.buy', ships: ['POMMERANIA', 'BELGENLAND'] }).state, 'red')).toBe(0);
    });

    rule('ships.flags', () => {
      refuses(market(500), { type: 'ships.buy', ships: ['cheap'] }, 'ships.flags', 'missing.ship-flag');
      expect(allows(market(500), { type: 'ships.buy', ships: ['BELGENLAND'] }).state.players[0].flags).toEqual({ blue: 1 });
    });

    rule('ships.headquarters', () => {
      const full = market(500, { players: [{ colour: 'red', cash: 500, columns: { green: { spots: [{ filled: true }], ends: true }, red: { spots: [{}] }, white: { spots: [{}] }, black: { spots: [{}] } } }] });
      refuses(full, { type: 'ships.buy', ships: ['hq'] }, 'ships.headquarters', 'column.not-fewest');
      const after = allows(full, { type: 'ships.buy', ships: ['hq'], tokens: { hq: 'red' } });
      expect(after.state.players[0].flags).toEqual({ multi: 1 });
      expect(after.state.players[0].columns.red.spots[0].filled).toBe(true);
      // The token is free: only the £10 + £50 (position 5) price is paid.
      expect(cash(after.state, 'red')).toBe(440);
      refuses(market(500), { type: 'ships.buy', ships: ['BELGENLAND'], tokens: { BELGENLAND: 'red' } }, 'ships.headquarters', 'ships.token-not-headquarters');
    });

    rule('ships.docks', () => {
      // Buying nothing shifts 5 cards into 3 places: ARIZONA and CITY OF BERLIN dock; a card without a known flag could not.
      const unknown = market(0, { market: ['mystery', 'CITY OF BERLIN', 'BELGENLAND', 'cheap', 'hq', null] });
      refuses(unknown, { type: 'ships.buy', ships: [] }, 'ships.docks', 'missing.ship-flag');
      const after = allows(market(0), { type: 'ships.buy', ships: [] }).state;
      expect(after.docks).toEqual({ blue: 'POMMERANIA', green: 'ARIZONA', black: 'CITY OF BERLIN' });
      expect(after.market).toEqual(['BELGENLAND', 'cheap', 'hq', 's1', 's2', 's3']);
    });

    it('ships.refill (computed): an empty stack only closes gaps; fewer than 3 cards follow the short-stack variant', () => {
      const empty = allows(market(150, { stack: [] }), { type: 'ships.buy', ships: ['BELGENLAND'] }).state;
      expect(empty.market).toEqual(['ARIZONA', 'CITY OF BERLIN', 'cheap', 'hq', null, null]);
      const short = market(150, { stack: ['s1'] });
      expect(allows(short, { type: 'ships.buy', ships: ['BELGENLAND'] }).state.market).toEqual(['ARIZONA', 'CITY OF BERLIN', 'cheap', 'hq', 's1', null]);
      const three = start({ ...JSON.parse(JSON.stringify(short)), variants: { 'short-stack': 'room-for-three' } });
      const after = allows(three, { type: 'ships.buy', ships: ['BELGENLAND'] }).state;
      expect(after.market).toEqual(['CITY OF BERLIN', 'cheap', 'hq', 's1', null, null]);
      expect(after.docks.green).toBe('ARIZONA');
    });

    it('ships.ready (computed): a steamship with coal or a clipper is ready', () => {
      const s = start({ startPlayer: 'green', players: [{ colour: 'green' }], ports: { a: steam('ORMUZ', 'green', 0), b: steam('ARIZONA', 'green', 1), c: steam('ARIEL', 'green', 0) }, turn: { seat: 'green' } });
      const ships = game.facts!(s).ships as Record<string, { ready: boolean }>;
      expect([ships.ORMUZ.ready, ships.ARIZONA.ready, ships.ARIEL.ready]).toEqual([false, true, true]);
    });
  });

  describe('coal', () => {
    const yellow = (player: Record<string, unknown>, ports: Record<string, unknown> = {}) =>
      start({ startPlayer: 'yellow', players: [{ colour: 'yellow', printedCoal: 2, cash: 100, ...player }], ports, turn: { seat: 'yellow', step: 'coal-pier' } });

    rule('coal.pier', () => {
      const s = yellow({ columns: { black: { spots: [{ cost: 30 }] } } });
      refuses(s, { type: 'coal.pier', column: 'red' }, 'coal.pier', 'column.not-full');
      refuses(yellow({ cash: 29, columns: { black: { spots: [{ cost: 30 }] } } }), { type: 'coal.pier', column: 'black' }, 'coal.pier', 'cash.short');
      refuses(yellow({ columns: { black: { spots: [{}] } } }), { type: 'coal.pier', column: 'black' }, 'coal.pier', 'missing.spot-cost');
      expect(cash(allows(s, { type: 'coal.pier', column: 'black' }).state, 'yellow')).toBe(70);
    });

    rule('coal.pier-full', () => {
      const s = yellow({ columns: { black: { spots: [{ filled: true }], ends: true }, red: { spots: [{ filled: true }, { cost: 20 }] }, green: { spots: [{ cost: 10 }] }, white: { spots: [{ filled: true }, {}] } } });
      refuses(s, { type: 'coal.pier', column: 'black' }, 'coal.pier-full', 'column.not-fewest');
      refuses(s, { type: 'coal.pier', column: 'red' }, 'coal.pier-full', 'column.not-fewest');
      expect(game.legalMoves(s)).toContainEqual({ type: 'coal.pier', column: 'green' });
      expect(cash(allows(s, { type: 'coal.pier', column: 'green' }).state, 'yellow')).toBe(90);
    });

    rule('coal.take', () => {
      refuses(yellow({ printedCoal: undefined }), { type: 'coal.pier.skip' }, 'coal.take', 'missing.coal-icons');
      const after = allows(yellow({ columns: { black: { spots: [{ filled: true }] } } }, { a: steam('ORMUZ', 'yellow') }), { type: 'coal.pier.skip' });
      expect(after.state.turn.coalLeft).toBe(3);
    });

    const four = { a: steam('ARIEL', 'yellow'), b: steam('CAMPANIA', 'yellow', 0), c: steam('ADRIATIC', 'yellow', 1), d: steam('MAURETANIA', 'yellow', 2) };
    const loading = () => allows(yellow({}, four), { type: 'coal.pier.skip' }).state;

    rule('coal.even', () => {
      refuses(loading(), { type: 'coal.load', ship: 'ADRIATIC' }, 'coal.even', 'coal.uneven');
      allows(loading(), { type: 'coal.load', ship: 'CAMPANIA' });
    });

    rule('coal.cap', () => {
      const s = start({ startPlayer: 'yellow', players: [{ colour: 'yellow' }], ports: { d: steam('MAURETANIA', 'yellow', 3), c: steam('CAMPANIA', 'yellow', 3) }, turn: { seat: 'yellow', step: 'coal-load', coalLeft: 1 } });
      refuses(s, { type: 'coal.load', ship: 'MAURETANIA' }, 'coal.cap', 'coal.cap');
      allows(start({ startPlayer: 'yellow', players: [{ colour: 'yellow' }], ports: { d: steam('MAURETANIA', 'yellow', 2) }, turn: { seat: 'yellow', step: 'coal-load', coalLeft: 1 } }), { type: 'coal.load', ship: 'MAURETANIA' });
    });

    rule('coal.clipper', () => {
      refuses(loading(), { type: 'coal.load', ship: 'ARIEL' }, 'coal.clipper', 'coal.clipper');
      allows(loading(), { type: 'coal.load', ship: 'CAMPANIA' });
    });

    it('coal.lost (computed): coal that fits nowhere is lost and the turn ends', () => {
      const s = start({ startPlayer: 'yellow', players: [{ colour: 'yellow', printedCoal: 4 }], ports: { d: steam('MAURETANIA', 'yellow', 2) }, turn: { seat: 'yellow', step: 'coal-pier' } });
      const first = allows(s, { type: 'coal.pier.skip' }).state;
      const after = allows(first, { type: 'coal.load', ship: 'MAURETANIA' });
      expect(after.events).toContainEqual({ type: 'coal.lost', values: { seat: 'yellow', count: 3 } });
      expect(after.state.turn.step).toBe('place');
    });
  });

  describe('house, fleet, cargo, region', () => {
    const yellow = (ports: Record<string, unknown>, step = 'house', player: Record<string, unknown> = {}) =>
      start({ startPlayer: 'yellow', players: [{ colour: 'yellow', cash: 10, columns: { red: { spots: [{ cost: 60 }], ends: true }, green: { spots: [{ filled: true }], ends: true } }, ...player }, { colour: 'green' }], ports, turn: { seat: 'yellow', step } });

    rule('house.requirement', () => {
      const s = yellow({ rio: { ship: { id: 'CAMPANIA', owner: 'green', coal: 1 } }, ny: { ship: { id: 'OREGON', owner: 'yellow' }, houses: ['yellow'] }, mo: { ship: { id: 'MAURETANIA', owner: 'yellow' } } }, 'house', { cash: 100 });
      refuses(s, { type: 'house.build', port: 'rio', token: 'red' }, 'house.requirement', 'house.no-ship');
      refuses(s, { type: 'house.build', port: 'ny', token: 'red' }, 'house.requirement', 'house.already');
      allows(s, { type: 'house.build', port: 'mo', token: 'red' });
    });

    rule('house.transport', () => {
      refuses(yellow({ a: { ship: { id: 'MAURETANIA', owner: 'yellow', coal: 1 } } }), { type: 'house.build', port: 'a', token: 'white' }, 'house.transport', 'missing.ship-income');
      const after = allows(yellow({ rio: { ship: { id: 'CAMPANIA', owner: 'yellow', coal: 1 } } }), { type: 'house.build', port: 'rio', token: 'red' });
      expect(cash(after.state, 'yellow')).toBe(20);
      expect(coalOn(after.state, 'CAMPANIA')).toBe(0);
    });

    rule('house.build', () => {
      const s = yellow({ rio: { ship: { id: 'CAMPANIA', owner: 'yellow', coal: 0 }, houses: ['green'] } });
      refuses(s, { type: 'house.build', port: 'rio', token: 'red' }, 'house.build', 'cash.short');
      // The CAMPANIA has no coal, so it earns nothing: £30 to Green and £60 for the red spot.
      const rich = yellow({ rio: { ship: { id: 'CAMPANIA', owner: 'yellow', coal: 0 }, houses: ['green'] } }, 'house', { cash: 90 });
      const after = allows(rich, { type: 'house.build', port: 'rio', token: 'red' }).state;
      expect([cash(after, 'yellow'), cash(after, 'green')]).toEqual([0, 30]);
    });

    rule('house.token', () => {
      const s = yellow({ rio: { ship: { id: 'CAMPANIA', owner: 'yellow', coal: 1 } } });
      refuses(s, { type: 'house.build', port: 'rio', token: 'green' }, 'house.token', 'column.full');
      refuses(s, { type: 'house.build', port: 'rio', token: 'white' }, 'house.token', 'missing.column-spot');
      expect(allows(s, { type: 'house.build', port: 'rio', token: 'red' }).state.players[0].columns.red.spots[0].filled).toBe(true);
    });

    rule('fleet.income', () => {
      refuses(yellow({ a: { ship: { id: 'MAURETANIA', owner: 'yellow', coal: 1 } } }, 'fleet'), { type: 'fleet.run' }, 'fleet.income', 'missing.ship-income');
      const after = allows(yellow({ a: { ship: { id: 'CAMPANIA', owner: 'yellow', coal: 2 } }, b: { ship: { id: 'CUTTY SARK', owner: 'yellow' } } }, 'fleet'), { type: 'fleet.run' });
      expect(cash(after.state, 'yellow')).toBe(100);
    });

    rule('cargo.ship', () => {
      const s = yellow({ a: { ship: { id: 'ORMUZ', owner: 'yellow', coal: 0 } }, b: { ship: { id: 'ARIZONA', owner: 'green', coal: 1 } }, c: { ship: { id: 'CUTTY SARK', owner: 'yellow' } } }, 'cargo');
      refuses(s, { type: 'cargo.run', ship: 'CUTTY SARK' }, 'cargo.ship', 'cargo.not-steamship');
      refuses(s, { type: 'cargo.run', ship: 'ORMUZ' }, 'cargo.ship', 'ship.not-ready');
      refuses(s, { type: 'cargo.run', ship: 'ARIZONA' }, 'cargo.ship', 'cargo.not-your-ship');
      const mine = yellow({ b: { ship: { id: 'ARIZONA', owner: 'yellow', coal: 1 } } }, 'cargo');
      expect(cash(allows(mine, { type: 'cargo.run', ship: 'ARIZONA' }).state, 'yellow')).toBe(60);
    });

    rule('cargo.income', () => {
      const odd = start({ startPlayer: 'yellow', players: [{ colour: 'yellow' }], ships: { odd: { kind: 'steamship', tonnage: 4500 }, unknown: { kind: 'steamship' } }, ports: { a: { ship: { id: 'odd', owner: 'yellow', coal: 1 } }, b: { ship: { id: 'unknown', owner: 'yellow', coal: 1 } } }, turn: { seat: 'yellow', step: 'cargo' } });
      refuses(odd, { type: 'cargo.run', ship: 'odd' }, 'cargo.income', 'missing.tonnage-rounding');
      refuses(odd, { type: 'cargo.run', ship: 'unknown' }, 'cargo.income', 'missing.ship-tonnage');
      const big = start({ startPlayer: 'yellow', players: [{ colour: 'yellow' }], ships: { big: { kind: 'steamship', tonnage: 12000 } }, ports: { a: { ship: { id: 'big', owner: 'yellow', coal: 1 } } }, turn: { seat: 'yellow', step: 'cargo' } });
      expect(cash(allows(big, { type: 'cargo.run', ship: 'big' }).state, 'yellow')).toBe(120);
    });

    rule('region.income', () => {
      const s = yellow({ a: { region: 'pacific', ship: { id: 'CAMPANIA', owner: 'green', coal: 1 } }, b: { region: 'pacific', ship: { id: 'SCOTIA', owner: null } } }, 'region');
      refuses(s, { type: 'region.run', region: 'atlantis' }, 'region.income', 'region.unknown');
      const after = allows(s, { type: 'region.run', region: 'pacific' }).state;
      // The active player need not own a ship there; neutral ships earn nobody anything.
      expect([cash(after, 'yellow'), cash(after, 'green')]).toEqual([10, 70]);
    });

    it('region.bonus (computed): £30 per own house in the region, for the player who chose it only', () => {
      const s = yellow({ a: { region: 'pacific', houses: ['yellow', 'green'] }, b: { region: 'pacific', houses: ['yellow'] }, c: { region: 'atlantic', houses: ['yellow'] } }, 'region');
      const after = allows(s, { type: 'region.run', region: 'pacific' }).state;
      expect([cash(after, 'yellow'), cash(after, 'green')]).toEqual([70, 0]);
    });
  });

  describe('the Blue Riband', () => {
    const race = (arizonaCoal: number, scotiaSpeed: number | null, blue: Record<string, unknown> = { spots: [{}] }) =>
      start({
        startPlayer: 'green',
        players: [{ colour: 'green', columns: { blue, red: { spots: [{ cost: 40 }] } } }],
        ships: { rival: { speed: scotiaSpeed } },
        ports: { montreal: steam('ARIZONA', 'green', arizonaCoal, 'north-atlantic'), ny: steam('rival', null, 0, 'north-atlantic'), rio: steam('CAMPANIA', 'green', 1, 'south-atlantic') },
        turn: { seat: 'green', step: 'blue-riband' },
      });

    rule('blue-riband.fastest', () => {
      refuses(race(1, 16), { type: 'blue-riband.run', ship: 'ARIZONA' }, 'blue-riband.fastest', 'blue-riband.slower');
      refuses(race(1, 14), { type: 'blue-riband.run', ship: 'CAMPANIA' }, 'blue-riband.fastest', 'blue-riband.not-north-atlantic');
      const after = allows(race(1, 14), { type: 'blue-riband.run', ship: 'ARIZONA' }).state;
      // Naming the first column outright is the same move.
      allows(race(1, 14), { type: 'blue-riband.run', ship: 'ARIZONA', column: 'blue' });
      expect([cash(after, 'green'), coalOn(after, 'ARIZONA')]).toEqual([100, 0]);
      // A ship with no listed speed neither races nor blocks.
      allows(race(1, null), { type: 'blue-riband.run', ship: 'ARIZONA' });
    });

    rule('blue-riband.tie', () => {
      refuses(race(1, 15), { type: 'blue-riband.run', ship: 'ARIZONA' }, 'blue-riband.tie', 'blue-riband.coal');
      expect(coalOn(allows(race(3, 15), { type: 'blue-riband.run', ship: 'ARIZONA' }).state, 'ARIZONA')).toBe(1);
    });

    rule('blue-riband.take', () => {
      const full = race(1, 14, { spots: [{ filled: true }], ends: true });
      refuses(full, { type: 'blue-riband.run', ship: 'ARIZONA' }, 'blue-riband.take', 'column.not-fewest');
      const after = allows(full, { type: 'blue-riband.run', ship: 'ARIZONA', column: 'red' }).state;
      // Double income £100, less the red spot's listed £40.
      expect(cash(after, 'green')).toBe(60);
      // Under the 'listed' variant the Blue Riband spot's own cost must be known.
      refuses(start({ ...JSON.parse(JSON.stringify(race(1, 14))), variants: { 'blue-riband-cost': 'listed' } }), { type: 'blue-riband.run', ship: 'ARIZONA' }, 'blue-riband.take', 'missing.spot-cost');
    });
  });

  describe('the end', () => {
    it('end.trigger (computed): the stack emptied by a ships action puts 3 coal by the start player', () => {
      const s = start({ startPlayer: 'yellow', players: [{ colour: 'yellow' }, { colour: 'blue' }], market: [null, null, null], stack: ['a', 'b'], turn: { seat: 'blue', step: 'ships' } });
      const after = allows(s, { type: 'ships.buy', ships: [] }).state;
      expect(after.countdown).toBe(3);
      const notYet = allows(start({ startPlayer: 'yellow', players: [{ colour: 'yellow' }], market: [null, null, null], stack: ['a', 'b', 'c', 'd'], turn: { seat: 'yellow', step: 'ships' } }), { type: 'ships.buy', ships: [] }).state;
      expect(notYet.countdown).toBe(null);
    });

    rule('end.countdown', () => {
      const s = start({ startPlayer: 'yellow', countdown: 1, players: [{ colour: 'yellow', captain: 'coal' }, { colour: 'blue', captain: 'coal' }], turn: { seat: 'blue', step: 'rondel' } });
      // Blue's captain moving takes no coal away; only the start player's does.
      const blue = allows(s, { type: 'rondel.move', to: 'region' }).state;
      expect(blue.countdown).toBe(1);
      const y = allows(allows(allows(blue, { type: 'action.none' }).state, { type: 'contract.take' }).state, { type: 'rondel.move', to: 'region' }).state;
      expect(y.countdown).toBe(0);
      const ended = allows(allows(allows(allows(y, { type: 'action.none' }).state, { type: 'contract.take' }).state, { type: 'rondel.move', to: 'ships-a' }).state, { type: 'ships.buy', ships: [] }).state;
      expect(ended.ended).toBe(true);
      expect(game.toAct(ended)).toEqual({ kind: 'ended', ending: { reason: 'countdown', rule: 'end.countdown' } });
      refuses(ended, { type: 'contract.take' }, 'end.countdown', 'game.over');
    });
  });
});

describe('Crossing Oceans rule catalogue', () => {
  it('every rule id is either refused above or computed, and has a page and words in both languages', () => {
    expect([...RULE_IDS].sort()).toEqual([...REFUSING, ...COMPUTED].sort());
    for (const id of RULE_IDS) {
      expect(game.rules.pageOf(id), id).toBeDefined();
      expect(game.words.en.pages[game.rules.pageOf(id)!], id).toBeDefined();
      expect(game.words.en.rules[id], id).toBeDefined();
      expect(game.words.fr.rules[id], id).toBeDefined();
    }
  });

  it('every refusal code the source can give has words in both languages, with placeholders its values fill', () => {
    const dir = join(import.meta.dirname, '../../../src/games/crossing-oceans');
    const files = [...readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f)), ...readdirSync(join(dir, 'actions')).map((f) => join(dir, 'actions', f))];
    const codes = new Set<string>();
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/refusal\('[^']+', '([^']+)'/g)) codes.add(m[1]);
      for (const m of text.matchAll(/missingFact\('[^']+', '([^']+)'/g)) codes.add(`missing.${m[1]}`);
      for (const m of text.matchAll(/refusal\([^,]+, '([a-z.-]+)'/g)) codes.add(m[1]);
    }
    expect(codes.size).toBeGreaterThan(40);
    for (const code of codes) {
      expect(game.words.en.refusals[code], code).toBeDefined();
      expect(game.words.fr.refusals[code], code).toBeDefined();
      const placeholders = (t: string) => [...t.matchAll(/\{([a-zA-Z]+)/g)].map((m) => m[1]).sort();
      expect(placeholders(game.words.fr.refusals[code]), code).toEqual(placeholders(game.words.en.refusals[code]));
    }
  });
});
