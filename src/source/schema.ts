import { type ZodIssue, type ZodType, type ZodTypeDef } from 'zod';
import { diagnosticAt, formatPath, quote, sayEnglish, type PathSegment, type SourceDiagnostic, type SourceWords } from './diagnostic';
import { wordsInMessage } from './schema-words';
import type { ParsedSource } from './json';
import { err, ok, type Result } from './result';

/**
 * Schema errors as diagnostics at the line of the value concerned. zod's own
 * messages ("Expected number, received string") are reworded to say what to
 * write instead; messages a schema sets itself (bounds, formats) are kept, as
 * words when the schema gives them as words (schema-words.ts), else as its text.
 */

/** What an item of a top-level list is called in a message (`source.element.<kind>`). */
export type ElementKind = 'island' | 'harbor' | 'link' | 'company' | 'departure-card';

export interface SchemaOptions {
  /** Prefix of the diagnostic codes: `map` gives `map.schema`. */
  code?: string;
  /** At most this many diagnostics (a file of the wrong kind gives hundreds). */
  limit?: number;
  /**
   * Top-level lists whose items are elements a person knows by id, and what one
   * is called: `{ islands: 'island' }` names a problem at `islands[4].ports`
   * `island "tahiti"`, so the reader need not count to the fifth island.
   */
  elements?: Readonly<Record<string, ElementKind>>;
}

export function parseWithSchema<Out, In>(
  schema: ZodType<Out, ZodTypeDef, In>,
  source: ParsedSource,
  options: SchemaOptions = {},
): Result<Out, SourceDiagnostic[]> {
  const parsed = schema.safeParse(source.value);
  if (parsed.success) return ok(parsed.data);
  return err(schemaDiagnostics(parsed.error.issues, source, options));
}

export function schemaDiagnostics(issues: readonly ZodIssue[], source: ParsedSource, options: SchemaOptions = {}): SourceDiagnostic[] {
  const code = `${options.code ?? 'file'}.schema`;
  const out: SourceDiagnostic[] = [];
  for (const issue of flatten(issues)) {
    if (out.length >= (options.limit ?? 50)) break;
    const path = issue.code === 'unrecognized_keys' && issue.keys.length === 1 ? [...issue.path, issue.keys[0]] : issue.path;
    const d = diagnosticAt(source.locate(path), code, issueWords(issue, source.value), { file: source.file, path: formatPath(path) });
    const element = options.elements ? elementOf(path, source.value, options.elements) : null;
    out.push(element ? { ...d, element: sayEnglish(element), elementWords: element } : d);
  }
  return out;
}

/** `island "tahiti"` for a path inside `islands[4]`; the item's number when its id is missing or not an id. */
function elementOf(path: ReadonlyArray<PathSegment>, root: unknown, elements: Readonly<Record<string, ElementKind>>): SourceWords | null {
  const [list, index] = path;
  if (typeof list !== 'string' || typeof index !== 'number' || !Object.prototype.hasOwnProperty.call(elements, list)) return null;
  const id = (valueAt(root, [list, index, 'id']) ?? null) as unknown;
  const kind = elements[list];
  return typeof id === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(id)
    ? { key: `source.element.${kind}`, vars: { id: quote(id) } }
    : { key: `source.element.${kind}.number`, vars: { n: index + 1 } };
}

/** A union that fails every branch reports the branch errors; the most specific ones are the useful ones. */
function flatten(issues: readonly ZodIssue[]): ZodIssue[] {
  const out: ZodIssue[] = [];
  for (const issue of issues) {
    if (issue.code === 'invalid_union' && issue.unionErrors.length > 0) {
      const best = [...issue.unionErrors].sort((a, b) => depthOf(b.issues) - depthOf(a.issues))[0];
      out.push(...flatten(best.issues));
    } else out.push(issue);
  }
  return out;
}
const depthOf = (issues: readonly ZodIssue[]) => Math.max(0, ...issues.map((i) => i.path.length));

function valueAt(root: unknown, path: ReadonlyArray<PathSegment>): unknown {
  let v = root;
  for (const p of path) {
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, p)) return undefined;
    v = (v as Record<string | number, unknown>)[p];
  }
  return v;
}

