import { assign, createActor, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { CARD_IDS, score, type GameEvent, type GameState } from '../src/engine';
import type { MachineEvent } from './events';
import { initialContext, judge, leadsTo, type GameContext, type GameInput, type TurnTarget } from './logic';
import { chartPlaces, fiveXPlace, portPlace, purplePlace, simpleCardPlace, turnPlace, type TurnPlace } from './progress';
import { cardsRegion, purpleRegion } from './regions';
import { turnRegion } from './turn';

/**
 * The game chart: three parallel regions over one game. The turn sequence
 * (generated from the engine's flow table) takes the players' moves as events and
 * asks the engine about each; the option cards and purple move on the events the
 * engine emitted for that move, raised here. `can(event)` is true exactly when the
 * engine would accept the move now.
 */

/** Engine events the card and purple regions listen to; the rest are not raised (bulk play stays fast). */
export type ChartEvent =
  | Extract<GameEvent, { type: 'card.taken' | 'card.used' | 'cards.returned' | 'turn.skipped' | 'purple.activated' | 'island.connected' }>
  | { type: 'segment.placed'; seat: number; phase: 1 | 2 | 3 }
  | { type: 'turn.ended'; seat: number; phase: 1 | 2 | 3 };

type AnyEvent = MachineEvent | ChartEvent;

/** The engine events of a move that some region hears, in order. */
export function chartEvents(before: GameState, events: readonly GameEvent[], home: string | null): ChartEvent[] {
  const out: ChartEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'card.taken':
      case 'card.used':
      case 'cards.returned':
      case 'turn.skipped':
      case 'purple.activated':
        out.push(e);
        break;
      case 'island.connected':
        if (e.island === home && e.company !== 'purple') out.push(e);
        break;
      case 'segment.placed':
        if (before.players[e.seat].card === '5x') out.push({ type: 'segment.placed', seat: e.seat, phase: before.phase });
        break;
      case 'turn.ended':
        if (before.players[e.seat].card === '5x') out.push({ type: 'turn.ended', seat: e.seat, phase: e.phase });
        break;
      default:
        break;
    }
  }
  return out;
}

const homeOf = (game: GameState): string | null => game.map.companies.find((c) => c.id === 'purple')?.home ?? null;

const REGION_PLACE: Readonly<Record<string, (g: GameState) => string>> = {
  'cards.2x': (g) => simpleCardPlace(g, '2x'),
  'cards.3x': (g) => simpleCardPlace(g, '3x'),
  'cards.5x': fiveXPlace,
  'cards.port': portPlace,
  purple: purplePlace,
};

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as AnyEvent,
    input: {} as GameInput,
  },
  guards: {
    moveLeadsTo: ({ context, event }, params: { to: TurnTarget; because: string }) => leadsTo(context.game, event as MachineEvent) === params.to,
    turnAt: ({ context }, params: { place: TurnPlace }) => turnPlace(context.game) === params.place,
    regionAt: ({ context }, params: { region: string; place: string }) => REGION_PLACE[params.region](context.game) === params.place,
    cardKind: ({ event }, params: { kind: string }) => event.type === 'card.taken' && CARD_IDS[event.card] === params.kind,
    cardUsed: ({ event }, params: { kind: string }) => event.type === 'card.used' && CARD_IDS[event.card] === params.kind,
    fiveXLays: ({ event }, params: { phase: 2 | 3 }) => event.type === 'segment.placed' && event.phase === params.phase,
    fiveXTurnEnds: ({ event }, params: { phase: 2 | 3 }) => event.type === 'turn.ended' && event.phase === params.phase,
    skippedFor: ({ event }, params: { rule: string }) => event.type === 'turn.skipped' && event.rule === params.rule,
  },
  actions: {
    play: enqueueActions(({ context, event, enqueue }) => {
      const result = judge(context.game, event as MachineEvent);
      if (!result.ok) return;
      enqueue.assign({ game: result.state, events: result.events, violation: null });
      for (const e of chartEvents(context.game, result.events, homeOf(context.game))) enqueue.raise(e);
    }),
    score: assign(({ context }) => ({ score: score(context.game) })),
  },
}).createMachine({
  id: 'game',
  type: 'parallel',
  context: initialContext,
  // The regions are plain data (generated or shared); XState's config types cannot follow them through.
  states: {
    turn: turnRegion as never,
    cards: cardsRegion as never,
    purple: purpleRegion as never,
  },
});

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

export function createGameActor(game: GameState) {
  return createActor(gameMachine, { input: { game } });
}

/** Restores an actor from `actor.getPersistedSnapshot()` (after a JSON round trip, say). */
export function restoreGameActor(persisted: unknown) {
  return createActor(gameMachine, { snapshot: persisted as GameSnapshot, input: undefined as unknown as GameInput });
}

/** Why the engine would refuse `event` now, or null: the chart only says that it would. */
export function whyNot(game: GameState, event: MachineEvent) {
  const result = judge(game, event);
  return result.ok ? null : result.violation;
}

/** A chart state value flattened to dotted leaf paths per region: `{ turn: 'round.phase2.placing', … }`. */
export function activeStates(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const leaves = (v: unknown, path: string[]): string[] =>
    typeof v === 'string' ? [[...path, v].join('.')] : Object.entries(v as Record<string, unknown>).flatMap(([k, c]) => leaves(c, [...path, k]));
  const root = value as Record<string, unknown>;
  out.turn = leaves(root.turn, [])[0];
  for (const [kind, v] of Object.entries(root.cards as Record<string, unknown>)) out[kind] = leaves(v, [])[0];
  out.purple = leaves(root.purple, [])[0];
  return out;
}

/** The places each region should be in for this game (see `progress.ts`). */
export { chartPlaces };
