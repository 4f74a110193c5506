import { type ZodIssue, type ZodType, type ZodTypeDef } from 'zod';
import { diagnosticAt, formatPath, quote, type PathSegment, type SourceDiagnostic } from './diagnostic';
import type { ParsedSource } from './json';
import { err, ok, type Result } from './result';

/**
 * Schema errors as diagnostics at the line of the value concerned. zod's own
 * messages ("Expected number, received string") are reworded to say what to
 * write instead; messages a schema sets itself (bounds, formats) are kept.
 */

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
  elements?: Readonly<Record<string, string>>;
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
    const d = diagnosticAt(source.locate(path), code, issueMessage(issue, source.value), { file: source.file, path: formatPath(path) });
    const element = options.elements ? elementOf(path, source.value, options.elements) : null;
    out.push(element ? { ...d, element } : d);
  }
  return out;
}

/** `island "tahiti"` for a path inside `islands[4]`; the item's number when its id is missing or not an id. */
function elementOf(path: ReadonlyArray<PathSegment>, root: unknown, elements: Readonly<Record<string, string>>): string | null {
  const [list, index] = path;
  if (typeof list !== 'string' || typeof index !== 'number' || !Object.prototype.hasOwnProperty.call(elements, list)) return null;
  const id = (valueAt(root, [list, index, 'id']) ?? null) as unknown;
  return typeof id === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(id) ? `${elements[list]} ${quote(id)}` : `${elements[list]} number ${index + 1}`;
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

const TYPE_WORDS: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'an object in { }',
  integer: 'a whole number',
};

function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  return quote(v);
}

export function issueMessage(issue: ZodIssue, root: unknown): string {
  const key = issue.path.at(-1);
  const name = typeof key === 'string' ? `"${key}"` : 'this value';
  const here = valueAt(root, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return `${name} is missing; add it (${TYPE_WORDS[issue.expected] ?? issue.expected}).`;
      return `${name} should be ${TYPE_WORDS[issue.expected] ?? issue.expected}, not ${describeValue(here)}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `${quote(issue.keys[0])} is not a key this file format knows; remove it or check its spelling.`
        : `${issue.keys.map((k) => quote(k)).join(', ')} are not keys this file format knows; remove them or check their spelling.`;
    case 'invalid_enum_value':
      return `${describeValue(here)} is not allowed here; use one of ${issue.options.map((o) => quote(o)).join(', ')}.`;
    case 'invalid_literal':
      if (here === undefined) return `${name} is missing; add it with the value ${quote(issue.expected)}.`;
      return `${name} should be ${quote(issue.expected)}, not ${describeValue(here)}.`;
    case 'invalid_union_discriminator':
      return `${describeValue(here)} is not allowed here; use one of ${issue.options.map((o) => quote(o)).join(', ')}.`;
    case 'too_small':
    case 'too_big':
    case 'invalid_string':
    case 'custom':
      return withFullStop(isDefault(issue.message) ? boundMessage(issue, name) : issue.message);
    case 'not_finite':
      return `${name} must be a finite number.`;
    default:
      return withFullStop(issue.message);
  }
}

function boundMessage(issue: ZodIssue, name: string): string {
  if (issue.code === 'too_small') {
    const n = Number(issue.minimum);
    if (issue.type === 'string') return n <= 1 ? `${name} must not be empty.` : `${name} must be at least ${n} characters.`;
    if (issue.type === 'array') return `${name} needs at least ${n} item${n === 1 ? '' : 's'}.`;
    return `${name} must be at least ${n}.`;
  }
  if (issue.code === 'too_big') {
    const n = Number(issue.maximum);
    if (issue.type === 'string') return `${name} must be at most ${n} characters.`;
    if (issue.type === 'array') return `${name} may have at most ${n} items.`;
    return `${name} must be at most ${n}.`;
  }
  return issue.message;
}

// zod's built-in wording begins like this; a schema's own messages do not.
const isDefault = (message: string) => /^(String|Number|Array|Invalid|Expected|Required)\b/.test(message);
const withFullStop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

