import { parse as parseMomoa, type DocumentNode, type ValueNode } from '@humanwhocodes/momoa';
import { decodeText, positionOf, type DecodeOptions } from './decode';
import { diagnosticAt, formatPath, kindWords, quote, type PathSegment, type SourceDiagnostic, type SourceWords } from './diagnostic';
import { err, ok, type Result } from './result';

/**
 * JSON text to data that remembers where each value came from, so every later
 * error (schema or checker) can name its line. Stricter than JSON.parse where a
 * person would be surprised: a key given twice and a number too large to hold
 * (1e400) are errors at their line, not silently resolved.
 */

export interface Position {
  line: number;
  column: number;
}

export interface ParsedSource {
  value: unknown;
  /**
   * Where the value at `path` is written: for an object key, the key itself.
   * A path that does not exist (a missing key) resolves to the nearest enclosing value.
   */
  locate(path: ReadonlyArray<PathSegment>): Position;
  /** Where the value at `path` itself starts (after its key), for messages about the value. */
  locateValue?(path: ReadonlyArray<PathSegment>): Position;
  file?: string;
}

export interface SourceOptions extends DecodeOptions {
  /** Deepest nesting of arrays and objects accepted; real files nest a few levels. */
  maxDepth?: number;
}

export const DEFAULT_MAX_DEPTH = 64;

export function parseJsonSource(input: string | Uint8Array, options: SourceOptions = {}): Result<ParsedSource, SourceDiagnostic[]> {
  const decoded = decodeText(input, options);
  if (!decoded.ok) return decoded;
  const text = decoded.value;
  const file = options.file;
  const kind = kindWords(options.kind);

  if (text.trim() === '') return err([diagnosticAt({ line: 1, column: 1 }, 'json.empty', { key: 'source.json.empty', vars: { kind } }, { file })]);

  // momoa parses recursively, so nesting is measured first: a 10,000-deep
  // file gets one error at the place it got too deep instead of a stack overflow.
  const scan = scanNesting(text, options.maxDepth ?? DEFAULT_MAX_DEPTH);
  const tooDeep = scan.tooDeep;
  if (tooDeep !== null) {
    return err([
      diagnosticAt(positionOf(text, tooDeep.offset), 'json.too-deep', { key: 'source.json.too-deep', vars: { limit: tooDeep.limit, kind } }, { file }),
    ]);
  }

  let doc: DocumentNode;
  try {
    doc = parseMomoa(text, { mode: 'json', ranges: false, tokens: false });
  } catch (e) {
    return err([syntaxDiagnostic(text, e, kind, file, scan.open)]);
  }

  const problems: SourceDiagnostic[] = [];
  const value = toValue(doc.body, [], problems, file);
  if (problems.length > 0) return err(problems);
  return ok({
    value,
    file,
    locate: (path) => {
      const { line, column } = locateIn(doc.body, path);
      return { line, column };
    },
  });
}

