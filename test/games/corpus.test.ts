import { describe, expect, it } from 'vitest';
import { GAME_IDS, loadGame } from '../../src/games';
import { readCorpus, replayCorpus } from '../corpus/corpus';

/**
 * Every registered game has a recorded corpus (test/corpus/<game>.json, `npm run corpus`),
 * and each of its games replays with every check the soak makes: listed moves accepted,
 * never stuck, refusals with rule ids and words, restore round trips, invariants, score
 * sheets that add up. A game registered without a corpus fails here.
 */
describe.each(GAME_IDS)('%s: the recorded corpus', (id) => {
  it('exists and replays move for move with every invariant', async () => {
    const game = await loadGame(id);
    const corpus = readCorpus(id);
    expect(corpus, `test/corpus/${id}.json is missing: run \`npm run corpus -- ${id}\``).not.toBeNull();
    expect(corpus!.game).toBe(id);
    expect(corpus!.games.length).toBeGreaterThan(0);
    const results = replayCorpus(game, corpus!);
    expect(results.flatMap((r) => r.violations)).toEqual([]);
    expect(results.reduce((a, r) => a + r.moves, 0)).toBe(corpus!.games.reduce((a, g) => a + g.moves.length, 0));
  });
});
