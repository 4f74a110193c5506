import { applyMove, type GameEvent, type GameState, type MoveResult, type ScoreSheet, type Violation } from '../src/engine';
import { toMove, type MachineEvent } from './events';
import { turnPlace, type TurnPlace } from './progress';

/**
 * What the game chart shares with its guards and actions: the context (the
 * engine's game state plus what the last move did) and the one call into the
 * engine per move. The chart sequences; the engine decides.
 */
export interface GameContext {
  game: GameState;
  /** Why the last event was refused, or null (set by `judge` callers, never by a transition). */
  violation: Violation | null;
  /** What the last accepted move made happen. */
  events: GameEvent[];
  /** Set once the game is over. */
  score: ScoreSheet | null;
}

export interface GameInput {
  game: GameState;
}

export const initialContext = ({ input }: { input: GameInput }): GameContext => ({ game: input.game, violation: null, events: [], score: null });

// The guards of one event and then its action all ask about the same move: judge it once.
let lastGame: GameState | null = null;
let lastEvent: object | null = null;
let lastResult: MoveResult | null = null;

/** The engine's verdict on a move event in this game (cached for the event being handled). */
export function judge(game: GameState, event: MachineEvent): MoveResult {
  if (game !== lastGame || event !== lastEvent || lastResult === null) {
    lastResult = applyMove(game, toMove(event));
    lastGame = game;
    lastEvent = event;
  }
  return lastResult;
}

/** Where a move leads on the turn-sequence chart: phase 4 when it closes the round. */
export type TurnTarget = TurnPlace | 'phase4';

export function leadsTo(game: GameState, event: MachineEvent): TurnTarget | null {
  const result = judge(game, event);
  if (!result.ok) return null;
  const after = result.state;
  if (!after.ended && after.round !== game.round) return 'phase4';
  return turnPlace(after);
}
