import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { DEFAULT_VARIANTS, type Variants } from '../engine';
import { readMapSource } from '../map/parse';
import type { BoardMap } from '../map/schema';
import { parseJsonSource } from '../source/json';
import { err, ok, type Result } from '../map/result';
import { parseWalkthroughText } from '../walkthrough/parse';
import type { Walkthrough } from '../walkthrough/schema';
import { CONFIG_FILE, parseProjectConfig } from './config';
import type { ProjectDiagnostic } from './diagnostics';
import type { ProjectConfig } from './schema';
import { parseYamlWithPositions } from './yaml';

/** A publisher's project, read and parsed (not yet checked: see `checkProject`). */
export interface Project {
  /** Absolute path of the project folder. */
  dir: string;
  config: ProjectConfig;
  /** Every variant, the project's choices over the engine's defaults. */
  variants: Variants;
  mapFile: string;
  map: BoardMap;
  walkthroughs: ProjectWalkthrough[];
  /** Absolute path of the rules overrides folder, or null. */
  rulesDir: string | null;
  /** Absolute path of the logo, or null. */
  logoFile: string | null;
}

export interface ProjectWalkthrough {
  /** URL slug: the file name without extension (`first-round`). */
  id: string;
  /** Absolute path of the YAML file. */
  file: string;
  /** As written, with the project's variants under the walkthrough's own. */
  walkthrough: Walkthrough;
  /** The board it plays on: the project's map, or another map file of the project its `map:` names. */
  map: BoardMap;
  mapFile: string;
}

/** The toolkit's own files, for the built-in first round. */
export const BUILTIN_WALKTHROUGH = 'content/walkthroughs/first-round.yaml';

export function loadProject(dir: string, toolkitRoot: string): Result<Project, ProjectDiagnostic[]> {
  const root = resolve(dir);
  const configPath = join(root, CONFIG_FILE);
  const rel = (p: string) => relative(root, p) || basename(p);
  if (!existsSync(configPath)) {
    return err([fileProblem('project.no-config', CONFIG_FILE, `no ${CONFIG_FILE} in ${root}`, 'run `clippers site init <dir>` to start a project, or name the folder that holds rulekit.yaml')]);
  }
  const config = parseProjectConfig(readFileSync(configPath, 'utf8'));
  if (!config.ok) return config;
  const c = config.value;
  const configYaml = parseYamlWithPositions(readFileSync(configPath, 'utf8'));
  const at = (path: (string | number)[]) => ({ file: CONFIG_FILE, ...configYaml.positionOf(path), path: path.join('.') });
  const problems: ProjectDiagnostic[] = [];

  const mapFile = resolve(root, c.map);
  const map = readMap(mapFile, rel(mapFile));
  if (!map.ok) {
    if (!existsSync(mapFile)) problems.push({ severity: 'error', code: 'project.missing-file', ...at(['map']), message: `the map file "${c.map}" does not exist`, fix: 'name a map JSON file in the project folder (e.g. one saved from the editor)' });
    else problems.push(...map.error);
  }

  let rulesDir: string | null = null;
  if (c.rules !== undefined) {
    rulesDir = resolve(root, c.rules);
    if (!existsSync(rulesDir) || !statSync(rulesDir).isDirectory()) {
      problems.push({ severity: 'error', code: 'project.missing-file', ...at(['rules']), message: `the rules folder "${c.rules}" does not exist`, fix: 'create the folder with .mdx files named after the sections they replace, or remove the key' });
    }
  }
  let logoFile: string | null = null;
  if (c.theme.logo !== undefined) {
    logoFile = resolve(root, c.theme.logo);
    if (!existsSync(logoFile)) problems.push({ severity: 'error', code: 'project.missing-file', ...at(['theme', 'logo']), message: `the logo "${c.theme.logo}" does not exist`, fix: 'put the image in the project folder and name it here, or remove the key' });
  }

  const variants: Variants = { ...DEFAULT_VARIANTS, ...c.variants };
  const walkthroughs: ProjectWalkthrough[] = [];
  const files = c.walkthroughs?.map((w) => resolve(root, w)) ?? [join(toolkitRoot, BUILTIN_WALKTHROUGH)];
  const seen = new Set<string>();
  files.forEach((file, i) => {
    const id = basename(file, extname(file));
    const shown = c.walkthroughs ? rel(file) : BUILTIN_WALKTHROUGH;
    if (!existsSync(file)) {
      problems.push({ severity: 'error', code: 'project.missing-file', ...at(['walkthroughs', i]), message: `the walkthrough "${c.walkthroughs?.[i]}" does not exist`, fix: 'check the path, relative to the project folder' });
      return;
    }
    if (seen.has(id)) {
      problems.push({ severity: 'error', code: 'project.duplicate-walkthrough', ...at(['walkthroughs', i]), message: `two walkthroughs are called "${id}" (each needs its own page)`, fix: 'rename one of the files' });
      return;
    }
    seen.add(id);
    const parsed = readWalkthrough(file, shown);
    if (!parsed.ok) {
      problems.push(...parsed.error);
      return;
    }
    if (!map.ok) return;
    const own = walkthroughMapFile(parsed.value.map, dirname(file), root, mapFile);
    let wMap = map.value;
    if (own !== mapFile) {
      const other = readMap(own, rel(own));
      if (!other.ok) {
        problems.push(...other.error);
        return;
      }
      wMap = other.value;
    }
    walkthroughs.push({ id, file, walkthrough: { ...parsed.value, variants: { ...c.variants, ...parsed.value.variants } }, map: wMap, mapFile: own });
  });

  if (problems.length > 0 || !map.ok) return err(problems);
  return ok({ dir: root, config: c, variants, mapFile, map: map.value, walkthroughs, rulesDir, logoFile });
}

