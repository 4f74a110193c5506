import { applyMove, newGame, type GameEvent, type GameState, type Move, type RuleId, type Violation } from '../engine';
import { mapUnavailableWords, problemEnglish, problemWords } from './problems';
import type { BoardMap } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import type { SavedGame } from './schema';

/**
 * Replays a saved game exactly: the set-up from its players, seed, variants and
 * first player, then every move through `applyMove`. A move the engine refuses
 * stops the replay; the error names the move's index, the rule and the reason.
 */

export interface GameReplay {
  /** `states[0]` is the set-up; `states[i]` the position after `moves[i - 1]`. */
  states: GameState[];
  /** `events[i]`: what `moves[i]` caused. */
  events: GameEvent[][];
  moves: Move[];
}

export type ReplayError =
  | { kind: 'setup'; index: null; rule: null; message: string }
  | { kind: 'move-refused'; index: number; rule: RuleId; message: string; move: Move; violation: Violation };

/** The map a game names: its inline map, or `lookup(id)`. */
export function mapOfGame(game: SavedGame, lookup: (id: string) => BoardMap | null): Result<BoardMap, string> {
  if (typeof game.map !== 'string') return ok(game.map);
  const map = lookup(game.map);
  return map ? ok(map) : err(problemEnglish(mapUnavailableWords(game.map)));
}

export function setUpGame(game: SavedGame, map: BoardMap): Result<GameState, ReplayError> {
  const setup = newGame({
    map,
    players: game.players.map((p) => ({ name: p.name, nation: p.nation })),
    firstPlayer: game.players.findIndex((p) => p.name === game.firstPlayer),
    variants: game.variants,
    seed: game.seed,
  });
  if (!setup.ok) return err({ kind: 'setup', index: null, rule: null, message: setup.error.map((e) => e.message).join(' ') });
  return ok(setup.value);
}

export function replaySavedGame(game: SavedGame, map: BoardMap): Result<GameReplay, ReplayError> {
  const setup = setUpGame(game, map);
  if (!setup.ok) return setup;
  const states = [setup.value];
  const events: GameEvent[][] = [];
  let state = setup.value;
  for (let index = 0; index < game.moves.length; index++) {
    const move = game.moves[index];
    const result = applyMove(state, move);
    if (!result.ok) {
      return err({
        kind: 'move-refused',
        index,
        rule: result.violation.rule,
        message: problemEnglish(problemWords('problem.move-refused', { n: index + 1, move: JSON.stringify(move), why: result.violation.message })),
        move,
        violation: result.violation,
      });
    }
    state = result.state;
    states.push(state);
    events.push(result.events);
  }
  return ok({ states, events, moves: game.moves.slice() });
}

/** The saved-game record of a position reached from `base` by `moves`. */
export function withMoves(base: SavedGame, moves: readonly Move[]): SavedGame {
  return { ...base, moves: moves.map((m) => ({ ...m })) as SavedGame['moves'] };
}
