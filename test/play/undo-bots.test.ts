import { describe, expect, it } from 'vitest';
import type { SavedGame } from '../../src/game/schema';
import { botMove, botToAct } from '../../src/play/bots';
import { canRedo, canUndo, isHumanSeat, legalNow, playMove, positionOf, redo, seatToAct, startSession, undo, type PlaySession } from '../../src/play/session';
import { southPacific, threePlayers } from '../game/fixtures';

const map = southPacific();

/** The fixtures' three players, with a bot (or a person: undefined) in each seat. */
function game(bots: (string | undefined)[], firstPlayer = 'Ana'): SavedGame {
  const base = threePlayers();
  return {
    ...base,
    players: base.players.map(({ name, nation }, i) => (bots[i] ? { name, nation, bot: bots[i] } : { name, nation })) as SavedGame['players'],
    firstPlayer,
  };
}

function start(g: SavedGame): PlaySession {
  const s = startSession(g, map);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const play = (s: PlaySession, m = legalNow(s)[0]): PlaySession => {
  const r = playMove(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The person plays their first legal move, then the bots play until a person is to act again (as the page does). */
function humanThenBots(s: PlaySession): PlaySession {
  s = play(s);
  for (let bot = botToAct(s); bot; bot = botToAct(s)) s = play(s, botMove(s, bot)!);
  return s;
}

describe('undo and redo against bots', () => {
  it('go back to where the person last acted, undoing the bots’ moves after it, and forward again', () => {
    let s = start(game([undefined, 'random', 'greedy']));
    const positions: number[] = [s.cursor];
    for (let i = 0; i < 6; i++) {
      s = humanThenBots(s);
      positions.push(s.cursor);
    }
    // Each round of the person's move and the bots' replies is more than one move long somewhere.
    expect(positions.some((p, i) => i > 0 && p - positions[i - 1] > 1)).toBe(true);
    for (let i = positions.length - 1; i > 0; i--) {
      expect(isHumanSeat(s, seatToAct(s))).toBe(true);
      // Undo lands on the last position before this one where the person was to act: never a bot's turn.
      const back = undo(s);
      expect(back.cursor).toBeLessThan(s.cursor);
      expect(botToAct(back)).toBeNull();
      for (let k = back.cursor + 1; k < s.cursor; k++) expect(isHumanSeat(s, seatToAct({ ...s, cursor: k }))).toBe(false);
      // Redo is its mirror.
      expect(redo(back).cursor).toBe(s.cursor);
      s = back;
    }
    expect(s.cursor).toBe(0);
    expect(canUndo(s)).toBe(false);
    expect(canRedo(s)).toBe(true);
  });

  it('redo runs to the last move played when no person acts after here (the bots’ turn the page resumes)', () => {
    let s = start(game([undefined, 'random', 'greedy']));
    s = play(s);
    expect(botToAct(s)).not.toBeNull();
    s = play(s, botMove(s, botToAct(s)!)!);
    const end = s.cursor;
    const back = undo(s);
    expect(back.cursor).toBe(0);
    expect(redo(back).cursor).toBe(end);
  });

  it('with no person at the table, steps one move at a time, as before', () => {
    let s = start(game(['greedy', 'random', 'greedy']));
    for (let i = 0; i < 5; i++) s = play(s, botMove(s, botToAct(s)!)!);
    expect(undo(s).cursor).toBe(4);
    expect(redo(undo(undo(s))).cursor).toBe(4);
  });

  it('with people only (hot seat), steps one move at a time, as before', () => {
    let s = start(game([undefined, undefined, undefined]));
    for (let i = 0; i < 4; i++) s = play(s);
    expect(undo(s).cursor).toBe(3);
    expect(redo(undo(s)).cursor).toBe(4);
  });

  it('has nothing to undo when the bots opened the game and the person has not moved yet', () => {
    let s = start(game(['greedy', undefined, 'random'], 'Ana'));
    expect(botToAct(s)).toBe('greedy');
    s = play(s, botMove(s, 'greedy')!);
    expect(isHumanSeat(s, seatToAct(s))).toBe(true);
    expect(canUndo(s)).toBe(false);
    expect(undo(s)).toBe(s);
  });

  it('counts a seat whose bot the simulator does not know as a person, as the page does', () => {
    const s = start(game([undefined, 'nobody', 'greedy']));
    expect(isHumanSeat(s, 1)).toBe(true);
    expect(isHumanSeat(s, 2)).toBe(false);
    expect(positionOf(s)).toBe(s.states[0]);
  });
});
