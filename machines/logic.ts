import { applyMove, type GameEvent, type GameState, type MoveResult, type ScoreSheet } from '../src/engine';
import { toMove, type MachineEvent } from './events';

/**
 * What the game chart shares with its guards and actions: the context (the
 * engine's game state plus what the last move made happen) and the one call into
 * the engine per move. The engine plays the move and the flow after it; the chart
 * follows what it reported, by the flow table's arrows.
 */
export interface GameContext {
  game: GameState;
  /** What the last accepted move made happen, the flow's consequences included (turn ended, phase started, …). */
  events: GameEvent[];
  /** The part of `events` the turn region has still to walk: the flow after the move, from the engine's report. */
  flow: readonly GameEvent[];
  /** Set once the game is over. */
  score: ScoreSheet | null;
}

export interface GameInput {
  game: GameState;
}

export const initialContext = ({ input }: { input: GameInput }): GameContext => ({ game: input.game, events: [], flow: [], score: null });

// The guards of one event's arrows (one per rule of what follows the move), then its action, ask with the
// very same game and event: the engine answers once. Games are values, so the answer is the game's.
let last: { game: GameState | null; event: MachineEvent | null; result: MoveResult | null } = { game: null, event: null, result: null };

/** `applyMove` on a move event in this game: the new game after the move and the flow, and all that happened, or the refusal. */
export function judge(game: GameState, event: MachineEvent): MoveResult {
  if (game === last.game && event === last.event && last.result !== null) return last.result;
  const result = applyMove(game, toMove(event));
  last = { game, event, result };
  return result;
}

/** The events with which the flow begins after a move (a turn, phase, round or game ending); the move's own come before. */
const FLOW_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['turn.ended', 'turn.skipped', 'phase.started', 'clipper.returned', 'cards.returned', 'first-player.passed', 'game.ended']);

/** The flow part of a move's events: from the first the flow reported, or none when the same player goes on. */
export function flowOf(events: readonly GameEvent[]): readonly GameEvent[] {
  const i = events.findIndex((e) => FLOW_EVENTS.has(e.type));
  return i < 0 ? [] : events.slice(i);
}
