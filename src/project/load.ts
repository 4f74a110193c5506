import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { DEFAULT_VARIANTS, type Variants } from '../engine';
import { MAP_MAX_BYTES, readMapSource } from '../map/parse';
import { DEFAULT_MAX_BYTES } from '../source/decode';
import { WALKTHROUGH_MAX_BYTES } from '../walkthrough/parse';
import { insideProject, projectBoundary, readBoundedFile, realPathSoFar, type FileRead } from './paths';
import type { BoardMap } from '../map/schema';
import { parseJsonSource } from '../source/json';
import { err, ok, type Result } from '../map/result';
import { parseWalkthroughText } from '../walkthrough/parse';
import type { Walkthrough } from '../walkthrough/schema';
import { CONFIG_FILE, parseProjectConfig } from './config';
import { DEFAULT_GAME } from '../games';
import type { ProjectDiagnostic } from './diagnostics';
import type { ProjectConfig } from './schema';
import { PROJECT_YAML_MAX_BYTES, parseYamlWithPositions } from './yaml';
import { readCollection, type CollectionMember } from './collection';

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
  /** Other games' projects published with this site (`collection:`). */
  collection: CollectionMember[];
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

/** The largest logo: it is inlined into every page. */
export const LOGO_MAX_BYTES = 1_000_000;
/** The largest rules section (MDX), the parsers' general limit. */
export const RULES_MAX_BYTES = DEFAULT_MAX_BYTES;

/** Codes of a file that is there but cannot be read as one (exit 2 from `site check`, as from `check`). */
export const UNREADABLE_FILE_CODES = ['project.not-a-file', 'project.too-large', 'project.unreadable'] as const;

const FILE_FIX: Record<Exclude<FileRead, { ok: true }>['code'], string> = {
  missing: 'check the path, relative to the project folder',
  'not-a-file': 'name a file here, not a folder or a device',
  'too-large': 'this is not the file you meant, or it has grown far past what the kit reads; name the right file',
  unreadable: 'check that the file can be read by you',
};

