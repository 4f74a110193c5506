import { problemsEn, type ProblemKey } from '../i18n/problems-en';
import { sourceEn, type SourceKey } from '../i18n/source-en';
import { render, sayWith, type Words, type WordValue } from '../i18n/words';

/**
 * Why a saved game, a game link or an autosave cannot be opened, as catalogue keys
 * with their values (problems-en/fr.ts): the readers keep the English as their
 * `message`, made from the same words, and the play page says them in its language.
 * A value may be a file reader's own words (source-en/fr.ts).
 */
export type GameProblemWords = Words<ProblemKey | SourceKey>;

export const problemWords = (key: ProblemKey, vars?: Readonly<Record<string, WordValue<ProblemKey | SourceKey>>>): GameProblemWords => (vars ? { key, vars } : { key });

const sayEnglish = sayWith<ProblemKey | SourceKey>({ ...sourceEn, ...problemsEn });

/** Words about a game's file in English (the CLI's words). */
export const problemEnglish = (words: GameProblemWords): string => render(sayEnglish, words);

/** The most characters of a value from a file or a link that a problem quotes. */
export const PROBLEM_VALUE_MAX = 60;

/** A value from a file or a link as a problem names it: its first `max` characters, then "…". */
export const shortValue = (value: string, max = PROBLEM_VALUE_MAX): string => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** The game names a map this page does not have. */
export const mapUnavailableWords = (map: string): GameProblemWords => problemWords('problem.map-unavailable', { map: shortValue(map) });
