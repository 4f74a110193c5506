/**
 * `npm run build`'s second step (src/site/build.mjs): the games of the repository's collection
 * (`collection:` in content/rulekit.yaml), each built into dist/games/<name>/ as `site build`
 * builds them (src/project/collection-build.ts). Prints what it built; exits with the first
 * failing build's code.
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModuleProject, loadProject, projectGame } from '../project';
import { buildMembers } from '../project/collection-build';
import { DEFAULT_GAME } from '../games';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const project = resolve(ROOT, process.env.RULEKIT_PROJECT || 'content');
const out = resolve(ROOT, process.argv[2] ?? 'dist');

const loaded = projectGame(project) === DEFAULT_GAME || projectGame(project) === null ? loadProject(project, ROOT) : await loadModuleProject(project, ROOT);
if (!loaded.ok) {
  for (const d of loaded.error) process.stderr.write(`${d.file}:${d.line ?? ''}: ${d.message}\n`);
  process.exit(1);
}
const { collection, config } = loaded.value;
const started = Date.now();
const code = await buildMembers(collection, config, out, (member, into, env) => {
  process.stdout.write(`collection: building ${member.title} (${member.dir}) into ${into}, base ${env.RULEKIT_BASE}\n`);
  return new Promise<number>((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/astro/astro.js'), 'build', '--outDir', into], {
      cwd: ROOT,
      env: { ...process.env, ...env, RULEKIT_PROJECT: member.dir, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (c) => done(c ?? 1));
  });
});
if (code === 0 && collection.length > 0) process.stdout.write(`collection: ${collection.map((m) => m.title).join(', ')} built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(code);
