import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, currentSeat, legalMoves, type GameState } from '../../src/engine';
import { canStartRoute } from '../../src/engine/rollout/turn';
import { release, toPosition } from '../../src/engine/rollout/position';
import { listMoves, moveAt, startPosition } from '../../src/engine/rollout/legal';
import { moveOf } from '../../src/engine/rollout/codes';
import { parseSavedGame, setUpGame } from '../../src/game';

/**
 * The audit's stuck game (issue 37): 4 players, `portCard: in-addition`, a board with
 * about as many markers as port spaces. In round 4, phase 3, seat 3 holds the Port
 * card and a black ship whose route cannot start; its one placement completes a black
 * link into an island, which opens a start only once the allowance is spent. The Port
 * card keeps the turn open (in-addition), no port space is vacant, and `turn.end` was
 * refused with clipper.must-start: no legal move in a running game.
 */
function replayStuckGame(): { before: GameState; after: GameState } {
  const parsed = parseSavedGame(readFileSync(new URL('../fixtures/games/stuck-game.clippers-game.json', import.meta.url)));
  if (!parsed.ok) throw new Error(parsed.error.map((d) => d.message).join('; '));
  const map = parsed.value.map;
  if (typeof map === 'string') throw new Error('the audit’s game carries its board');
  const set = setUpGame(parsed.value, map);
  if (!set.ok) throw new Error(JSON.stringify(set.error));
  let state = set.value;
  let before = state;
  for (const move of parsed.value.moves) {
    before = state;
    const result = applyMove(state, move);
    if (!result.ok) throw new Error(`${JSON.stringify(move)} refused: ${result.violation.message}`);
    state = result.state;
  }
  return { before, after: state };
}

describe('never stuck: the audit’s game', () => {
  it('replays, and the game then has a legal move or has ended', () => {
    const { after } = replayStuckGame();
    expect(after.ended !== null || legalMoves(after).length > 0).toBe(true);
  });

  it('was stuck on the ship’s duty: its last placement opened a start it had no placement left for, so the turn may end', () => {
    const { before, after } = replayStuckGame();
    const seat = currentSeat(before);
    // Before the last placement no start was listed: the black route could not start.
    expect(before.players[seat].clipper).toBe('black');
    expect(legalMoves(before).some((m) => m.type === 'segment.place' && m.start === true)).toBe(false);
    // After it the route could start, but the allowance is spent and no port space is vacant.
    expect(currentSeat(after)).toBe(seat);
    expect(after.placed).toBe(1);
    const p = toPosition(after)!;
    startPosition(p);
    expect(canStartRoute(p, seat)).toBe(true);
    release(p);
    expect(legalMoves(after)).toEqual([{ type: 'turn.end' }]);
    const ended = applyMove(after, { type: 'turn.end' });
    expect(ended.ok).toBe(true);
  });

  it('the rollout lists the same moves there', () => {
    const { after } = replayStuckGame();
    const p = toPosition(after)!;
    expect(p).not.toBeNull();
    startPosition(p);
    const n = listMoves(p);
    expect(Array.from({ length: n }, (_, i) => moveOf(p, moveAt(p, i)))).toEqual(legalMoves(after));
    release(p);
  });
});
