import { assign, createActor, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { CARD_IDS, currentSeat, END_REASON_OF, FLOW_CONDITIONS, purpleHomeId, score, type ConditionName, type GameEvent, type GameState, type Move } from '../src/engine';
import { gameFromJson, type GameFromJsonError } from '../src/game/from-json';
import { err, ok, type Result } from '../src/map/result';
import { toEvent, type MachineEvent } from './events';
import type { LiveState } from '../src/statecharts/live';
import { flowOf, initialContext, judge, type GameContext, type GameInput } from './logic';
import { chartPlaces, fiveXPlace, portPlace, purplePlace, simpleCardPlace, turnPlace, type TurnPlace } from './progress';
import { cardsRegion, purpleRegion } from './regions';
import { turnRegion } from './turn';

/**
 * The game chart: three parallel regions over one game. The turn sequence
 * (generated from the engine's flow table) takes the players' moves as events,
 * each guarded by the engine's acceptance; the engine plays the move and the flow
 * after it, and the chart walks the table's arrows the way the engine's report
 * says it went (which condition held, which operation ran). The option cards and
 * purple move on the events the engine reported, raised here. `can(event)` is
 * true exactly when the engine would accept the move now. No rule is decided
 * here: the chart only reads the engine's answers.
 */

/** Engine events the card and purple regions listen to; the rest are not raised (bulk play stays fast). */
export type ChartEvent =
  | Extract<GameEvent, { type: 'card.taken' | 'card.used' | 'cards.returned' | 'turn.skipped' | 'purple.activated' | 'island.connected' }>
  | { type: 'segment.placed'; seat: number; phase: 1 | 2 | 3 }
  | { type: 'turn.ended'; seat: number; phase: 1 | 2 | 3 };

type AnyEvent = MachineEvent | ChartEvent;

/** The engine events of a move (and the flow after it) that some region hears, in order. */
export function chartEvents(before: GameState, events: readonly GameEvent[], home: string | null): ChartEvent[] {
  const out: ChartEvent[] = [];
  // The card each seat holds as each event happens: a card taken this move counts from then on.
  const held = before.players.map((p) => p.card);
  for (const e of events) {
    switch (e.type) {
      case 'card.taken':
        held[e.seat] = e.card;
        out.push(e);
        break;
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
        if (held[e.seat] === '5x') out.push({ type: 'segment.placed', seat: e.seat, phase: before.phase });
        break;
      case 'turn.ended':
        if (held[e.seat] === '5x') out.push({ type: 'turn.ended', seat: e.seat, phase: e.phase });
        break;
      default:
        break;
    }
  }
  return out;
}

const REGION_PLACE: Readonly<Record<string, (g: GameState) => string>> = {
  'cards.2x': (g) => simpleCardPlace(g, '2x'),
  'cards.3x': (g) => simpleCardPlace(g, '3x'),
  'cards.5x': fiveXPlace,
  'cards.port': portPlace,
  purple: purplePlace,
};

type Args = { context: GameContext; event: AnyEvent };

const endedFor = (e: GameEvent | undefined, reason: string | undefined): boolean => e?.type === 'game.ended' && e.reason === reason;
/** The events with which a phase's end begins in the engine's report: the next phase, phase 4, or a dead board's end. */
const PHASE_OVER: ReadonlySet<GameEvent['type']> = new Set(['phase.started', 'clipper.returned', 'cards.returned']);

/**
 * Each condition of the flow table as the engine's report of the flow shows it,
 * read at the point the turn region stands (the head of `flow`): the engine
 * decided it (src/engine/rollout/flow.ts), the chart only sees which way it went.
 */
const SHOWN: Readonly<Record<ConditionName, (flow: readonly GameEvent[]) => boolean>> = {
  phaseDone: (f) => f.length > 0 && (PHASE_OVER.has(f[0].type) || endedFor(f[0], END_REASON_OF.boardDead)),
  // After a move, the same player goes on (to the ship purchase, or the same placement turn) when no flow followed it.
  shipForSale: (f) => f.length === 0,
  turnGoesOn: (f) => f.length === 0,
  allLaid: (f) => endedFor(f[0], END_REASON_OF.allLaid),
  sitsOut: (f) => f[0]?.type === 'turn.skipped',
  cannotLay: (f) => endedFor(f[0], END_REASON_OF.cannotLay),
  boardDead: (f) => endedFor(f[0], END_REASON_OF.boardDead),
};

/** The flow table's conditions, each the guard of the same name. */
const conditionGuards = Object.fromEntries(
  (Object.keys(FLOW_CONDITIONS) as ConditionName[]).map((name) => [name, ({ context }: Args) => SHOWN[name](context.flow)]),
) as Record<ConditionName, (args: Args) => boolean>;

const GUARDS = {
  /** The engine accepts the move; with `then`, its report shows the table's condition holding once the move was made. */
  accepts: ({ context, event }: Args, params?: { then?: ConditionName }) => {
    const result = judge(context.game, event as MachineEvent);
    return result.ok && (params?.then === undefined || SHOWN[params.then](flowOf(result.events)));
  },
  ...conditionGuards,
  resumesAt: ({ context }: Args, params: { place: TurnPlace }) => turnPlace(context.game) === params.place,
  regionAt: ({ context }: Args, params: { region: string; place: string }) => REGION_PLACE[params.region](context.game) === params.place,
  cardKind: ({ event }: Args, params: { kind: string }) => event.type === 'card.taken' && CARD_IDS[event.card] === params.kind,
  cardUsed: ({ event }: Args, params: { kind: string }) => event.type === 'card.used' && CARD_IDS[event.card] === params.kind,
  fiveXLays: ({ event }: Args, params: { phase: 2 | 3 }) => event.type === 'segment.placed' && event.phase === params.phase,
  fiveXTurnEnds: ({ event }: Args, params: { phase: 2 | 3 }) => event.type === 'turn.ended' && event.phase === params.phase,
  skippedFor: ({ event }: Args, params: { rule: string }) => event.type === 'turn.skipped' && event.rule === params.rule,
};

/**
 * The flow table's operations as chart actions: the engine has carried each out
 * already, so an action only walks the report past the event it ends with (a
 * turn's end takes the 5X card's `card.used` after it along).
 */
function walkPast(last: GameEvent['type']) {
  return assign<GameContext, AnyEvent, undefined, AnyEvent, never>(({ context }) => {
    const f = context.flow;
    let i = f.findIndex((e) => e.type === last) + 1;
    if (last === 'turn.ended' && f[i]?.type === 'card.used') i++;
    return { flow: f.slice(i) };
  });
}

const ACTIONS = {
  play: enqueueActions<GameContext, AnyEvent, undefined, AnyEvent, never, never, never>(({ context, event, enqueue }) => {
    const result = judge(context.game, event as MachineEvent);
    if (!result.ok) return;
    enqueue.assign({ game: result.state, events: result.events, flow: flowOf(result.events) });
    for (const e of chartEvents(context.game, result.events, purpleHomeId(context.game))) enqueue.raise(e);
  }),
  // The engine begins the step as it moves the game on: nothing is left to do.
  startStep: () => {},
  endTurn: walkPast('turn.ended'),
  skipTurn: walkPast('turn.skipped'),
  nextPhase: walkPast('phase.started'),
  endRound: walkPast('phase.started'),
  endGame: walkPast('game.ended'),
  score: assign<GameContext, AnyEvent, undefined, AnyEvent, never>(({ context }) => ({ score: score(context.game) })),
};

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as AnyEvent,
    input: {} as GameInput,
  },
  guards: GUARDS,
  actions: ACTIONS,
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

