import { createHash } from 'node:crypto';
import { RULE_IDS, type RuleId } from '../engine';
import { isRuleId } from '../engine';

/**
 * Translations that cannot drift silently. Each translated rule paragraph names the
 * version of the English paragraph it translates: `<Rule id="route.double" source="3f2a9c1e">`,
 * a short hash of the English paragraph's text (whitespace folded, so re-wrapping a
 * line changes nothing). When the English changes, its hash changes, and the
 * translation is reported stale until a translator updates it and its `source`
 * (`clippers rules hash <id>` prints the current value).
 */

export interface RuleBlock {
  id: string;
  /** The `source` attribute, if any. */
  source: string | null;
  /** The paragraph's MDX between the tags. */
  body: string;
  /** 1-based line of the opening tag. */
  line: number;
}

const OPEN = /<Rule\s+([^>]*?)>/g;
const attr = (attrs: string, name: string): string | null => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`).exec(attrs)?.[1] ?? null;

/** Every `<Rule …>…</Rule>` block of an MDX text, in order. */
export function ruleBlocks(text: string): RuleBlock[] {
  const out: RuleBlock[] = [];
  for (const m of text.matchAll(OPEN)) {
    const id = attr(m[1], 'id');
    if (id === null) continue;
    const start = (m.index ?? 0) + m[0].length;
    const end = text.indexOf('</Rule>', start);
    out.push({ id, source: attr(m[1], 'source'), body: text.slice(start, end < 0 ? undefined : end), line: text.slice(0, m.index).split('\n').length });
  }
  return out;
}

/** The text a hash is taken of: whitespace folded to single spaces, trimmed. */
export const normaliseParagraph = (body: string): string => body.replace(/\s+/g, ' ').trim();

/** Eight hex digits identifying one version of a paragraph. */
export const paragraphHash = (body: string): string => createHash('sha256').update(normaliseParagraph(body)).digest('hex').slice(0, 8);

/** The hash of each English rule paragraph, from the English sections' MDX texts. */
export function englishHashes(texts: readonly string[]): Map<RuleId, string> {
  const out = new Map<RuleId, string>();
  for (const text of texts) for (const b of ruleBlocks(text)) if (isRuleId(b.id)) out.set(b.id, paragraphHash(b.body));
  return out;
}

export type TranslationProblem =
  | { kind: 'stale'; id: RuleId; file: string; line: number; source: string; current: string }
  | { kind: 'unsourced'; id: RuleId; file: string; line: number; current: string }
  | { kind: 'missing'; id: RuleId }
  | { kind: 'unknown'; id: string; file: string; line: number }
  | { kind: 'duplicate'; id: RuleId; file: string; line: number };

/**
 * Every way a translation falls short of the English: a paragraph translating an
 * older English text (stale), one that does not say which (unsourced), a rule id
 * with no paragraph, an id the engine does not know, an id given twice.
 */
export function translationProblems(english: Map<RuleId, string>, translated: readonly { file: string; text: string }[]): TranslationProblem[] {
  const out: TranslationProblem[] = [];
  const seen = new Set<string>();
  for (const { file, text } of translated) {
    for (const b of ruleBlocks(text)) {
      if (!isRuleId(b.id)) {
        out.push({ kind: 'unknown', id: b.id, file, line: b.line });
        continue;
      }
      if (seen.has(b.id)) out.push({ kind: 'duplicate', id: b.id, file, line: b.line });
      seen.add(b.id);
      const current = english.get(b.id);
      if (current === undefined) continue;
      if (b.source === null) out.push({ kind: 'unsourced', id: b.id, file, line: b.line, current });
      else if (b.source !== current) out.push({ kind: 'stale', id: b.id, file, line: b.line, source: b.source, current });
    }
  }
  for (const id of RULE_IDS) if (!seen.has(id)) out.push({ kind: 'missing', id });
  return out;
}

/** One line per problem, for the build's notice and `site check`. */
export function describeProblem(p: TranslationProblem, language: string): string {
  switch (p.kind) {
    case 'stale':
      return `${p.file}:${p.line}: ${p.id} translates an older English text (source="${p.source}", the English is now "${p.current}")`;
    case 'unsourced':
      return `${p.file}:${p.line}: ${p.id} does not say which English text it translates (add source="${p.current}")`;
    case 'missing':
      return `${p.id} has no ${language} paragraph`;
    case 'unknown':
      return `${p.file}:${p.line}: <Rule id="${p.id}">: the engine has no rule "${p.id}"`;
    case 'duplicate':
      return `${p.file}:${p.line}: ${p.id} has a second ${language} paragraph`;
  }
}

/** Paragraph MDX as plain words, for the search index: links keep their text, tags and markup go. */
export function plainText(body: string): string {
  return normaliseParagraph(
    body
      // Table rules (| --- |) and cell borders are layout, not words.
      .replace(/^\s*\|?[\s|:-]+\|[\s|:-]*$/gm, ' ')
      .replace(/\|/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[*_`]/g, '')
      .replace(/^#+\s*/gm, ''),
  );
}
