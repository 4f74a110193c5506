import { describe, expect, it } from 'vitest';
import { applyMove, currentSeat, legalMoves, type GameEvent, type GameState, type Move } from '../../../src/engine';
import { archipelago, longChain } from '../fixtures';
import { richRound2 } from '../scenarios';
import {
  END,
  PASS,
  SKIP,
  act,
  actWithEvents,
  buy,
  legalAct,
  markersAt,
  passPhase1,
  phase1,
  placePort,
  playUntil,
  quiet,
  refusal,
  seg,
  start,
  takeCard,
  types,
} from '../helpers';

const map = archipelago();

describe('turn.order', () => {
  it('goes clockwise from the first player in every phase', () => {
    let state = start(map, { firstPlayer: 1 });
    const order: number[] = [];
    state = playUntil(state, (s) => s.round === 2, (legal, s) => {
      order.push(currentSeat(s));
      return quiet(legal, s);
    });
    // Phase 1 (pass; no ship affordable), phase 2, phase 3: each 1, 2, 0.
    expect(order).toEqual([1, 2, 0, 1, 2, 0, 1, 2, 0]);
    expect(currentSeat(state)).toBe(2);
  });

  it('credits every move to the player whose turn it is, never to another', () => {
    const state = passPhase1(start(map, { players: 4, firstPlayer: 3 }));
    const { events } = actWithEvents(state, seg('red', 'red-h-alpha', 'red-h'));
    expect(events.filter((e) => 'seat' in e).every((e) => 'seat' in e && e.seat === 3)).toBe(true);
    expect(currentSeat(act(state, seg('red', 'red-h-alpha', 'red-h')))).toBe(0);
  });
});

describe('turn.phase', () => {
  const phase1State = start(map);
  const phase2State = passPhase1(start(map));

  it('accepts actions in phase 1 and segments in phases 2 and 3', () => {
    expect(applyMove(phase1State, placePort('alpha')).ok).toBe(true);
    expect(applyMove(phase2State, seg('red', 'red-h-alpha', 'red-h')).ok).toBe(true);
  });

  it.each<[string, Move]>([
    ['a segment', seg('red', 'red-h-alpha', 'red-h')],
    ['ending a placement turn', END],
    ['moving a port marker', { type: 'port.move', from: 'p1', to: 'alpha' }],
    ['buying a ship before the action', buy('red')],
    ['declining a ship before the action', SKIP],
  ])('refuses %s in phase 1', (_, move) => {
    expect(refusal(phase1State, move).rule).toBe('turn.phase');
  });

  it.each<[string, Move]>([
    ['a port marker', placePort('alpha')],
    ['an option card', takeCard('3x')],
    ['a pass', PASS],
    ['a ship', buy('red')],
  ])('refuses %s in phase 2', (_, move) => {
    expect(refusal(phase2State, move).rule).toBe('turn.phase');
  });

  it.each<[string, unknown]>([
    ['an unknown move type', { type: 'sail' }],
    ['null', null],
    ['a number', 42],
    ['a string', 'pass'],
  ])('refuses %s without throwing', (_, move) => {
    const result = applyMove(phase1State, move as Move);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.violation.rule).toBe('turn.phase');
  });
});

describe('action.one', () => {
  it('allows one action, then only the ship decision', () => {
    const state = act(richRound2(), placePort('alpha'));
    expect(state.step).toBe('clipper');
    // White's and black's harbors have one link each, already begun: no new route of theirs could start (clipper.must-start).
    expect(legalMoves(state)).toEqual([buy('red'), buy('blue'), buy('green'), SKIP]);
    for (const second of [placePort('bravo'), takeCard('3x'), PASS]) expect(refusal(state, second).rule).toBe('action.one');
    expect(currentSeat(act(state, SKIP))).toBe(2);
  });

  it('offers exactly: a marker on each island with a vacant space, each affordable card kind, pass', () => {
    const legal = legalMoves(start(map));
    const vacant = map.islands.filter((island) => island.ports > markersAt(start(map), island.id).length).map((i) => i.id);
    expect(legal).toEqual([...vacant.map(placePort), takeCard('2x'), takeCard('3x'), takeCard('5x'), PASS]);
  });
});

describe('port.vacant', () => {
  it('places a marker on a vacant space, and refuses one on a full island', () => {
    // Tahiti has 2 port spaces.
    let state = phase1(start(map), placePort('tahiti'));
    state = phase1(state, placePort('tahiti'));
    expect(markersAt(state, 'tahiti')).toEqual([0, 1]);
    expect(state.players.map((p) => p.reserve)).toEqual([4, 4, 5]);
    expect(refusal(state, placePort('tahiti')).rule).toBe('port.vacant');
    expect(legalMoves(state)).not.toContainEqual(placePort('tahiti'));
  });

  it.each(['atlantis', 'red-h', ''])('refuses "%s", which is no island', (island) => {
    expect(refusal(start(map), placePort(island)).rule).toBe('port.vacant');
  });
});

