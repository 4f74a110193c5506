import { createActor } from 'xstate';
import { currentSeat, type GameState, type Move } from '../src/engine';
import type { LiveState } from '../src/statecharts/live';
import { toEvent } from './events';
import { activeStates, gameMachine, type GameSnapshot } from './game';

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
