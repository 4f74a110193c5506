import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AnyGameModule } from '../../src/games';
import { recordRandomGame, replayChecked, startFor, type ModuleGameResult } from '../../src/soak/module-soak';

/**
 * One seeded corpus of recorded games per registered game (issue "Tests that stay fast as
 * games are added"): `npm run corpus` plays them once and writes `test/corpus/<game>.json`;
 * the suites that check invariants replay these games instead of each playing its own.
 * A game is its seed (which also picks the start position, `startFor`) and its moves by
 * `moveKey`, so the file holds no copy of any state.
 */

export const CorpusFile = z.object({
  format: z.literal('rulekit-corpus'),
  version: z.literal(1),
  game: z.string(),
  /** The module's `version` when recorded. */
  gameVersion: z.number(),
  games: z.array(z.object({ seed: z.number().int(), ended: z.boolean(), moves: z.array(z.string()) })),
});
export type CorpusFile = z.infer<typeof CorpusFile>;

/** How many games each corpus holds and how long a game may run: small enough to replay in every `npm test`. */
export const CORPUS_SIZE = { games: 24, maxMoves: 400 } as const;

export const corpusPath = (id: string) => new URL(`./${id}.json`, import.meta.url);

export function recordCorpus(game: AnyGameModule, size: { games: number; maxMoves: number } = CORPUS_SIZE): CorpusFile {
  const games: CorpusFile['games'] = [];
  for (let seed = 1; games.length < size.games && seed <= size.games * 4; seed++) {
    const start = startFor(game, seed);
    if (start === null) continue;
    const { keys, ended } = recordRandomGame(game, start, seed, size.maxMoves);
    games.push({ seed, ended, moves: keys });
  }
  return { format: 'rulekit-corpus', version: 1, game: game.id, gameVersion: game.version, games };
}

/** The checked-in corpus of a game, or null when it has none. */
export function readCorpus(id: string): CorpusFile | null {
  let text: string;
  try {
    text = readFileSync(corpusPath(id), 'utf8');
  } catch {
    return null;
  }
  return CorpusFile.parse(JSON.parse(text));
}

/** Replays every game of a corpus with the soak's checks; `visit` sees every position reached. */
export function replayCorpus(game: AnyGameModule, corpus: CorpusFile, visit?: (state: unknown, n: number, seed: number) => void): ModuleGameResult[] {
  return corpus.games.map((g) => {
    const start = startFor(game, g.seed);
    if (start === null) return { seed: g.seed, moves: 0, ended: false, violations: [`${game.id}, seed ${g.seed}: no start position`] };
    const r = replayChecked(game, start, g.moves, g.seed, { maxMoves: g.moves.length + 1 }, visit && ((s, n) => visit(s, n, g.seed)));
    if (r.ended !== g.ended) r.violations.push(`${game.id}, seed ${g.seed}: recorded as ${g.ended ? 'ended' : 'not ended'} after ${g.moves.length} moves, replayed as ${r.ended ? 'ended' : 'not ended'}`);
    return r;
  });
}

export interface CorpusStep<S = unknown, M = unknown> {
  seed: number;
  /** Moves played before this one. */
  n: number;
  before: S;
  move: M;
  after: S;
}

/**
 * Every move of the first `games` recorded games, with the positions around it: positions
 * of real games for suites that try something at each one (words, refusals, drawing),
 * without playing games of their own. No checks here: the corpus test makes them once.
 */
export function* corpusSteps<S, M>(game: AnyGameModule, games = Infinity): Generator<CorpusStep<S, M>> {
  const corpus = readCorpus(game.id);
  if (corpus === null) throw new Error(`test/corpus/${game.id}.json is missing: run \`npm run corpus -- ${game.id}\``);
  for (const g of corpus.games.slice(0, games)) {
    const start = startFor(game, g.seed) as S;
    if (start === null) throw new Error(`${game.id}, seed ${g.seed}: no start position`);
    yield* gameSteps<S, M>(game, g.seed, start, g.moves);
  }
}

/** Every move of one game recorded by key (a corpus game, or one `recordRandomGame` just played), with the positions around it. */
export function* gameSteps<S, M>(game: AnyGameModule, seed: number, start: S, keys: readonly string[]): Generator<CorpusStep<S, M>> {
  let state = start;
  for (let n = 0; n < keys.length; n++) {
    const move = game.legalMoves(state as unknown).find((m) => game.moveKey(m) === keys[n]);
    if (move === undefined) throw new Error(`${game.id}, seed ${seed}, move ${n}: the recorded move ${keys[n]} is not listed any more (npm run corpus)`);
    const r = game.applyMove(state, move);
    if (!r.ok) throw new Error(`${game.id}, seed ${seed}, move ${n}: the recorded move ${keys[n]} was refused`);
    yield { seed, n, before: state, move: move as M, after: r.state as S };
    state = r.state as S;
  }
}
