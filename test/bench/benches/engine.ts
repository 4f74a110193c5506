import { readFileSync } from 'node:fs';
import { createRng } from '../../../src/engine';
import { playRandomGame } from '../../../src/engine/playout';
import { parseMapText } from '../../../src/map/parse';
import { median, type Bench } from '../bench-types';

const WARM_UP_GAMES = 300;
const RUNS = 7;
const GAMES_PER_RUN = 400;

/**
 * `engineGamesPerSec`: complete random 4-player games per second on the default
 * map, in this thread, set up with `newGame` and played by `playRandomGame`: each
 * move drawn uniformly from the legal ones, on the engine's core (src/engine/core.ts,
 * `playOnCore`), which builds only the last state. The engine alone: no bots, no records (compare
 * `simGamesPerSecPerCore`). `applyMoveGamesPerSec`: the same games played move by
 * move with a new state and its events after every move, as the statecharts and
 * the play page use the engine (watching the moves with `onMove` makes `playOut`
 * build them). The fastest of 7 runs of 400 games: other work on a
 * shared machine only ever slows a run down, so the fastest run is the figure
 * closest to the engine's own speed (the median moved by 2x between runs on a
 * busy 2-core machine; the fastest by far less).
 * `engineGamesPerCpuSec`: the same games over the CPU time this process spent on them
 * (median of the 7 runs). On a machine other work keeps busy, wall time counts the
 * slices the engine waited for a core and CPU time does not; cores shared with other
 * work still run slower, so it is a floor on an idle core's speed, not the figure itself.
 */
export const engineBench: Bench = {
  name: 'engine',
  async run() {
    const parsed = parseMapText(readFileSync(new URL('../../../maps/south-pacific.json', import.meta.url), 'utf8'));
    if (!parsed.ok) throw new Error('maps/south-pacific.json does not parse');
    const map = parsed.value;
    const watch = () => {};
    const play = (rngSeed: number, games: number, moveByMove = false): void => {
      const rng = createRng(rngSeed);
      for (let g = 0; g < games; g++) {
        const game = playRandomGame({ map, players: 4, onMove: moveByMove ? watch : undefined }, rng);
        if (!game.ok) throw new Error(game.error[0].message);
        if (game.value.outcome !== 'ended') throw new Error(`a random game did not end: ${game.value.outcome}`);
      }
    };
    play(0, WARM_UP_GAMES); // let the JIT settle before timing
    const rates: number[] = [];
    const cpuRates: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      play(run, GAMES_PER_RUN);
      rates.push(GAMES_PER_RUN / ((performance.now() - start) / 1000));
      const used = process.cpuUsage(cpu);
      cpuRates.push(GAMES_PER_RUN / ((used.user + used.system) / 1e6));
    }
    play(0, WARM_UP_GAMES, true);
    const applyRates: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const start = performance.now();
      play(run, GAMES_PER_RUN, true);
      applyRates.push(GAMES_PER_RUN / ((performance.now() - start) / 1000));
    }
    return {
      engineGamesPerSec: Math.round(Math.max(...rates)),
      engineGamesPerCpuSec: Math.round(median(cpuRates)),
      applyMoveGamesPerSec: Math.round(Math.max(...applyRates)),
    };
  },
};
