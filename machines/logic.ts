import { assign, setup } from 'xstate';
import {
  applyMove,
  cardStatus,
  isOver,
  isPurpleActive,
  phaseOf,
  score,
  stepOf,
  type CardId,
  type CardState,
  type GameEvent,
  type GameState,
  type Phase,
  type ScoreSheet,
  type Step,
  type Violation,
} from '../src/engine';
import { MOVE_EVENT_TYPES, toMove, type MachineEvent } from './events';

/**
 * What every Clippers statechart shares: the context (the engine's game state plus
 * what the UI needs from the last event), the events (moves, with dotted names),
 * and guards and actions that are single calls into the engine. The machines only
 * sequence; the engine decides.
 */
export interface GameContext {
  game: GameState;
  /** Why the last event was refused, or null if it was accepted. */
  violation: Violation | null;
  /** What the last accepted event made happen. */
  events: GameEvent[];
  /** Set once the game is over. */
  score: ScoreSheet | null;
  /** The card an option-card chart follows; null in the other charts. */
  card: CardId | null;
}

export interface GameInput {
  game: GameState;
  card?: CardId;
}

/** Sent by the game actor to its card and purple children when what they watch has changed. */
export type SyncEvent = { type: 'game.sync'; game: GameState };

export const guards = {
  stepIs: ({ context }: { context: GameContext }, params: { step: Step }) => stepOf(context.game) === params.step,
  phaseIs: ({ context }: { context: GameContext }, params: { phase: Phase }) => phaseOf(context.game) === params.phase,
  gameOver: ({ context }: { context: GameContext }) => isOver(context.game),
  cardIs: ({ context }: { context: GameContext }, params: { status: CardState['status'] }) =>
    context.card !== null && cardStatus(context.game, context.card) === params.status,
  purpleActive: ({ context }: { context: GameContext }) => isPurpleActive(context.game),
};

export const gameSetup = setup({
  types: {
    context: {} as GameContext,
    events: {} as MachineEvent | SyncEvent,
    input: {} as GameInput,
  },
  guards,
  actions: {
    play: assign(({ context, event }) => played(context, applyMove(context.game, toMove(event as MachineEvent)))),
    sync: assign(({ event }) => ({ game: (event as SyncEvent).game })),
    score: assign(({ context }) => ({ score: score(context.game) })),
  },
});

/** The context after the engine judged a move: new game and events, or the same game and the violation. */
export function played(context: GameContext, result: ReturnType<typeof applyMove>): Partial<GameContext> {
  return result.ok ? { game: result.state, violation: null, events: result.events } : { violation: result.violation, events: [] };
}

export const initialContext = ({ input }: { input: GameInput }): GameContext => ({
  game: input.game,
  violation: null,
  events: [],
  score: null,
  card: input.card ?? null,
});

/** Every move event is played by the engine, once, at the top of the chart that owns the game. */
export const playEveryMove = Object.fromEntries(MOVE_EVENT_TYPES.map((type) => [type, { actions: 'play' as const }])) as Record<
  MachineEvent['type'],
  { actions: 'play' }
>;

/** Standalone, each chart plays the moves itself; as a child of the game actor it only hears `game.sync`. */
export const moveHandlers = { ...playEveryMove, 'game.sync': { actions: 'sync' as const } };
