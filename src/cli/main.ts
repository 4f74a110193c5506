import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escapeControlKeepLines } from '../source/terminal';
import { EXIT_USAGE, type CliIo, type Command } from './command';
import { registry } from './registry';
import { takeLanguage } from './lang';

/**
 * The `clippers` command line: a router from the first argument to a command, loaded from
 * `registry.ts` only when it runs. To add a command, add it there.
 */

/** Loads one command, or undefined if there is none by that name. */
export function loadCommand(name: string): Promise<Command> | undefined {
  return Object.hasOwn(registry, name) ? registry[name]() : undefined;
}

/** Every command, loaded (for help), in the registry's order. */
export async function loadCommands(): Promise<[string, Command][]> {
  const names = Object.keys(registry);
  const loaded = await Promise.all(names.map((name) => registry[name]()));
  return names.map((name, i) => [name, loaded[i]]);
}

export async function run(argvIn: readonly string[], rawIo: CliIo): Promise<number> {
  // `--lang` is everybody's: taken off here, before a command parses its own arguments.
  const taken = takeLanguage(argvIn);
  if ('error' in taken) {
    terminalSafe(rawIo).err(`clippers: ${taken.error}`);
    return EXIT_USAGE;
  }
  const io: CliIo = { ...terminalSafe(rawIo), lang: taken.lang };
  const [name, ...args] = taken.rest;
  if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && args.length === 0)) {
    await printUsage(io.out);
    return 0;
  }
  const topic = name === 'help' ? args[0] : name;
  const command = await loadCommand(topic);
  if (!command) {
    io.err(`clippers: unknown command "${topic}".`);
    await printUsage(io.err);
    return EXIT_USAGE;
  }
  if (name === 'help') {
    io.out(`Usage: clippers ${topic} ${command.usage}`);
    io.out(command.summary);
    for (const line of command.details ?? []) io.out(line);
    return 0;
  }
  return command.run(args, io);
}

/**
 * Names, titles and keys from files reach the output in many places; here,
 * whatever a command prints, no escape sequence reaches the terminal (a map
 * carrying ESC[2J cannot clear the screen and print a fake verdict).
 */
function terminalSafe(io: CliIo): CliIo {
  return { ...io, out: (line) => io.out(escapeControlKeepLines(line)), err: (line) => io.err(escapeControlKeepLines(line)) };
}

async function printUsage(write: (line: string) => void): Promise<void> {
  const rows = (await loadCommands()).map(([name, c]) => [`${name} ${c.usage}`, c.summary]);
  rows.push(['help [command]', 'Show this help, or one command’s.']);
  write('Usage: clippers <command> [arguments]');
  write('');
  write('Commands:');
  // Usage lines vary a lot in length (simulate's is long), so each summary goes on its own line.
  for (const [left, summary] of rows) {
    write(`  ${left}`);
    write(`      ${summary}`);
  }
  write('');
  write('Every command takes --lang <en|fr> for the words it prints.');
  write('From the repository: npm run clippers -- <command> [arguments]');
}

export function processIo(): CliIo {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: userCwd(),
  };
}

/**
 * `npm run rulekit` changes into the package root, and INIT_CWD is where the user typed the
 * command. Anywhere else INIT_CWD may be left over from an outer npm script (`node …/bin.mjs`
 * run by one), so the process's own folder is the user's.
 */
function userCwd(): string {
  const init = process.env.INIT_CWD;
  if (!init) return process.cwd();
  try {
    return realpathSync(process.cwd()) === realpathSync(fileURLToPath(new URL('../..', import.meta.url))) ? init : process.cwd();
  } catch {
    return process.cwd();
  }
}

/** Runs the CLI as a process: exit code through `process.exitCode` so pending output is flushed first. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  // `clippers … | head` closes the pipe early: stop quietly, as other command-line tools do.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(process.exitCode ?? 0);
    });
  }
  try {
    process.exitCode = await run(argv, processIo());
  } catch (error) {
    // A bug of ours, not the user's: one line saying so, the trace only on request.
    const detail = process.env.CLIPPERS_DEBUG ? `\n${error instanceof Error ? error.stack : String(error)}` : '';
    process.stderr.write(`clippers: internal error (a bug in clippers, not in your files): ${escapeControlKeepLines(error instanceof Error ? error.message : String(error))}. Set CLIPPERS_DEBUG=1 for details.${detail}\n`);
    process.exitCode = 1;
  }
}

function isEntryModule(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryModule()) await main();