export function loadProject(dir: string, toolkitRoot: string): Result<Project, ProjectDiagnostic[]> {
  // Real from the start: every path of the project is compared with it, symlinks followed.
  const root = realPathSoFar(resolve(dir));
  const configPath = join(root, CONFIG_FILE);
  const rel = (p: string) => relative(root, p) || basename(p);
  if (!existsSync(configPath)) {
    return err([fileProblem('project.no-config', CONFIG_FILE, `no ${CONFIG_FILE} in ${root}`, 'run `clippers site init <dir>` to start a project, or name the folder that holds rulekit.yaml')]);
  }
  const configBytes = readBoundedFile(configPath, PROJECT_YAML_MAX_BYTES);
  if (!configBytes.ok) return err([fileProblem(`project.${configBytes.code}`, CONFIG_FILE, `${CONFIG_FILE} ${configBytes.message}`, FILE_FIX[configBytes.code])]);
  const config = parseProjectConfig(configBytes.bytes);
  if (!config.ok) return config;
  const c = config.value;
  const configYaml = parseYamlWithPositions(configBytes.bytes);
  const at = (path: (string | number)[]) => ({ file: CONFIG_FILE, ...configYaml.positionOf(path), path: path.join('.') });
  if (c.game !== DEFAULT_GAME) {
    // Another game's project is read by `loadModuleProject` (module-project.ts): it has no map and its walkthroughs are the game's.
    return err([{ severity: 'error', code: 'project.other-game', ...at(['game']), message: `this project is for the game "${c.game}", not ${DEFAULT_GAME}`, fix: 'use `rulekit site check|build` on it, which read any game\'s project' }]);
  }
  const problems: ProjectDiagnostic[] = [];
  const boundary = projectBoundary(root, toolkitRoot);

  /** A path rulekit.yaml names, kept inside the project (symlinks followed); null, with the problem said, when it leads out. */
  const inside = (key: (string | number)[], written: string, what: string): string | null => {
    const real = insideProject(root, written, boundary);
    if (real === null) {
      problems.push({ severity: 'error', code: 'project.outside', ...at(key), message: `${what} "${written}" leads outside the project folder${isAbsolute(written) || written.startsWith('..') ? '' : ' (through a symbolic link)'}`, fix: 'keep every file of the project inside its folder: copy it in (a symbolic link must point inside the folder too)' });
    }
    return real;
  };
  /** The bytes of a file rulekit.yaml names, sized first; null, with the problem said at the key, when it cannot be read. */
  const read = (key: (string | number)[], written: string, file: string, maxBytes: number, what: string, missingFix = FILE_FIX.missing): Uint8Array | null => {
    const r = readBoundedFile(file, maxBytes);
    if (r.ok) return r.bytes;
    problems.push({ severity: 'error', code: r.code === 'missing' ? 'project.missing-file' : `project.${r.code}`, ...at(key), message: `${what} "${written}" ${r.message}`, fix: r.code === 'missing' ? missingFix : FILE_FIX[r.code] });
    return null;
  };

  // Present: the schema requires it for Clippers.
  const mapWritten = c.map ?? '';
  const mapFile = inside(['map'], mapWritten, 'the map file');
  const mapBytes = mapFile && read(['map'], mapWritten, mapFile, MAP_MAX_BYTES, 'the map file', 'name a map JSON file in the project folder (e.g. one saved from the editor)');
  const map = mapFile && mapBytes ? readMap(mapBytes, rel(mapFile)) : null;
  if (map && !map.ok) problems.push(...map.error);

  let rulesDir: string | null = null;
  if (c.rules !== undefined) {
    rulesDir = inside(['rules'], c.rules, 'the rules folder');
    if (rulesDir && (!existsSync(rulesDir) || !statSync(rulesDir).isDirectory())) {
      problems.push({ severity: 'error', code: 'project.missing-file', ...at(['rules']), message: `the rules folder "${c.rules}" does not exist`, fix: 'create the folder with .mdx files named after the sections they replace, or remove the key' });
    } else if (rulesDir) problems.push(...rulesFileProblems(root, boundary, rulesDir, rel));
  }
  let logoFile: string | null = null;
  if (c.theme.logo !== undefined) {
    logoFile = inside(['theme', 'logo'], c.theme.logo, 'the logo');
    if (logoFile) read(['theme', 'logo'], c.theme.logo, logoFile, LOGO_MAX_BYTES, 'the logo', 'put the image in the project folder and name it here, or remove the key');
  }

  const variants: Variants = { ...DEFAULT_VARIANTS, ...c.variants };
  const walkthroughs: ProjectWalkthrough[] = [];
  const seen = new Set<string>();
  const listed: { file: string | null; written: string; shown: string; key: (string | number)[] }[] = c.walkthroughs
    ? c.walkthroughs.map((w, i) => ({ file: inside(['walkthroughs', i], w, 'the walkthrough'), written: w, shown: w, key: ['walkthroughs', i] }))
    : [{ file: join(toolkitRoot, BUILTIN_WALKTHROUGH), written: BUILTIN_WALKTHROUGH, shown: BUILTIN_WALKTHROUGH, key: [] }];
  for (const entry of listed) {
    if (entry.file === null) continue;
    const file = entry.file;
    const id = basename(file, extname(file));
    const shown = c.walkthroughs ? rel(file) : BUILTIN_WALKTHROUGH;
    const bytes = read(entry.key, entry.written, file, WALKTHROUGH_MAX_BYTES, 'the walkthrough');
    if (bytes === null) continue;
    if (seen.has(id)) {
      problems.push({ severity: 'error', code: 'project.duplicate-walkthrough', ...at(entry.key), message: `two walkthroughs are called "${id}" (each needs its own page)`, fix: 'rename one of the files' });
      continue;
    }
    seen.add(id);
    const parsed = readWalkthrough(bytes, shown);
    if (!parsed.ok) {
      problems.push(...parsed.error);
      continue;
    }
    if (!map?.ok || !mapFile) continue;
    const own = walkthroughMapFile(parsed.value.map, dirname(file), root, mapFile, boundary);
    let wMap = map.value;
    if (own !== mapFile) {
      const ownBytes = readBoundedFile(own, MAP_MAX_BYTES);
      const other = ownBytes.ok ? readMap(ownBytes.bytes, rel(own)) : err([fileProblem(`project.${ownBytes.code}`, rel(own), `the map the walkthrough ${shown} names ${ownBytes.message}`, FILE_FIX[ownBytes.code])]);
      if (!other.ok) {
        problems.push(...other.error);
        continue;
      }
      wMap = other.value;
    }
    walkthroughs.push({ id, file, walkthrough: { ...parsed.value, variants: { ...c.variants, ...parsed.value.variants } }, map: wMap, mapFile: own });
  }

  const collection = readCollection(root, boundary, c, at);
  problems.push(...collection.problems);

  if (problems.length > 0 || !map?.ok || !mapFile) return err(problems);
  return ok({ dir: root, config: c, variants, mapFile, map: map.value, walkthroughs, rulesDir, logoFile, collection: collection.members });
}

