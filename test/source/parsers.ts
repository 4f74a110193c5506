import type { Result, SourceDiagnostic } from '../../src/source';
import { parseJsonSource, parseYamlSource } from '../../src/source';

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

export const PARSERS: FileParser[] = [
  { name: 'JSON source', syntax: 'json', parse: (input, file) => parseJsonSource(input, { file }) },
  { name: 'YAML source', syntax: 'yaml', parse: (input, file) => parseYamlSource(input, { file }) },
];