describe('port.reserve', () => {
  it('lets a player place markers until the reserve of 5 is spent, then refuses', () => {
    const hoarder = (legal: readonly Move[], s: GameState): Move =>
      (currentSeat(s) === 0 && legal.find((m) => m.type === 'port.place')) || quiet(legal, s);
    const state = playUntil(start(longChain()), (s) => s.players[0].reserve === 0 && s.step === 'action' && currentSeat(s) === 0, hoarder);
    expect(state.round).toBeGreaterThanOrEqual(6);
    expect(legalMoves(state).some((m) => m.type === 'port.place')).toBe(false);
    expect(refusal(state, placePort('i30')).rule).toBe('port.reserve');
  });
});

describe('card.available', () => {
  it('takes a card from the table, and refuses one another player holds this round', () => {
    const state = phase1(start(map), takeCard('5x'));
    expect(state.players[0].card).toBe('5x');
    expect(state.cards.find((c) => c.id === '5x')).toMatchObject({ status: 'held', holder: 0 });
    expect(refusal(state, takeCard('5x')).rule).toBe('card.available');
    expect(legalMoves(state).filter((m) => m.type === 'card.take')).toEqual([takeCard('2x'), takeCard('3x')]);
  });

  it('refuses a card that does not exist', () => {
    expect(refusal(start(map), { type: 'card.take', card: '7x' as '2x' }).rule).toBe('card.available');
    const garbage = applyMove(start(map), { type: 'card.take' } as Move);
    expect(garbage.ok || garbage.violation.rule).toBe('card.available');
  });
});

describe('card.price', () => {
  it('charges 2X $2, 3X nothing, 5X $1', () => {
    let state = phase1(start(map, { players: 4 }), takeCard('2x'));
    state = phase1(state, takeCard('3x'));
    state = phase1(state, takeCard('5x'));
    expect(state.players.map((p) => p.money)).toEqual([0, 2, 1, 2]);
    const { events } = actWithEvents(state, PASS);
    expect(types(events)).toContain('phase.started');
  });

  it('refuses the $4 Port card to a player with $2, and does not offer it', () => {
    const state = start(map);
    expect(refusal(state, takeCard('port')).rule).toBe('card.price');
  });

  it('sells the Port card for $4 to a player who has it', () => {
    const state = act(act(richRound2(), placePort('alpha')), SKIP);
    // Seat 2 has $4.
    const after = legalAct(state, takeCard('port'));
    expect(after.players[2]).toMatchObject({ money: 0, card: 'port' });
  });
});

describe('clipper.buy', () => {
  it('after the action, sells a waiting ship of any company for $3', () => {
    const state = act(richRound2(), PASS);
    const { state: after, events } = actWithEvents(state, buy('green'));
    expect(after.players[1]).toMatchObject({ money: 0, clipper: 'green' });
    expect(after.companies.green.spare).toBe(0);
    expect(events[0]).toEqual({ type: 'clipper.bought', seat: 1, company: 'green' });
    expect(currentSeat(after)).toBe(2);
  });

  it('refuses a company with no ship waiting, and purple, which has none', () => {
    let state = phase1(richRound2(), PASS, buy('green'));
    state = act(state, PASS);
    expect(refusal(state, buy('green')).rule).toBe('clipper.buy');
    expect(refusal(state, { type: 'clipper.buy', company: 'purple' as 'red' }).rule).toBe('clipper.buy');
    expect(legalMoves(state)).toEqual([buy('red'), buy('blue'), SKIP]);
  });

  it('skips the ship decision for a player who cannot pay $3', () => {
    const state = act(start(map), PASS);
    expect(state.step).toBe('action');
    expect(currentSeat(state)).toBe(1);
  });
});

describe('round.end', () => {
  it('returns the option cards and passes the first-player card to the left', () => {
    let state = start(map);
    state = phase1(state, takeCard('2x'));
    state = phase1(state, takeCard('3x'));
    state = phase1(state, takeCard('5x'));
    let after = state;
    let events: GameEvent[] = [];
    while (after.round === 1) ({ state: after, events } = actWithEvents(after, quiet(legalMoves(after), after)));
    expect(types(events)).toEqual(expect.arrayContaining(['cards.returned', 'first-player.passed', 'phase.started']));
    expect(events).toContainEqual({ type: 'first-player.passed', to: 1 });
    expect(after).toMatchObject({ round: 2, phase: 1, step: 'action', firstPlayer: 1 });
    expect(after.cards.map((c) => c.status)).toEqual(['available', 'available', 'out', 'available', 'available', 'available']);
    expect(after.cards.every((c) => c.holder === null)).toBe(true);
    expect(after.players.every((p) => p.card === null && p.fiveXPhase === null)).toBe(true);
    expect(currentSeat(after)).toBe(1);
  });

  it('keeps the cards out of the game that setup removed, round after round', () => {
    const state = playUntil(start(map, { players: 4 }), (s) => s.round === 3);
    expect(state.cards.find((c) => c.id === '2x-3')?.status).toBe('out');
    expect(state.firstPlayer).toBe(2);
  });
});
