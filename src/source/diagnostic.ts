import { escapeControl } from './terminal';

export type Severity = 'error' | 'warning';

/**
 * One problem found in a file a person wrote: where it is (line and column,
 * 1-based, and the data path such as `islands[3].ports`), a stable code for
 * tools, and a message saying what is wrong and how to fix it.
 */
export interface SourceDiagnostic {
  file?: string;
  line: number;
  column: number;
  /** Data path of the value concerned, e.g. `islands[3].ports`; empty for the whole file. */
  path: string;
  /** The element the path is inside, as a person names it, e.g. `island "tahiti"`. */
  element?: string;
  code: string;
  message: string;
  severity: Severity;
}

export type PathSegment = string | number;

/** `['islands', 3, 'ports']` -> `islands[3].ports`. Keys that are not plain words are quoted. */
export function formatPath(path: ReadonlyArray<PathSegment>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(part)) out += out === '' ? part : `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}

/**
 * `file:line:column: severity: path (element): message [code]`, the form terminals and
 * editors turn into a link. Control characters from the file are shown escaped.
 */
export function formatDiagnostic(d: SourceDiagnostic): string {
  const where = `${d.file ?? '<input>'}:${d.line}:${d.column}`;
  const subject = d.path ? `${d.path}${d.element ? ` (${d.element})` : ''}: ` : '';
  return escapeControl(`${where}: ${d.severity}: ${subject}${d.message} [${d.code}]`);
}

export function diagnosticAt(
  where: { line: number; column: number },
  code: string,
  message: string,
  extra: { file?: string; path?: string; severity?: Severity } = {},
): SourceDiagnostic {
  return {
    ...(extra.file !== undefined ? { file: extra.file } : {}),
    line: where.line,
    column: where.column,
    path: extra.path ?? '',
    code,
    message,
    severity: extra.severity ?? 'error',
  };
}

/** A value from a file, quoted for a message: JSON quoting escapes control characters; long values are cut. */
export function quote(value: unknown, max = 60): string {
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
