import { describe, expect, it } from 'vitest';
import { applyMove, createRng, legalMoves, newGame, type GameState } from '../../src/engine';
import { replayWalkthrough } from '../../src/walkthrough';
import { toEvent } from '../../machines/events';
import { createGameActor, restoreGameActor, whyNot } from '../../machines/game';
import { expectRegionsMatch } from './check';
import { defaultMap, firstRound } from './fixtures';

const map = defaultMap();
const walkthrough = firstRound();
const allMoves = walkthrough.steps.flatMap((s) => s.moves);

function startGame(): GameState {
  const seats = walkthrough.players.map((p) => p.name);
  const game = newGame({ map, players: walkthrough.players, firstPlayer: seats.indexOf(walkthrough.firstPlayer), seed: walkthrough.seed });
  if (!game.ok) throw new Error(JSON.stringify(game.error));
  return game.value;
}

/** The charts must say what the engine's state says. */
function expectChartsMatch(actor: ReturnType<typeof createGameActor>) {
  const snap = actor.getSnapshot();
  expectRegionsMatch(snap.value, snap.context.game);
}

describe('the game actor', () => {
  it('plays the first round to exactly the state the pure engine replay reaches', () => {
    const engineEnd = replayWalkthrough(walkthrough, map).steps.at(-1)!.state;
    const actor = createGameActor(startGame());
    actor.start();
    for (const move of allMoves) {
      expect(actor.getSnapshot().can(toEvent(move))).toBe(true);
      actor.send(toEvent(move));
      expectChartsMatch(actor);
    }
    expect(actor.getSnapshot().context.game).toEqual(engineEnd);
    expect(actor.getSnapshot().value).toMatchObject({ turn: { round: { phase1: 'action' } }, purple: 'none' });
    expectChartsMatch(actor);
    expect(actor.getSnapshot().context.game.players.map((p) => p.money)).toEqual([6, 9, 2]);
  });

  it('cannot take an event the engine refuses, leaves the state unchanged, and says why on request', () => {
    const actor = createGameActor(startGame());
    actor.start();
    const before = actor.getSnapshot();
    const event = { type: 'segment.place', company: 'black', link: 'black-harbor-gambier', from: 'black-harbor' } as const;
    expect(before.can(event)).toBe(false);
    actor.send(event);
    const after = actor.getSnapshot();
    expect(whyNot(after.context.game, event)?.rule).toBe('turn.phase');
    expect(after.context.game).toBe(before.context.game);
    expect(after.value).toEqual(before.value);
  });

  it('restored from a snapshot persisted at any step of the first round, plays on identically', () => {
    const straight = createGameActor(startGame());
    straight.start();
    for (const move of allMoves) straight.send(toEvent(move));
    const end = straight.getSnapshot().context.game;

    for (let cut = 0; cut <= allMoves.length; cut++) {
      const first = createGameActor(startGame());
      first.start();
      for (const move of allMoves.slice(0, cut)) first.send(toEvent(move));
      const saved = JSON.parse(JSON.stringify(first.getPersistedSnapshot()));
      first.stop();
      const second = restoreGameActor(saved);
      second.start();
      expectChartsMatch(second);
      for (const move of allMoves.slice(cut)) second.send(toEvent(move));
      expect(second.getSnapshot().context.game).toEqual(end);
      expect(second.getSnapshot().value).toEqual(straight.getSnapshot().value);
      expectChartsMatch(second);
      second.stop();
    }
  });

  // The chart's agreement move by move, in every variant, is graph.test.ts's; here whole games end identically.
  it('agrees with the pure engine over 30 random complete games', () => {
    for (let g = 0; g < 30; g++) {
      const players = [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }, { name: 'E' }].slice(0, 3 + (g % 3));
      const start = newGame({ map, players, seed: g });
      if (!start.ok) throw new Error(JSON.stringify(start.error));
      const rng = createRng(g);
      let engine = start.value;
      const actor = createGameActor(start.value);
      actor.start();
      while (!engine.ended) {
        const moves = legalMoves(engine);
        const move = moves[Math.floor(rng() * moves.length)];
        const result = applyMove(engine, move);
        if (!result.ok) throw new Error(result.violation.message);
        engine = result.state;
        actor.send(toEvent(move));
      }
      const snap = actor.getSnapshot();
      expect(snap.context.game).toEqual(engine);
      expect(snap.value).toMatchObject({ turn: { over: 'scored' } });
      expect(snap.context.score?.winners.length).toBeGreaterThan(0);
      expectChartsMatch(actor);
      actor.stop();
    }
  });
});
