import { sourceEn, type SourceKey } from '../i18n/source-en';
import { render, sayWith, type Words } from '../i18n/words';
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
  /** What is wrong and how to fix it, in English: `words` put into the CLI's words. */
  message: string;
  severity: Severity;
  /** The message as catalogue keys and values (src/i18n/source-en.ts), for a page in another language. */
  words?: SourceWords;
  /** `element` likewise. */
  elementWords?: SourceWords;
}

export type SourceWords = Words<SourceKey>;

/** Words about a file in the CLI's English. */
export const sayEnglish = (words: SourceWords): string => render(sayWith(sourceEn), words);

/**
 * For `JSON.stringify`: a diagnostic as tools read it, without the words a page
 * translates (its `message` and `element` say them in English).
 */
export const withoutWords = (key: string, value: unknown): unknown => (key === 'words' || key === 'elementWords' ? undefined : value);

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
  words: SourceWords,
  extra: { file?: string; path?: string; severity?: Severity } = {},
): SourceDiagnostic {
  return {
    ...(extra.file !== undefined ? { file: extra.file } : {}),
    line: where.line,
    column: where.column,
    path: extra.path ?? '',
    code,
    message: sayEnglish(words),
    severity: extra.severity ?? 'error',
    words,
  };
}

/** What a file was meant to be (`DecodeOptions.kind`), as words. */
export function kindWords(kind: string | undefined): SourceWords | string {
  const key = `source.kind.${(kind ?? 'file').replace(/ /g, '-')}`;
  return key in sourceEn ? { key: key as SourceKey } : (kind ?? 'file');
}

/** A value from a file, quoted for a message: JSON quoting escapes control characters; long values are cut. */
export function quote(value: unknown, max = 60): string {
  let text: string;
  try {
    // A string is cut before it is quoted: a value from a file or a link may be megabytes long.
    text = typeof value === 'string' ? JSON.stringify(value.length > max ? value.slice(0, max) : value) : typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
