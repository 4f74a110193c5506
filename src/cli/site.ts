import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants as osConstants } from 'node:os';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EXIT_USAGE, usageError, type CliIo, type Command } from './command';
import type { ProjectDiagnostic } from '../project/diagnostics';
import { UNREADABLE_FILE_CODES } from '../project/load';
import { ROOT_LANGUAGE, siteLanguages } from '../project/schema';
import { DEFAULT_OUT, outProblem, publishBuild } from './site-out';
import { memberPath, type CollectionMember } from '../project/collection';
import { buildMembers } from '../project/collection-build';
import { devGamesDir, staleMembers } from '../project/dev-games';
import { kitCommand, quote } from '../project/invocation';

/**
 * `clippers site init|check|build|dev|pdf <dir>`: a publisher's rules site from a
 * project folder of their own. Build and dev run Astro on this toolkit with
 * RULEKIT_PROJECT pointing at the folder (astro.config.mjs reads it): one build path.
 */

export const TOOLKIT_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const USAGE = 'init|check|build|dev|preview|pdf <dir> [options]';
const SUB_USAGE: Record<string, string> = {
  init: 'init <dir> [--title <text>] [--game <id>]',
  check: 'check <dir> [--json]',
  build: 'build <dir> [--out <dir>] [--allow-broken]',
  dev: 'dev <dir> [--port <n>]',
  preview: 'preview <dir> [--out <dir>] [--port <n>]',
  pdf: 'pdf <dir> [--out <file.pdf>] [--language <code>] [--from <built site>] [--allow-broken]',
};

export const EXIT_PROBLEMS = 1;
export const EXIT_UNREADABLE = 2;

/** One line per subcommand, for `clippers site --help` and `clippers site <sub> --help`. */
const SUB_SUMMARY: Record<string, string> = {
  init: 'Write a starter project (rulekit.yaml with every key explained, a copy of the default board, the worked first round). --game <id> starts a site for another game of the kit instead, with its rules pages and walkthroughs. Refuses a folder that is not empty.',
  check: 'Check the settings, the board, every walkthrough replayed on your board and every rules override, without building. Exit 0 fine, 1 problems, 2 unreadable.',
  build: 'Check, then build the whole static site into --out (default <dir>/dist). --allow-broken publishes a walkthrough that no longer holds, with a notice.',
  dev: 'Serve the site with live reload while you edit the project; the editor saves the board back to the project.',
  preview: 'Serve a built site under its base, as your host will (default port 4322).',
  pdf: 'Print the rulebook (title page, numbered contents, every section, the board where the game has one, each walkthrough) to a PDF with Chromium. --language prints it in one of the site\'s languages (default: its first). --from prints a site already built.',
};

/** The subcommands with their usage and what each does (also `clippers help site`). */
const DETAILS = [
  '',
  'Subcommands:',
  ...Object.keys(SUB_USAGE).flatMap((sub) => [`  ${SUB_USAGE[sub]}`, `      ${SUB_SUMMARY[sub]}`]),
  '',
  'Start with: rulekit site init my-site && rulekit site check my-site',
];

const isHelp = (arg: string | undefined) => arg === '--help' || arg === '-h' || arg === 'help';

export const siteCommand: Command = {
  summary: 'A rules site from your own project folder: init a starter, check it, build it, serve it while you edit, or print it as a PDF.',
  usage: USAGE,
  details: DETAILS,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === undefined || isHelp(sub)) {
      const write = sub === undefined ? io.err : io.out;
      write(`Usage: clippers site ${USAGE}`);
      for (const line of DETAILS) write(line);
      return sub === undefined ? EXIT_USAGE : 0;
    }
    if (sub in SUB_USAGE && rest.some((a) => a === '--help' || a === '-h')) {
      io.out(`Usage: clippers site ${SUB_USAGE[sub]}`);
      io.out(SUB_SUMMARY[sub]);
      return 0;
    }
    switch (sub) {
      case 'init':
        return init(rest, io);
      case 'check':
        return check(rest, io);
      case 'build':
        return build(rest, io);
      case 'dev':
        return dev(rest, io);
      case 'preview':
        return preview(rest, io);
      case 'pdf':
        return pdf(rest, io);
      default:
        return usageError(io, 'site', USAGE, `unknown subcommand "${sub}" (init, check, build, dev, preview, pdf).`);
    }
  },
};

