import { z } from 'zod';
import type { AnyGameModule } from '../games';
import type { ModuleReplay, ParsedModuleWalkthrough } from '../walkthrough/module-walkthrough';
import { SHELL_FORMAT, SHELL_VERSION, type ShellRecord } from './record';

/**
 * A worked example as a game the play page opens at any of its steps ("Play on from here"):
 * the example's start and every move its steps play, as the saved-game record the play page
 * already reads, and where each step ends in those moves. Every seat is a person's: the
 * reader plays them all from the step they chose.
 *
 * `title`: the example's title in the page's language, for the play page's notice. `cursors`:
 * how many of the record's moves are played after each step (`cursors[0]`, the start, is 0).
 * The play page reads it back with this schema, the record itself with `sessionFromData`.
 */
export const exampleGameSchema = z.object({ title: z.string(), cursors: z.array(z.number().int().min(0)).min(1), game: z.unknown() }).strict();
export type ExampleGame = Omit<z.infer<typeof exampleGameSchema>, 'game'> & { readonly game: ShellRecord };

/** Whether the play page can seat an example: it names its players and its start could be set up. */
export const examplePlayable = (parsed: ParsedModuleWalkthrough, replay: ModuleReplay): boolean => replay.initial !== null && parsed.walkthrough.players.length > 0;

/**
 * The example's moves as the replay accepted them (a refused move ends its step's moves, as in
 * the replay), or null for an example the play page cannot seat (no players named) or whose
 * start could not be set up.
 */
export function exampleGame(game: AnyGameModule, parsed: ParsedModuleWalkthrough, replay: ModuleReplay, title: string): ExampleGame | null {
  const w = parsed.walkthrough;
  if (!examplePlayable(parsed, replay)) return null;
  let state = replay.initial;
  const moves: unknown[] = [];
  const cursors = [0];
  for (const step of w.steps) {
    for (const move of step.moves) {
      const r = game.applyMove(state, move);
      if (!r.ok) break;
      state = r.state;
      moves.push(move);
    }
    cursors.push(moves.length);
  }
  return {
    title,
    cursors,
    game: {
      format: SHELL_FORMAT,
      version: SHELL_VERSION,
      game: game.id,
      seats: w.players.map((p) => ({ name: p.name, bot: null })),
      seed: w.seed,
      variants: { ...w.variants },
      start: replay.initial,
      moves,
      cursor: moves.length,
    },
  };
}

/** The address of an example's game beside its page (`walkthrough/<id>/game.json`), from the site's home in a language. */
export const exampleGamePath = (home: string, id: string): string => `${home}walkthrough/${encodeURIComponent(id)}/game.json`;
