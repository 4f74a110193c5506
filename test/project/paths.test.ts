import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ROOT } from '../cli/harness';

/**
 * Every path a project names is kept inside the project, symlinks followed, and every file
 * is sized before it is read; what is not a file is said to be so (issue 34: /etc/passwd
 * read as the map, a logo linked to any file, /dev/urandom as the board, "internal error").
 */

const FIXTURE = join(ROOT, 'test/fixtures/publisher');

function project(edit: (dir: string) => void): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'clippers-paths-')), 'site');
  cpSync(FIXTURE, dir, { recursive: true });
  edit(dir);
  return dir;
}
const setKey = (dir: string, from: string, to: string) => {
  const file = join(dir, 'rulekit.yaml');
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`rulekit.yaml lacks ${from}`);
  writeFileSync(file, text.replace(from, to));
};

describe('paths and files of a project (site check)', () => {
  it('refuses a map outside the project, at its line in rulekit.yaml', async () => {
    for (const written of ['../../../etc/passwd', '../x.json']) {
      const dir = project((d) => {
        cpSync(join(d, 'board.json'), join(d, '..', 'x.json'));
        setKey(d, 'map: board.json', `map: ${written}`);
      });
      const r = await cli('site', 'check', dir);
      expect(r.code, written).toBe(1);
      expect(r.err[0]).toBe(`rulekit.yaml:7:6: error: the map file "${written}" leads outside the project folder [map]\n    fix: keep every file of the project inside its folder: copy it in (a symbolic link must point inside the folder too)`);
    }
  });

  it('refuses a logo, a board, a walkthrough or a rules section that is a symlink leading out', async () => {
    const secret = join(mkdtempSync(join(tmpdir(), 'clippers-secret-')), 'secret.txt');
    writeFileSync(secret, 'do not publish');
    const cases: [string, (d: string) => void, RegExp][] = [
      ['logo', (d) => (rmSync(join(d, 'logo.svg')), symlinkSync(secret, join(d, 'logo.svg'))), /^rulekit\.yaml:\d+:\d+: error: the logo "logo\.svg" leads outside the project folder \(through a symbolic link\) \[theme\.logo\]/],
      ['board', (d) => (rmSync(join(d, 'board.json')), symlinkSync('/dev/urandom', join(d, 'board.json'))), /^rulekit\.yaml:7:6: error: the map file "board\.json" leads outside the project folder \(through a symbolic link\) \[map\]/],
      ['walkthroughs folder', (d) => (rmSync(join(d, 'walkthroughs'), { recursive: true }), symlinkSync(join(FIXTURE, 'walkthroughs'), join(d, 'walkthroughs'))), /^rulekit\.yaml:\d+:\d+: error: the walkthrough "walkthroughs\/first-round\.yaml" leads outside the project folder/],
      ['rules section', (d) => (rmSync(join(d, 'rules/overview.mdx')), symlinkSync(secret, join(d, 'rules/overview.mdx'))), /^rules\/overview\.mdx: error: this rules section is a symbolic link that leads outside the project folder/],
    ];
    for (const [name, edit, expected] of cases) {
      const started = Date.now();
      const r = await cli('site', 'check', project(edit));
      expect(r.code, name).toBe(1);
      expect(r.err[0], name).toMatch(expected);
      expect(Date.now() - started, name).toBeLessThan(20_000);
    }
  });

  it('follows a symlink that stays inside the project', async () => {
    const dir = project((d) => {
      mkdirSync(join(d, 'boards'));
      cpSync(join(d, 'board.json'), join(d, 'boards/club.json'));
      rmSync(join(d, 'board.json'));
      symlinkSync('boards/club.json', join(d, 'board.json'));
    });
    const r = await cli('site', 'check', dir);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('sizes a file before reading it, and says when a folder or a pipe stands where a file should', async () => {
    const huge = project((d) => truncateSync(join(d, 'board.json'), 3_000_000_000));
    const big = await cli('site', 'check', huge);
    expect(big.code).toBe(2);
    expect(big.err[0]).toMatch(/^rulekit\.yaml:7:6: error: the map file "board\.json" is 3000 MB, over the limit of 2\.0 MB for this kind of file \[map\]/);
    const folder = project((d) => {
      rmSync(join(d, 'walkthroughs/kermadec-opening.yaml'));
      mkdirSync(join(d, 'walkthroughs/kermadec-opening.yaml'));
    });
    const f = await cli('site', 'check', folder);
    expect(f.code).toBe(2);
    expect(f.err[0]).toMatch(/^rulekit\.yaml:\d+:\d+: error: the walkthrough "walkthroughs\/kermadec-opening\.yaml" is a folder, not a file \[walkthroughs\.1\]\n {4}fix: name a file here, not a folder or a device$/);
    const pipe = project((d) => {
      rmSync(join(d, 'board.json'));
      execFileSync('mkfifo', [join(d, 'board.json')]);
    });
    const p = await cli('site', 'check', pipe);
    expect(p.code).toBe(2);
    expect(p.err[0]).toMatch(/^rulekit\.yaml:7:6: error: the map file "board\.json" is not a regular file \(a device, pipe or socket\) \[map\]/);
    const config = project((d) => {
      rmSync(join(d, 'rulekit.yaml'));
      mkdirSync(join(d, 'rulekit.yaml'));
    });
    const c = await cli('site', 'check', config);
    expect(c.code).toBe(2);
    expect(c.err[0]).toMatch(/^rulekit\.yaml: error: rulekit\.yaml is a folder, not a file/);
  });

  it('takes an empty rules folder for no overrides, with a warning', async () => {
    const dir = project((d) => {
      rmSync(join(d, 'rules'), { recursive: true });
      mkdirSync(join(d, 'rules'));
    });
    const r = await cli('site', 'check', dir);
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toMatch(/^rules: warning: the rules folder holds no \.mdx section, so every section is the built-in one/m);
  });
});