/**
 * Restores an actor from `actor.getPersistedSnapshot()` (after a JSON round trip, say),
 * or says why the snapshot cannot be trusted: its game goes through `gameFromJson`,
 * and each region must stand where that game says it does. The score is worked out
 * again rather than believed.
 */
export function restoreGameActor(persisted: unknown): Result<ReturnType<typeof createGameActor>, GameFromJsonError[]> {
  const bad = (reason: GameFromJsonError['reason'], path: string, message: string) => err([{ reason, path, message }]);
  if (typeof persisted !== 'object' || persisted === null || Array.isArray(persisted)) return bad('not-an-object', '', 'a game actor snapshot is an object');
  const snap = persisted as { status?: unknown; value?: unknown; context?: unknown };
  if (snap.status !== 'active' && snap.status !== 'done') return bad('wrong-shape', 'status', `a game actor is active or done, not ${JSON.stringify(snap.status)}`);
  if (typeof snap.context !== 'object' || snap.context === null) return bad('wrong-shape', 'context', 'the snapshot holds no context');
  const context = snap.context as { game?: unknown; events?: unknown };
  if (!Array.isArray(context.events)) return bad('wrong-shape', 'context.events', 'the last move’s events are a list');
  const game = gameFromJson(context.game);
  if (!game.ok) return err(game.error.map((e) => ({ ...e, path: e.path ? `context.game.${e.path}` : 'context.game' })));
  if (game.value.kind !== 'state') return bad('wrong-shape', 'context.game', 'an actor holds a game position, not a saved game');
  const state = game.value.state;
  const mismatch = regionMismatch(snap.value, state);
  if (mismatch) return bad('inconsistent', 'value', mismatch);
  const snapshot = { ...snap, context: { game: state, events: context.events as GameEvent[], flow: [], score: state.ended ? score(state) : null } };
  return ok(createActor(gameMachine, { snapshot: snapshot as unknown as GameSnapshot, input: undefined as unknown as GameInput }));
}

