import type { KeyPath } from './yaml';

/** One problem in a publisher's project, placed in the file a person has to open. */
export interface ProjectDiagnostic {
  severity: 'error' | 'warning';
  /** A stable reason, e.g. `config.unknown-key`, `walkthrough.step`, `rules.missing-rule`. */
  code: string;
  /** The file, relative to the project folder. */
  file: string;
  line: number | null;
  column: number | null;
  /** Where in the file's data, e.g. `theme.accent` or `steps[3].moves[0]`; empty for the whole file. */
  path: string;
  message: string;
  /** What to do about it, in plain words. */
  fix: string;
}

export function formatKeyPath(path: KeyPath): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? String(seg) : `.${String(seg)}`;
  return out;
}

/** `file:line:column: error: message (path) Fix: …` — the form editors and terminals make clickable. */
export function formatProjectDiagnostic(d: ProjectDiagnostic): string {
  const where = d.line === null ? d.file : `${d.file}:${d.line}:${d.column ?? 1}`;
  const path = d.path ? ` [${d.path}]` : '';
  return `${where}: ${d.severity}: ${d.message}${path}${d.fix ? `\n    fix: ${d.fix}` : ''}`;
}
