import { describe, expect, it } from 'vitest';
import { applyMove, currentSeat, legalMoves, type GameState, type Move } from '../../../src/engine';
import { archipelago } from '../fixtures';
import {
  END,
  PASS,
  act,
  actAll,
  actWithEvents,
  eventsOf,
  markersAt,
  phase1All,
  placePort,
  refusal,
  seg,
  start,
  takeCard,
  types,
  editable,
} from '../helpers';
import { richRound2 } from '../scenarios';

const map = archipelago();

/** Round 1 with seat 0 holding 2X, seat 1 3X, seat 2 5X; phase 2 is about to begin. */
const withCards = (): GameState => phase1All(start(map), [takeCard('2x'), takeCard('3x'), takeCard('5x')]);

/**
 * The engine ends a placement turn by itself once the allowance is spent, so a
 * player is never asked for one segment too many. To show the guard that would
 * refuse it, these tests edit a real mid-turn state (a copy) to claim more were laid.
 */
function asIfLaid(state: GameState, placed: number): GameState {
  const copy = editable(state);
  copy.placed = placed;
  return copy;
}

describe('card.2x', () => {
  it('lays two segments in phase 2, doubling the bonuses, then the turn passes', () => {
    let state = withCards();
    let events;
    ({ state, events } = actWithEvents(state, seg('red', 'red-h-alpha', 'red-h')));
    expect(eventsOf(events, 'bonus.paid')).toEqual([expect.objectContaining({ amount: 4, multiplier: 2, rule: 'bonus.first' })]);
    expect(currentSeat(state)).toBe(0);
    state = act(state, seg('red', 'alpha-bravo', 'alpha'));
    expect(state.players[0].money).toBe(8);
    expect(currentSeat(state)).toBe(1);
  });

  it('lays two again in phase 3, or just one', () => {
    let state = actAll(withCards(), [
      seg('red', 'red-h-alpha', 'red-h'),
      seg('red', 'alpha-bravo', 'alpha'),
      seg('green', 'green-h-bravo', 'green-h'),
      END,
      END,
    ]);
    expect(state.phase).toBe(3);
    state = act(state, seg('blue', 'blue-h-alpha', 'blue-h'));
    expect(currentSeat(state)).toBe(0);
    state = act(state, END);
    expect(currentSeat(state)).toBe(1);
  });

  it('refuses a third segment in a phase', () => {
    const mid = act(withCards(), seg('red', 'red-h-alpha', 'red-h'));
    expect(applyMove(asIfLaid(mid, 2), seg('red', 'alpha-bravo', 'alpha'))).toMatchObject({ ok: false, violation: { rule: 'card.2x' } });
  });
});

describe('card.3x', () => {
  it('lays three segments in each of phases 2 and 3, earning no bonuses', () => {
    let state = actAll(withCards(), [seg('red', 'red-h-alpha', 'red-h'), END]);
    expect(currentSeat(state)).toBe(1);
    let events;
    ({ state, events } = actWithEvents(state, seg('green', 'green-h-bravo', 'green-h')));
    expect(eventsOf(events, 'bonus.paid')).toEqual([expect.objectContaining({ amount: 0, multiplier: 0, rule: 'bonus.first' })]);
    state = act(state, seg('blue', 'blue-h-alpha', 'blue-h'));
    expect(currentSeat(state)).toBe(1);
    state = act(state, seg('white', 'white-h-tahiti', 'white-h'));
    expect(currentSeat(state)).toBe(2);
    expect(state.players[1].money).toBe(2);
    state = actAll(state, [END, seg('red', 'alpha-bravo', 'alpha'), END]);
    expect(state.phase).toBe(3);
    state = actAll(state, [seg('white', 'white-h-tahiti', 'white-h'), seg('white', 'white-h-tahiti', 'white-h')]);
    expect(state.players[1].money).toBe(2);
    expect(currentSeat(state)).toBe(1);
    state = act(state, seg('blue', 'alpha-samoa', 'alpha'));
    expect(currentSeat(state)).toBe(2);
  });

  it('refuses a fourth segment in a phase', () => {
    const mid = actAll(withCards(), [seg('red', 'red-h-alpha', 'red-h'), END, seg('green', 'green-h-bravo', 'green-h')]);
    expect(applyMove(asIfLaid(mid, 3), seg('blue', 'blue-h-alpha', 'blue-h'))).toMatchObject({ ok: false, violation: { rule: 'card.3x' } });
  });
});

