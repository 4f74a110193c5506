import { describe, expect, it } from 'vitest';
import { applyMove, currentSeat, legalMoves, type GameState, type Move } from '../../../src/engine';
import { culDeSac, tinySupply } from '../fixtures';
import { PASS, act, actAll, actWithEvents, buy, passPhase1, phase1, seg, start, startSeg, types } from '../helpers';

/** Round 1 on the cul-de-sac board up to seat 2's phase-3 turn: every route has run into a dead end. */
const deadEnds = (): { before: GameState; last: Move } => {
  const before = actAll(passPhase1(start(culDeSac())), [
    seg('red', 'red-h-a', 'red-h'),
    seg('blue', 'blue-h-a', 'blue-h'),
    seg('white', 'white-h-a', 'white-h'),
    seg('green', 'green-h-b', 'green-h'),
  ]);
  return { before, last: seg('black', 'black-h-b', 'black-h') };
};

describe('end.no-placement', () => {
  it('ends the game when the player due to lay cannot lay any segment', () => {
    const { before, last } = deadEnds();
    expect(before.ended).toBeNull();
    const { state, events } = actWithEvents(before, last);
    expect(events.slice(-2)).toEqual([
      { type: 'turn.ended', seat: 1, phase: 3 },
      { type: 'game.ended', reason: 'no-placement', seat: 2 },
    ]);
    expect(state.ended).toEqual({ reason: 'no-placement', round: 1, phase: 3, seat: 2 });
    // Purple is active (three companies reached a), but cannot leave a by any link.
    expect(state.purpleActive).toBe(true);
    expect(legalMoves(state)).toEqual([]);
  });

  it('does not wait for a ship someone could buy: red-h–c is open only to a new red route', () => {
    const { state } = actWithEvents(deadEnds().before, deadEnds().last);
    expect(state.companies.red.spare).toBe(3);
    expect(state.links[state.map.links.findIndex((l) => l.id === 'red-h-c')]).toBeNull();
  });

  it('but a ship the player due to lay has bought does count', () => {
    // A tail b–d–e: round 1 ends with d–e still open, so round 2 is played. Seat 2 buys a
    // red ship; once seat 1 lays d–e only that ship's new route could go anywhere.
    let state = actAll(passPhase1(start(culDeSac({ islands: [{ id: 'd' }, { id: 'e' }], links: [['b', 'd', 1], ['d', 'e', 1]] }))), [
      seg('red', 'red-h-a', 'red-h'),
      seg('blue', 'blue-h-a', 'blue-h'),
      seg('white', 'white-h-a', 'white-h'),
      seg('green', 'green-h-b', 'green-h'),
      seg('black', 'black-h-b', 'black-h'),
      seg('green', 'b-d', 'b'),
    ]);
    expect(state).toMatchObject({ round: 2, phase: 1, ended: null });
    state = phase1(state, PASS);
    state = phase1(state, PASS, buy('red'));
    state = phase1(state, PASS);
    state = act(state, seg('green', 'd-e', 'd'));
    expect(state.ended).toBeNull();
    expect(currentSeat(state)).toBe(2);
    expect(legalMoves(state)).toEqual([startSeg('red', 'red-h-c', 'red-h')]);
    const { state: after, events } = actWithEvents(state, startSeg('red', 'red-h-c', 'red-h'));
    expect(types(events).slice(-1)).toEqual(['game.ended']);
    expect(after.ended).toMatchObject({ reason: 'no-placement', seat: 0, phase: 2 });
  });

  it('refuses every move once the game is over', () => {
    const { state } = actWithEvents(deadEnds().before, deadEnds().last);
    for (const move of [PASS, seg('red', 'red-h-c', 'red-h'), { type: 'turn.end' } as Move, { type: 'clipper.skip' } as Move]) {
      expect(applyMove(state, move)).toMatchObject({ ok: false, violation: { rule: 'end.no-placement' } });
    }
  });
});

describe('end.all-laid', () => {
  const allButOne = (): GameState =>
    actAll(passPhase1(start(tinySupply())), [
      seg('red', 'red-h-a', 'red-h'),
      seg('blue', 'blue-h-a', 'blue-h'),
      seg('white', 'white-h-b', 'white-h'),
      seg('green', 'green-h-b', 'green-h'),
      seg('black', 'black-h-c', 'black-h'),
    ]);

  it('plays on while any company has segments left', () => {
    const state = allButOne();
    expect(state.ended).toBeNull();
    expect(state.companies.purple.supply).toBe(1);
    expect(legalMoves(state)).toEqual([seg('purple', 'a-d', 'a')]);
  });

  it('ends the game at once when the last segment of the last company is laid', () => {
    const { state, events } = actWithEvents(allButOne(), seg('purple', 'a-d', 'a'));
    expect(types(events).slice(-1)).toEqual(['game.ended']);
    expect(events.slice(-1)).toEqual([{ type: 'game.ended', reason: 'all-laid', seat: 2 }]);
    expect(state.ended).toEqual({ reason: 'all-laid', round: 1, phase: 3, seat: 2 });
    expect(applyMove(state, PASS)).toMatchObject({ ok: false, violation: { rule: 'end.all-laid' } });
    expect(legalMoves(state)).toEqual([]);
  });
});

/** Round 1 on the cul-de-sac board with one more island: the last segment of phase 3 kills the board. */
const deadAtRoundEnd = (extra: Parameters<typeof culDeSac>[0] = { islands: [{ id: 'd' }], links: [['b', 'd', 1]] }) =>
  actAll(passPhase1(start(culDeSac(extra))), [
    seg('red', 'red-h-a', 'red-h'),
    seg('blue', 'blue-h-a', 'blue-h'),
    seg('white', 'white-h-a', 'white-h'),
    seg('green', 'green-h-b', 'green-h'),
    seg('black', 'black-h-b', 'black-h'),
  ]);

describe('end.dead-board', () => {
  // Issue 10.1: the engine used to look for the end only when someone was due to lay, so
  // a dead board at the end of phase 3 got a whole extra phase 1 (markers, ships) first.
  it('ends the game when the round’s last segment leaves nobody a segment to lay without a new ship', () => {
    const { state, events } = actWithEvents(deadAtRoundEnd(), seg('green', 'b-d', 'b'));
    expect(events.slice(-2)).toEqual([
      { type: 'turn.ended', seat: 2, phase: 3 },
      { type: 'game.ended', reason: 'dead-board', seat: 2 },
    ]);
    expect(types(events)).not.toContain('cards.returned');
    expect(state.ended).toEqual({ reason: 'dead-board', round: 1, phase: 3, seat: 2 });
    // red-h–c is still free, but only to a red ship someone might buy: that does not count.
    expect(state.companies.red.spare).toBeGreaterThan(0);
    expect(legalMoves(state)).toEqual([]);
    const refused = applyMove(state, PASS);
    expect(refused.ok || refused.violation.rule).toBe('end.dead-board');
  });

  it('plays the next round while any segment can still be laid without a new ship', () => {
    const open = deadAtRoundEnd({ islands: [{ id: 'd' }, { id: 'e' }], links: [['b', 'd', 1], ['d', 'e', 1]] });
    const { state, events } = actWithEvents(open, seg('green', 'b-d', 'b'));
    expect(state.ended).toBeNull();
    expect(types(events)).toEqual(expect.arrayContaining(['cards.returned', 'first-player.passed']));
    expect(state).toMatchObject({ round: 2, phase: 1, step: 'action' });
  });
});
