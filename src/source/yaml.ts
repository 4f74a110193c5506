import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node as YamlNode } from 'yaml';
import { decodeText, positionOf } from './decode';
import { diagnosticAt, formatPath, kindWords, type PathSegment, type SourceDiagnostic, type SourceWords } from './diagnostic';
import type { ParsedSource, Position, SourceOptions } from './json';
import { err, ok, type Result } from './result';

/**
 * YAML text to data with positions, like `parseJsonSource`. The yaml package
 * reports duplicate keys and syntax errors with their line; this adds limits
 * for aliases (an alias bomb expands a few lines into billions of values),
 * nesting, and numbers that read as infinity or NaN.
 */

/** Aliases a hand-written file might use (anchors for a repeated move list); a bomb uses thousands. */
export const DEFAULT_MAX_ALIASES = 100;

export interface YamlSourceOptions extends SourceOptions {
  maxAliases?: number;
}

export function parseYamlSource(input: string | Uint8Array, options: YamlSourceOptions = {}): Result<ParsedSource, SourceDiagnostic[]> {
  const decoded = decodeText(input, options);
  if (!decoded.ok) return decoded;
  const text = decoded.value;
  const file = options.file;
  const kind = kindWords(options.kind);
  const maxAliases = options.maxAliases ?? DEFAULT_MAX_ALIASES;
  const lineCounter = new LineCounter();
  const where = (offset: number | undefined): Position => {
    if (offset === undefined) return { line: 1, column: 1 };
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };

  // The parser recurses into flow collections ([ ] and { }) and gives up at a
  // depth that depends on the stack; measured first, the error has one place.
  const maxDepth = options.maxDepth ?? 64;
  const flowTooDeep = scanFlowNesting(text, maxDepth);
  if (flowTooDeep !== null) {
    return err([diagnosticAt(positionOf(text, flowTooDeep), 'yaml.too-deep', { key: 'source.yaml.too-deep', vars: { limit: maxDepth, kind } }, { file })]);
  }

  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true, logLevel: 'error' });
  } catch {
    // The parser does not throw on bad input; this is belt and braces for a stack overflow.
    return err([diagnosticAt({ line: 1, column: 1 }, 'yaml.too-deep', { key: 'source.yaml.unreadable', vars: { kind } }, { file })]);
  }

  // A warning (an unknown tag such as `!foo`) would otherwise be printed to the
  // console and the value read as if the tag were not there: it is refused instead.
  const refused = [...doc.errors, ...doc.warnings];
  if (refused.length > 0) {
    const out: SourceDiagnostic[] = [];
    for (const e of refused) {
      const pos = where(e.pos[0]);
      if (e.code === 'RESOURCE_EXHAUSTION') {
        // yaml reports each level it gave up on; one error says it.
        return err([diagnosticAt(pos, 'yaml.too-deep', { key: 'source.yaml.too-deep-here', vars: { kind } }, { file })]);
      }
      out.push(diagnosticAt(pos, yamlCode(e.code), yamlMessage(e.code, e.message), { file }));
      if (out.length >= 20) break;
    }
    return err(out);
  }

  const depth = measureDepth(doc.contents, maxDepth);
  if (depth !== null) {
    return err([diagnosticAt(where(depth), 'yaml.too-deep', { key: 'source.yaml.too-deep', vars: { limit: maxDepth, kind } }, { file })]);
  }

  let aliases = 0;
  let firstAlias: number | undefined;
  visit(doc, {
    Alias(_, node) {
      aliases++;
      firstAlias ??= node.range?.[0];
    },
  });

  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: maxAliases });
  } catch {
    return err([
      diagnosticAt(where(firstAlias), 'yaml.alias-bomb', { key: 'source.yaml.alias-bomb', vars: { kind, count: aliases } }, { file }),
    ]);
  }

  const problems: SourceDiagnostic[] = [];
  findNonFinite(value, [], (path) => {
    problems.push(
      diagnosticAt(locateIn(doc.contents, path, where), 'yaml.not-a-number', { key: 'source.yaml.not-a-number' }, { file, path: formatPath(path) }),
    );
  });
  if (problems.length > 0) return err(problems);

  return ok({ value, file, locate: (path) => locateIn(doc.contents, path, where), locateValue: (path) => locateIn(doc.contents, path, where, true) });
}

