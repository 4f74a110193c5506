import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../../src/cli/command';
import { run } from '../../src/cli/main';

/** The repository root: relative paths on the command lines under test resolve here. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the CLI in-process and collects what it printed. */
export async function cli(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), cwd: ROOT };
  const code = await run(argv, io);
  return { code, out, err };
}

/** Writes `text` to a fresh temporary file and returns its path. */
export function tempFile(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'clippers-cli-')), name);
  writeFileSync(path, text);
  return path;
}
