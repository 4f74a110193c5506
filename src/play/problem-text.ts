import type { Violation } from '../engine';
import type { GameDiagnostic } from '../game/parse';
import type { GameFromJsonError } from '../game/from-json';
import type { ReplayError } from '../game/replay';
import { mapUnavailableWords, PROBLEM_VALUE_MAX, shortValue } from '../game/problems';
import { quote } from '../source/diagnostic';
import type { SavedGame } from '../game/schema';
import type { SourceDiagnostic } from '../source/diagnostic';
import { english } from '../i18n/english';
import type { Say } from '../i18n/format';
import { render } from '../i18n/words';
import type { GameProblemWords } from '../game/problems';

/**
 * Why a file, a link or the autosave cannot be opened, in the page's language: the
 * readers give their problems as words (src/game/problems.ts, src/source) and the
 * engine's refusals as reasons; this puts them into sentences. English by default,
 * for the tests and any caller without a page.
 */
export interface ProblemSay {
  say: Say;
  /** A refused move's reason in the page's language. */
  refusal: (v: Violation) => string;
}

export const ENGLISH_PROBLEMS: ProblemSay = { say: english, refusal: (v) => v.message };

/**
 * The longest one problem's sentence gets, and how many problems one notice lists.
 * Values from files and links are quoted short where they are named (`quote`,
 * `shortValue`); these stop anything that slipped through, or a file with thousands
 * of faults, from filling the page.
 */
export const PROBLEM_TEXT_MAX = 300;
export const PROBLEMS_LISTED = 5;

/** A problem's words in the page's language, or its English when it has none. */
const said = (p: ProblemSay, x: { message: string; words?: GameProblemWords }): string => shortValue(x.words ? render(p.say, x.words) : x.message, PROBLEM_TEXT_MAX);

/** The first `PROBLEMS_LISTED` of a list of problems put into words by `text`, then how many more there are. */
export function firstProblems<T>(problems: readonly T[], text: (x: T) => string, p: ProblemSay): string[] {
  const shown = problems.slice(0, PROBLEMS_LISTED).map(text);
  if (problems.length > PROBLEMS_LISTED) shown.push(p.say('problem.more', { n: problems.length - PROBLEMS_LISTED }));
  return shown;
}

/** A path into a file or a link's value (its keys are the file's too). */
const shortPath = (path: string): string => shortValue(path, 2 * PROBLEM_VALUE_MAX);

/** Words put into a sentence: what the play page's own readers (share, autosave) return. */
export const sayProblem = (p: ProblemSay, words: GameProblemWords): string => render(p.say, words);

/** One problem of a stored game (`gameFromJson`), with the value it is about. */
export function gameErrorText(e: GameFromJsonError, p: ProblemSay): string {
  const why = e.refused
    ? p.say('problem.with-rule', {
        text: p.say('problem.move-refused', { n: e.refused.index + 1, move: quote(e.refused.move, 2 * PROBLEM_VALUE_MAX), why: shortValue(p.refusal(e.refused.violation), PROBLEM_TEXT_MAX) }),
        rule: e.refused.violation.rule,
      })
    : said(p, e);
  return e.path ? p.say('problem.at-path', { path: shortPath(e.path), why }) : why;
}

export const gameErrorsText = (errors: readonly GameFromJsonError[], p: ProblemSay): string =>
  firstProblems(errors, (e) => gameErrorText(e, p), p).join(p.say('problem.separator'));

/** A saved game file's problem: where (file, line, column), the value, and why. */
export function gameDiagnosticText(d: GameDiagnostic, p: ProblemSay): string {
  const where = d.line > 0 ? `${d.file ?? '(game)'}:${d.line}:${d.column}` : (d.file ?? '(game)');
  const why = said(p, d);
  return d.path ? p.say('problem.file', { file: where, path: shortPath(d.path), why }) : p.say('problem.at-path', { path: where, why });
}

/** A map's or a walkthrough's problem in the file `name`, at its line and column when it has them. */
export function fileProblemText(name: string, d: Pick<SourceDiagnostic, 'path' | 'message' | 'words'> & { line?: number; column?: number }, p: ProblemSay): string {
  const file = d.line ? `${name}:${d.line}:${d.column ?? 1}` : name;
  return p.say('problem.file', { file, path: d.path ? shortPath(d.path) : p.say('problem.file.document'), why: said(p, d) });
}

/** Why a saved game or a walkthrough does not replay: the refused move's number and the engine's reason. */
export function replayErrorText(e: ReplayError, p: ProblemSay): string {
  return shortValue(e.kind === 'move-refused' ? p.say('play.notice.move', { n: e.index + 1, why: p.refusal(e.violation) }) : e.message, PROBLEM_TEXT_MAX);
}

/** Why a game cannot be set up here: it names a map by id that this page does not have. */
export const mapUnavailableText = (game: SavedGame, p: ProblemSay): string => sayProblem(p, mapUnavailableWords(String(game.map)));