describe('card.5x.one-phase', () => {
  const toFiveX = (): GameState => actAll(withCards(), [seg('red', 'red-h-alpha', 'red-h'), END, seg('green', 'green-h-bravo', 'green-h'), END]);

  it('lays up to five in phase 2 with normal bonuses, then sits out phase 3', () => {
    let state = toFiveX();
    expect(currentSeat(state)).toBe(2);
    state = actAll(state, [seg('black', 'black-h-samoa', 'black-h'), seg('black', 'black-h-samoa', 'black-h')]);
    expect(state.players[2].money).toBe(3); // $1 left after the card, +$2: black is the first at samoa
    state = actAll(state, [seg('black', 'samoa-delta', 'samoa'), seg('black', 'samoa-delta', 'samoa')]);
    const { state: after, events } = actWithEvents(state, seg('black', 'delta-echo', 'delta'));
    expect(after.players[2].money).toBe(7);
    expect(after.cards.find((c) => c.id === '5x')?.status).toBe('used');
    // Phase 3: seat 0, seat 1, and seat 2 is skipped.
    expect(types(events)).toContain('phase.started');
    let s = actAll(after, [seg('red', 'alpha-bravo', 'alpha'), END, seg('blue', 'blue-h-alpha', 'blue-h')]);
    const last = actWithEvents(s, END);
    expect(last.events).toContainEqual({ type: 'turn.skipped', seat: 2, phase: 3, rule: 'card.5x.one-phase' });
    s = last.state;
    expect(s).toMatchObject({ round: 2, phase: 1 });
  });

  it('may stop early in phase 2, which still gives up phase 3', () => {
    let state = act(toFiveX(), seg('black', 'black-h-samoa', 'black-h'));
    state = act(state, END);
    expect(state.players[2].fiveXPhase).toBe(2);
    state = actAll(state, [seg('red', 'alpha-bravo', 'alpha'), END, seg('blue', 'blue-h-alpha', 'blue-h')]);
    const { events } = actWithEvents(state, END);
    expect(eventsOf(events, 'turn.skipped')).toEqual([{ type: 'turn.skipped', seat: 2, phase: 3, rule: 'card.5x.one-phase' }]);
  });

  it('may lay nothing in phase 2 and use the card in phase 3 instead', () => {
    let state = act(toFiveX(), END);
    expect(state.phase).toBe(3);
    state = actAll(state, [seg('red', 'alpha-bravo', 'alpha'), END, seg('blue', 'blue-h-alpha', 'blue-h'), END]);
    expect(currentSeat(state)).toBe(2);
    const five: Move[] = [
      seg('black', 'black-h-samoa', 'black-h'),
      seg('black', 'black-h-samoa', 'black-h'),
      seg('black', 'samoa-delta', 'samoa'),
      seg('black', 'samoa-delta', 'samoa'),
      seg('black', 'delta-echo', 'delta'),
    ];
    state = actAll(state, five);
    expect(state.players[2].money).toBe(1 + 2 + 2 + 2);
    expect(state).toMatchObject({ round: 2, phase: 1 });
  });

  it('refuses a sixth segment, and any segment in the other phase', () => {
    const mid = act(toFiveX(), seg('black', 'black-h-samoa', 'black-h'));
    expect(applyMove(asIfLaid(mid, 5), seg('black', 'black-h-samoa', 'black-h'))).toMatchObject({ ok: false, violation: { rule: 'card.5x.one-phase' } });
    const otherPhase = editable(mid);
    otherPhase.phase = 3;
    otherPhase.placed = 0;
    expect(applyMove(otherPhase, seg('black', 'black-h-samoa', 'black-h'))).toMatchObject({ ok: false, violation: { rule: 'card.5x.one-phase' } });
  });
});

