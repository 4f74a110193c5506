/**
 * A rule paragraph's record ends with its id, so that searching for the id finds it
 * (src/i18n/search-index.ts); the result's title already names the id, so the excerpt
 * a reader sees stops before it, matched (`<mark>`) or not.
 */
export function withoutTrailingId(excerpt: string, rule: string): string {
  const id = rule.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return excerpt.replace(new RegExp(`\\s*(?:<mark>)?${id}(?:</mark>)?\\s*$`), '');
}