type Options = Record<string, { type: 'string' | 'boolean' }>;

function parse(sub: string, args: string[], options: Options, io: CliIo): { dir: string; values: Record<string, string | boolean | undefined> } | number {
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
    if (positionals.length !== 1) return usageError(io, `site ${sub}`, SUB_USAGE[sub].replace(`${sub} `, ''), 'name one project folder.');
    return { dir: resolve(io.cwd, positionals[0]), values: values as Record<string, string | boolean | undefined> };
  } catch (e) {
    return usageError(io, `site ${sub}`, SUB_USAGE[sub].replace(`${sub} `, ''), e instanceof Error ? e.message : String(e));
  }
}

async function init(args: string[], io: CliIo): Promise<number> {
  const p = parse('init', args, { title: { type: 'string' }, game: { type: 'string' } }, io);
  if (typeof p === 'number') return p;
  const { starterConfig } = await import('../project/starter');
  const { DEFAULT_GAME, GAME_IDS, isGameId } = await import('../games');
  const game = p.values.game ?? DEFAULT_GAME;
  if (!isGameId(game)) return usageError(io, 'site init', SUB_USAGE.init.replace('init ', ''), `no game "${game}" in the kit (its games: ${GAME_IDS.join(', ')}).`);
  if (existsSync(p.dir) && readdirSync(p.dir).length > 0) {
    io.err(`clippers site init: ${p.dir} is not empty; nothing was written.`);
    io.err('  fix: name a new folder (init never overwrites a file).');
    return EXIT_PROBLEMS;
  }
  if (game !== DEFAULT_GAME) return initModule(game, p.dir, typeof p.values.title === 'string' ? p.values.title : undefined, io);
  mkdirSync(join(p.dir, 'walkthroughs'), { recursive: true });
  cpSync(join(TOOLKIT_ROOT, 'maps/south-pacific.json'), join(p.dir, 'board.json'));
  // board.json names its JSON Schema ("$schema": "./map.schema.json"), so editors check it as it is typed.
  cpSync(join(TOOLKIT_ROOT, 'maps/map.schema.json'), join(p.dir, 'map.schema.json'));
  cpSync(join(TOOLKIT_ROOT, 'content/walkthroughs/first-round.yaml'), join(p.dir, 'walkthroughs/first-round.yaml'));
  writeFileSync(join(p.dir, 'rulekit.yaml'), starterConfig(typeof p.values.title === 'string' ? p.values.title : undefined, join(TOOLKIT_ROOT, 'content/rules'), kitCommand(p.dir, TOOLKIT_ROOT)));
  io.out(`Wrote a starter project in ${p.dir}:`);
  io.out('  rulekit.yaml                   the site settings, every key explained');
  io.out('  board.json                     a copy of the default board (open it in the editor with `site dev`)');
  io.out('  map.schema.json                its JSON Schema, for editors that check JSON as you type');
  io.out('  walkthroughs/first-round.yaml  the worked first round');
  io.out(`Next: ${kitCommand(io.cwd, TOOLKIT_ROOT)} site check ${quote(shownDir(io.cwd, p.dir))}`);
  return 0;
}

/**
 * A starter for a game other than Clippers, from the kit's own project of that game
 * (`content/<id>/`): its rules pages (every language) and its walkthroughs, with a
 * rulekit.yaml that explains each key.
 */
