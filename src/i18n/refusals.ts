import { REFUSALS_EN, type RefusalCode, type RefusalValues } from '../engine';
import type { Violation } from '../engine';
import type { Language } from './languages';
import { REFUSALS_FR } from './refusals-fr';

/** Each language's sentence for every refusal code: English is the engine's own. */
export const REFUSAL_WORDS: { readonly [L in Language]: { readonly [C in RefusalCode]: (v: RefusalValues) => string } } = {
  en: REFUSALS_EN,
  fr: REFUSALS_FR,
};

/**
 * A refused move told in a language, naming what the engine's sentence names; null
 * for a violation that carries no reason (one saved before reasons existed), which
 * the caller tells by its rule instead. English is the engine's `message` as it is.
 */
export function refusalSentence(violation: Violation, lang: Language): string | null {
  if (lang === 'en') return violation.message;
  const reason = violation.reason;
  const words = REFUSAL_WORDS[lang];
  if (!reason || !Object.hasOwn(words, reason.code)) return null;
  return words[reason.code](reason.values);
}
