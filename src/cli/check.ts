import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkMap, diagnostic, type Diagnostic } from '../map/check';
import { parseJson, parseMap } from '../map/parse';
import type { BoardMap } from '../map/schema';
import { usageError, type CliIo, type Command } from './command';

/**
 * `clippers check <file> [--json]`. Exit 0: playable (warnings may remain);
 * 1: the checker found errors; 2: the file could not be checked at all
 * (unreadable, not JSON, not shaped like a map) or the command line was wrong.
 */

export const EXIT_OK = 0;
export const EXIT_MAP_ERRORS = 1;
export const EXIT_NOT_A_MAP = 2;

/** A diagnostic about the file rather than the board; `path` is the JSON path a schema error is at. */
export interface FileDiagnostic extends Diagnostic {
  path?: string;
}

export interface CheckReport {
  errors: FileDiagnostic[];
  warnings: FileDiagnostic[];
}

const USAGE = '<file> [--json]';

export const checkCommand: Command = {
  summary: 'Check a map file. Errors make the board unplayable; warnings are worth a look. --json for tools.',
  usage: USAGE,
  async run(args, io) {
    let json: boolean;
    let file: string;
    try {
      const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
      if (positionals.length !== 1) return usageError(io, 'check', USAGE, positionals.length === 0 ? 'name the map file to check.' : 'check one file at a time.');
      json = values.json ?? false;
      file = positionals[0];
    } catch (error) {
      return usageError(io, 'check', USAGE, error instanceof Error ? error.message : String(error));
    }

    const loaded = await loadMap(file, io.cwd);
    if (!loaded.ok) {
      if (json) printJson(io, { errors: loaded.errors, warnings: [] });
      else printNotAMap(io, file, loaded.errors);
      return EXIT_NOT_A_MAP;
    }
    const diagnostics = checkMap(loaded.map);
    const report: CheckReport = {
      errors: diagnostics.filter((d) => d.severity === 'error'),
      warnings: diagnostics.filter((d) => d.severity === 'warning'),
    };
    if (json) printJson(io, report);
    else printReport(io, file, report);
    return report.errors.length > 0 ? EXIT_MAP_ERRORS : EXIT_OK;
  },
};

type Loaded = { ok: true; map: BoardMap } | { ok: false; errors: FileDiagnostic[] };

export async function loadMap(file: string, cwd: string): Promise<Loaded> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, file), 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [diagnostic('file.unreadable', [], `Cannot read "${file}": ${reason}. Check the path and that the file is readable.`)] };
  }
  // Some editors save a byte-order mark, which JSON.parse rejects.
  const json = parseJson(text.replace(/^\uFEFF/, ''));
  if (!json.ok) {
    return { ok: false, errors: json.error.map((e) => diagnostic('file.not-json', [], `"${file}" is ${e.message}. Fix the JSON syntax there.`)) };
  }
  const map = parseMap(json.value);
  if (!map.ok) {
    return {
      ok: false,
      errors: map.error.map((e) => ({ ...diagnostic('file.not-a-map', [], e.message), path: e.path })),
    };
  }
  return { ok: true, map: map.value };
}

function printJson(io: CliIo, report: CheckReport): void {
  io.out(JSON.stringify(report, null, 2));
}

/** One line per diagnostic: `error  link.missing-end  tahiti-atlantis: <message>`. */
export function formatDiagnostic(d: FileDiagnostic): string {
  const subject = d.path !== undefined ? d.path || '(top level)' : d.elements.join(', ');
  return `${d.severity}  ${d.code}  ${subject ? `${subject}: ` : ''}${d.message}`;
}

function printReport(io: CliIo, file: string, report: CheckReport): void {
  for (const d of [...report.errors, ...report.warnings]) io.out(formatDiagnostic(d));
  const { errors, warnings } = report;
  if (errors.length === 0 && warnings.length === 0) {
    io.out(`${file}: no problems found.`);
    return;
  }
  const verdict = errors.length > 0 ? 'not playable until the errors are fixed' : 'playable';
  io.out(`${file}: ${count(errors.length, 'error')}, ${count(warnings.length, 'warning')}; ${verdict}.`);
}

function printNotAMap(io: CliIo, file: string, errors: FileDiagnostic[]): void {
  for (const d of errors) io.err(formatDiagnostic(d));
  const code = errors[0]?.code;
  if (code === 'file.not-a-map') {
    io.err(
      `${file}: not a Clippers map (${count(errors.length, 'problem')} with its shape). maps/map.schema.json describes the format; editors that read "$schema" show these as you type.`,
    );
  } else {
    io.err(`${file}: could not be checked.`);
  }
}

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
