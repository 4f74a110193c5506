import { mapSchema, type BoardMap } from './schema';
import { err, ok, type Result } from './result';

export interface MapError {
  /** JSON path of the value that failed, e.g. `islands[3].ports`; empty for the whole document. */
  path: string;
  message: string;
}

export function formatPath(path: ReadonlyArray<string | number>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out;
}

/** The one way from untrusted input to a map. Never throws. */
export function parseMap(input: unknown): Result<BoardMap, MapError[]> {
  const parsed = mapSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(
    parsed.error.issues.map((issue) => ({
      path: formatPath(issue.path),
      message: issue.message,
    })),
  );
}

/** Parses JSON text; a syntax error is reported with its line and column. */
export function parseMapText(text: string): Result<BoardMap, MapError[]> {
  const json = parseJson(text);
  if (!json.ok) return json;
  return parseMap(json.value);
}

export function parseJson(text: string): Result<unknown, MapError[]> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const where = locateJsonError(text, message);
    return err([{ path: '', message: where ? `not valid JSON at line ${where.line}, column ${where.column}: ${message}` : `not valid JSON: ${message}` }]);
  }
}

function locateJsonError(text: string, message: string): { line: number; column: number } | null {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /position (\d+)/.exec(message);
  const offset = pos ? Number(pos[1]) : /end of JSON input/.test(message) ? text.length : -1;
  if (offset < 0) return null;
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return { line, column };
}

/** Map files are written with two-space indentation and a final newline. */
export function serialiseMap(map: BoardMap): string {
  return `${JSON.stringify(map, null, 2)}\n`;
}