/**
 * The rules folder's sections and translations (`*.mdx`, `<lang>/*.mdx`): each a file inside
 * the project, of a size the kit reads. MDX is code that runs at build time; these checks keep
 * it to the publisher's own files (see README, "rulekit.yaml").
 */
function rulesFileProblems(root: string, boundary: string, rulesDir: string, rel: (p: string) => string): ProjectDiagnostic[] {
  const out: ProjectDiagnostic[] = [];
  const files = readdirSync(rulesDir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.endsWith('.mdx')) return [join(rulesDir, e.name)];
    if (e.isDirectory() && /^[a-z]{2}$/.test(e.name)) return readdirSync(join(rulesDir, e.name)).filter((f) => f.endsWith('.mdx')).map((f) => join(rulesDir, e.name, f));
    return [];
  });
  for (const file of files) {
    const shown = rel(file);
    if (insideProject(root, relative(root, file), boundary) === null) {
      out.push(fileProblem('project.outside', shown, 'this rules section is a symbolic link that leads outside the project folder', 'copy the file into the rules folder; MDX runs as code when the site is built, so use only files you trust'));
      continue;
    }
    const r = readBoundedFile(file, RULES_MAX_BYTES);
    if (!r.ok) out.push(fileProblem(`project.${r.code}`, shown, `this rules section ${r.message}`, FILE_FIX[r.code]));
  }
  return out;
}

/**
 * Which map a walkthrough plays on: its `map:` names a map file of the project
 * (`other-board` or `other-board.json`, beside the walkthrough or in the project
 * folder, and inside the project through any symlink); anything else, such as the
 * built-in round's `south-pacific`, means the project's map.
 */
export function walkthroughMapFile(name: string, walkthroughDir: string, projectDir: string, projectMap: string, boundary = projectDir): string {
  if (basename(projectMap, '.json') === name) return projectMap;
  for (const dir of [walkthroughDir, projectDir]) {
    for (const candidate of [join(dir, name), join(dir, `${name}.json`)]) {
      const real = insideProject(projectDir, relative(projectDir, candidate), boundary);
      if (real !== null && existsSync(real) && statSync(real).isFile()) return real;
    }
  }
  return projectMap;
}

function readMap(bytes: Uint8Array, shown: string): Result<BoardMap, ProjectDiagnostic[]> {
  // The same reader as `clippers check` and the editor's import: every problem has its line and column.
  const read = readMapSource(bytes, { file: shown });
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

function readWalkthrough(bytes: Uint8Array, shown: string): Result<Walkthrough, ProjectDiagnostic[]> {
  const parsed = parseWalkthroughText(bytes, { file: shown });
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