describe('card.port', () => {
  /** Round 2: seats 1 and 2 pass, seat 0 takes the Port card; phase 2 begins with seat 1. */
  const withPort = (variant: 'replaces-placement' | 'in-addition', actions: Move[] = [PASS, PASS]): GameState => {
    const state = phase1All(richRound2(archipelago(), { variants: { portCard: variant } }), [...actions, takeCard('port')]);
    expect(state.players[0]).toMatchObject({ card: 'port', money: 1 });
    return actAll(state, [seg('green', 'bravo-tahiti', 'bravo'), seg('blue', 'alpha-samoa', 'alpha')]);
  };

  it('moves one of the holder’s markers instead of laying a segment (default variant)', () => {
    const state = withPort('replaces-placement');
    expect(currentSeat(state)).toBe(0);
    const move: Move = { type: 'port.move', from: 'p1', to: 'alpha' };
    expect(legalMoves(state)).toContainEqual(move);
    const { state: after, events } = actWithEvents(state, move);
    expect(types(events)).toEqual(['port.moved', 'card.used', 'turn.ended', 'phase.started']);
    expect(markersAt(after, 'alpha')).toEqual([0]);
    expect(after.cards.find((c) => c.id === 'port')?.status).toBe('used');
    expect(after.links).toEqual(state.links);
    // Phase 3: the holder lays one segment as usual, and cannot move again.
    const phase3 = actAll(after, [seg('green', 'bravo-tahiti', 'bravo'), seg('blue', 'alpha-samoa', 'alpha')]);
    expect(currentSeat(phase3)).toBe(0);
    expect(refusal(phase3, { type: 'port.move', from: 'p2', to: 'bravo' }).rule).toBe('card.port');
    expect(legalMoves(phase3).every((m) => m.type === 'segment.place')).toBe(true);
  });

  it('cannot be used after laying the phase’s segment under the default variant', () => {
    const state = withPort('replaces-placement');
    const mid = editable(state);
    mid.placed = 1;
    expect(applyMove(mid, { type: 'port.move', from: 'p1', to: 'alpha' })).toMatchObject({ ok: false, violation: { rule: 'card.port' } });
  });

  it('under "in-addition" moves a marker as well as laying the segment, in either order', () => {
    const state = withPort('in-addition');
    const laid = act(state, seg('red', 'bravo-tahiti-2', 'bravo'));
    expect(currentSeat(laid)).toBe(0);
    expect(legalMoves(laid)).toContainEqual(END);
    expect(currentSeat(act(laid, { type: 'port.move', from: 'p1', to: 'alpha' }))).toBe(1);
    const moved = act(state, { type: 'port.move', from: 'p1', to: 'alpha' });
    expect(currentSeat(moved)).toBe(0);
    expect(refusal(moved, END).rule).toBe('turn.must-lay');
    expect(currentSeat(act(moved, seg('red', 'bravo-tahiti-2', 'bravo')))).toBe(1);
  });

  it('refuses players without the card, markers they do not have, and full or unknown islands', () => {
    const tahitiFull = withPort('replaces-placement', [placePort('tahiti'), placePort('tahiti')]);
    expect(markersAt(tahitiFull, 'tahiti')).toEqual([1, 2]);
    expect(refusal(tahitiFull, { type: 'port.move', from: 'alpha', to: 'bravo' }).rule).toBe('card.port');
    expect(refusal(tahitiFull, { type: 'port.move', from: 'p1', to: 'tahiti' }).rule).toBe('port.vacant');
    expect(refusal(tahitiFull, { type: 'port.move', from: 'p1', to: 'p1' }).rule).toBe('port.vacant');
    expect(refusal(tahitiFull, { type: 'port.move', from: 'p1', to: 'atlantis' }).rule).toBe('port.vacant');
    const notHolder = phase1All(richRound2(), [PASS, PASS, takeCard('port')]);
    expect(currentSeat(notHolder)).toBe(1);
    expect(refusal(notHolder, { type: 'port.move', from: 'p1', to: 'alpha' }).rule).toBe('card.port');
  });
});

describe('turn.allowance', () => {
  it('without a card, one segment per phase: the turn passes by itself', () => {
    const state = act(phase1All(start(map), [PASS, PASS, PASS]), seg('red', 'red-h-alpha', 'red-h'));
    expect(currentSeat(state)).toBe(1);
    expect(state.placed).toBe(0);
  });

  it('refuses a second segment to a player whose turn stays open for the Port card', () => {
    const state = phase1All(richRound2(archipelago(), { variants: { portCard: 'in-addition' } }), [PASS, PASS, takeCard('port')]);
    const laid = actAll(state, [seg('green', 'bravo-tahiti', 'bravo'), seg('blue', 'alpha-samoa', 'alpha'), seg('red', 'bravo-tahiti-2', 'bravo')]);
    expect(currentSeat(laid)).toBe(0);
    expect(refusal(laid, seg('white', 'white-h-tahiti', 'white-h')).rule).toBe('turn.allowance');
  });
});

describe('turn.must-lay', () => {
  it('refuses to end a placement turn before laying while a segment can be laid', () => {
    const state = phase1All(start(map), [PASS, PASS, PASS]);
    expect(legalMoves(state)).not.toContainEqual(END);
    expect(refusal(state, END).rule).toBe('turn.must-lay');
  });

  it('allows ending the turn once one segment is laid with a card allowing more', () => {
    const state = act(withCards(), seg('red', 'red-h-alpha', 'red-h'));
    expect(legalMoves(state)).toContainEqual(END);
    expect(currentSeat(act(state, END))).toBe(1);
  });
});