function locateIn(root: unknown, path: ReadonlyArray<PathSegment>, where: (offset: number | undefined) => Position, value = false): Position {
  let node = root as YamlNode | null;
  let at = where(node?.range?.[0] ?? 0);
  for (const segment of path) {
    if (isAlias(node)) return at;
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(segment));
      if (!pair) return at;
      const key = pair.key as YamlNode | null;
      at = where(key?.range?.[0]);
      node = pair.value as YamlNode | null;
      if (value && node?.range) at = where(node.range[0]);
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment] !== undefined) {
      node = node.items[segment] as YamlNode | null;
      at = where(node?.range?.[0]);
    } else {
      return at;
    }
  }
  return at;
}

/**
 * Offset where flow brackets nest deeper than `limit`, skipping quoted text and
 * comments. Brackets inside plain text ("see [3]") are counted too, which only
 * matters for text nesting dozens of brackets deep.
 */
function scanFlowNesting(text: string, limit: number): number | null {
  let depth = 0;
  let quote = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (quote === 34 && c === 92) i++;
      else if (c === quote) quote = 0;
    } else if (c === 34 || (c === 39 && /[\s[{,:]/.test(text[i - 1] ?? ' '))) quote = c;
    else if (c === 35 && /\s/.test(text[i - 1] ?? ' ')) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === 91 || c === 123) {
      if (++depth > limit) return i;
    } else if (c === 93 || c === 125) depth = Math.max(0, depth - 1);
  }
  return null;
}

/** Offset where nesting first exceeds `limit`, walking without recursion. */
function measureDepth(root: unknown, limit: number): number | null {
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth + 1 > limit) return (node as YamlNode).range?.[0] ?? 0;
    for (const item of node.items) {
      if (isMap(node)) stack.push([(item as { value: unknown }).value, depth + 1]);
      else stack.push([item, depth + 1]);
    }
  }
  return null;
}

function findNonFinite(value: unknown, path: PathSegment[], report: (path: PathSegment[]) => void): void {
  const stack: Array<[unknown, PathSegment[]]> = [[value, path]];
  let found = 0;
  while (stack.length > 0 && found < 20) {
    const [v, p] = stack.pop()!;
    if (typeof v === 'number' && !Number.isFinite(v)) {
      report(p);
      found++;
    } else if (Array.isArray(v)) v.forEach((x, i) => stack.push([x, [...p, i]]));
    else if (v !== null && typeof v === 'object' && !(v instanceof Map) && !(v instanceof Set)) {
      for (const key of Object.keys(v)) stack.push([(v as Record<string, unknown>)[key], [...p, key]]);
    }
  }
}

function yamlCode(code: string): string {
  return code === 'DUPLICATE_KEY' ? 'yaml.duplicate-key' : `yaml.${code.toLowerCase().replace(/_/g, '-')}`;
}

/** yaml's messages are clear but end with "at line N, column M:" and a code frame; the position is given separately. */
function yamlMessage(code: string, message: string): SourceWords {
  const first = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  if (code === 'DUPLICATE_KEY') return { key: 'source.yaml.duplicate-key' };
  if (code === 'TAG_RESOLVE_FAILED') return { key: 'source.yaml.tag', vars: { text: first.replace(/\.$/, '') } };
  if (code === 'TAB_AS_INDENT') return { key: 'source.yaml.tab' };
  return { key: 'source.yaml.other', vars: { text: first.endsWith('.') ? first : `${first}.` } };
}

