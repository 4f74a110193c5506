import type { Language } from '../i18n/languages';
import type { BoardMap } from './schema';

/**
 * A map's notes in a language: its translation when the map has one
 * (`translations.fr.notes`), else the map's own notes, which are in the root
 * language; `lang` says which one was found, so a page can mark English text.
 */
export function notesIn(map: BoardMap, lang: Language): { text: string; lang: Language } {
  const translated = map.translations?.[lang]?.notes?.trim();
  if (translated) return { text: translated, lang };
  return { text: map.notes, lang: 'en' };
}
