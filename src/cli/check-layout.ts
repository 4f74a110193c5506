import { resolve } from 'node:path';
import { format, type AnyGameModule } from '../games';
import { formatDiagnostic, formatPath, type PathSegment, type SourceDiagnostic } from '../source/diagnostic';
import { parseJsonSource } from '../source/json';
import { parseWithSchema } from '../source/schema';
import { escapeControl } from '../source/terminal';
import type { CliIo } from './command';
import { readSourceFile } from './read-source';

/** Authored layouts are a few kilobytes; this bounds what is read. */
const LAYOUT_MAX_BYTES = 1_000_000;

/**
 * `rulekit check --game <id> <layout.json>`: an authored starting position of a game with a
 * layout format (`schemas.layout`). Syntax and shape problems come from the kit's source
 * reader (the same as a map's); what makes the layout unplayable from the game's
 * `layoutFaults`, each placed at the line of the element its `path` names. Every problem
 * is printed as `file:line:column: error: path: message [code]`.
 * Exit 0: playable; 1: the game found problems; 2: not readable as a layout.
 */
export async function checkLayoutFile(game: AnyGameModule, file: string, io: CliIo, json: boolean): Promise<number> {
  const name = game.words.en.name;
  const schema = game.schemas.layout;
  if (!schema) {
    io.err(`check: ${name} has no layout format to check.`);
    return 2;
  }
  const bytes = await readSourceFile(resolve(io.cwd, file), file, LAYOUT_MAX_BYTES, 'file');
  const source = bytes.ok ? parseJsonSource(bytes.value, { file, kind: 'file', maxBytes: LAYOUT_MAX_BYTES }) : bytes;
  const shape = source.ok ? parseWithSchema(schema, source.value, { code: 'layout' }) : source;
  if (!source.ok || !shape.ok) {
    const problems = !source.ok ? source.error : !shape.ok ? shape.error : [];
    if (json) io.out(JSON.stringify({ errors: problems.map((d) => ({ ...d, words: undefined, file })) }, null, 2));
    else {
      for (const d of problems) io.err(formatDiagnostic({ ...d, file }));
      io.err(`${escapeControl(file)}: not a ${name} layout (${problems.length} problem${problems.length === 1 ? '' : 's'}); fix the above and check again.`);
    }
    return 2;
  }
  const located: SourceDiagnostic[] = (game.layoutFaults?.(shape.value) ?? []).map((r) => {
    const raw = r.values.path;
    const path: PathSegment[] = Array.isArray(raw) ? [...raw] : [];
    const at = source.value.locate(path);
    const values = { ...r.values, path: null };
    return { file, line: at.line, column: at.column, path: formatPath(path), code: `${game.id}.${r.code}`, message: format(game.words.en.refusals[r.code] ?? r.code, values, game.words.en), severity: 'error' };
  });
  if (json) io.out(JSON.stringify({ errors: located }, null, 2));
  else {
    for (const d of located) io.out(formatDiagnostic(d));
    io.out(located.length === 0 ? `${escapeControl(file)}: no problems found.` : `${escapeControl(file)}: ${located.length} error${located.length === 1 ? '' : 's'}; not playable until they are fixed.`);
  }
  return located.length > 0 ? 1 : 0;
}
