import { assign, createActor, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { applyMove, score, type CardId, type GameState } from '../src/engine';
import { toMove, type MachineEvent } from './events';
import { guards, initialContext, playEveryMove, type GameContext, type GameInput, type SyncEvent } from './logic';
import { OPTION_CARDS, optionCardMachine } from './option-card';
import { purpleMachine } from './purple';
import { turnRegion } from './turn';

/**
 * The game actor. Its own chart is the turn sequence; each option card and the
 * purple company run as child actors with their own charts. A move is played
 * once, here; a child is told only when the engine changed what it watches
 * (cards, or purple's activation), which keeps the actor fast enough for bulk play.
 */
/** The game actor's context: the shared one, plus which child charts must hear of the last move. */
interface GameActorContext extends GameContext {
  stale: { cards: readonly CardId[]; purple: boolean };
}
const NOTHING_STALE: GameActorContext['stale'] = { cards: [], purple: false };

export const gameMachine = setup({
  types: {
    context: {} as GameActorContext,
    events: {} as MachineEvent,
    input: {} as GameInput,
  },
  actors: { optionCard: optionCardMachine, purple: purpleMachine },
  guards: { ...guards, chartsStale: ({ context }) => context.stale.cards.length > 0 || context.stale.purple },
  actions: {
    play: assign(({ context, event }) => {
      const before = context.game;
      const result = applyMove(before, toMove(event));
      if (!result.ok) return { violation: result.violation, events: [], stale: NOTHING_STALE };
      const after = result.state;
      // Which child charts watch something this move changed (the engine copies what it changes).
      const cards = after.cards === before.cards ? NO_CARDS : changedCards(before, after);
      const purple = after.purpleActive !== before.purpleActive;
      const stale = cards.length > 0 || purple ? { cards, purple } : NOTHING_STALE;
      return { game: after, violation: null, events: result.events, stale };
    }),
    // Children are told directly, and only when something they watch has changed.
    syncCharts: ({ context, self }) => {
      const sync: SyncEvent = { type: 'game.sync', game: context.game };
      const children = self.getSnapshot().children as Record<string, { send(e: SyncEvent): void } | undefined>;
      for (const card of context.stale.cards) children[`card-${card}`]?.send(sync);
      if (context.stale.purple) children.purple?.send(sync);
    },
    settled: assign({ stale: NOTHING_STALE }),
    score: assign(({ context }) => ({ score: scoreOf(context) })),
    spawnCharts: enqueueActions(({ enqueue, context }) => {
      for (const card of OPTION_CARDS) {
        enqueue.spawnChild('optionCard', { id: `card-${card}`, input: { game: context.game, card } });
      }
      enqueue.spawnChild('purple', { id: 'purple', input: { game: context.game } });
    }),
  },
}).createMachine({
  id: 'game',
  context: (args) => ({ ...initialContext(args), stale: NOTHING_STALE }),
  entry: 'spawnCharts',
  // Checked after every move but acted on only when a child chart must hear of it:
  // an action on every move would cost more than the engine itself in bulk play.
  always: { guard: 'chartsStale', actions: ['syncCharts', 'settled'] },
  on: playEveryMove,
  ...turnRegion,
});

const scoreOf = (context: GameContext) => score(context.game);

/** The cards whose status the move changed (the engine copies the card list only when one did). */
const NO_CARDS: readonly CardId[] = [];
function changedCards(before: GameState, after: GameState): CardId[] {
  return after.cards.filter((card, i) => card.status !== before.cards[i]?.status).map((card) => card.id);
}

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

export function createGameActor(game: GameState) {
  return createActor(gameMachine, { input: { game } });
}

/** Restores an actor from `actor.getPersistedSnapshot()` (after a JSON round trip, say). */
export function restoreGameActor(persisted: unknown) {
  // The input is only read when the machine starts fresh; a restored snapshot carries its context.
  return createActor(gameMachine, { snapshot: persisted as GameSnapshot, input: undefined as unknown as GameInput });
}

/** The state of every chart at once: turn sequence, each card, purple. */
export function chartValues(actor: ReturnType<typeof createGameActor>) {
  const snapshot = actor.getSnapshot();
  const children = snapshot.children as Record<string, { getSnapshot(): { value: unknown } } | undefined>;
  return {
    turn: snapshot.value,
    cards: Object.fromEntries(OPTION_CARDS.map((card) => [card, children[`card-${card}`]?.getSnapshot().value])),
    purple: children.purple?.getSnapshot().value,
  };
}
