import { describe, expect, it } from 'vitest';
import { applyMove, createRng, legalMoves, newGame, type GameEvent, type GameState } from '../../src/engine';
import { liveOf, runGame } from '../../machines/game';
import { defaultMap } from './fixtures';

function start(seed: number, players = 4): GameState {
  const game = newGame({ map: defaultMap(), players: ['A', 'B', 'C', 'D', 'E'].slice(0, players).map((name) => ({ name })), seed });
  if (!game.ok) throw new Error(JSON.stringify(game.error));
  return game.value;
}

/** What the engine's own record of a move says the flow went through with nobody acting: the test's oracle for the actor's microsteps. */
function engineSays(events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'turn.ended') out.push(`round.phase${e.phase}.turnOver`);
    else if (e.type === 'turn.skipped') out.push(`round.phase${e.phase}.sittingOut`);
    else if (e.type === 'cards.returned') out.push('round.phase4');
  }
  return out;
}

describe('what the live charts show a move passed through (the actor’s microsteps)', () => {
  it('lights phase 1’s turn over once a player’s action (and ship purchase) is done', () => {
    const game = start(1);
    const run = runGame(game);
    const first = run.snapshot().context.game.players[(game.firstPlayer + game.turn) % game.players.length].name;
    let passed = run.play([{ type: 'pass' }]);
    // With money for a ship the pass leads to the ship purchase instead; skipping it ends the turn.
    if (run.snapshot().context.game.step === 'clipper') {
      expect(passed).toEqual([]);
      passed = run.play([{ type: 'clipper.skip' }]);
    }
    expect(passed).toEqual(['round.phase1.turnOver']);
    expect(liveOf(run.snapshot(), passed).player).not.toBe(first);
    run.stop();
  });

  it('names the states the engine’s events say the flow went through, in order, for every move of random games', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 3; seed++) {
      let game = start(seed, 3 + seed);
      const run = runGame(game);
      const rng = createRng(seed);
      for (let step = 0; !game.ended; step++) {
        const moves = legalMoves(game);
        const move = moves[Math.floor(rng() * moves.length)];
        const result = applyMove(game, move);
        if (!result.ok) throw new Error(result.violation.message);
        const passed = run.play([move]);
        game = result.state;
        expect(passed, `seed ${seed}, move ${step}: ${JSON.stringify(move)}`).toEqual(engineSays(result.events));
        expect(run.snapshot().context.game.round).toBe(game.round);
        passed.forEach((p) => seen.add(p));
      }
      run.stop();
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['round.phase1.turnOver', 'round.phase2.turnOver', 'round.phase3.turnOver', 'round.phase4']));
  });
});
