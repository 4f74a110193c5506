import type { ZodIssue } from 'zod';
import { err, ok, type Result } from '../map/result';
import { formatKeyPath, type ProjectDiagnostic } from './diagnostics';
import { MAP_REQUIRED_FOR, PAGE_SWITCHES, PROJECT_KEYS, VARIANT_NAMES, projectSchema, type ProjectConfig } from './schema';
import { parseYamlWithPositions } from './yaml';

export const CONFIG_FILE = 'rulekit.yaml';

/** The keys a nested object accepts, for the "unknown key" fix. */
const NESTED_KEYS: Record<string, readonly string[]> = {
  variants: VARIANT_NAMES,
  theme: ['accent', 'logo'],
  pages: PAGE_SWITCHES,
};

/** Top-level keys people try that live one level down. */
const MOVED_KEYS: Record<string, string> = {
  accent: '`theme:` then `  accent: "#1d6fa5"` on the next line',
  colour: '`theme:` then `  accent: "#1d6fa5"` on the next line (the accent colour)',
  color: '`theme:` then `  accent: "#1d6fa5"` on the next line (the accent colour)',
  logo: '`theme:` then `  logo: logo.svg` on the next line',
  ...Object.fromEntries(VARIANT_NAMES.map((v) => [v.toLowerCase(), `\`variants:\` then \`  ${v}: …\` on the next line`])),
  ...Object.fromEntries(PAGE_SWITCHES.map((p) => [p, `\`pages:\` then \`  ${p}: true\` on the next line`])),
};

/** rulekit.yaml text to settings; every problem names its key, line and fix. */
export function parseProjectConfig(text: string | Uint8Array, file = CONFIG_FILE): Result<ProjectConfig, ProjectDiagnostic[]> {
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
  // The schema's own check of `map` runs only once every other key is well formed: said here too, in the same words.
  const raw = yaml.data as Record<string, unknown>;
  const needsMap = raw.map === undefined && (raw.game === undefined || (MAP_REQUIRED_FOR as readonly unknown[]).includes(raw.game));
  const issues: ZodIssue[] = [...parsed.error.issues];
  if (needsMap && !issues.some((i) => i.path.join('.') === 'map')) issues.push({ code: 'custom', path: ['map'], message: 'missing', params: { missingKey: true } });
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        const parent = issue.path.length === 0 ? PROJECT_KEYS : (NESTED_KEYS[String(issue.path[0])] ?? []);
        const near = closest(key, parent) ?? (issue.path[0] === 'theme' && /colou?r/i.test(key) ? 'accent' : null);
        diagnostics.push({
          severity: 'error',
          code: 'config.unknown-key',
          file,
          ...toLc(yaml.positionOf(path, { key: true })),
          path: formatKeyPath(path),
          message: `unknown key "${key}"${issue.path.length ? ` in ${formatKeyPath(issue.path)}` : ''}`,
          fix: near
            ? `did you mean "${near}"? The keys here are: ${parent.join(', ')}`
            : issue.path.length === 0 && MOVED_KEYS[key.toLowerCase()]
              ? `write it as ${MOVED_KEYS[key.toLowerCase()]}`
              : `remove it; the keys here are: ${parent.join(', ')}`,
        });
      }
      continue;
    }
    // A key required only for some games (`map`) is refused by a custom issue; it reads as any missing key.
    const missing = (issue.code === 'invalid_type' && issue.received === 'undefined') || (issue.code === 'custom' && issue.params?.missingKey === true);
    const said: ZodIssue = missing ? { code: 'invalid_type', expected: 'string', received: 'undefined', path: issue.path, message: issue.message } : issue;
    diagnostics.push({
      severity: 'error',
      code: missing ? 'config.missing-key' : 'config.bad-value',
      file,
      ...toLc(yaml.positionOf(issue.path)),
      path: formatKeyPath(issue.path),
      message: messageOf(said),
      fix: fixOf(said, valueAt(yaml.data, issue.path)),
    });
  }
  return err(diagnostics);
}

const valueAt = (data: unknown, path: (string | number)[]): unknown => path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), data);

const toLc = (p: { line: number; column: number }) => ({ line: p.line, column: p.column });

function messageOf(issue: ZodIssue): string {
  const key = formatKeyPath(issue.path);
  if (issue.code === 'invalid_type' && issue.received === 'undefined') return `missing key "${key}"`;
  if (issue.code === 'invalid_enum_value' && key === 'game') return `"${String(issue.received)}" is not a game the kit carries`;
  if (issue.code === 'invalid_enum_value') return `"${String(issue.received)}" is not a choice for ${key}`;
  if (issue.code === 'invalid_type') return `${key} must be ${article(issue.expected)}, not ${article(issue.received)}`;
  return `${key}: ${issue.message}`;
}

function fixOf(issue: ZodIssue, value: unknown): string {
  const key = formatKeyPath(issue.path);
  if (key === 'base' && typeof value === 'string') return `write it as base: "${suggestBase(value)}"`;
  if (issue.code === 'invalid_enum_value' && key === 'game') return `use one of the games the kit carries: ${issue.options.map(String).join(', ')} (\`rulekit games\` lists them)`;
  if (issue.code === 'invalid_enum_value') return `use one of: ${issue.options.map(String).join(', ')}`;
  if (issue.code === 'invalid_type' && issue.received === 'undefined') {
    if (key === 'title') return 'add a line like `title: Clippers at our club`';
    if (key === 'map') return 'add a line like `map: board.json` naming the map file in the project folder';
    return `add the key "${key}"`;
  }
  if (issue.code === 'invalid_type') return `write ${key} as ${article(issue.expected)}`;
  return `change ${key}: ${issue.message}`;
}

/** `games/clippers` → `/games/clippers/`: what a publisher most likely meant. */
export function suggestBase(value: string): string {
  const segments = value
    .replace(/^[a-z]+:\/\/[^/]*/i, '')
    .split('/')
    .map((s) => s.trim().replace(/[^A-Za-z0-9._~-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  return segments.length ? `/${segments.join('/')}/` : '/';
}

const article = (t: string) => (t === 'undefined' || t === 'null' ? t : /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

/** The known key nearest to a misspelt one (edit distance at most 2), if any. */
export function closest(word: string, candidates: readonly string[], maxDistance = 2): string | null {
  let best: string | null = null;
  let bestD = maxDistance + 1;
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
