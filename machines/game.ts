import { assign, createActor, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { applyMove, score, type GameState } from '../src/engine';
import { toMove, type MachineEvent } from './events';
import { guards, initialContext, played, type GameContext, type GameInput, type SyncEvent } from './logic';
import { OPTION_CARDS, optionCardMachine } from './option-card';
import { purpleMachine } from './purple';
import { turnRegion } from './turn';

/**
 * The game actor. Its own chart is the turn sequence; each option card and the
 * purple company run as child actors with their own charts. A move is played
 * once, here; a child is told only when the engine changed what it watches
 * (cards, or purple's activation), which keeps the actor fast enough for bulk play.
 */
export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as MachineEvent,
    input: {} as GameInput,
  },
  actors: { optionCard: optionCardMachine, purple: purpleMachine },
  guards,
  actions: {
    play: enqueueActions(({ context, event, enqueue }) => {
      const before = context.game;
      const patch = played(context, applyMove(before, toMove(event)));
      enqueue.assign(patch);
      const after = patch.game;
      if (!after) return;
      const sync: SyncEvent = { type: 'game.sync', game: after };
      if (after.cards !== before.cards) for (const card of OPTION_CARDS) enqueue.sendTo(`card-${card}`, sync);
      if (after.purpleActive !== before.purpleActive) enqueue.sendTo('purple', sync);
    }),
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
  context: initialContext,
  entry: 'spawnCharts',
  on: {
    'port.place': { actions: 'play' },
    'card.take': { actions: 'play' },
    'action.pass': { actions: 'play' },
    'clipper.buy': { actions: 'play' },
    'clipper.skip': { actions: 'play' },
    'segment.place': { actions: 'play' },
    'port.move': { actions: 'play' },
    'turn.end': { actions: 'play' },
  },
  ...turnRegion,
});

const scoreOf = (context: GameContext) => score(context.game);

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
