import { loadProject, loadModuleProject, formatProjectDiagnostic, projectGame, type ModuleProject, type Project, type ProjectWalkthrough } from '../project';
import { ROOT_LANGUAGE, siteLanguages, type ProjectConfig } from '../project/schema';
import { DEFAULT_GAME, type GameId } from '../games';
import type { BoardMap } from '../map/schema';
import type { Walkthrough } from '../walkthrough/schema';

/**
 * Build-time access to the site's data: the publisher's project named by
 * astro.config.mjs (`RULEKIT_PROJECT`, default `content/`). Every page draws its
 * board, variants and walkthroughs from here, so there is one build path.
 */

declare const __RULEKIT_PROJECT__: string;
declare const __RULEKIT_COLLECTION__: string;
declare const __RULEKIT_ROOT__: string;

export const PROJECT_DIR: string = typeof __RULEKIT_PROJECT__ === 'string' ? __RULEKIT_PROJECT__ : `${process.cwd()}/content`;
export const TOOLKIT_ROOT: string = typeof __RULEKIT_ROOT__ === 'string' ? __RULEKIT_ROOT__ : process.cwd();

let cached: Project | null = null;

/** The project, read once per build; in `astro dev` read afresh for every page so edits show on reload. */
export function siteProject(): Project {
  if (cached && !import.meta.env.DEV) return cached;
  const loaded = loadProject(PROJECT_DIR, TOOLKIT_ROOT);
  if (!loaded.ok) {
    throw new Error(`The project in ${PROJECT_DIR} cannot be built:\n${loaded.error.map(formatProjectDiagnostic).join('\n')}`);
  }
  cached = loaded.value;
  return cached;
}

/** The project's board. */
export function siteMap(): BoardMap {
  return siteProject().map;
}

/** @deprecated the site has one board, the project's: use `siteMap()`. Kept for callers that name a map id. */
export function loadMap(_id?: string): BoardMap {
  return siteMap();
}
export const DEFAULT_MAP_ID = 'south-pacific';

export function siteWalkthroughs(): ProjectWalkthrough[] {
  return siteProject().walkthroughs;
}

/** A walkthrough of the project with the board it plays on, or null when the project has none by that id. */
export function findWalkthrough(id: string): ProjectWalkthrough | null {
  return siteWalkthroughs().find((w) => w.id === id) ?? null;
}

/** The walkthrough (with the project's variants) by id; the first one when no id is given. */
export async function loadWalkthrough(id?: string): Promise<Walkthrough> {
  const found = id === undefined ? siteWalkthroughs()[0] : findWalkthrough(id);
  if (!found) throw new Error(`No walkthrough "${id}" in the project (have: ${siteWalkthroughs().map((w) => w.id).join(', ')})`);
  return found.walkthrough;
}

/** The game the project publishes (`game:` in its rulekit.yaml). */
export function siteGame(): GameId {
  return projectGame(PROJECT_DIR) ?? DEFAULT_GAME;
}

/** True when the project publishes Clippers, whose pages are the files under src/pages/. */
export const isClippersSite = (): boolean => siteGame() === DEFAULT_GAME;

let cachedModule: Promise<ModuleProject> | null = null;

/** The project of a game other than Clippers, its walkthroughs replayed (the pages under src/site/module/). */
export function siteModuleProject(): Promise<ModuleProject> {
  if (cachedModule && !import.meta.env.DEV) return cachedModule;
  cachedModule = loadModuleProject(PROJECT_DIR, TOOLKIT_ROOT).then((loaded) => {
    if (!loaded.ok) throw new Error(`The project in ${PROJECT_DIR} cannot be built:\n${loaded.error.map(formatProjectDiagnostic).join('\n')}`);
    return loaded.value;
  });
  return cachedModule;
}

/** The settings every page shares, whatever the game. */
export async function siteConfig(): Promise<ProjectConfig> {
  return isClippersSite() ? siteProject().config : (await siteModuleProject()).config;
}

/**
 * The `lang` parameter of every page under src/pages/[...lang]/: none for English
 * (served at the root), `fr` for French, for each language the project lists.
 * Those pages are Clippers' own: for another game none of them is built (its pages are
 * src/site/module/, routed by astro.config.mjs and given `projectLanguageParams`), except the
 * search page, which every game shares and which takes `projectLanguageParams` itself.
 */
export function languageParams(): { lang: string | undefined }[] {
  if (!isClippersSite()) return [];
  return siteLanguages(siteProject().config).map((l) => ({ lang: l === ROOT_LANGUAGE ? undefined : l }));
}

/** The `lang` parameter for each language of the project, whatever its game. */
export async function projectLanguageParams(): Promise<{ lang: string | undefined }[]> {
  return siteLanguages(await siteConfig()).map((l) => ({ lang: l === ROOT_LANGUAGE ? undefined : l }));
}

/** The publisher's logo file, or null, whatever the game. */
export async function siteLogoFile(): Promise<string | null> {
  return isClippersSite() ? siteProject().logoFile : (await siteModuleProject()).logoFile;
}

/** The collection this site was built into, if any (`collection:` of another project): its title and home, for the way back. */
export function siteCollectionHome(): { title: string; home: string } | null {
  const raw = typeof __RULEKIT_COLLECTION__ === 'string' ? __RULEKIT_COLLECTION__ : '';
  if (raw === '') return null;
  try {
    const v = JSON.parse(raw) as { title?: unknown; home?: unknown };
    return typeof v.title === 'string' && typeof v.home === 'string' ? { title: v.title, home: v.home } : null;
  } catch {
    return null;
  }
}
