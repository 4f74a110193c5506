import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkCommand } from './check';
import { simulateCommand } from './simulate';
import { machinesCommand } from './machines';
import { walkthroughCommand } from './walkthrough';
import { siteCommand } from './site';
import { EXIT_USAGE, type CliIo, type Command } from './command';
import { takeLanguage } from './lang';
import { rulesCommand } from './rules';

/**
 * The `clippers` command line: a router from the first argument to a command.
 * To add a command, write it as a `Command` in its own module and add it here.
 */
export const commands: Record<string, Command> = {
  check: checkCommand,
  simulate: simulateCommand,
  walkthrough: walkthroughCommand,
  machines: machinesCommand,
  site: siteCommand,
  rules: rulesCommand,
};

export async function run(argvIn: readonly string[], ioIn: CliIo): Promise<number> {
  const taken = takeLanguage(argvIn);
  if ('error' in taken) {
    ioIn.err(`clippers: ${taken.error}`);
    return EXIT_USAGE;
  }
  const io: CliIo = { ...ioIn, lang: taken.lang };
  const [name, ...args] = taken.rest;
  if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && args.length === 0)) {
    printUsage(io.out);
    return 0;
  }
  const topic = name === 'help' ? args[0] : name;
  const command = Object.hasOwn(commands, topic) ? commands[topic] : undefined;
  if (!command) {
    io.err(`clippers: unknown command "${topic}".`);
    printUsage(io.err);
    return EXIT_USAGE;
  }
  if (name === 'help') {
    io.out(`Usage: clippers ${topic} ${command.usage}`);
    io.out(command.summary);
    return 0;
  }
  return command.run(args, io);
}

function printUsage(write: (line: string) => void): void {
  const rows = Object.entries(commands).map(([name, c]) => [`${name} ${c.usage}`, c.summary]);
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
    // `npm run` changes into the package root; INIT_CWD is where the user typed the command.
    cwd: process.env.INIT_CWD ?? process.cwd(),
  };
}

/** Runs the CLI as a process: exit code through `process.exitCode` so pending output is flushed first. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  try {
    process.exitCode = await run(argv, processIo());
  } catch (error) {
    process.stderr.write(`clippers: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
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
