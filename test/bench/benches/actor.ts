import { readFileSync } from 'node:fs';
import { applyMove, createRng, legalMoves, newGame, type GameState } from '../../../src/engine';
import { parseMapText } from '../../../src/map/parse';
import { toEvent } from '../../../machines/events';
import { createGameActor } from '../../../machines/game';
import type { Bench } from '../bench-types';
import { round2 } from '../bench-types';

const RUNS = 5;
const GAMES_PER_RUN = 100;
const PLAYERS = [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }];

/**
 * `actorGamesPerSec`: complete random 4-player games per second played through the
 * XState game actor (every move sent as an event), and beside it the same games on
 * the bare engine in the same run, with their ratio: what the statecharts cost.
 * Fastest of 5 runs, as for the engine bench (a busy machine only slows runs down),
 * per second of wall time and per second of this process's CPU time.
 */
export const actorBench: Bench = {
  name: 'actor',
  async run() {
    const parsed = parseMapText(readFileSync(new URL('../../../maps/south-pacific.json', import.meta.url), 'utf8'));
    if (!parsed.ok) throw new Error('maps/south-pacific.json does not parse');
    const map = parsed.value;
    const start = (seed: number): GameState => {
      const game = newGame({ map, players: PLAYERS, seed });
      if (!game.ok) throw new Error(game.error[0].message);
      return game.value;
    };
    const viaActor = (seed: number) => {
      const rng = createRng(seed);
      const actor = createGameActor(start(seed));
      actor.start();
      for (let game = actor.getSnapshot().context.game; !game.ended; game = actor.getSnapshot().context.game) {
        const moves = legalMoves(game);
        actor.send(toEvent(moves[Math.floor(rng() * moves.length)]));
      }
      actor.stop();
    };
    const viaEngine = (seed: number) => {
      const rng = createRng(seed);
      for (let game = start(seed); !game.ended; ) {
        const moves = legalMoves(game);
        const result = applyMove(game, moves[Math.floor(rng() * moves.length)]);
        if (!result.ok) throw new Error(result.violation.message);
        game = result.state;
      }
    };
    // Wall time and this process's CPU time: on a shared machine wall time stretches with the load, CPU time much less.
    const rate = (play: (seed: number) => void, run: number) => {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      for (let g = 0; g < GAMES_PER_RUN; g++) play(run * GAMES_PER_RUN + g);
      const cpu = process.cpuUsage(c0);
      return { wall: GAMES_PER_RUN / ((performance.now() - t0) / 1000), cpu: GAMES_PER_RUN / ((cpu.user + cpu.system) / 1e6) };
    };
    rate(viaActor, 0); // warm up
    rate(viaEngine, 0);
    const actor = { wall: 0, cpu: 0 };
    const engine = { wall: 0, cpu: 0 };
    for (let run = 1; run <= RUNS; run++) {
      const a = rate(viaActor, run);
      const e = rate(viaEngine, run);
      actor.wall = Math.max(actor.wall, a.wall);
      actor.cpu = Math.max(actor.cpu, a.cpu);
      engine.wall = Math.max(engine.wall, e.wall);
      engine.cpu = Math.max(engine.cpu, e.cpu);
    }
    return {
      actorGamesPerSec: Math.round(actor.wall),
      actorEngineGamesPerSec: Math.round(engine.wall),
      actorToEngineRatio: round2(actor.wall / engine.wall),
      actorGamesPerCpuSec: Math.round(actor.cpu),
      actorEngineGamesPerCpuSec: Math.round(engine.cpu),
    };
  },
};
