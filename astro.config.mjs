// @ts-check
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { parse } from 'yaml';
import { rehypeLinkTargets } from './src/site/link-targets.ts';
import { devSaveMiddleware } from './src/project/dev-save.ts';
import { devGamesDir, devGamesMiddleware } from './src/project/dev-games.ts';
// Imported here, not inside the hook: this config is loaded through Vite (it imports .ts), whose module runner is closed by `astro:build:done`.
import { tsImport } from 'tsx/esm/api';

/**
 * One build path for every rules site: the publisher's project folder comes from
 * RULEKIT_PROJECT (`clippers site build|dev <dir>` set it); without it, the
 * repository's own project in content/. The project's rulekit.yaml gives `base`.
 */
// Astro's update check would advise `npx @astrojs/upgrade`, i.e. Astro 6, which needs Node 22:
// switched off here, for every command that loads this config, so nothing needs keeping in .astro/.
process.env.ASTRO_DISABLE_UPDATE_CHECK = 'true';

const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const PROJECT = resolve(ROOT, process.env.RULEKIT_PROJECT || 'content');

/** Only what the config itself needs; the pages validate the whole file (src/project) and name every problem. */
function projectSettings() {
  const file = resolve(PROJECT, 'rulekit.yaml');
  if (!existsSync(file)) throw new Error(`No rulekit.yaml in ${PROJECT} (RULEKIT_PROJECT). Run \`npm run clippers -- site init <dir>\` to start one.`);
  const data = parse(readFileSync(file, 'utf8')) ?? {};
  // A game of a collection is built under the collection's base (src/project/collection-build.ts), whatever its own file says.
  const base = process.env.RULEKIT_BASE || (typeof data.base === 'string' ? data.base : '/');
  const rules = typeof data.rules === 'string' ? resolve(PROJECT, data.rules) : null;
  // English is served at the root; the others under /<code>/ (src/project/schema.ts checks the list).
  const listed = Array.isArray(data.languages) ? data.languages.filter((l) => typeof l === 'string') : [];
  const languages = ['en', ...listed.filter((l) => l !== 'en')];
  const game = typeof data.game === 'string' ? data.game : 'clippers';
  // The collection's folder names, for the dev server's /games/<name>/ (the pages check the list itself).
  const members = Array.isArray(data.collection) ? data.collection.filter((c) => typeof c === 'string').map((c) => basename(resolve(PROJECT, c))) : [];
  return { base, rules, languages, game, members };
}
const settings = projectSettings();
// Read by src/content.config.ts (the rules overrides collection).
// The repository's own sections are the built-in text, not overrides of it.
process.env.RULEKIT_RULES_DIR = settings.rules && settings.rules !== resolve(ROOT, 'content/rules') ? settings.rules : '';

/**
 * In the dev server (`npm start`, `site dev`): the collection's other games are served as built
 * before it started (src/project/dev-games.ts); a change to any file of the project reloads the page, and (with
 * RULEKIT_DEV_SAVE=1, which `site dev` sets) the editor may write the board back to
 * the project's map file, after the map parser has accepted it.
 */
