import { getCollection, type CollectionEntry } from 'astro:content';
import { hasTranslations } from './translated-dirs';

/** The project's rules overrides; none (and no warning from Astro about an empty collection) when it replaces nothing. */
export async function ruleOverrides(): Promise<CollectionEntry<'ruleOverrides'>[]> {
  if (!process.env.RULEKIT_RULES_DIR) return [];
  return getCollection('ruleOverrides');
}

/**
 * The sections of one language, in reading order, each with what to render: for
 * English the project's override or the built-in text; for another language the
 * project's translation, else the built-in translation, else (not yet translated)
 * the English section, flagged so the page can say so.
 */
export async function languageSections(lang: string) {
  const builtIn = (await getCollection('rules')).sort((a, b) => a.data.order - b.data.order);
  const overrides = new Map((await ruleOverrides()).map((o) => [o.id, o]));
  const english = builtIn.map((entry) => {
    const own = overrides.get(entry.id);
    return own ? { id: entry.id, entry: own as RulesEntry, data: { ...entry.data, ...own.data, order: entry.data.order }, english: false } : { id: entry.id, entry: entry as RulesEntry, data: entry.data, english: false };
  });
  if (lang === 'en') return english;
  const translated = new Map((await getCollection('translatedRules')).map((e) => [e.id, e]));
  const translatedOwn = hasTranslations(process.env.RULEKIT_RULES_DIR) ? new Map((await getCollection('translatedOverrides')).map((e) => [e.id, e])) : new Map();
  return english.map((page) => {
    const own = translatedOwn.get(`${lang}/${page.id}`) ?? translated.get(`${lang}/${page.id}`);
    return own ? { id: page.id, entry: own as RulesEntry, data: { ...page.data, ...own.data, order: page.data.order }, english: false } : { ...page, english: true };
  });
}

type RulesEntry = CollectionEntry<'rules'> | CollectionEntry<'ruleOverrides'> | CollectionEntry<'translatedRules'> | CollectionEntry<'translatedOverrides'>;
