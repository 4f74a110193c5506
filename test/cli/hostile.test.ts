import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_GENERATED, HOSTILE_MAPS, HOSTILE_WALKTHROUGHS, type HostileCase } from '../fixtures/hostile/cases';
import { writeGenerated, type GeneratedFiles } from '../fixtures/hostile/generate';
import { cli } from './harness';

const DIR = fileURLToPath(new URL('../fixtures/hostile/', import.meta.url));
/** The issue asks for an answer within a second; the limit allows for a machine shared with other work. */
const ANSWER_MS = 3000;

async function expectCase(c: HostileCase, path: string): Promise<void> {
  const command = path.endsWith('.yaml') ? 'walkthrough' : 'check';
  // --json first: it also loads the command's modules, so the timed run measures reading the file, not a cold import.
  const json = await cli(command, path, '--json');
  const t0 = performance.now();
  const text = await cli(command, path);
  const ms = performance.now() - t0;
  expect(ms).toBeLessThan(ANSWER_MS);
  expect(text.code).toBe(c.exit);
  expect(json.code).toBe(c.exit);
  const printed = [...text.out, ...text.err].join('\n');
  // Nothing from the file reaches the terminal as a control character, and nothing internal shows.
  expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  expect(printed).not.toMatch(/\[object Object\]|ZodError|TypeError|RangeError|SyntaxError|Unexpected token|\n\s+at /);
  if (c.code === null) {
    expect(text.err).toEqual([]);
    return;
  }
  const first = text.err[0];
  expect(first.startsWith(`${path}:`)).toBe(true);
  expect(first).toMatch(new RegExp(`^.+:(\\d+):(\\d+): error: .+ \\[${c.code.replace('.', '\\.')}\\]$`));
  const [, line, column] = /:(\d+):(\d+): error: /.exec(first)!;
  if (c.line !== undefined) expect(Number(line)).toBe(c.line);
  if (c.column !== undefined) expect(Number(column)).toBe(c.column);
  if (c.says) expect(first).toContain(c.says);
  // --json: the same problem with its line and column as fields.
  const report = JSON.parse(json.out.join('\n'));
  const d = command === 'check' ? report.errors[0] : report.failures[0].diagnostics[0];
  expect(d).toMatchObject({ code: c.code, line: Number(line), column: Number(column), severity: 'error' });
}

describe('hostile files through the CLI (test/fixtures/hostile)', () => {
  it.each(HOSTILE_MAPS.map((c) => [c.file, c] as const))('check %s', async (_, c) => expectCase(c, join(DIR, c.file)));
  it.each(HOSTILE_WALKTHROUGHS.map((c) => [c.file, c] as const))('walkthrough %s', async (_, c) => expectCase(c, join(DIR, c.file)));

  describe('generated (too big to keep in the repository)', () => {
    let generated: GeneratedFiles;
    beforeAll(() => {
      generated = writeGenerated(join(tmpdir(), `clippers-hostile-${process.pid}`));
    });
    it.each(HOSTILE_GENERATED.map((c) => [c.file, c] as const))('%s', async (_, c) => expectCase(c, generated.files[c.key]));
  });

  it('simulate shows escape sequences from map, company and island names visibly', async () => {
    const { code, out, err } = await cli('simulate', '--map', join(DIR, 'ansi-names-valid.json'), '--games', '2', '--players', '3');
    expect(code).toBe(0);
    const printed = [...out, ...err].join('\n');
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(out[0]).toMatch(/^\\u001b\[2J\\u001b\[HAll clear \(/);
  });

  it('shows escape sequences from a walkthrough title visibly, so no fake verdict can be printed', async () => {
    const { code, out } = await cli('walkthrough', join(DIR, 'walkthrough-ansi-title.yaml'));
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^\\u001b\[2J\\u001b\[HAll 99 steps hold\.\\u000aPlayers: nobody \(/);
    expect(out.at(-1)).toBe('All 14 steps hold.');
  });
});
