/**
 * What a CLI command sees. Commands write through `io` instead of `console` and
 * return an exit code instead of calling `process.exit`, so tests can run them
 * in-process and read what they printed.
 */
export interface CliIo {
  /** Writes one line to standard output (the newline is added). */
  out(line: string): void;
  /** Writes one line to standard error (the newline is added). */
  err(line: string): void;
  /** The directory that relative paths on the command line are resolved against. */
  cwd: string;
  /** The language of the words printed (`--lang`, see lang.ts); English when absent. */
  lang?: import('../i18n/languages').Language;
}

export interface Command {
  /** One line for `clippers help`. */
  summary: string;
  /** Arguments after the command name, e.g. `<file> [--json]`. */
  usage: string;
  /** More lines for `clippers help <command>` (a command with subcommands lists them). */
  details?: readonly string[];
  /** Runs with the arguments after the command name; resolves to the process exit code. */
  run(args: string[], io: CliIo): Promise<number>;
}

/** Exit code for a command line that cannot be run as written (unknown command or flag, missing argument). */
export const EXIT_USAGE = 2;

/** Turns `node:util` parseArgs' thrown errors into a message for the user. */
export function usageError(io: CliIo, command: string, usage: string, problem: string): number {
  io.err(`clippers ${command}: ${problem}`);
  io.err(`Usage: clippers ${command} ${usage}`);
  return EXIT_USAGE;
}