/**
 * Which map a walkthrough plays on: its `map:` names a map file of the project
 * (`other-board` or `other-board.json`, beside the walkthrough or in the project
 * folder); anything else, such as the built-in round's `south-pacific`, means the project's map.
 */
export function walkthroughMapFile(name: string, walkthroughDir: string, projectDir: string, projectMap: string): string {
  if (basename(projectMap, '.json') === name) return projectMap;
  for (const dir of [walkthroughDir, projectDir]) {
    for (const candidate of [join(dir, name), join(dir, `${name}.json`)]) {
      if (candidate.startsWith(projectDir) && existsSync(candidate) && statSync(candidate).isFile()) return resolve(candidate);
    }
  }
  return projectMap;
}

function readMap(file: string, shown: string): Result<BoardMap, ProjectDiagnostic[]> {
  if (!existsSync(file)) return err([fileProblem('project.missing-file', shown, 'the map file does not exist', 'check the path in rulekit.yaml')]);
  // The same reader as `clippers check` and the editor's import: every problem has its line and column.
  const read = readMapSource(readFileSync(file), { file: shown });
  if (!read.ok) {
    return err(
      read.error.map((d) => ({
        severity: d.severity,
        // Exit 2 (`site check`) for a file that is not JSON (map.json) or not shaped like a map (map.shape), as `clippers check` does.
        code: d.code.startsWith('map.') ? 'map.shape' : 'map.json',
        file: shown,
        line: d.line,
        column: d.column,
        path: d.path,
        message: d.message,
        fix: d.code.startsWith('map.') ? `\`clippers check ${shown}\` says the same` : 'correct the file at this position (the editor exports valid map files)',
      })),
    );
  }
  return ok(read.value.map);
}

/**
 * Where each element of a map file is written, by id, for the checker's
 * diagnostics (which name elements, not lines). Null when the file no longer parses.
 */
export function mapElementLocator(file: string): ((id: string) => { line: number; column: number; path: string } | null) | null {
  const source = parseJsonSource(readFileSync(file));
  if (!source.ok) return null;
  const data = source.value.value as Record<string, unknown>;
  const index = new Map<string, (string | number)[]>();
  for (const kind of ['islands', 'harbors', 'links', 'companies'] as const) {
    const list = data[kind];
    if (!Array.isArray(list)) continue;
    list.forEach((el, i) => {
      const id = (el as { id?: unknown })?.id;
      if (typeof id === 'string' && !index.has(id)) index.set(id, [kind, i]);
    });
  }
  return (id) => {
    const path = index.get(id);
    if (!path) return null;
    return { ...source.value.locate(path), path: `${path[0]}[${path[1]}]` };
  };
}

function readWalkthrough(file: string, shown: string): Result<Walkthrough, ProjectDiagnostic[]> {
  const parsed = parseWalkthroughText(readFileSync(file), { file: shown });
  if (parsed.ok) return parsed;
  return err(
    parsed.error.map((d) => ({
      severity: d.severity,
      code: d.code,
      file: shown,
      line: d.line,
      column: d.column,
      path: d.path,
      message: d.message,
      fix: d.code === 'walkthrough.schema' ? 'see the walkthrough format in README ("Walkthroughs")' : 'correct the YAML at this position',
    })),
  );
}

function fileProblem(code: string, file: string, message: string, fix: string): ProjectDiagnostic {
  return { severity: 'error', code, file, line: null, column: null, path: '', message, fix };
}