async function initModule(game: string, dir: string, title: string | undefined, io: CliIo): Promise<number> {
  const { loadModuleProject } = await import('../project');
  const { moduleStarterConfig } = await import('../project/starter');
  const source = join(TOOLKIT_ROOT, 'content', game);
  const loaded = await loadModuleProject(source, TOOLKIT_ROOT);
  if (!loaded.ok || loaded.value.rulesDir === null) {
    io.err(`clippers site init: the kit has no published project for "${game}" to start from (content/${game}/); nothing was written.`);
    io.err('  fix: start a folder by hand (rulekit.yaml with `game:`, `rules:` and `walkthroughs:`), as README describes.');
    return EXIT_PROBLEMS;
  }
  const from = loaded.value;
  mkdirSync(join(dir, 'walkthroughs'), { recursive: true });
  cpSync(from.rulesDir!, join(dir, 'rules'), { recursive: true });
  const walkthroughs = from.walkthroughs.map((w) => {
    const name = `walkthroughs/${basename(w.file)}`;
    cpSync(w.file, join(dir, name));
    return name;
  });
  const name = from.game.words.en.name;
  const languages = siteLanguages(from.config);
  writeFileSync(join(dir, 'rulekit.yaml'), moduleStarterConfig({ game, name, title: title ?? `${name}: our rules`, languages, walkthroughs, command: kitCommand(dir, TOOLKIT_ROOT) }));
  io.out(`Wrote a starter project for ${name} in ${dir}:`);
  io.out('  rulekit.yaml    the site settings, every key explained');
  io.out(`  rules/          the rules pages (${languages.join(', ')}), one .mdx file per page`);
  io.out(`  walkthroughs/   ${walkthroughs.length} walkthrough${walkthroughs.length === 1 ? '' : 's'}, each replayed by the game's rules engine`);
  io.out(`Next: ${kitCommand(io.cwd, TOOLKIT_ROOT)} site check ${quote(shownDir(io.cwd, dir))}`);
  return 0;
}

/** The folder as a person would type it: relative below the current folder, absolute elsewhere. */
function shownDir(cwd: string, dir: string): string {
  const rel = relative(cwd, dir);
  if (rel === '') return '.';
  return rel.startsWith('..') || isAbsolute(rel) ? dir : rel;
}

/** Files that could not be read at all (exit 2, as `clippers check` gives for a file that is not a map). */
const UNREADABLE = new Set<string>(['project.no-config', 'config.yaml', 'config.not-a-mapping', 'map.json', 'map.shape', 'walkthrough.yaml', ...UNREADABLE_FILE_CODES]);

