import { parse as parseYaml, YAMLParseError } from 'yaml';
import { err, ok, type Result } from '../map/result';
import { formatPath, type MapError } from '../map/parse';
import { walkthroughSchema, type Walkthrough } from './schema';

export type WalkthroughError = MapError;

/** From untrusted data to a walkthrough; errors carry the path that failed. */
export function parseWalkthrough(input: unknown): Result<Walkthrough, WalkthroughError[]> {
  const parsed = walkthroughSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })));
}

/** YAML (or JSON, which is YAML) text to a walkthrough; syntax errors give line and column. */
export function parseWalkthroughText(text: string): Result<Walkthrough, WalkthroughError[]> {
  let data: unknown;
  try {
    data = parseYaml(text, { prettyErrors: true });
  } catch (e) {
    if (e instanceof YAMLParseError) {
      const pos = e.linePos?.[0];
      const where = pos ? ` at line ${pos.line}, column ${pos.col}` : '';
      return err([{ path: '', message: `not valid YAML${where}: ${e.message.split('\n')[0]}` }]);
    }
    return err([{ path: '', message: `not valid YAML: ${String(e)}` }]);
  }
  return parseWalkthrough(data);
}
