import { createContext, useContext } from 'react';
import type { RuleId, Violation } from '../../engine';
import type { Say } from '../../i18n/format';
import { english } from '../../i18n/english';

/**
 * The play page's words in the page's language, handed down once from PlayApp.
 * `rules` holds the rule summaries of a translated page: the engine's refusal
 * sentence is English, so another language shows the rule's own summary, looked
 * up by the rule id the engine returned.
 */
export interface PlayWords {
  say: Say;
  /** BCP 47 tag for numbers (`fr-FR`: 2 000). */
  locale: string;
  rules: Partial<Record<RuleId, string>> | null;
}

export const WordsContext = createContext<PlayWords>({ say: english, locale: 'en-US', rules: null });
export const useWords = (): PlayWords => useContext(WordsContext);

/** What a refused move is told with: the engine's sentence in English, the rule's summary elsewhere. */
export const refusalWords = (v: Violation, words: PlayWords): string => words.rules?.[v.rule] ?? v.message;
