import { writeFileAtomic } from '../../src/project/write-atomic';
import { GAME_IDS, isGameId, loadGame } from '../../src/games';
import { corpusPath, recordCorpus } from './corpus';

/**
 * `npm run corpus [-- <game>…]`: records the corpus of every registered game (or the ones
 * named) into test/corpus/<game>.json. Run it when a game's rules change; the corpus test
 * says so when a recorded move is no longer listed.
 */
const ids = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...GAME_IDS];
for (const id of ids) {
  if (!isGameId(id)) throw new Error(`corpus: no registered game "${id}" (known: ${GAME_IDS.join(", ")})`);
  const game = await loadGame(id);
  const t0 = performance.now();
  const corpus = recordCorpus(game);
  const moves = corpus.games.reduce((a, g) => a + g.moves.length, 0);
  writeFileAtomic(corpusPath(id).pathname, `${JSON.stringify(corpus, null, 0).replace(/\{"seed"/g, '\n{"seed"')}\n`);
  console.log(`${id}: ${corpus.games.length} games (${corpus.games.filter((g) => g.ended).length} ended), ${moves} moves, ${((performance.now() - t0) / 1000).toFixed(1)} s → test/corpus/${id}.json`);
}