/** Loads and checks; prints problems. Returns the exit code and, when buildable, the project. */
async function loadAndCheck(dir: string, io: CliIo, opts: { json?: boolean; allowBroken?: boolean; quietOk?: boolean }) {
  const { loadProject, checkProject, formatProjectDiagnostic, projectGame, loadModuleProject } = await import('../project');
  const { DEFAULT_GAME } = await import('../games');
  const report = (diagnostics: ProjectDiagnostic[], code: number) => {
    if (opts.json) io.out(JSON.stringify({ ok: code === 0, project: dir, errors: diagnostics.filter((d) => d.severity === 'error'), warnings: diagnostics.filter((d) => d.severity === 'warning') }));
    else for (const d of diagnostics) (d.severity === 'error' ? io.err : io.out)(formatProjectDiagnostic(d));
    return code;
  };
  const game = projectGame(dir);
  if (game !== null && game !== DEFAULT_GAME) {
    // Another game's project: no map to check; every walkthrough is replayed by the game's module.
    const loaded = await loadModuleProject(dir, TOOLKIT_ROOT);
    if (!loaded.ok) {
      const code = report(loaded.error, loaded.error.some((d) => UNREADABLE.has(d.code)) ? EXIT_UNREADABLE : EXIT_PROBLEMS);
      return { code, project: null, onlySteps: false };
    }
    const p = loaded.value;
    if (!opts.json && !opts.quietOk) io.out(`${p.config.title}: ${p.game.words.en.name}, ${p.walkthroughs.length} walkthrough${p.walkthroughs.length === 1 ? '' : 's'}, every step holds, base ${p.config.base}.\nNo errors.`);
    else if (opts.json) report([], 0);
    return { code: 0, project: p, onlySteps: false };
  }
  const loaded = loadProject(dir, TOOLKIT_ROOT);
  if (!loaded.ok) {
    const unreadable = loaded.error.some((d) => UNREADABLE.has(d.code));
    const code = report(loaded.error, unreadable ? EXIT_UNREADABLE : EXIT_PROBLEMS);
    const n = loaded.error.length;
    if (!opts.json) io.err(`${n} error${n === 1 ? '' : 's'}; ${unreadable ? 'a file could not be read, so nothing else was checked' : 'fix these first, then the board, walkthroughs and rules are checked'}.`);
    return { code, project: null, onlySteps: false };
  }
  const { diagnostics } = await checkProject(loaded.value, TOOLKIT_ROOT);
  const shown = opts.allowBroken ? diagnostics.map((d) => (d.code === 'walkthrough.step' ? { ...d, severity: 'warning' as const } : d)) : diagnostics;
  const errors = shown.filter((d) => d.severity === 'error').length;
  const warnings = shown.length - errors;
  const code = report(shown, errors > 0 ? EXIT_PROBLEMS : 0);
  const onlySteps = errors > 0 && shown.every((d) => d.severity !== 'error' || d.code === 'walkthrough.step');
  if (!opts.json && !opts.quietOk) {
    const p = loaded.value;
    io.out(`${p.config.title}: ${p.map.name} (${p.map.islands.length} islands), ${p.walkthroughs.length} walkthrough${p.walkthroughs.length === 1 ? '' : 's'}, base ${p.config.base}.`);
    io.out(errors === 0 ? `No errors${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}.` : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}.`);
  }
  return { code, project: loaded.value, onlySteps };
}

async function check(args: string[], io: CliIo): Promise<number> {
  const p = parse('check', args, { json: { type: 'boolean' } }, io);
  if (typeof p === 'number') return p;
  const json = p.values.json === true;
  const main = await loadAndCheck(p.dir, io, { json });
  if (main.code !== 0 || !main.project) return main.code;
  return checkMembers(main.project.collection, io, { json });
}

/** Each game of the collection checked as its own project would be; the worst exit code. */
async function checkMembers(members: readonly CollectionMember[], io: CliIo, opts: { json?: boolean; allowBroken?: boolean }): Promise<number> {
  let worst = 0;
  for (const m of members) {
    if (!opts.json) io.out(`\n${memberPath(m.name)} (${shownDir(io.cwd, m.dir)}):`);
    const { code } = await loadAndCheck(m.dir, io, opts);
    worst = Math.max(worst, code);
  }
  return worst;
}

/**
 * The environment without variables Vite would read as its own: a BASE_URL left in
 * the shell (or set by a test runner) would otherwise override the project's `base`.
 */
function astroSafeEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(BASE_URL|MODE|DEV|PROD|SSR|TEST|VITEST.*|VITE_.*|NODE_ENV)$/.test(k)));
}

/**
 * Astro's command, wherever npm put the package: in the repository it is beside the toolkit,
 * in an installed kit it is usually hoisted to the publisher's node_modules.
 */
function astroBin(): string {
  return join(dirname(createRequire(join(TOOLKIT_ROOT, 'package.json')).resolve('astro/package.json')), 'astro.js');
}

/** Runs Astro on the toolkit with the project; resolves to its exit code. */
export function runAstro(command: 'build' | 'dev', projectDir: string, extra: string[], env: Record<string, string> = {}, io?: CliIo): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [astroBin(), command, ...extra], {
      cwd: TOOLKIT_ROOT,
      env: { ...astroSafeEnv(), ...env, RULEKIT_PROJECT: projectDir, ASTRO_TELEMETRY_DISABLED: '1', ...(command === 'build' ? { NODE_ENV: 'production' } : {}) },
      stdio: io ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (io) {
      // Whole lines only: a chunk may end mid-line.
      const lines = (write: (line: string) => void) => {
        let rest = '';
        return {
          data: (b: Buffer) => {
            const parts = (rest + b.toString()).split('\n');
            rest = parts.pop() ?? '';
            for (const l of parts) if (l.trim()) write(l);
          },
          end: () => rest.trim() && write(rest),
        };
      };
      const out = lines(io.out);
      const err = lines(io.err);
      child.stdout?.on('data', out.data).on('end', out.end);
      child.stderr?.on('data', err.data).on('end', err.end);
    }
    // Stopping the command stops Astro with it (`kill <pid>` reaches only this process, and a dev
    // server left behind keeps the port); Ctrl+C in a terminal reaches both, which is the same.
    let stopping: NodeJS.Signals | null = null;
    const stop = (signal: NodeJS.Signals) => {
      stopping = signal;
      child.kill(signal);
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    };
    const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const s of signals) process.on(s, stop);
    child.on('close', (code) => {
      for (const s of signals) process.off(s, stop);
      // Stopped: the shell's code for the signal (never 0, so a build cut short is never published).
      done(stopping ? 128 + osConstants.signals[stopping] : (code ?? 1));
    });
  });
}

async function build(args: string[], io: CliIo): Promise<number> {
  const p = parse('build', args, { out: { type: 'string' }, 'allow-broken': { type: 'boolean' } }, io);
  if (typeof p === 'number') return p;
  const allowBroken = p.values['allow-broken'] === true;
  const out = typeof p.values.out === 'string' ? resolve(io.cwd, p.values.out) : join(p.dir, DEFAULT_OUT);
  // Before anything is checked or built: a folder that must not be replaced is said at once.
  const unsafe = outProblem(out, p.dir, TOOLKIT_ROOT);
  if (unsafe) {
    io.err(`clippers site build: ${unsafe}; nothing was built and nothing was deleted.`);
    io.err(`  fix: name a new or empty folder outside the project (e.g. --out ${shownDir(io.cwd, join(dirname(p.dir), `${basename(p.dir)}-site`))}), or leave out --out to build into ${shownDir(io.cwd, join(p.dir, DEFAULT_OUT))}`);
    return EXIT_PROBLEMS;
  }
  const checked = await loadAndCheck(p.dir, io, { allowBroken });
  if (checked.code !== 0 || !checked.project) {
    io.err(
      checked.onlySteps
        ? 'The site was not built: fix the walkthrough steps above, or build with --allow-broken to publish them with a notice on their pages.'
        : 'The site was not built: fix the errors above.',
    );
    return checked.code;
  }
  const members = checked.project.collection;
  const membersChecked = await checkMembers(members, io, { allowBroken });
  if (membersChecked !== 0) {
    io.err('The site was not built: fix the errors above in the collection’s projects.');
    return membersChecked;
  }
  const started = Date.now();
  const staging = stagingDir();
  try {
    const env: Record<string, string> = allowBroken ? { RULEKIT_ALLOW_BROKEN: '1' } : {};
    const code = await runAstro('build', p.dir, ['--outDir', staging], env, io);
    if (code !== 0) return EXIT_PROBLEMS;
    // Each game of the collection in its place inside the site, before the site is put out.
    const built = await buildMembers(members, checked.project.config, staging, (member, into, memberEnv) => runAstro('build', member.dir, ['--outDir', into], { ...env, ...memberEnv }, io));
    if (built !== 0) return EXIT_PROBLEMS;
    publishBuild(staging, out);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  const also = members.length > 0 ? ` with ${members.map((m) => `${m.title} at ${checked.project.config.base}${memberPath(m.name)}`).join(', ')}` : '';
  io.out(`Built ${checked.project.config.title} into ${out}${also} in ${((Date.now() - started) / 1000).toFixed(1)} s. Serve that folder at ${checked.project.config.base}.`);
  return 0;
}

/**
 * A fresh folder inside the toolkit for Astro's output. Astro writes stray files
 * (data-store.json, content-modules.mjs…) into an outDir outside its root
 * (withastro/astro#14903), so the site is built here and copied out.
 */
export function stagingDir(prefix = 'clippers-site-'): string {
  const cache = join(TOOLKIT_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  return mkdtempSync(join(cache, prefix));
}

async function dev(args: string[], io: CliIo): Promise<number> {
  const p = parse('dev', args, { port: { type: 'string' } }, io);
  if (typeof p === 'number') return p;
  const checked = await loadAndCheck(p.dir, io, { allowBroken: true, quietOk: true });
  if (!checked.project) return checked.code;
  const saves = 'mapFile' in checked.project ? ` The editor saves the map back to ${relative(p.dir, checked.project.mapFile)}.` : '';
  const games = await prepareDevGames(p.dir, checked.project.collection, checked.project.config, io);
  if (games !== 0) return games;
  io.out(`Serving ${checked.project.config.title} from ${p.dir}; edits to its files reload the page.${saves}`);
  return runAstro('dev', p.dir, typeof p.values.port === 'string' ? ['--port', p.values.port] : [], { RULEKIT_ALLOW_BROKEN: '1', RULEKIT_DEV_SAVE: '1' });
}

/**
 * Before a dev server starts: the collection's games that are not built for it yet, or older
 * than their files or the toolkit's, built into the folder it serves them from
 * (src/project/dev-games.ts). Resolves to 0, or the failing build's code.
 */
export async function prepareDevGames(projectDir: string, members: readonly CollectionMember[], config: { title: string; base: string }, io: CliIo): Promise<number> {
  if (members.length === 0) return 0;
  const gamesDir = devGamesDir(TOOLKIT_ROOT, projectDir);
  const stale = staleMembers(members, gamesDir, ['src', 'machines', 'astro.config.mjs'].map((f) => join(TOOLKIT_ROOT, f)));
  const fresh = members.filter((m) => !stale.includes(m));
  if (fresh.length > 0) io.out(`Serving ${fresh.map((m) => m.title).join(' and ')} as built before (${shownDir(io.cwd, gamesDir)}).`);
  if (stale.length === 0) return 0;
  io.out(`Building ${stale.map((m) => `${m.title} for ${config.base}${memberPath(m.name)}`).join(' and ')}: the dev server serves the collection's other games as built, so a change to them shows after a restart.`);
  const code = await buildMembers(stale, config, gamesDir, (member, into, env) => runAstro('build', member.dir, ['--outDir', into], { ...env, RULEKIT_ALLOW_BROKEN: '1' }, io));
  if (code !== 0) io.err(`Building the collection's games failed (above): fix it, or start without them by removing their lines from rulekit.yaml's collection.`);
  return code === 0 ? 0 : EXIT_PROBLEMS;
}

/** Serves a built site at its base, as a host would: to try a sub-path before uploading. Runs until stopped. */
async function preview(args: string[], io: CliIo): Promise<number> {
  const p = parse('preview', args, { out: { type: 'string' }, port: { type: 'string' } }, io);
  if (typeof p === 'number') return p;
  const { loadProject } = await import('../project');
  const loaded = loadProject(p.dir, TOOLKIT_ROOT);
  if (!loaded.ok) return (await loadAndCheck(p.dir, io, {})).code;
  const out = typeof p.values.out === 'string' ? resolve(io.cwd, p.values.out) : join(p.dir, 'dist');
  if (!existsSync(join(out, 'index.html'))) {
    io.err(`clippers site preview: no built site in ${out}.`);
    io.err(`  fix: run \`${kitCommand(io.cwd, TOOLKIT_ROOT)} site build ${quote(shownDir(io.cwd, p.dir))}${typeof p.values.out === 'string' ? ` --out ${p.values.out}` : ''}\` first.`);
    return EXIT_PROBLEMS;
  }
  const port = typeof p.values.port === 'string' ? Number(p.values.port) : 4322;
  if (!Number.isInteger(port) || port < 0 || port > 65535) return usageError(io, 'site preview', SUB_USAGE.preview.replace('preview ', ''), `--port must be a port number, not "${p.values.port}".`);
  const { serveStatic } = await import('./static-server');
  const base = loaded.value.config.base;
  let server;
  try {
    server = await serveStatic(out, { base, port, gzip: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    io.err(`clippers site preview: port ${port} is already in use.`);
    io.err('  fix: choose another with --port <n> (or --port 0 for any free port).');
    return EXIT_PROBLEMS;
  }
  io.out(`Serving ${out} at ${server.url}${base} (as a host would, under its base). Stop with Ctrl+C.`);
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await server.close();
  return 0;
}

async function pdf(args: string[], io: CliIo): Promise<number> {
  const p = parse('pdf', args, { out: { type: 'string' }, language: { type: 'string' }, from: { type: 'string' }, 'allow-broken': { type: 'boolean' } }, io);
  if (typeof p === 'number') return p;
  const allowBroken = p.values['allow-broken'] === true;
  const checked = await loadAndCheck(p.dir, io, { allowBroken, quietOk: true });
  if (checked.code !== 0 || !checked.project) return checked.code;
  // The rulebook page of each language the site is published in: `print/`, `fr/print/`.
  const languages = siteLanguages(checked.project.config);
  const language = typeof p.values.language === 'string' ? p.values.language : languages[0];
  if (!(languages as readonly string[]).includes(language)) {
    io.err(`clippers site pdf: the site is not published in "${language}"; its languages are ${languages.join(', ')}.`);
    io.err(`  fix: pass --language ${languages.join(' or --language ')}, or add "${language}" to \`languages\` in rulekit.yaml.`);
    return EXIT_USAGE;
  }
  const page = language === ROOT_LANGUAGE ? 'print/' : `${language}/print/`;
  const out = typeof p.values.out === 'string' ? resolve(io.cwd, p.values.out) : join(p.dir, 'rules.pdf');
  const { builtBase, printRulebook } = await import('./site-pdf');
  // `--from`: a site already built from this project (by `site build`), printed as it is.
  if (typeof p.values.from === 'string') {
    const from = resolve(io.cwd, p.values.from);
    if (!existsSync(join(from, page, 'index.html'))) {
      io.err(`clippers site pdf: ${from} holds no built rulebook page (${page}index.html).`);
      io.err(`  fix: build it first with \`${kitCommand(io.cwd, TOOLKIT_ROOT)} site build ${quote(shownDir(io.cwd, p.dir))} --out ${p.values.from}\`, or leave out --from.`);
      return EXIT_PROBLEMS;
    }
    // Served under the base it was built with: a game of a collection is built under /games/<id>/, whatever its own rulekit.yaml says.
    const configured = checked.project.config.base;
    const built = builtBase(readFileSync(join(from, page, 'index.html'), 'utf8')) ?? configured;
    if (built !== configured) io.out(`The site in ${shownDir(io.cwd, from)} was built under ${built} (rulekit.yaml says ${configured}, as for a game published in a collection); printing it as it was built.`);
    try {
      const pages = await printRulebook(from, built, out, page);
      io.out(`Wrote ${out} (${pages} pages).`);
      return 0;
    } catch (e) {
      io.err(`clippers site pdf: ${e instanceof Error ? e.message : String(e)}; nothing was written to ${out}.`);
      io.err(`  fix: build the site again with \`${kitCommand(io.cwd, TOOLKIT_ROOT)} site build ${quote(shownDir(io.cwd, p.dir))} --out ${p.values.from}\`, or leave out --from.`);
      return EXIT_PROBLEMS;
    }
  }
  const site = stagingDir('clippers-pdf-');
  try {
    io.out('Building the site for printing…');
    const code = await runAstro('build', p.dir, ['--outDir', site], allowBroken ? { RULEKIT_ALLOW_BROKEN: '1' } : {}, { out: () => {}, err: io.err, cwd: io.cwd });
    if (code !== 0) return EXIT_PROBLEMS;
    const pages = await printRulebook(site, checked.project.config.base, out, page);
    io.out(`Wrote ${out} (${pages} pages).`);
    return 0;
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

export { EXIT_USAGE };
