import type { Language } from '../i18n';

/**
 * A board's name as the messages that put their own article before it want it ("The {name}
 * board", "Islands of the {name} board"): a board called "The Harbour Sea" is "The Harbour
 * Sea board", not "The The Harbour Sea board". The French messages say "Le plateau {name}",
 * where the name stands as it is.
 */
export function nameAfterArticle(name: string, lang: Language): string {
  return lang === 'en' ? name.replace(/^the\s+(?=\S)/i, '') : name;
}