/** Where the chart's value disagrees with the places the game puts each region in, in words; null when it agrees. */
function regionMismatch(value: unknown, game: GameState): string | null {
  let active: Record<string, string>;
  try {
    active = activeStates(value);
  } catch {
    return 'the chart’s state value is not one the game chart has';
  }
  const want = chartPlaces(game) as Record<string, string>;
  for (const [region, place] of Object.entries(want)) {
    const have = region === 'turn' ? active.turn?.replace(/^round\./, '').replace(/^over\..*/, 'over') : active[region];
    if (have !== place) return `the ${region} region stands at ${JSON.stringify(have ?? null)}, but the game is at ${place}`;
  }
  return null;
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

/**
 * The game chart running beside a page: an XState actor over a game, sent the
 * players' moves, and what the live charts show read off its snapshot. The states
 * a move only passed through (a turn over, a player sitting out, phase 4) are the
 * ones its microsteps stood in on the way, as XState's inspection reports them.
 */

/** Turn states left at once with nobody acting that are worth lighting: the flow's hubs (`due`, `done`) are passed on every turn and say nothing. */
const PASSABLE = /^round\.phase[123]\.(turnOver|sittingOut)$|^round\.phase4$/;

export interface GameRun {
  /** Sends moves in order; returns the turn states they passed through, in order (keys below `turn`). */
  play(moves: readonly Move[]): string[];
  snapshot(): GameSnapshot;
  stop(): void;
}

export function runGame(game: GameState): GameRun {
  let passed: string[] = [];
  const actor = createActor(gameMachine, {
    input: { game },
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep') return;
      const leaf = activeStates((ev.snapshot as GameSnapshot).value).turn;
      if (PASSABLE.test(leaf)) passed.push(leaf);
    },
  });
  actor.start();
  return {
    play(moves) {
      passed = [];
      for (const move of moves) actor.send(toEvent(move));
      return passed;
    },
    snapshot: () => actor.getSnapshot(),
    stop: () => actor.stop(),
  };
}

/** What the live charts show for an actor's snapshot, with the states the last moves passed through. */
export function liveOf(snapshot: GameSnapshot, passed: readonly string[] = []): LiveState {
  const game = snapshot.context.game;
  const active = activeStates(snapshot.value);
  return {
    active: { turn: active.turn, '2x': active['2x'], '3x': active['3x'], '5x': active['5x'], port: active.port, purple: active.purple },
    player: game.ended ? null : game.players[currentSeat(game)].name,
    round: game.round,
    passed: [...passed],
  };
}

/**
 * The charts at each step of a list of steps, one actor stepped as far as a reader
 * has gone and each step's charts kept, so going back reads them again. A step
 * without moves shows the position the moves before it left, with what they passed
 * through lit (a walkthrough narrates "Pauline sits out" or "phase 4" in steps of
 * their own). `at(i)` is 0-based.
 */
export function chartSteps(start: GameState, steps: readonly { moves: readonly Move[] }[]): { at(i: number): LiveState; count: number } {
  const run = runGame(start);
  const seen: LiveState[] = [];
  let passed: string[] = [];
  return {
    count: steps.length,
    at(i) {
      const want = Math.max(0, Math.min(i, steps.length - 1));
      while (seen.length <= want) {
        const step = steps[seen.length];
        if (step.moves.length > 0) passed = run.play(step.moves);
        seen.push(liveOf(run.snapshot(), passed));
      }
      return seen[want];
    },
  };
}

/** The charts at every step (see `chartSteps`). */
export function chartsByStep(start: GameState, steps: readonly { moves: readonly Move[] }[]): LiveState[] {
  const stepper = chartSteps(start, steps);
  return steps.map((_, i) => stepper.at(i));
}
