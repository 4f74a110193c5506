import { parse as parseYaml } from 'yaml';
import { parseMapText } from '../map/parse';
import type { BoardMap } from '../map/schema';
import { parseSavedGame } from '../game/parse';
import { ENGLISH_PROBLEMS, fileProblemText, firstProblems, gameDiagnosticText, type ProblemSay } from './problem-text';
import type { SavedGame } from '../game/schema';
import { parseWalkthroughText, type Walkthrough } from '../walkthrough';

/**
 * A file dropped on or opened in the play page: a saved game, a walkthrough or a
 * map, told apart by its `format`. Every problem names the file and where in it,
 * in the page's language (`p`).
 */
export type Opened = { kind: 'game'; game: SavedGame } | { kind: 'walkthrough'; walkthrough: Walkthrough } | { kind: 'map'; map: BoardMap } | { kind: 'error'; problems: string[] };

export function openFile(name: string, text: string, p: ProblemSay = ENGLISH_PROBLEMS): Opened {
  let format: unknown;
  try {
    const data: unknown = parseYaml(text, { logLevel: 'error' });
    format = typeof data === 'object' && data !== null ? (data as { format?: unknown }).format : undefined;
  } catch {
    format = undefined;
  }
  if (format === 'clippers-walkthrough' || format === 'rulekit-walkthrough') {
    const w = parseWalkthroughText(text);
    return w.ok ? { kind: 'walkthrough', walkthrough: w.value } : { kind: 'error', problems: firstProblems(w.error, (e) => fileProblemText(name, e, p), p) };
  }
  if (format === 'clippers-map') {
    const m = parseMapText(text);
    return m.ok ? { kind: 'map', map: m.value } : { kind: 'error', problems: firstProblems(m.error, (e) => fileProblemText(name, e, p), p) };
  }
  const g = parseSavedGame(text, name);
  if (g.ok) return { kind: 'game', game: g.value };
  const problems = firstProblems(g.error, (d) => gameDiagnosticText(d, p), p);
  if (format === undefined) problems.push(p.say('problem.open.what', { file: name }));
  return { kind: 'error', problems };
}
