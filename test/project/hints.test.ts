import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main';
import type { CliIo } from '../../src/cli/command';
import { kitCommand } from '../../src/project/invocation';
import { cli, ROOT } from '../cli/harness';

/**
 * Every command a message suggests is run here, from where the message says, and must
 * answer the question it was suggested for (issue 34: a `fix:` that replayed a broken
 * walkthrough on the default board said "All 14 steps hold").
 */

const FIXTURE = join(ROOT, 'test/fixtures/publisher');

function project(edit: (dir: string) => void = () => {}): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'clippers-hints-')), 'site');
  cpSync(FIXTURE, dir, { recursive: true });
  edit(dir);
  return dir;
}

/** The CLI in-process, from `cwd`. */
async function runIn(cwd: string, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (l) => out.push(l), err: (l) => err.push(l), cwd };
  const code = await run(args, io);
  return { code, out, err };
}

/** The arguments of a suggested command `node …/bin.mjs a b c` (no quoting needed for these paths). */
function argsOf(command: string): string[] {
  const words = command.split(' ');
  const bin = words.findIndex((w) => w.endsWith('src/cli/bin.mjs'));
  expect(bin, command).toBeGreaterThan(0);
  return words.slice(bin + 1);
}

describe('commands the messages suggest', () => {
  it('replays a broken walkthrough on the project’s board with its variants, as site check does', async () => {
    const dir = project((d) => {
      const file = join(d, 'board.json');
      const map = JSON.parse(readFileSync(file, 'utf8'));
      map.links = map.links.filter((l: { id: string }) => l.id !== 'black-harbor-gambier');
      writeFileSync(file, JSON.stringify(map, null, 2));
    });
    const checked = await cli('site', 'check', dir);
    expect(checked.code).toBe(1);
    const text = checked.err.join('\n');
    const first = /^walkthroughs\/first-round\.yaml:\d+:\d+: error: step (\d+) "([a-z0-9-]+)" breaks/m.exec(text);
    expect(first).not.toBeNull();
    const fix = /`([^`]*walkthrough walkthroughs\/first-round\.yaml[^`]*)` \(from the project folder\)/.exec(text);
    expect(fix?.[1]).toMatch(/ --map board\.json --variant tieBreak=money-only,purpleHome=when-active$/);
    const replayed = await runIn(dir, argsOf(fix![1]));
    expect(replayed.code).toBe(1);
    expect(replayed.out.at(-1)).toMatch(new RegExp(`steps break; first at step ${first![1]} \\(${first![2]}\\)\\.$`));
    // What the old hint ran: the walkthrough on the board its `map:` names, the default one, where it holds.
    const old = await runIn(dir, ['walkthrough', 'walkthroughs/first-round.yaml']);
    expect(old.out.at(-1)).toMatch(/^All \d+ steps hold\.$/);
  });

  it('prints a stale translation’s source value with the project’s own English', async () => {
    const dir = project((d) => {
      writeFileSync(join(d, 'rulekit.yaml'), readFileSync(join(d, 'rulekit.yaml'), 'utf8').replace('language: en', 'languages: [en, fr]'));
      const own = readFileSync(join(ROOT, 'content/rules/bonuses.mdx'), 'utf8').replace('arriving again pays nothing', 'arriving a second time pays nothing');
      writeFileSync(join(d, 'rules/bonuses.mdx'), own);
    });
    const checked = await cli('site', 'check', dir, '--json');
    const report = JSON.parse(checked.out[0]);
    const stale = report.warnings.find((w: { code: string; path: string }) => w.code === 'i18n.stale' && w.path === 'bonus.same-company');
    expect(stale).toBeDefined();
    const wanted = /set source="([0-9a-f]+)"/.exec(stale.fix)![1];
    const command = /\(`([^`]+)`, from the project folder, prints it\)/.exec(stale.fix)![1];
    expect(command).toMatch(/ rules hash bonus\.same-company --project \.$/);
    const hashed = await runIn(dir, argsOf(command));
    expect(hashed.code).toBe(0);
    expect(hashed.err[0]).toMatch(/^Hashes of the English rules of the project in .*site \(its own sections in .*rules, the built-in text for the others\)\.$/);
    expect(hashed.out[0]).toMatch(new RegExp(`^bonus\\.same-company +${wanted} `));
    // Without --project, the built-in paragraph's hash, and it says so.
    const builtIn = await runIn(dir, ['rules', 'hash', 'bonus.same-company']);
    expect(builtIn.err[0]).toMatch(/^Hashes of the toolkit's built-in English rules \(.*content\/rules\); for a project's own sections add --project <dir>\.$/);
    expect(builtIn.out[0]).not.toContain(wanted);
  });

  it('names, in the starter and after init, a command that runs where it is written', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'clippers-hints-')), 'club');
    const made = await runIn(join(dir, '..'), ['site', 'init', 'club']);
    expect(made.code).toBe(0);
    const next = /^Next: (.*)$/.exec(made.out.at(-1)!)![1];
    const yaml = readFileSync(join(dir, 'rulekit.yaml'), 'utf8');
    const check = /^# Check it: +(.*)$/m.exec(yaml)![1];
    for (const [command, cwd] of [
      [next, join(dir, '..')],
      [check, dir],
    ]) {
      const words = command.split(' ');
      const r = spawnSync(words[0], words.slice(1), { cwd, encoding: 'utf8', timeout: 60_000 });
      expect(r.status, `${command}\n${r.stderr}`).toBe(0);
      expect(r.stdout).toMatch(/No errors\./);
    }
  });
});

describe('kitCommand', () => {
  it('uses the installed bin below its node_modules, npm run in the repository, the bin’s path elsewhere', () => {
    const top = mkdtempSync(join(tmpdir(), 'clippers-kit-'));
    const kit = join(top, 'node_modules/@rulekit/kit');
    mkdirSync(kit, { recursive: true });
    mkdirSync(join(top, 'sites/harbour'), { recursive: true });
    expect(kitCommand(join(top, 'sites/harbour'), kit)).toBe('npx --no rulekit');
    expect(kitCommand(top, kit)).toBe('npx --no rulekit');
    expect(kitCommand(tmpdir(), kit)).toBe(`node ${kit}/src/cli/bin.mjs`);
    expect(kitCommand(join(ROOT, 'content'), ROOT)).toBe('npm run rulekit --');
    expect(kitCommand(top, ROOT)).toBe(`node ${join(ROOT, 'src/cli/bin.mjs')}`);
  });
});
