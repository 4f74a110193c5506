import { describe, expect, it } from 'vitest';
import { applyMove, currentSeat, legalMoves, type GameState, type Move } from '../../../src/engine';
import { culDeSac, tinySupply } from '../fixtures';
import { PASS, actAll, actWithEvents, buy, passPhase1, phase1, seg, start, startSeg, types } from '../helpers';

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
    // With a tail b–d, round 1 ends with money to spare; in round 2 seat 1 buys a red ship.
    let state = actAll(passPhase1(start(culDeSac({ islands: [{ id: 'd' }], links: [['b', 'd', 1]] }))), [
      seg('red', 'red-h-a', 'red-h'),
      seg('blue', 'blue-h-a', 'blue-h'),
      seg('white', 'white-h-a', 'white-h'),
      seg('green', 'green-h-b', 'green-h'),
      seg('black', 'black-h-b', 'black-h'),
      seg('green', 'b-d', 'b'),
    ]);
    state = phase1(state, PASS, buy('red'));
    state = phase1(phase1(state, PASS), PASS);
    expect(state.ended).toBeNull();
    expect(currentSeat(state)).toBe(1);
    expect(legalMoves(state)).toEqual([startSeg('red', 'red-h-c', 'red-h')]);
    const { state: after, events } = actWithEvents(state, startSeg('red', 'red-h-c', 'red-h'));
    expect(types(events).slice(-1)).toEqual(['game.ended']);
    expect(after.ended).toMatchObject({ reason: 'no-placement', seat: 2, phase: 2 });
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
