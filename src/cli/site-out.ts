import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { realPathSoFar, within } from '../project/paths';

/**
 * Where `site build` may write, and how it writes there. A build replaces its output
 * folder, so it only ever replaces a folder that is empty or that an earlier build
 * wrote (it carries BUILD_MARKER), and never one inside the project (where the
 * publisher's own files are) or around the project or the toolkit.
 */

/** Written into every built site; its presence is what lets the next build replace the folder. */
export const BUILD_MARKER = '.rulekit-build';
const MARKER_TEXT = `${JSON.stringify({ format: 'rulekit-site-build', version: 1, note: 'Written by `rulekit site build`: the next build may replace this folder.' })}\n`;

/** The folder a build writes to when no --out is given. */
export const DEFAULT_OUT = 'dist';

/** Why `out` may not receive a build of the project in `projectDir`, or null when it may. */
export function outProblem(out: string, projectDir: string, toolkitRoot: string): string | null {
  const real = realPathSoFar(out);
  const project = realPathSoFar(projectDir);
  if (within(real, project)) return `${out} holds the project itself, and a build replaces its output folder`;
  if (within(real, realPathSoFar(toolkitRoot))) return `${out} holds the toolkit, and a build replaces its output folder`;
  // The project's own dist/ is the default output; any other folder in the project holds the publisher's files.
  if (within(project, real) && real !== join(project, DEFAULT_OUT)) return `${out} is inside the project folder, where a build would replace your own files`;
  if (!existsSync(real)) return null;
  if (!statSync(real).isDirectory()) return `${out} is a file, not a folder`;
  const entries = readdirSync(real);
  if (entries.length === 0 || isEarlierBuild(real)) return null;
  const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
  return `${out} already holds files (${shown}) and is not a folder an earlier \`site build\` wrote (it has no ${BUILD_MARKER}), so they would be deleted`;
}

function isEarlierBuild(dir: string): boolean {
  const marker = join(dir, BUILD_MARKER);
  try {
    return lstatSync(marker).isFile() && readFileSync(marker, 'utf8').includes('"rulekit-site-build"');
  } catch {
    return false;
  }
}

/**
 * Puts a finished build (`staging`) in place at `out`, marked as a build, readable by
 * everyone: a web server running as another user must read it (folders 0755, files 0644).
 * The caller has checked `out` with `outProblem`.
 */
export function publishBuild(staging: string, out: string): void {
  writeFileSync(join(staging, BUILD_MARKER), MARKER_TEXT);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(dirname(out), { recursive: true });
  cpSync(staging, out, { recursive: true });
  worldReadable(out);
}

function worldReadable(path: string): void {
  const info = lstatSync(path);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path)) worldReadable(join(path, entry));
  } else chmodSync(path, 0o644);
}
