import type { Language } from '../i18n/languages';
import type { Walkthrough } from './schema';

/**
 * A walkthrough with its words in one language: titles, summary and narration from
 * its `translations` where it has them, English otherwise (so a half-translated
 * walkthrough still plays, in both languages). Moves and expectations never change.
 */
export function localiseWalkthrough(w: Walkthrough, lang: Language): Walkthrough {
  if (lang === 'en') return w;
  const words = w.translations?.[lang];
  if (!words) return w;
  return {
    ...w,
    title: words.title ?? w.title,
    summary: words.summary ?? w.summary,
    source: words.source ?? w.source,
    steps: w.steps.map((s) => ({ ...s, title: words.steps[s.id]?.title ?? s.title, narration: words.steps[s.id]?.narration ?? s.narration })),
  };
}

/** Whether a walkthrough has words of its own in a language (else the page says it is shown in English). */
export const hasTranslation = (w: Walkthrough, lang: Language): boolean => lang === 'en' || w.translations?.[lang] !== undefined;
