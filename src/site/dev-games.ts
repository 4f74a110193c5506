/**
 * `npm start`'s first step, before `astro dev`: the games of the repository's collection
 * (`collection:` in content/rulekit.yaml) built for the dev server if they are not yet, or are
 * older than their files, as `rulekit site dev` does for any project (src/cli/site.ts).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareDevGames } from '../cli/site';
import { processIo } from '../cli/main';
import { loadModuleProject, loadProject, projectGame } from '../project';
import { DEFAULT_GAME } from '../games';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const project = resolve(ROOT, process.env.RULEKIT_PROJECT || 'content');
const game = projectGame(project);
const loaded = game === DEFAULT_GAME || game === null ? loadProject(project, ROOT) : await loadModuleProject(project, ROOT);
if (!loaded.ok) {
  // The dev server shows the project's problems on its pages; the games wait for them to be fixed.
  process.stderr.write('npm start: the project has problems (shown on its pages), so the collection’s games were not built.\n');
  process.exit(0);
}
process.exit(await prepareDevGames(project, loaded.value.collection, loaded.value.config, processIo()));
