// Module by module, not the src/source index: reading a map must not load the YAML parser.
import type { SourceDiagnostic, SourceWords } from '../source/diagnostic';
import { parseJsonSource, type ParsedSource } from '../source/json';
import { issueText, issueWords, parseWithSchema, type ElementKind } from '../source/schema';
import { formatPath } from '../source/diagnostic';
import { err, ok, type Result } from '../source/result';
import { mapSchema, type BoardMap } from './schema';

export { formatPath };

/** A problem with a map's data; errors read from a file also carry line, column and code (see SourceDiagnostic). */
export interface MapError {
  /** JSON path of the value that failed, e.g. `islands[3].ports`; empty for the whole document. */
  path: string;
  message: string;
  /** The message as words, for a page in another language (`message` is a schema's own English). */
  words?: SourceWords;
}

/**
 * The largest map file read. The largest map the schema allows (150 islands,
 * 400 links) is about 80 KB, so anything far bigger is a mistake and is
 * refused at once rather than parsed.
 */
export const MAP_MAX_BYTES = 2_000_000;

/** The one way from untrusted data (an autosave, a message) to a map. Never throws. */
export function parseMap(input: unknown): Result<BoardMap, MapError[]> {
  const parsed = mapSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issueText(issue), words: issueWords(issue, input) })));
}

export interface MapSource {
  map: BoardMap;
  /** Where each value of the file is written, to give the checker's diagnostics their line. */
  source: ParsedSource;
}

/** A map file's bytes or text to a map that remembers its positions. Every error has a line and column. */
export function readMapSource(input: string | Uint8Array, options: { file?: string } = {}): Result<MapSource, SourceDiagnostic[]> {
  const source = parseJsonSource(input, { file: options.file, kind: 'map', maxBytes: MAP_MAX_BYTES });
  if (!source.ok) return source;
  const map = parseWithSchema(mapSchema, source.value, { code: 'map', elements: MAP_ELEMENTS });
  if (!map.ok) return map;
  return ok({ map: map.value, source: source.value });
}

/** What a person calls an item of each list in a map file, for naming it in an error. */
const MAP_ELEMENTS: Readonly<Record<string, ElementKind>> = { islands: 'island', harbors: 'harbor', links: 'link', companies: 'company', departureCards: 'departure-card' };

/** A map file's text to a map; syntax and schema errors carry their line and column. */
export function parseMapText(input: string | Uint8Array, options: { file?: string } = {}): Result<BoardMap, SourceDiagnostic[]> {
  const read = readMapSource(input, options);
  return read.ok ? ok(read.value.map) : read;
}

/** Map files are written with two-space indentation and a final newline. */
export function serialiseMap(map: BoardMap): string {
  return `${JSON.stringify(map, null, 2)}\n`;
}
