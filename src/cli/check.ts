import { stopsPlay } from '../map/diagnostics';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_GAME, GAME_IDS, isGameId, loadGame } from '../games';
import { checkMap } from '../map/check';
import { locateDiagnostic } from '../map/locate';
import { MAP_MAX_BYTES, readMapSource } from '../map/parse';
import type { BoardMap } from '../map/schema';
import { formatDiagnostic, withoutWords, type SourceDiagnostic } from '../source/diagnostic';
import { escapeControl } from '../source/terminal';
import { readSourceFile } from './read-source';
import { usageError, type CliIo, type Command } from './command';

/**
 * `clippers check <file> [--json]`. Exit 0: playable (warnings may remain);
 * 1: the checker found errors; 2: the file could not be checked at all
 * (unreadable, not JSON, not shaped like a map) or the command line was wrong.
 * Every problem is printed as `file:line:column: severity: path: message [code]`.
 */

export const EXIT_OK = 0;
export const EXIT_MAP_ERRORS = 1;
export const EXIT_NOT_A_MAP = 2;

/** One problem, located in the file. Checker problems also name the elements concerned. */
export interface CheckDiagnostic extends SourceDiagnostic {
  file: string;
  /** Ids of the elements concerned (checker problems); empty for problems with the file itself. */
  elements: string[];
}

export interface CheckReport {
  errors: CheckDiagnostic[];
  warnings: CheckDiagnostic[];
}

const USAGE = '<file> [--json] [--game <id>]';

export const checkCommand: Command = {
  summary: 'Check a map file (or, with --game, a game\'s authored layout). Errors make the board unplayable; warnings are worth a look. --json for tools.',
  usage: USAGE,
  async run(args, io) {
    let json: boolean;
    let file: string;
    let gameId: string | undefined;
    try {
      const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean', default: false }, game: { type: 'string' } }, allowPositionals: true, strict: true });
      if (positionals.length !== 1) return usageError(io, 'check', USAGE, positionals.length === 0 ? 'name the map file to check.' : 'check one file at a time.');
      json = values.json ?? false;
      file = positionals[0];
      gameId = values.game;
    } catch (error) {
      return usageError(io, 'check', USAGE, error instanceof Error ? error.message : String(error));
    }

    // A map is Clippers' board file; another game's file is an authored layout.
    if (gameId !== undefined && gameId !== DEFAULT_GAME) {
      if (!isGameId(gameId)) return usageError(io, 'check', USAGE, `--game must be one of ${GAME_IDS.join(', ')}.`);
      const { checkLayoutFile } = await import('./check-layout');
      return checkLayoutFile(await loadGame(gameId), file, io, json);
    }
    const checked = await checkFile(file, io.cwd);
    if (!checked.ok) {
      if (json) printJson(io, { errors: checked.errors, warnings: [] });
      else printNotAMap(io, file, checked.errors);
      return EXIT_NOT_A_MAP;
    }
    const report = checked.report;
    if (json) printJson(io, report);
    else printReport(io, file, report);
    return report.errors.length > 0 ? EXIT_MAP_ERRORS : EXIT_OK;
  },
};

type Checked = { ok: true; report: CheckReport; map: BoardMap } | { ok: false; errors: CheckDiagnostic[] };

/** Reads, parses and checks a map file; every diagnostic carries its file, line and column. */
export async function checkFile(file: string, cwd: string): Promise<Checked> {
  const bytes = await readSourceFile(resolve(cwd, file), file, MAP_MAX_BYTES, 'map');
  const read = bytes.ok ? readMapSource(bytes.value, { file }) : bytes;
  if (!read.ok) return { ok: false, errors: read.error.map((d) => ({ ...d, file, elements: [] })) };
  const { map, source } = read.value;
  const located = checkMap(map, { names: true }).map((d): CheckDiagnostic => {
    const at = locateDiagnostic(d, map, source.locate, file);
    return { file, line: at.line, column: at.column, path: at.path, code: d.code, message: d.message, severity: d.severity, elements: d.elements };
  });
  return {
    ok: true,
    map,
    report: { errors: located.filter((d) => d.severity === 'error'), warnings: located.filter((d) => d.severity === 'warning') },
  };
}

function printJson(io: CliIo, report: CheckReport): void {
  io.out(JSON.stringify(report, withoutWords, 2));
}

function printReport(io: CliIo, file: string, report: CheckReport): void {
  for (const d of [...report.errors, ...report.warnings]) io.out(formatDiagnostic(d));
  const { errors, warnings } = report;
  const shown = escapeControl(file);
  if (errors.length === 0 && warnings.length === 0) {
    io.out(`${shown}: no problems found.`);
    return;
  }
  const verdict = errors.some(stopsPlay) ? 'not playable until the errors are fixed' : errors.length > 0 ? 'playable, but a reader cannot click every move on the board until the errors are fixed' : 'playable';
  io.out(`${shown}: ${count(errors.length, 'error')}, ${count(warnings.length, 'warning')}; ${verdict}.`);
}

function printNotAMap(io: CliIo, file: string, errors: CheckDiagnostic[]): void {
  for (const d of errors) io.err(formatDiagnostic(d));
  const shown = escapeControl(file);
  if (errors.every((d) => d.code === 'map.schema')) {
    io.err(
      `${shown}: not a Clippers map (${count(errors.length, 'problem')} with its shape). maps/map.schema.json describes the format; editors that read "$schema" show these as you type.`,
    );
  } else if (errors[0]?.code === 'file.unreadable') {
    io.err(`${shown}: could not be checked.`);
  } else {
    io.err(`${shown}: could not be read as a map; fix the problem above and check again.`);
  }
}

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
