import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CONFIG_FILE, parseProjectConfig } from './config';
import type { ProjectDiagnostic } from './diagnostics';
import { insideProject, readBoundedFile } from './paths';
import type { ProjectConfig } from './schema';
import { PROJECT_YAML_MAX_BYTES } from './yaml';

/**
 * A site that publishes several games: a project's `collection:` names other projects' folders,
 * each built from its own folder (its own game, rules, walkthroughs and languages) into
 * `<base>games/<folder name>/` and listed on the home page. The repository's own site is one:
 * Clippers at the root, Ship It! and Crossing Oceans beside it.
 */

export interface CollectionMember {
  /** The folder's name: its place in the site (`games/<name>/`). */
  name: string;
  /** Absolute path of the member's project folder. */
  dir: string;
  title: string;
  game: ProjectConfig['game'];
  languages: readonly string[];
}

/** Where a member is published, relative to the collection's base. */
export const memberPath = (name: string): string => `games/${name}/`;

/** The members of a collection, with what keeps any of them from being built (said at its line of rulekit.yaml). */
export function readCollection(
  root: string,
  boundary: string,
  config: Pick<ProjectConfig, 'collection'>,
  at: (path: (string | number)[]) => Pick<ProjectDiagnostic, 'file' | 'line' | 'column' | 'path'>,
): { members: CollectionMember[]; problems: ProjectDiagnostic[] } {
  const members: CollectionMember[] = [];
  const problems: ProjectDiagnostic[] = [];
  const say = (key: (string | number)[], code: string, message: string, fix: string) => problems.push({ severity: 'error', code, ...at(key), message, fix });
  for (const [i, written] of (config.collection ?? []).entries()) {
    const key = ['collection', i];
    const dir = insideProject(root, written, boundary);
    if (dir === null || dir === root) {
      say(key, 'project.outside', `the project folder "${written}" ${dir === root ? 'is this project itself' : 'leads outside this project'}`, 'keep each game’s project in a folder of its own inside this one (e.g. ship-it/ beside rulekit.yaml)');
      continue;
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      say(key, 'project.missing-file', `the project folder "${written}" does not exist`, 'create it with `rulekit site init <folder> --game <id>`, or remove the line');
      continue;
    }
    const bytes = readBoundedFile(join(dir, CONFIG_FILE), PROJECT_YAML_MAX_BYTES);
    if (!bytes.ok) {
      say(key, 'project.no-config', `the project folder "${written}" has no readable ${CONFIG_FILE} (${bytes.message})`, 'name a folder made by `rulekit site init`, which holds its own rulekit.yaml');
      continue;
    }
    const parsed = parseProjectConfig(bytes.bytes, join(written, CONFIG_FILE));
    if (!parsed.ok) {
      problems.push(...parsed.error);
      continue;
    }
    if (parsed.value.collection !== undefined) {
      say(key, 'project.nested-collection', `the project "${written}" has a collection of its own`, `list its games here instead, and remove \`collection:\` from ${join(written, CONFIG_FILE)}`);
      continue;
    }
    const name = basename(dir);
    if (members.some((m) => m.name === name)) {
      say(key, 'project.duplicate-member', `two project folders are called "${name}" (each needs its own place, games/${name}/)`, 'rename one of the folders');
      continue;
    }
    members.push({ name, dir, title: parsed.value.title, game: parsed.value.game, languages: parsed.value.languages ?? [parsed.value.language] });
  }
  return { members, problems };
}