function toValue(node: ValueNode, path: PathSegment[], problems: SourceDiagnostic[], file: string | undefined): unknown {
  switch (node.type) {
    case 'String':
    case 'Boolean':
      return node.value;
    case 'Null':
      return null;
    case 'Number':
      if (!Number.isFinite(node.value)) {
        problems.push(
          diagnosticAt(node.loc.start, 'json.number-too-large', { key: 'source.json.number-too-large' }, {
            file,
            path: formatPath(path),
          }),
        );
      }
      return node.value;
    case 'Array':
      return node.elements.map((el, i) => toValue(el.value, [...path, i], problems, file));
    case 'Object': {
      // Own properties set by defineProperty, so a "__proto__" key is a key like any other and never a prototype.
      const out: Record<string, unknown> = {};
      const seen = new Map<string, Position>();
      for (const member of node.members) {
        const key = member.name.type === 'String' ? member.name.value : member.name.name;
        const first = seen.get(key);
        if (first) {
          problems.push(
            diagnosticAt(member.name.loc.start, 'json.duplicate-key', { key: 'source.json.duplicate-key', vars: { key: quote(key), line: first.line } }, {
              file,
              path: formatPath([...path, key]),
            }),
          );
          continue;
        }
        seen.set(key, member.name.loc.start);
        Object.defineProperty(out, key, { value: toValue(member.value, [...path, key], problems, file), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    default:
      // NaN/Infinity/identifiers only exist in JSON5 mode, which is not used.
      problems.push(diagnosticAt(node.loc.start, 'json.syntax', { key: 'source.json.not-allowed' }, { file, path: formatPath(path) }));
      return null;
  }
}

function locateIn(root: ValueNode, path: ReadonlyArray<PathSegment>): Position {
  let node: ValueNode = root;
  let at: Position = root.loc.start;
  for (const segment of path) {
    if (node.type === 'Object') {
      const key = String(segment);
      const member = [...node.members].reverse().find((m) => (m.name.type === 'String' ? m.name.value : m.name.name) === key);
      if (!member) return at;
      at = member.name.loc.start;
      node = member.value;
    } else if (node.type === 'Array' && typeof segment === 'number' && node.elements[segment]) {
      node = node.elements[segment].value;
      at = node.loc.start;
    } else {
      return at;
    }
  }
  return at;
}

/**
 * Where nesting first exceeds `limit`, and whether the text ends inside a
 * string, object or array (a truncated file). Linear, no recursion.
 */
function scanNesting(text: string, limit: number): { tooDeep: { offset: number; limit: number } | null; open: boolean } {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return { tooDeep: { offset: i, limit }, open: true };
    } else if (c === 125 || c === 93) depth--;
  }
  return { tooDeep: null, open: inString || depth > 0 };
}

const TOKEN_WORDS: Record<string, SourceWords | string> = {
  RBrace: '"}"',
  LBrace: '"{"',
  RBracket: '"]"',
  LBracket: '"["',
  Colon: '":"',
  Comma: '","',
  String: { key: 'source.token.string' },
  Number: { key: 'source.token.number' },
  Boolean: { key: 'source.token.boolean' },
  Null: 'null',
  LineComment: { key: 'source.token.comment' },
  BlockComment: { key: 'source.token.comment' },
};

/** momoa's error to a message a person can act on; the engine's own wording never shows. */
function syntaxDiagnostic(text: string, e: unknown, kind: SourceWords | string, file: string | undefined, open: boolean): SourceDiagnostic {
  const where = readErrorPosition(e, text);
  // momoa blames the last token of a truncated file rather than its end.
  const tail = text.slice(where.offset).trim();
  if (open && (/UnexpectedEOF|end of input/i.test(errorName(e)) || !/[\s,:{}[\]]/.test(tail))) {
    const end = text.trimEnd().length;
    return diagnosticAt(positionOf(text, end), 'json.truncated', { key: 'source.json.truncated', vars: { kind } }, { file });
  }
  const offset = where.offset;
  const rest = text.slice(offset, offset + 12);
  const before = text.slice(0, offset).trimEnd();
  const found = /Unexpected token (\w+)/.exec(e instanceof Error ? e.message : '')?.[1];
  let message: SourceWords;
  let code = 'json.syntax';
  if (/^-?(NaN|Infinity)/.test(rest)) {
    code = 'json.not-a-number';
    message = { key: 'source.json.not-a-number', vars: { word: String(/^-?\w+/.exec(rest)?.[0]) } };
  } else if ((found === 'RBrace' || found === 'RBracket') && before.endsWith(',')) {
    const comma = positionOf(text, before.length - 1);
    return diagnosticAt(comma, 'json.trailing-comma', { key: 'source.json.trailing-comma', vars: { bracket: found === 'RBrace' ? '}' : ']' } }, { file });
  } else if (found === 'Comma' && before.endsWith(',')) {
    message = { key: 'source.json.two-commas' };
  } else if (found === 'LineComment' || found === 'BlockComment' || rest.startsWith('//') || rest.startsWith('/*')) {
    message = { key: 'source.json.comment' };
  } else if (rest.startsWith("'")) {
    message = { key: 'source.json.single-quotes' };
  } else if (found === 'String' && /["\d\]}el]$/.test(before)) {
    message = { key: 'source.json.missing-comma' };
  } else if (found === 'Colon' || (found === undefined && /^[A-Za-z_]/.test(rest) && before.endsWith('{'))) {
    message = { key: 'source.json.unquoted-key' };
  } else if (found !== undefined) {
    message = { key: 'source.json.unexpected', vars: { token: TOKEN_WORDS[found] ?? found } };
  } else {
    const ch = text.slice(offset, offset + 1);
    message = { key: 'source.json.unexpected-char', vars: { char: quote(ch) } };
  }
  return diagnosticAt(where, code, message, { file });
}

function errorName(e: unknown): string {
  return e instanceof Error ? `${e.name} ${e.constructor.name} ${e.message}` : String(e);
}

function readErrorPosition(e: unknown, text: string): Position & { offset: number } {
  const any = e as { line?: unknown; column?: unknown; offset?: unknown };
  if (typeof any?.line === 'number' && typeof any.column === 'number') {
    const offset = typeof any.offset === 'number' ? any.offset : 0;
    return { line: any.line, column: any.column, offset };
  }
  return { ...positionOf(text, text.length), offset: text.length };
}
