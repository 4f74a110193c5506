import { createContext, useContext } from 'react';
import type { RuleId, Violation } from '../../engine';
import type { Say } from '../../i18n/format';
import { english } from '../../i18n/english';
import type { Language } from '../../i18n/languages';
import { refusalSentence } from '../../i18n/refusals';
import type { ProblemSay } from '../../play/problem-text';

/**
 * The play page's words in the page's language, handed down once from PlayApp.
 * A refusal is told in the page's language from the engine's reason; `rules` holds
 * the rule summaries of a translated page, for a violation that has no reason.
 */
export interface PlayWords {
  say: Say;
  lang: Language;
  /** BCP 47 tag for numbers (`fr-FR`: 2 000). */
  locale: string;
  rules: Partial<Record<RuleId, string>> | null;
}

export const WordsContext = createContext<PlayWords>({ say: english, lang: 'en', locale: 'en-US', rules: null });
export const useWords = (): PlayWords => useContext(WordsContext);

/** What a refused move is told with: the engine's reason in the page's language (a violation saved without one: its rule's summary). */
export const refusalWords = (v: Violation, words: PlayWords): string => refusalSentence(v, words.lang) ?? words.rules?.[v.rule] ?? v.message;

/** The page's words for the readers of files, links and the autosave (src/play/problem-text.ts). */
export const problemSay = (words: PlayWords): ProblemSay => ({ say: words.say, refusal: (v) => refusalWords(v, words) });
