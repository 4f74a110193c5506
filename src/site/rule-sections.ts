import { getCollection, type CollectionEntry } from 'astro:content';
import { hasTranslations } from './translated-dirs';
import { HOME_PAGE } from './home-page';


/** The project's rules overrides; none (and no warning from Astro about an empty collection) when it replaces nothing. */
export async function ruleOverrides(): Promise<CollectionEntry<'ruleOverrides'>[]> {
  if (!process.env.RULEKIT_RULES_DIR) return [];
  return getCollection('ruleOverrides');
}

/**
 * The sections of one language, in reading order, each with what to render: for
 * English the project's override or the built-in text, and the project's own sections
 * (a file of its rules folder named after no built-in section); for another language the
 * project's translation, else the built-in translation, else (not yet translated)
 * the English section, flagged so the page can say so.
 */
export async function languageSections(lang: string) {
  const builtIn = (await getCollection('rules')).sort((a, b) => a.data.order - b.data.order);
  const allOwn = await ruleOverrides();
  const overrides = new Map(allOwn.map((o) => [o.id, o]));
  const replaced = builtIn.map((entry) => {
    const own = overrides.get(entry.id);
    return own ? { id: entry.id, entry: own as RulesEntry, data: { ...entry.data, ...own.data, order: entry.data.order }, english: false } : { id: entry.id, entry: entry as RulesEntry, data: entry.data, english: false };
  });
  // The publisher's own sections (house rules): placed by their `order`, after a built-in section of
  // the same number, then all numbered in reading order.
  const builtInIds = new Set(builtIn.map((e) => e.id));
  const house = allOwn
    .filter((o) => !builtInIds.has(o.id) && o.id !== HOME_PAGE)
    .map((o) => ({ id: o.id, entry: o as RulesEntry, data: { ...o.data, order: o.data.order ?? Number.MAX_SAFE_INTEGER }, english: false, house: true }));
  const english = [...replaced.map((p) => ({ ...p, house: false })), ...house]
    .sort((a, b) => a.data.order - b.data.order || Number(a.house) - Number(b.house))
    .map((p, i) => ({ id: p.id, entry: p.entry, data: { ...p.data, order: i + 1 }, english: p.english }));
  if (lang === 'en') return english;
  const translated = new Map((await getCollection('translatedRules')).map((e) => [e.id, e]));
  const translatedOwn = hasTranslations(process.env.RULEKIT_RULES_DIR) ? new Map((await getCollection('translatedOverrides')).map((e) => [e.id, e])) : new Map();
  return english.map((page) => {
    const own = translatedOwn.get(`${lang}/${page.id}`) ?? translated.get(`${lang}/${page.id}`);
    return own ? { id: page.id, entry: own as RulesEntry, data: { ...page.data, ...own.data, order: page.data.order }, english: false } : { ...page, english: true };
  });
}

type RulesEntry = CollectionEntry<'rules'> | CollectionEntry<'ruleOverrides'> | CollectionEntry<'translatedRules'> | CollectionEntry<'translatedOverrides'>;

/** The project's home page words in a language (`<rules>/home.mdx`, `<rules>/<lang>/home.mdx`), or null for the toolkit's. */
export async function homeWords(lang: string) {
  const english = (await ruleOverrides()).find((o) => o.id === HOME_PAGE);
  if (!english) return null;
  if (lang === 'en') return { entry: english as RulesEntry, data: english.data, english: false };
  const translated = hasTranslations(process.env.RULEKIT_RULES_DIR) ? (await getCollection('translatedOverrides')).find((e) => e.id === `${lang}/${HOME_PAGE}`) : undefined;
  return translated ? { entry: translated as RulesEntry, data: translated.data, english: false } : { entry: english as RulesEntry, data: english.data, english: true };
}
