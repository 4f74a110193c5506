import { err, ok, type Result } from '../map/result';
import { gameFromJson } from '../game/from-json';
import { problemWords } from '../game/problems';
import { ENGLISH_PROBLEMS, gameErrorsText, sayProblem, type ProblemSay } from './problem-text';
import type { SavedGame } from '../game/schema';
import { SAVED_GAME_MAX_BYTES } from '../game/parse';
import type { BoardMap } from '../map/schema';
import { fromBase64Url, pipe, toBase64Url } from './deflate';

/**
 * A link that opens the same game on another machine: the saved game, deflated
 * and base64url-encoded, in the URL's fragment (`#game=…`), which never reaches a
 * server. Only when it is small enough for every browser and chat program to
 * carry (a game on an inline map, e.g. the editor's board, usually is not).
 */

export const SHARE_PARAM = 'game';
/** Longest fragment offered as a link; longer games are saved as files instead. */
export const SHARE_LIMIT = 6000;

export async function encodeShare(game: SavedGame, p: ProblemSay = ENGLISH_PROBLEMS): Promise<Result<string, string>> {
  const bytes = await pipe(new TextEncoder().encode(JSON.stringify(game)), new CompressionStream('deflate-raw'));
  const text = toBase64Url(bytes);
  if (text.length > SHARE_LIMIT) {
    return err(sayProblem(p, problemWords(typeof game.map === 'string' ? 'problem.link.too-long' : 'problem.link.too-long.board', { length: text.length, limit: SHARE_LIMIT })));
  }
  return ok(`${SHARE_PARAM}=${text}`);
}

/**
 * The game in a `#game=…` fragment, or why it cannot be read (in the page's language, `p`); null when the fragment holds none.
 * Checked by `gameFromJson` (schema, then an exact replay on the map `lookup` finds).
 */
export async function decodeShare(hash: string, lookup: (id: string) => BoardMap | null = () => null, p: ProblemSay = ENGLISH_PROBLEMS): Promise<Result<SavedGame, string> | null> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const text = params.get(SHARE_PARAM);
  if (text === null) return null;
  // A link unpacks to no more than a saved game file may hold: deflate turns a few
  // kilobytes of link into hundreds of megabytes, so the size is checked while unpacking.
  const tooLarge = () => err(sayProblem(p, problemWords('problem.link.too-large', { limit: SHARE_MAX_BYTES })));
  if (text.length > SHARE_MAX_BYTES) return tooLarge();
  let json: string;
  try {
    const bytes = await pipe(fromBase64Url(text), new DecompressionStream('deflate-raw'), SHARE_MAX_BYTES);
    if (bytes === null) return tooLarge();
    json = new TextDecoder().decode(bytes);
  } catch {
    return err(sayProblem(p, problemWords('problem.link.cut')));
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return err(sayProblem(p, problemWords('problem.link.not-json')));
  }
  const game = gameFromJson(data, { lookup });
  if (!game.ok) return err(gameErrorsText(game.error, p));
  return game.value.kind === 'saved' ? ok(game.value.saved) : err(sayProblem(p, problemWords('problem.link.no-game')));
}

/** The most bytes a link's game may unpack to: as much as a saved game file. */
export const SHARE_MAX_BYTES = SAVED_GAME_MAX_BYTES;
