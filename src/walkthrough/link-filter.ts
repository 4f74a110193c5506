/**
 * The one judge of a link written by someone other than the toolkit (walkthrough narration,
 * rules sections), used wherever such a link becomes an `href`: the walkthrough page, the
 * embed, the printed walkthrough and the rules pages.
 *
 * A browser's URL parser drops leading and trailing control characters and spaces and every
 * tab and newline inside, so `\u0001javascript:…` or `java\tscript:…` runs as script although
 * it does not start with a scheme when read as text. The filter therefore judges what the
 * browser would see: a link holding any control, invisible (format, filler, variation selector)
 * or space character, or a backslash (read as `/` in http URLs), is refused outright. What is
 * left is judged again with its %-escapes decoded and those characters stripped, and must come
 * out the same kind of link: `%6Aavascript%3A…` or `%2F%2Fevil.example` is refused, while an
 * address with `%20` in its path keeps working.
 */

export type JudgedLink =
  | { kind: 'rule'; id: string }
  | { kind: 'external'; href: string }
  | { kind: 'local'; href: string };

/** Characters a reader cannot see or a URL parser drops or rewrites. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Z}\s\u115f\u1160\u3164\uffa0\u180b-\u180f\ufe00-\ufe0f\u{e0100}-\u{e01ef}\\]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const EXTERNAL = new Set(['http', 'https', 'mailto']);

function decoded(href: string): string | null {
  let out = href;
  // Escapes of escapes are undone too; a link still changing after three rounds is refused.
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(out);
    } catch {
      return null;
    }
    if (next === out) return out;
    out = next;
  }
  return null;
}

function judgeOne(href: string): JudgedLink | null {
  if (href === '') return null;
  if (href.startsWith('//')) return null; // another host, on whatever scheme the page has
  const scheme = SCHEME.exec(href)?.[1].toLowerCase();
  if (scheme === 'rule') return { kind: 'rule', id: href.slice('rule:'.length) };
  if (scheme !== undefined) return EXTERNAL.has(scheme) && (scheme === 'mailto' || /^https?:\/\/[^/]/i.test(href)) ? { kind: 'external', href } : null;
  return { kind: 'local', href };
}

/** How a written link may be used, or null when it must be shown as plain text. */
export function judgeLink(href: string): JudgedLink | null {
  if (HIDDEN.test(href)) return null;
  const asWritten = judgeOne(href);
  if (asWritten === null) return null;
  const plain = decoded(href);
  if (plain === null) return null;
  const asDecoded = judgeOne(plain.replace(HIDDEN_ALL, ''));
  // Decoding must not turn it into another kind of link (`%6Aavascript%3A…`, `%2F%2Fevil.example`).
  return asDecoded !== null && asDecoded.kind === asWritten.kind ? asWritten : null;
}
