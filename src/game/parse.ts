import { parseYamlSource } from '../source/yaml';
import { issueText, issueWords } from '../source/schema';
import { problemEnglish, problemWords, type GameProblemWords } from './problems';
import { formatPath } from '../map/parse';
import { err, ok, type Result } from '../map/result';
import { savedGameSchema, type SavedGame } from './schema';

/**
 * From a saved game's text (JSON, or YAML, of which JSON is a part) to a game,
 * or every problem with it, each with the line and column it is at. The one way
 * into a saved game: the play page's "Open", the share link and the CLI use it.
 */

export interface GameDiagnostic {
  file: string | null;
  /** 1-based; 0 when the problem is the document as a whole. */
  line: number;
  column: number;
  /** Path of the value, e.g. `moves[3].island`; empty for the document. */
  path: string;
  /** In English. */
  message: string;
  /** The message as catalogue keys and values (source-en.ts, problems-en.ts), for a page in another language. */
  words?: GameProblemWords;
}

export function formatGameDiagnostic(d: GameDiagnostic): string {
  const where = d.line > 0 ? `${d.file ?? '(game)'}:${d.line}:${d.column}` : (d.file ?? '(game)');
  return `${where}: ${d.path ? `${d.path}: ` : ''}${d.message}`;
}

/** A saved game is a few thousand moves at most; far bigger is the wrong file. */
export const SAVED_GAME_MAX_BYTES = 2_000_000;

export function parseSavedGame(text: string | Uint8Array, file: string | null = null): Result<SavedGame, GameDiagnostic[]> {
  // The shared reader: UTF-16 and byte-order marks, size, nesting and alias limits, duplicate keys, non-finite numbers.
  const source = parseYamlSource(text, { file: file ?? undefined, kind: 'saved game', maxBytes: SAVED_GAME_MAX_BYTES });
  if (!source.ok) return err(source.error.map((d) => ({ file, line: d.line, column: d.column, path: d.path, message: d.message, ...(d.words ? { words: d.words } : {}) })));
  const data = source.value.value;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const words = problemWords('problem.saved.not-object');
    return err([{ file, line: 1, column: 1, path: '', message: problemEnglish(words), words }]);
  }
  const format = (data as { format?: unknown }).format;
  if (format === 'clippers-walkthrough' || format === 'rulekit-walkthrough') {
    const words = problemWords('problem.saved.is-walkthrough');
    return err([{ file, line: 1, column: 1, path: 'format', message: problemEnglish(words), words }]);
  }
  const { locate, locateValue = locate } = source.value;
  return validateSavedGame(data, (path) => locateValue(path), file);
}

/** Checks already-parsed data (e.g. from the autosave); positions are 0 without a text. */
export function validateSavedGame(
  data: unknown,
  where: (path: (string | number)[]) => { line: number; column: number } = () => ({ line: 0, column: 0 }),
  file: string | null = null,
): Result<SavedGame, GameDiagnostic[]> {
  const parsed = savedGameSchema.safeParse(data);
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((issue) => ({ file, ...where(issue.path), path: formatPath(issue.path), message: issueText(issue), words: issueWords(issue, data) })));
}

/** A saved game as a file: JSON with two-space indentation; moves one per line so diffs stay readable. */
export function serialiseSavedGame(game: SavedGame): string {
  const { moves, ...rest } = game;
  const head = JSON.stringify(rest, null, 2);
  const body = moves.map((m) => `    ${JSON.stringify(m)}`).join(',\n');
  return `${head.slice(0, -2)},\n  "moves": [${moves.length ? `\n${body}\n  ` : ''}]\n}\n`;
}
