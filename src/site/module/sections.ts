import { getCollection, type CollectionEntry } from 'astro:content';
import type { AnyGameModule } from '../../games';
import { hasTranslations } from '../translated-dirs';

type Entry = CollectionEntry<'ruleOverrides'> | CollectionEntry<'translatedOverrides'>;

export interface ModuleSection {
  id: string;
  entry: Entry;
  data: { title: string; summary: string; order: number };
  /** Not yet translated: the English page is shown, and the page says so. */
  english: boolean;
}

/**
 * The rules pages of a game other than Clippers: only the project's own MDX (the kit has no
 * built-in text for it), in the order of their `order:`, else the order of the game's pages.
 * Another language shows its translation (`<rules>/<lang>/<slug>.mdx`), else the English page.
 */
export async function moduleSections(game: AnyGameModule, lang: string): Promise<ModuleSection[]> {
  if (!process.env.RULEKIT_RULES_DIR) return [];
  const slugs = Object.keys(game.words.en.pages);
  const rank = (id: string, order: number | undefined) => order ?? (slugs.includes(id) ? slugs.indexOf(id) + 1 : Number.MAX_SAFE_INTEGER);
  const english = (await getCollection('ruleOverrides'))
    .map((e) => ({ id: e.id, entry: e as Entry, data: { title: e.data.title, summary: e.data.summary, order: rank(e.id, e.data.order) }, english: false }))
    .sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id))
    .map((s, i) => ({ ...s, data: { ...s.data, order: i + 1 } }));
  if (lang === 'en') return english;
  const translated = hasTranslations(process.env.RULEKIT_RULES_DIR) ? new Map((await getCollection('translatedOverrides')).map((e) => [e.id, e])) : new Map();
  return english.map((s) => {
    const own = translated.get(`${lang}/${s.id}`);
    return own ? { id: s.id, entry: own as Entry, data: { title: own.data.title, summary: own.data.summary, order: s.data.order }, english: false } : { ...s, english: true };
  });
}
