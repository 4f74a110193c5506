import { getCollection, type CollectionEntry } from 'astro:content';

/** The project's rules overrides; none (and no warning from Astro about an empty collection) when it replaces nothing. */
export async function ruleOverrides(): Promise<CollectionEntry<'ruleOverrides'>[]> {
  if (!process.env.RULEKIT_RULES_DIR) return [];
  return getCollection('ruleOverrides');
}
