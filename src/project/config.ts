import type { ZodIssue } from 'zod';
import { err, ok, type Result } from '../map/result';
import { formatKeyPath, type ProjectDiagnostic } from './diagnostics';
import { PROJECT_KEYS, projectSchema, type ProjectConfig } from './schema';
import { parseYamlWithPositions } from './yaml';

export const CONFIG_FILE = 'rulekit.yaml';

/** The keys a nested object accepts, for the "unknown key" fix. */
const NESTED_KEYS: Record<string, readonly string[]> = {
  variants: ['portCard', 'tieBreak', 'purpleHome'],
  theme: ['accent', 'logo'],
  pages: ['board', 'editor', 'statecharts'],
};

/** rulekit.yaml text to settings; every problem names its key, line and fix. */
export function parseProjectConfig(text: string, file = CONFIG_FILE): Result<ProjectConfig, ProjectDiagnostic[]> {
  const yaml = parseYamlWithPositions(text);
  if (yaml.syntaxError) {
    const { message, position } = yaml.syntaxError;
    return err([{ severity: 'error', code: 'config.yaml', file, ...toLc(position), path: '', message: `not valid YAML: ${message}`, fix: 'correct the YAML syntax at this position (indentation, a missing colon or quote)' }]);
  }
  if (yaml.data === null || typeof yaml.data !== 'object' || Array.isArray(yaml.data)) {
    return err([{ severity: 'error', code: 'config.not-a-mapping', file, line: 1, column: 1, path: '', message: 'rulekit.yaml must be a list of settings (key: value lines)', fix: 'start from `clippers site init`, which writes a commented rulekit.yaml' }]);
  }
  const parsed = projectSchema.safeParse(yaml.data);
  if (parsed.success) return ok(parsed.data);
  const diagnostics: ProjectDiagnostic[] = [];
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        const parent = issue.path.length === 0 ? PROJECT_KEYS : (NESTED_KEYS[String(issue.path[0])] ?? []);
        const near = closest(key, parent);
        diagnostics.push({
          severity: 'error',
          code: 'config.unknown-key',
          file,
          ...toLc(yaml.positionOf(path, { key: true })),
          path: formatKeyPath(path),
          message: `unknown key "${key}"${issue.path.length ? ` in ${formatKeyPath(issue.path)}` : ''}`,
          fix: near ? `did you mean "${near}"? The keys here are: ${parent.join(', ')}` : `remove it; the keys here are: ${parent.join(', ')}`,
        });
      }
      continue;
    }
    diagnostics.push({
      severity: 'error',
      code: issue.code === 'invalid_type' && issue.received === 'undefined' ? 'config.missing-key' : 'config.bad-value',
      file,
      ...toLc(yaml.positionOf(issue.path)),
      path: formatKeyPath(issue.path),
      message: messageOf(issue),
      fix: fixOf(issue),
    });
  }
  return err(diagnostics);
}

const toLc = (p: { line: number; column: number }) => ({ line: p.line, column: p.column });

function messageOf(issue: ZodIssue): string {
  const key = formatKeyPath(issue.path);
  if (issue.code === 'invalid_type' && issue.received === 'undefined') return `missing key "${key}"`;
  if (issue.code === 'invalid_enum_value') return `"${String(issue.received)}" is not a choice for ${key}`;
  if (issue.code === 'invalid_type') return `${key} must be ${article(issue.expected)}, not ${article(issue.received)}`;
  return `${key}: ${issue.message}`;
}

function fixOf(issue: ZodIssue): string {
  const key = formatKeyPath(issue.path);
  if (issue.code === 'invalid_enum_value') return `use one of: ${issue.options.map(String).join(', ')}`;
  if (issue.code === 'invalid_type' && issue.received === 'undefined') {
    if (key === 'title') return 'add a line like `title: Clippers at our club`';
    if (key === 'map') return 'add a line like `map: board.json` naming the map file in the project folder';
    return `add the key "${key}"`;
  }
  if (issue.code === 'invalid_type') return `write ${key} as ${article(issue.expected)}`;
  return issue.message.replace(/^the /, 'make the ');
}

const article = (t: string) => (t === 'undefined' || t === 'null' ? t : /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

/** The known key nearest to a misspelt one (edit distance at most 2), if any. */
function closest(word: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = 3;
  for (const c of candidates) {
    const d = distance(word.toLowerCase(), c.toLowerCase());
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}
