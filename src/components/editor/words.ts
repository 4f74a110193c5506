import { createContext, useContext } from 'react';
import type { RuleId } from '../../engine';
import { fixed, percent } from '../../editor/numbers';
import type { MessageKey } from '../../i18n/en';
import { english } from '../../i18n/english';
import { sayFrom, type Messages, type Say } from '../../i18n/format';

/**
 * The editor's words in the page's language, provided once by EditorApp (the
 * page's island) around the editor; English when a component is used without it.
 * `rules` holds a translated page's rule summaries and is null in English: there
 * the checker's and the engine's own sentences are shown, elsewhere the catalogue's
 * words for their codes (see problem-words.ts).
 */
export interface EditorWords {
  say: Say;
  /** BCP 47 tag for numbers, times and plural forms (`fr-FR`: 2,5 ; 0 erreur). */
  locale: string;
  rules: Partial<Record<RuleId, string>> | null;
  /** `key.one` or `key.other` as the language's plural rules choose for `n`, with `{count}` filled. */
  count(key: CountKey, n: number, vars?: Record<string, string | number>): string;
  /** A number as the page's language writes it, with a fixed number of decimals. */
  num(n: number, digits?: number): string;
  /** A share (0..1) as a percentage (`85%`, `85 %`). */
  pct(share: number, digits?: number): string;
}

/** The message keys that come in a `.one` and an `.other` form. */
export type CountKey = CountBase<MessageKey>;
type CountBase<K> = K extends `${infer B}.one` ? (`${B}.other` extends MessageKey ? B : never) : never;

export function editorWords(say: Say, locale: string, rules: EditorWords['rules']): EditorWords {
  const plural = new Intl.PluralRules(locale);
  return {
    say,
    locale,
    rules,
    count: (key, n, vars) => say(`${key}.${plural.select(n) === 'one' ? 'one' : 'other'}` as MessageKey, { count: n, ...vars }),
    num: (n, digits = 0) => fixed(n, digits, locale),
    pct: (share, digits = 0) => percent(share, digits, locale),
  };
}

/** The words of a page's island, from the messages and locale the page hands it. */
export const wordsFrom = (messages: Messages, locale: string, rules: EditorWords['rules']): EditorWords => editorWords(sayFrom(messages), locale, rules);

export const EditorWordsContext = createContext<EditorWords>(editorWords(english, 'en-US', null));
export const useEditorWords = (): EditorWords => useContext(EditorWordsContext);
