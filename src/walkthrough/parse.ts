import { err, ok, type Result } from '../map/result';
import { formatPath, type MapError } from '../map/parse';
import type { SourceDiagnostic } from '../source/diagnostic';
import { parseWithSchema } from '../source/schema';
import { parseYamlSource } from '../source/yaml';
import { walkthroughSchema, type Walkthrough } from './schema';

/** A problem with a walkthrough; read from text it also has a line, column and code (a SourceDiagnostic). */
export type WalkthroughError = MapError & Partial<Pick<SourceDiagnostic, 'line' | 'column' | 'code' | 'file' | 'severity'>>;

/** Walkthroughs are a few hundred lines; a megabyte is a mistake, refused before parsing. */
export const WALKTHROUGH_MAX_BYTES = 1_000_000;

/** From untrusted data to a walkthrough; errors carry the path that failed. */
export function parseWalkthrough(input: unknown): Result<Walkthrough, WalkthroughError[]> {
  const parsed = walkthroughSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })));
}

/**
 * YAML (or JSON, which is YAML) text or bytes to a walkthrough. Every error,
 * syntax or schema, has its line and column (the same reader as maps and rulekit.yaml).
 */
export function parseWalkthroughText(input: string | Uint8Array, options: { file?: string } = {}): Result<Walkthrough, SourceDiagnostic[]> {
  const source = parseYamlSource(input, { file: options.file, kind: 'walkthrough', maxBytes: WALKTHROUGH_MAX_BYTES });
  if (!source.ok) return source;
  return parseWithSchema(walkthroughSchema, source.value, { code: 'walkthrough' });
}