const TYPE_WORDS: Record<string, SourceWords> = {
  string: { key: 'source.type.string' },
  number: { key: 'source.type.number' },
  boolean: { key: 'source.type.boolean' },
  array: { key: 'source.type.array' },
  object: { key: 'source.type.object' },
  integer: { key: 'source.type.integer' },
};
const typeWords = (expected: string): SourceWords | string => TYPE_WORDS[expected] ?? expected;

function describeValue(v: unknown): SourceWords | string {
  if (v === undefined) return { key: 'source.value.nothing' };
  if (v === null) return 'null';
  if (Array.isArray(v)) return { key: 'source.value.list' };
  if (typeof v === 'object') return { key: 'source.value.object' };
  return quote(v);
}

/** A zod issue's message as words: what is wrong at its path and what to write instead. */
export function issueWords(issue: ZodIssue, root: unknown): SourceWords {
  const key = issue.path.at(-1);
  const name: SourceWords = typeof key === 'string' ? { key: 'source.schema.key', vars: { key } } : { key: 'source.schema.this-value' };
  const here = valueAt(root, issue.path);
  switch (issue.code) {
    case 'invalid_union': {
      // zod's own "Invalid input" says nothing: say what the most specific branch wanted, as the file readers do (`flatten`).
      const best = flatten([issue])[0];
      return best && best !== issue ? issueWords(best, root) : ownWords(issue.message);
    }
    case 'invalid_type':
      if (issue.received === 'undefined') return { key: 'source.schema.missing', vars: { name, type: typeWords(issue.expected) } };
      return { key: 'source.schema.wrong-type', vars: { name, type: typeWords(issue.expected), value: describeValue(here) } };
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? { key: 'source.schema.unknown-key', vars: { key: quote(issue.keys[0]) } }
        : { key: 'source.schema.unknown-keys', vars: { keys: issue.keys.map((k) => quote(k)).join(', ') } };
    case 'invalid_enum_value':
    case 'invalid_union_discriminator':
      return { key: 'source.schema.one-of', vars: { value: describeValue(here), options: issue.options.map((o) => quote(o)).join(', ') } };
    case 'invalid_literal':
      if (here === undefined) return { key: 'source.schema.missing-literal', vars: { name, expected: quote(issue.expected) } };
      return { key: 'source.schema.literal', vars: { name, expected: quote(issue.expected), value: describeValue(here) } };
    case 'too_small':
    case 'too_big':
    case 'invalid_string':
    case 'custom':
      return isDefault(issue.message) ? boundWords(issue, name) : ownWords(issue.message);
    case 'not_finite':
      return { key: 'source.schema.finite', vars: { name } };
    default:
      return ownWords(issue.message);
  }
}

/** A message a schema wrote for a check, as a sentence: its words, or its English text. */
function ownWords(message: string): SourceWords {
  const words = wordsInMessage(message);
  if (words) return { key: 'source.schema.sentence', vars: { text: words } };
  return { key: 'source.text', vars: { text: withFullStop(message) } };
}

/** A zod issue's message in English, as it was before words: for code that lists zod's issues itself. */
export function issueText(issue: { message: string }): string {
  const words = wordsInMessage(issue.message);
  return words ? sayEnglish(words) : issue.message;
}

function boundWords(issue: ZodIssue, name: SourceWords): SourceWords {
  if (issue.code === 'too_small') {
    const n = Number(issue.minimum);
    if (issue.type === 'string') return n <= 1 ? { key: 'source.schema.not-empty', vars: { name } } : { key: 'source.schema.min-chars', vars: { name, n } };
    if (issue.type === 'array') return { key: n === 1 ? 'source.schema.min-items.one' : 'source.schema.min-items.other', vars: { name, n } };
    return { key: 'source.schema.min', vars: { name, n } };
  }
  if (issue.code === 'too_big') {
    const n = Number(issue.maximum);
    if (issue.type === 'string') return { key: 'source.schema.max-chars', vars: { name, n } };
    if (issue.type === 'array') return { key: 'source.schema.max-items', vars: { name, n } };
    return { key: 'source.schema.max', vars: { name, n } };
  }
  return ownWords(issue.message);
}

// zod's built-in wording begins like this; a schema's own messages do not.
const isDefault = (message: string) => /^(String|Number|Array|Invalid|Expected|Required)\b/.test(message);
const withFullStop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