function watchProject() {
  /** @type {{ file: string, at: number } | null} */
  let ownWrite = null;
  return {
    name: 'rulekit-watch-project',
    /** @param {import('vite').ViteDevServer} server */
    configureServer(server) {
      if (process.env.RULEKIT_DEV_SAVE === '1') {
        // One key per server, given to the editor page it renders (src/site/pages/EditorPage.astro) and asked of every save.
        process.env.RULEKIT_DEV_SAVE_TOKEN ||= randomBytes(24).toString('hex');
        server.middlewares.use(devSaveMiddleware({ projectDir: PROJECT, base: settings.base, token: process.env.RULEKIT_DEV_SAVE_TOKEN, onWrite: (file) => (ownWrite = { file, at: Date.now() }) }));
      }
      // The collection's other games, as built before the server started (src/project/dev-games.ts).
      if (settings.members.length > 0) server.middlewares.use(devGamesMiddleware(devGamesDir(ROOT, PROJECT), settings.base, settings.members));
      server.watcher.add(PROJECT);
      server.watcher.on('change', (file) => {
        // The editor's own save needs no reload: the page already shows that map.
        if (ownWrite && file === ownWrite.file && Date.now() - ownWrite.at < 2000) return;
        if (file.startsWith(PROJECT) && /\.(ya?ml|json|svg|png|jpe?g|webp)$/.test(file)) server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

/**
 * After the build, the rules search index (Pagefind, one index per language): one
 * record per rule paragraph, so a result opens the paragraph itself (see src/i18n/search-index.ts).
 */
function searchIndex() {
  return {
    name: 'rulekit-search-index',
    hooks: {
      /** @param {{ dir: URL, logger: { info: (m: string) => void } }} options */
      'astro:build:done': async ({ dir, logger }) => {
        const { writeSearchIndex } = await tsImport('./src/i18n/search-index.ts', import.meta.url);
        const summary = await writeSearchIndex(fileURLToPath(dir), settings.base);
        logger.info(summary);
      },
    },
  };
}

/**
 * The pages of a game other than Clippers (src/site/module/). The files under src/pages/ are
 * Clippers' and build nothing for such a project (their paths come from `languageParams`,
 * empty there), except those every game shares (the search page, embed.js, the 404 page);
 * these routes take the same addresses instead: home, rules, walkthroughs, the rulebook, the embed, and
 * beside each worked example its drawn tables and its game for the play page.
 */
function moduleSite() {
  const routes = [
    ['/[...lang]', 'HomeRoute'],
    ['/[...lang]/rules', 'RulesIndexRoute'],
    ['/[...lang]/rules/[slug]', 'RulesRoute'],
    ['/[...lang]/walkthrough', 'ExamplesRoute'],
    ['/[...lang]/walkthrough/[id]', 'ExampleRoute'],
    ['/[...lang]/chart', 'ChartRoute'],
    ['/[...lang]/missing', 'MissingRoute'],
    ['/[...lang]/play', 'PlayRoute'],
    ['/[...lang]/print', 'PrintRoute'],
    ['/[...lang]/embed/walkthrough/[id]', 'EmbedRoute'],
    ['/[...lang]/walkthrough/[id]/boards.json', 'example-boards.ts'],
    ['/[...lang]/walkthrough/[id]/game.json', 'example-game.ts'],
  ];
  return {
    name: 'rulekit-module-site',
    hooks: {
      /** @param {{ injectRoute: (r: { pattern: string, entrypoint: string }) => void }} options */
      'astro:config:setup': ({ injectRoute }) => {
        if (settings.game === 'clippers') return;
        for (const [pattern, file] of routes) injectRoute({ pattern, entrypoint: `./src/site/module/${file.includes('.') ? file : `${file}.astro`}` });
      },
    },
  };
}

export default defineConfig({
  // Astro keeps its content cache (data-store.json) between builds; shared by every project, it kept
  // one project's rules files for the next, whose build then failed on a file since deleted. One per project.
  cacheDir: resolve(ROOT, 'node_modules/.astro', createHash('sha256').update(PROJECT).digest('hex').slice(0, 12)),
  integrations: [mdx(), react(), searchIndex(), moduleSite()],
  // English at the root, every other language of the project under /<code>/ (src/pages/[...lang]/).
  i18n: { locales: settings.languages, defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // The site is static so a publisher can host it anywhere, under any path.
  output: 'static',
  base: settings.base,
  trailingSlash: 'ignore',
  // Rules links work from every page that shows a section, and say on paper where they lead.
  markdown: { rehypePlugins: [[rehypeLinkTargets, { base: settings.base }]] },
  devToolbar: { enabled: false },
  vite: {
    define: {
      __RULEKIT_PROJECT__: JSON.stringify(PROJECT),
      __RULEKIT_ROOT__: JSON.stringify(ROOT),
      // Built as one game of a collection (src/project/collection-build.ts): its title and home, for the way back.
      __RULEKIT_COLLECTION__: JSON.stringify(process.env.RULEKIT_COLLECTION || ''),
    },
    plugins: [watchProject()],
    // RULEKIT_SOURCEMAP=1 writes source maps beside the scripts, to read a browser's CPU profile by source line.
    build: { sourcemap: process.env.RULEKIT_SOURCEMAP === '1' },
  },
});
