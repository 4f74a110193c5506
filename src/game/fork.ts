import type { BoardMap } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import type { Walkthrough } from '../walkthrough/schema';
import { setupStep, stepsFor, walkthroughOf, type RecordOptions } from './record';
import { replaySavedGame, type ReplayError } from './replay';
import type { SavedGame } from './schema';

/**
 * "What if": a walkthrough stopped after any step becomes a game to play on, and
 * that game exports as a new walkthrough which keeps the original's steps up to
 * the fork, word for word, followed by the steps recorded from the new line.
 */

/** The game a walkthrough has reached after `step` of its steps (all of them by default). */
export function gameFromWalkthrough(w: Walkthrough, step: number = w.steps.length, id?: string): SavedGame {
  const upTo = Math.max(0, Math.min(step, w.steps.length));
  const moves = w.steps.slice(0, upTo).flatMap((s) => s.moves.map((m) => ({ ...m })));
  return {
    format: 'clippers-game',
    version: 1,
    title: `${w.title} (from step ${upTo})`,
    map: w.map,
    variants: { ...w.variants },
    seed: w.seed,
    players: w.players.map((p) => ({ name: p.name, nation: p.nation })),
    firstPlayer: w.firstPlayer,
    moves: moves as SavedGame['moves'],
    origin: { walkthrough: w.title, ...(id ? { id } : {}), step: upTo, moves: moves.length },
  };
}

export type ForkError = ReplayError | { kind: 'origin'; index: null; rule: null; message: string };

/**
 * The fork as a walkthrough: the original's first `origin.step` steps, then the
 * game's later moves recorded as steps. Without an origin (or the walkthrough it
 * names), the whole game is recorded from the set-up.
 */
export function exportFork(game: SavedGame, map: BoardMap, original: Walkthrough | null, options: RecordOptions = {}): Result<Walkthrough, ForkError> {
  const replay = replaySavedGame(game, map);
  if (!replay.ok) return replay;
  const origin = game.origin;
  if (!origin || !original) {
    const steps = stepsFor(replay.value, 0, options, []);
    return ok(walkthroughOf(game, options, [...(options.setupStep === false ? [] : [setupStep(replay.value.states[0])]), ...steps]));
  }
  const kept = original.steps.slice(0, origin.step);
  const keptMoves = kept.flatMap((s) => s.moves);
  if (keptMoves.length !== origin.moves || JSON.stringify(keptMoves) !== JSON.stringify(game.moves.slice(0, origin.moves))) {
    return err({ kind: 'origin', index: null, rule: null, message: `The game no longer starts with the first ${origin.step} steps of "${original.title}".` });
  }
  const steps = origin.moves < game.moves.length ? stepsFor(replay.value, origin.moves, options, kept) : [];
  const title = options.title?.trim() || `${original.title}: what if (from step ${origin.step})`;
  return ok({
    ...walkthroughOf(game, { source: original.source, summary: original.summary, ...options, title, mapId: options.mapId ?? original.map }, [...kept, ...steps]),
  });
}
