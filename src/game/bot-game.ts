import { createRng, currentSeat, newGame, playOut, type Move } from '../engine';
import type { BoardMap } from '../map/schema';
import { BOTS, type BotName } from '../sim/bots';
import { gameSeed, type SimOptions } from '../sim/simulate';
import type { SavedGame } from './schema';

/**
 * Game `game` of a simulator run, played again with every move kept, as a saved
 * game. Same seed, seats and bots as `playGame` in src/sim, and the bots draw from
 * the same stream, so the file is the very game the report counted (a test holds
 * the two to the same final scores).
 */
export function savedSimGame(options: SimOptions, bots: readonly BotName[], game: number, mapRef: string | BoardMap): SavedGame {
  const seed = gameSeed(options.seed, game);
  const players = bots.map((_, seat) => ({ name: `Seat ${seat + 1}` }));
  const setup = newGame({ map: options.map, players, firstPlayer: 0, variants: options.variants, seed });
  if (!setup.ok) throw new Error(`Game ${game} could not be set up: ${setup.error.map((e) => e.message).join('; ')}`);
  const rng = createRng(mix32(seed ^ 0x5bd1e995));
  const seats = bots.map((name) => BOTS[name]);
  const moves: Move[] = [];
  const played = playOut(setup.value, rng, {
    maxMoves: 100_000,
    choose: (legal, state, r) => seats[currentSeat(state)](state, legal, r),
    onMove: (_before, move) => {
      moves.push({ ...move });
    },
  });
  if (played.outcome !== 'ended') throw new Error(`Game ${game} (seed ${seed}) did not finish: ${played.outcome}.`);
  return {
    format: 'clippers-game',
    version: 1,
    title: `Simulated game ${game + 1} (seed ${seed})`,
    map: mapRef,
    variants: { ...options.variants },
    seed,
    players: setup.value.players.map((p, seat) => ({ name: p.name, nation: p.nation, bot: bots[seat] })),
    firstPlayer: setup.value.players[0].name,
    moves: moves as SavedGame['moves'],
  };
}

/** The simulator's per-game mixer for the bots' stream (kept in step with src/sim/simulate.ts by the test above). */
function mix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
