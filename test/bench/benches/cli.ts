import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleStatus, REBUILD } from '../../../src/cli/bundle-status.mjs';
import { median, round2, type Bench } from '../bench-types';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = fileURLToPath(new URL('../../../src/cli/bin.mjs', import.meta.url));
const ARGS = ['check', 'maps/south-pacific.json'];
const RUNS = 15;
/** npm and tsx runs are slow and only give context: fewer of them. */
const CONTEXT_RUNS = 5;

function wallMs(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const start = performance.now();
  const ran = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (ran.status !== 0 || ran.stderr !== '') throw new Error(`${command} ${args.join(' ')} failed (${ran.status}): ${ran.stderr}`);
  return ms;
}

/**
 * CPU time (user + system) of one run of the bin, read with bash's `times` builtin: unlike wall
 * time it barely moves when other work keeps the machine busy. Undefined where there is no bash.
 */
function cpuMs(env: NodeJS.ProcessEnv): number | undefined {
  const quoted = [process.execPath, BIN, ...ARGS].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const ran = spawnSync('bash', ['-c', `${quoted} >/dev/null || exit 1; times`], { cwd: ROOT, env, encoding: 'utf8' });
  if (ran.error !== undefined || ran.status !== 0) return undefined;
  // `times` prints the shell's user and system time, then its children's: "0m0.120s 0m0.016s".
  const children = ran.stdout.trim().split('\n').at(-1) ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000);
  return parts.length === 2 ? parts[0] + parts[1] : undefined;
}

function medianOf(runs: number, time: () => number): number {
  time(); // the first run reads files from disk; later ones, as a user's would, from the page cache
  return round2(median(Array.from({ length: runs }, time)));
}

/**
 * `cliCheckMs`: median wall time of the installed `clippers` command (the bin, which runs the
 * prebuilt bundle with plain Node) checking the default map, process start to exit.
 * `cliCheckCpuMs`: the CPU time (user + system) of such a run, which a busy machine moves less.
 * `cliCheckNpmMs`: the same through `npm run -s clippers --` (npm's own start-up included).
 * `cliCheckSourceMs`: the same from the TypeScript sources through tsx, as without a bundle.
 */
export const cliBench: Bench = {
  name: 'cli',
  async run() {
    const status = bundleStatus();
    if (status.state !== 'fresh') throw new Error(`bench: the prebuilt clippers command is ${status.state === 'missing' ? 'missing' : `older than ${status.changed}`}; run "${REBUILD}" first`);
    const bundled = { ...process.env, CLIPPERS_FROM_SOURCE: '0' };
    const cpu = Array.from({ length: RUNS }, () => cpuMs(bundled));
    return {
      ...(cpu.every((ms) => ms !== undefined) ? { cliCheckCpuMs: round2(median(cpu as number[])) } : {}),
      cliCheckMs: medianOf(RUNS, () => wallMs(process.execPath, [BIN, ...ARGS], bundled)),
      cliCheckNpmMs: medianOf(CONTEXT_RUNS, () => wallMs('npm', ['run', '-s', 'clippers', '--', ...ARGS], bundled)),
      cliCheckSourceMs: medianOf(CONTEXT_RUNS, () => wallMs(process.execPath, [BIN, ...ARGS], { ...process.env, CLIPPERS_FROM_SOURCE: '1' })),
    };
  },
};
