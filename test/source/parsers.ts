import { parseSavedGame } from '../../src/game/parse';
import { parseMapText } from '../../src/map/parse';
import { parseProjectConfig } from '../../src/project/config';
import type { Result, SourceDiagnostic } from '../../src/source';
import { parseJsonSource, parseYamlSource } from '../../src/source';
import { parseWalkthroughText } from '../../src/walkthrough/parse';

/**
 * Every parser of files people write, for the fuzz and hostile-file tests.
 * A new file format adds one row here and gets the same guarantees: never
 * throws, answers quickly, and every error has a line, a column and a message.
 */
export interface FileParser {
  name: string;
  /** The file's own syntax: hostile JSON fixtures only go to JSON parsers. */
  syntax: 'json' | 'yaml';
  parse(input: string | Uint8Array, file?: string): Result<unknown, SourceDiagnostic[]>;
}

/** Diagnostics of another shape, as SourceDiagnostics; a missing line stays missing (and fails the checks). */
const asSource = (r: Result<unknown, Array<{ line: number | null; column: number | null; path: string; message: string; code?: string; severity?: string }>>, code: string): Result<unknown, SourceDiagnostic[]> =>
  r.ok
    ? r
    : {
        ok: false,
        error: r.error.map((d) => ({ line: d.line as number, column: d.column as number, path: d.path, message: d.message, code: d.code ?? code, severity: (d.severity ?? 'error') as 'error' })),
      };

export const PARSERS: FileParser[] = [
  { name: 'JSON source', syntax: 'json', parse: (input, file) => parseJsonSource(input, { file }) },
  { name: 'YAML source', syntax: 'yaml', parse: (input, file) => parseYamlSource(input, { file }) },
  { name: 'map file', syntax: 'json', parse: (input, file) => parseMapText(input, { file }) },
  { name: 'walkthrough', syntax: 'yaml', parse: (input, file) => parseWalkthroughText(input, { file }) },
  { name: 'rulekit.yaml', syntax: 'yaml', parse: (input, file) => asSource(parseProjectConfig(input, file), 'config.fuzz') },
  { name: 'saved game', syntax: 'yaml', parse: (input, file) => asSource(parseSavedGame(input, file ?? null), 'game.fuzz') },
];
