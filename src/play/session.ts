import { applyMove, currentSeat, legalMoves, type GameEvent, type GameState, type Move, type Violation } from '../engine';
import type { BoardMap } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import { replaySavedGame, type ReplayError } from '../game/replay';
import type { SavedGame } from '../game/schema';

/**
 * A game being played on the play page: the saved game it started from, every
 * position reached, and a cursor for undo and redo. One move is one history step
 * (tldraw's "one gesture, one step"); playing after an undo drops the moves that
 * were undone. Pure data and pure functions: the page only renders a session.
 */
export interface PlaySession {
  /** Everything but the moves: players, seats' bots, map, variants, seed, origin. */
  game: SavedGame;
  map: BoardMap;
  /** `states[0]` is the set-up; `states[i]` the position after `moves[i - 1]`. */
  states: readonly GameState[];
  events: readonly (readonly GameEvent[])[];
  moves: readonly Move[];
  /** How many of `moves` are played; the rest can be redone. */
  cursor: number;
}

export function startSession(game: SavedGame, map: BoardMap): Result<PlaySession, ReplayError> {
  const replay = replaySavedGame(game, map);
  if (!replay.ok) return replay;
  const { states, events, moves } = replay.value;
  return ok({ game: { ...game, moves: [] }, map, states, events, moves, cursor: moves.length });
}

export const positionOf = (s: PlaySession): GameState => s.states[s.cursor];
export const seatToAct = (s: PlaySession): number => currentSeat(positionOf(s));
export const legalNow = (s: PlaySession): Move[] => legalMoves(positionOf(s));
/** What the last move played caused (empty at the set-up). */
export const lastEvents = (s: PlaySession): readonly GameEvent[] => (s.cursor > 0 ? s.events[s.cursor - 1] : []);
export const canUndo = (s: PlaySession): boolean => s.cursor > 0;
export const canRedo = (s: PlaySession): boolean => s.cursor < s.moves.length;

/** Plays one move for the player to act; the engine decides, and a refusal leaves the session as it was. */
export function playMove(s: PlaySession, move: Move): Result<PlaySession, Violation> {
  const result = applyMove(positionOf(s), move);
  if (!result.ok) return err(result.violation);
  const keep = s.cursor;
  return ok({
    ...s,
    states: [...s.states.slice(0, keep + 1), result.state],
    events: [...s.events.slice(0, keep), result.events],
    moves: [...s.moves.slice(0, keep), move],
    cursor: keep + 1,
  });
}

export const undo = (s: PlaySession): PlaySession => (canUndo(s) ? { ...s, cursor: s.cursor - 1 } : s);
export const redo = (s: PlaySession): PlaySession => (canRedo(s) ? { ...s, cursor: s.cursor + 1 } : s);

/** Back to the position after `moves` moves (a walkthrough step, the set-up), keeping the rest for redo. */
export const jumpTo = (s: PlaySession, moves: number): PlaySession => ({ ...s, cursor: Math.max(0, Math.min(moves, s.moves.length)) });

/** The game as played so far, as a saved game (moves undone are not part of it). */
export function savedGameOf(s: PlaySession): SavedGame {
  const moves = s.moves.slice(0, s.cursor).map((m) => ({ ...m })) as SavedGame['moves'];
  const game: SavedGame = { ...s.game, moves };
  // A fork point past the moves kept no longer describes this game.
  if (game.origin && game.origin.moves > moves.length) delete game.origin;
  return game;
}

/** Seats whose moves a bot makes. */
export const botOf = (s: PlaySession, seat: number): string | undefined => s.game.players[seat]?.bot;
