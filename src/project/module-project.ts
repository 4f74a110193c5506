import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import { DEFAULT_GAME, loadGame, type AnyGameModule } from '../games';
import { err, ok, type Result } from '../source/result';
import { WALKTHROUGH_MAX_BYTES } from '../walkthrough/parse';
import { parseModuleWalkthrough, replayModuleWalkthrough, stepProblemText, type ModuleReplay, type ParsedModuleWalkthrough } from '../walkthrough/module-walkthrough';
import { CONFIG_FILE, parseProjectConfig } from './config';
import type { ProjectDiagnostic } from './diagnostics';
import { insideProject, projectBoundary, readBoundedFile, realPathSoFar } from './paths';
import type { ProjectConfig } from './schema';
import { PROJECT_YAML_MAX_BYTES, parseYamlWithPositions } from './yaml';
import { readCollection, type CollectionMember } from './collection';

/**
 * A publisher's project for a game other than Clippers: no map file; its walkthroughs are
 * the game's own (`format: rulekit-walkthrough`), parsed and replayed through the registry,
 * so every expectation of every step is checked before a page is built.
 */
export interface ModuleProject {
  dir: string;
  config: ProjectConfig;
  game: AnyGameModule;
  walkthroughs: ModuleProjectWalkthrough[];
  rulesDir: string | null;
  logoFile: string | null;
  /** Other games' projects published with this site (`collection:`). */
  collection: CollectionMember[];
}

export interface ModuleProjectWalkthrough {
  /** URL slug: the file name without extension. */
  id: string;
  file: string;
  parsed: ParsedModuleWalkthrough;
  replay: ModuleReplay;
}

/** The game a project folder names (`game:` in its rulekit.yaml), or null when the file cannot be read as settings. */
export function projectGame(dir: string): ProjectConfig['game'] | null {
  const read = readBoundedFile(join(realPathSoFar(resolve(dir)), CONFIG_FILE), PROJECT_YAML_MAX_BYTES);
  if (!read.ok) return null;
  const parsed = parseProjectConfig(read.bytes);
  return parsed.ok ? parsed.value.game : null;
}

export async function loadModuleProject(dir: string, toolkitRoot: string): Promise<Result<ModuleProject, ProjectDiagnostic[]>> {
  const root = realPathSoFar(resolve(dir));
  const bytes = readBoundedFile(join(root, CONFIG_FILE), PROJECT_YAML_MAX_BYTES);
  if (!bytes.ok) return err([problem(`project.${bytes.code === 'missing' ? 'no-config' : bytes.code}`, CONFIG_FILE, null, `${CONFIG_FILE} ${bytes.message}`, 'name the folder that holds rulekit.yaml')]);
  const parsed = parseProjectConfig(bytes.bytes);
  if (!parsed.ok) return parsed;
  const config = parsed.value;
  if (config.game === DEFAULT_GAME) return err([problem('project.clippers', CONFIG_FILE, null, 'this project is for Clippers', 'read it with `loadProject`')]);
  const yaml = parseYamlWithPositions(bytes.bytes);
  const lineOf = (path: (string | number)[]) => yaml.positionOf(path).line;
  const boundary = projectBoundary(root, toolkitRoot);
  const rel = (p: string) => relative(root, p) || basename(p);
  const problems: ProjectDiagnostic[] = [];
  const game = await loadGame(config.game);

  if (!config.walkthroughs) problems.push(problem('project.no-walkthroughs', CONFIG_FILE, 1, `${game.words.en.name} has no built-in walkthrough, and rulekit.yaml lists none`, 'add `walkthroughs:` with the game’s walkthrough files, one per line'));
  let rulesDir: string | null = null;
  if (config.rules === undefined) problems.push(problem('project.no-rules', CONFIG_FILE, 1, `${game.words.en.name} has no built-in rules text, and rulekit.yaml names no rules folder`, 'add `rules: rules` and write one .mdx file per rules page in that folder'));
  else {
    rulesDir = insideProject(root, config.rules, boundary);
    if (rulesDir === null || !existsSync(rulesDir) || !statSync(rulesDir).isDirectory() || !readdirSync(rulesDir).some((f) => f.endsWith('.mdx'))) {
      problems.push(problem('project.missing-file', CONFIG_FILE, lineOf(['rules']), `the rules folder "${config.rules}" is not a folder of .mdx files inside the project`, 'create the folder with one .mdx file per rules page'));
      rulesDir = null;
    }
  }
  let logoFile: string | null = null;
  if (config.theme.logo !== undefined) {
    logoFile = insideProject(root, config.theme.logo, boundary);
    if (logoFile === null || !existsSync(logoFile)) problems.push(problem('project.missing-file', CONFIG_FILE, lineOf(['theme', 'logo']), `the logo "${config.theme.logo}" is not a file inside the project`, 'put the image in the project folder and name it here'));
  }

  const walkthroughs: ModuleProjectWalkthrough[] = [];
  for (const [i, written] of (config.walkthroughs ?? []).entries()) {
    const file = insideProject(root, written, boundary);
    const read = file === null ? null : readBoundedFile(file, WALKTHROUGH_MAX_BYTES);
    if (file === null || read === null || !read.ok) {
      problems.push(problem('project.missing-file', CONFIG_FILE, lineOf(['walkthroughs', i]), `the walkthrough "${written}" ${read && !read.ok ? read.message : 'leads outside the project folder'}`, 'name a walkthrough file inside the project folder'));
      continue;
    }
    const shown = rel(file);
    const w = await parseModuleWalkthrough(read.bytes, { file: shown });
    if (!w.ok) {
      problems.push(...w.error.map((d) => ({ severity: d.severity, code: d.code, file: shown, line: d.line, column: d.column, path: d.path, message: d.message, fix: 'see the walkthrough format in README ("Walkthroughs of any game")' }) as ProjectDiagnostic));
      continue;
    }
    if (w.value.game.id !== game.id) {
      problems.push(problem('walkthrough.game', shown, null, `this walkthrough is for "${w.value.game.id}", the project for "${game.id}"`, 'list only walkthroughs of the project’s game'));
      continue;
    }
    const id = basename(file, extname(file));
    if (walkthroughs.some((x) => x.id === id)) {
      problems.push(problem('project.duplicate-walkthrough', CONFIG_FILE, lineOf(['walkthroughs', i]), `two walkthroughs are called "${id}" (each needs its own page)`, 'rename one of the files'));
      continue;
    }
    const replay = replayModuleWalkthrough(w.value);
    for (const step of replay.steps) {
      for (const p of step.problems) problems.push(problem('walkthrough.step', shown, null, `step ${step.number} (${step.id}): ${stepProblemText(game, p)}`, 'correct the step, or the rules it shows'));
    }
    walkthroughs.push({ id, file, parsed: w.value, replay });
  }
  const collection = readCollection(root, boundary, config, (path) => {
    const { line, column } = yaml.positionOf(path);
    return { file: CONFIG_FILE, line, column, path: path.join('.') };
  });
  problems.push(...collection.problems);
  if (problems.length > 0) return err(problems);
  return ok({ dir: root, config, game, walkthroughs, rulesDir, logoFile, collection: collection.members });
}

function problem(code: string, file: string, line: number | null, message: string, fix: string): ProjectDiagnostic {
  return { severity: 'error', code, file, line, column: line === null ? null : 1, path: '', message, fix };
}
