/**
 * A rule paragraph's record ends with its id, so that searching for the id finds it
 * (src/i18n/search-index.ts); the result's title already names the id, so the excerpt
 * a reader sees stops before it, matched (`<mark>`) or not.
 */
export function withoutTrailingId(excerpt: string, rule: string): string {
  const id = rule.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return excerpt.replace(new RegExp(`\\s*(?:<mark>)?${id}(?:</mark>)?\\s*$`), '');
}

/** A sentence ends here: a full stop, question or exclamation mark, maybe closed by a quote or bracket. */
const ENDS_SENTENCE = /[.!?…][»"”’)\]]?\s*$/;
const plain = (html: string): string => html.replace(/<\/?mark>/g, '').replace(/\s+/g, ' ').trim();

/**
 * The excerpt with "…" where it is cut from the middle of a sentence of `content` (the
 * record's whole text, as Pagefind returns it beside the excerpt), so a reader can tell a
 * shortened sentence from a whole one. An excerpt not found in the content (Pagefind spaced
 * it otherwise) is judged by itself: a lower-case start or a missing full stop.
 */
export function withEllipses(excerpt: string, content: string): string {
  const text = plain(excerpt);
  if (!text) return excerpt;
  const whole = plain(content);
  const at = whole.indexOf(text);
  const cutAtStart = at >= 0 ? at > 0 && !ENDS_SENTENCE.test(whole.slice(0, at)) : /^\p{Ll}/u.test(text);
  const cutAtEnd = at >= 0 ? at + text.length < whole.length && !ENDS_SENTENCE.test(text) : !ENDS_SENTENCE.test(text);
  let out = excerpt.trim();
  if (cutAtStart) out = `…${out}`;
  // A cut after a comma or colon reads as "text…", not "text,…".
  if (cutAtEnd) out = `${out.replace(/[\s,;:]+((?:<\/mark>)?)$/, '$1')}…`;
  return out;
}

/** What a search result shows under its title: the excerpt without a rule paragraph's trailing id, marked where it is cut. */
export function resultExcerpt(excerpt: string, content: string, rule?: string): string {
  if (!rule) return withEllipses(excerpt, content);
  return withEllipses(withoutTrailingId(excerpt, rule), withoutTrailingId(content, rule));
}
