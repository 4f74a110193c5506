import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applyMove, createRng, legalMoves, newGame, type GameState } from '../../src/engine';
import { toEvent } from '../../machines/events';
import { gameMachine } from '../../machines/game';
import { liveState } from '../../machines/progress';
import { defaultMap } from './fixtures';

/** The turn-sequence states left at once with nobody acting that the live charts light as passed. */
const PASSABLE = /^game\.turn\.(round\.phase[123]\.(turnOver|sittingOut)|round\.phase4)$/;

type Microstep = { type: string; _transitions?: { target?: { id: string }[] }[] };

/** The passable states an actor enters while it takes one event, in order, as `liveState` names them. */
function recordPassed(into: string[]) {
  return (ev: unknown) => {
    const e = ev as Microstep;
    if (e.type !== '@xstate.microstep') return;
    for (const t of e._transitions ?? []) for (const target of t.target ?? []) if (PASSABLE.test(target.id)) into.push(target.id.slice('game.turn.'.length));
  };
}

function start(seed: number, players = 4): GameState {
  const game = newGame({ map: defaultMap(), players: ['A', 'B', 'C', 'D', 'E'].slice(0, players).map((name) => ({ name })), seed });
  if (!game.ok) throw new Error(JSON.stringify(game.error));
  return game.value;
}

describe('what the live charts show a move passed through', () => {
  it('lights phase 1’s turn over once a player’s action (and ship purchase) is done', () => {
    let game = start(1);
    const first = game.players[(game.firstPlayer + game.turn) % game.players.length].name;
    const result = applyMove(game, { type: 'pass' });
    if (!result.ok) throw new Error(result.violation.message);
    // With no money for a ship the turn ends at once; with money the pass leads to the ship purchase instead.
    const ended = result.events.some((e) => e.type === 'turn.ended');
    if (!ended) {
      game = result.state;
      const skip = applyMove(game, { type: 'clipper.skip' });
      if (!skip.ok) throw new Error(skip.violation.message);
      expect(skip.events).toContainEqual({ type: 'turn.ended', seat: result.state.firstPlayer, phase: 1 });
      const live = liveState(skip.state, skip.events);
      expect(live.passed).toEqual(['round.phase1.turnOver']);
      expect(live.player).not.toBe(first);
    } else {
      expect(liveState(result.state, result.events).passed).toEqual(['round.phase1.turnOver']);
    }
  });

  it('names exactly the states the XState actor passes through, in order, for every move of random games (phase 1 included)', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 3; seed++) {
      let game = start(seed, 3 + seed);
      const passed: string[] = [];
      const actor = createActor(gameMachine, { input: { game }, inspect: recordPassed(passed) });
      actor.start();
      const rng = createRng(seed);
      for (let step = 0; !game.ended; step++) {
        const moves = legalMoves(game);
        const move = moves[Math.floor(rng() * moves.length)];
        const result = applyMove(game, move);
        if (!result.ok) throw new Error(result.violation.message);
        passed.length = 0;
        actor.send(toEvent(move));
        game = result.state;
        const live = liveState(game, result.events);
        expect(live.passed, `seed ${seed}, move ${step}: ${JSON.stringify(move)}`).toEqual(passed);
        live.passed.forEach((p) => seen.add(p));
      }
      actor.stop();
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['round.phase1.turnOver', 'round.phase2.turnOver', 'round.phase3.turnOver', 'round.phase4']));
  });
});
