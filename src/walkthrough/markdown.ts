import { isRuleId, ruleHref } from '../engine';
import { judgeLink } from './link-filter';

/**
 * The little markdown that walkthrough narration may use: paragraphs (blank lines),
 * **bold**, *emphasis*, `code` and [links](href). Links may point at a rule as
 * `rule:route.one-way`. Output is data, rendered by the component without
 * `innerHTML`, so narration can never inject markup.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string };

export type Paragraph = Inline[];

export function parseNarration(source: string, base = '/'): Paragraph[] {
  return source
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0)
    .map((p) => parseInline(p, base));
}

const TOKEN = /\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string, base = '/'): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ type: 'text', text: text.slice(last, at) });
    if (m[1] !== undefined) out.push({ type: 'strong', text: m[1] });
    else if (m[2] !== undefined) out.push({ type: 'em', text: m[2] });
    else if (m[3] !== undefined) out.push({ type: 'em', text: m[3] });
    else if (m[4] !== undefined) out.push({ type: 'code', text: m[4] });
    else {
      const href = safeHref(m[6], base);
      out.push(href === null ? { type: 'text', text: m[5] } : { type: 'link', text: m[5], href });
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

/** Rule links resolve to their paragraph; the rest as `judgeLink` allows (relative, a fragment, http(s), mailto). */
export function safeHref(href: string, base = '/'): string | null {
  const link = judgeLink(href);
  if (link === null) return null;
  if (link.kind === 'rule') return isRuleId(link.id) ? ruleHref(link.id, base) : null;
  return link.href;
}
