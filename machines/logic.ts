import { moveVerdict, type GameEvent, type GameState, type MoveResult, type ScoreSheet } from '../src/engine';
import { toMove, type MachineEvent } from './events';

/**
 * What the game chart shares with its guards and actions: the context (the
 * engine's game state plus what the last move made happen) and the one call into
 * the engine per move. The chart sequences, by the engine's flow table; the engine decides.
 */
export interface GameContext {
  game: GameState;
  /** What the last accepted move made happen, the flow's consequences included (turn ended, phase started, …). */
  events: GameEvent[];
  /** Set once the game is over. */
  score: ScoreSheet | null;
}

export interface GameInput {
  game: GameState;
}

export const initialContext = ({ input }: { input: GameInput }): GameContext => ({ game: input.game, events: [], score: null });

/** The engine's verdict on a move event in this game, before the flow moves on (worked out once per game and move). */
export const judge = (game: GameState, event: MachineEvent): MoveResult => moveVerdict(game, toMove(event));
