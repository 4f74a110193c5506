import { applyMove, currentSeat, legalMoves, type GameEvent, type GameState, type Move, type Violation } from '../engine';
import type { BoardMap } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import { replaySavedGame, type ReplayError } from '../game/replay';
import type { SavedGame } from '../game/schema';
import { isBotName } from '../sim/bots';

/**
 * A game being played on the play page: the saved game it started from, every
 * position reached, and a cursor for undo and redo. Undo and redo step from one
 * position where a person acts to the next (a person's move and the bots' replies
 * are one step; with nobody but bots, or nobody but people, one move is one step:
 * see `undoTarget`); playing after an undo drops the moves that were undone. Pure
 * data and pure functions: the page only renders a session.
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

/** Whether a person (not a bot) plays `seat`: a seat without a bot the simulator knows. */
export const isHumanSeat = (s: PlaySession, seat: number): boolean => {
  const bot = s.game.players[seat]?.bot;
  return !(bot && isBotName(bot));
};

/** Whether a person is to act after `moves` moves (never at the end of the game). */
const humanActsAt = (s: PlaySession, moves: number): boolean => !s.states[moves].ended && isHumanSeat(s, currentSeat(s.states[moves]));

/**
 * Where Undo goes, as a number of moves played, or null when there is nothing to undo. As a chess
 * app against an engine does: back to the last position before this one where a person was to act,
 * so the bots' moves after it are undone with the person's and the person never lands on a bot's
 * turn (where the page would offer them the bot's moves). With no person at the table (bots only),
 * one move back. With a person at the table but none to act before here (bots opened the game),
 * nothing to undo: going back would only hand the person a bot's move.
 */
export function undoTarget(s: PlaySession): number | null {
  if (s.cursor === 0) return null;
  if (!s.game.players.some((_, seat) => isHumanSeat(s, seat))) return s.cursor - 1;
  for (let k = s.cursor - 1; k >= 0; k--) if (humanActsAt(s, k)) return k;
  return null;
}

/**
 * Where Redo goes, Undo's mirror: forward to the next position where a person is to act, or to the
 * last move played when none comes before it (bots only: one move forward).
 */
export function redoTarget(s: PlaySession): number | null {
  if (s.cursor >= s.moves.length) return null;
  if (!s.game.players.some((_, seat) => isHumanSeat(s, seat))) return s.cursor + 1;
  for (let k = s.cursor + 1; k < s.moves.length; k++) if (humanActsAt(s, k)) return k;
  return s.moves.length;
}

export const canUndo = (s: PlaySession): boolean => undoTarget(s) !== null;
export const canRedo = (s: PlaySession): boolean => redoTarget(s) !== null;

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

export const undo = (s: PlaySession): PlaySession => {
  const to = undoTarget(s);
  return to === null ? s : { ...s, cursor: to };
};
export const redo = (s: PlaySession): PlaySession => {
  const to = redoTarget(s);
  return to === null ? s : { ...s, cursor: to };
};

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
