import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProject, loadProject, formatProjectDiagnostic } from '../../src/project';
import { searchRecords } from '../../src/i18n/search-index';
import { ownSectionFiles } from '../../src/i18n/sections';
import { ROOT } from '../cli/harness';

/**
 * A project's own pages: a section of its own (house rules) beside the built-in ones, and
 * the home page's words (`rules/home.mdx`). The fixture has both.
 */
const FIXTURE = join(ROOT, 'test/fixtures/publisher');

function project(edit: (dir: string) => void): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'clippers-own-')), 'club');
  cpSync(FIXTURE, dir, { recursive: true });
  edit(dir);
  return dir;
}
async function problems(dir: string): Promise<string[]> {
  const loaded = loadProject(dir, ROOT);
  if (!loaded.ok) throw new Error(loaded.error.map(formatProjectDiagnostic).join('\n'));
  return (await checkProject(loaded.value, ROOT)).diagnostics.map(formatProjectDiagnostic);
}

describe('a section of the project’s own', () => {
  it('is a section, with the home page’s words set apart, and is found by search', () => {
    expect(ownSectionFiles(join(FIXTURE, 'rules'), ROOT, 'en').map((s) => s.slug)).toEqual(['house-rules']);
    const map = JSON.parse(readFileSync(join(FIXTURE, 'board.json'), 'utf8'));
    const house = searchRecords(join(FIXTURE, 'rules'), ['en'], '/club/', map).filter((r) => r.url === '/club/rules/house-rules/');
    expect(house.map((r) => r.meta.title)).toEqual(['House rules']);
    expect(house[0].content).toContain('newcomer');
  });

  it('checks clean in the fixture', async () => {
    expect((await problems(FIXTURE)).filter((p) => /rules\/(home|house-rules)\.mdx/.test(p))).toEqual([]);
  });

  it('needs its front matter, and a misspelt built-in section is not taken for one', async () => {
    const dir = project((d) => {
      writeFileSync(join(d, 'rules/etiquette.mdx'), '---\ntitle: Etiquette\n---\n\nBe kind.\n');
      writeFileSync(join(d, 'rules/bonusses.mdx'), readFileSync(join(ROOT, 'content/rules/bonuses.mdx'), 'utf8'));
    });
    const p = await problems(dir);
    expect(p).toContain('rules/etiquette.mdx:1:1: error: "etiquette" is not a built-in section, so it is a section of your own, and its front matter lacks summary, order\n    fix: start the file with ---, summary:, order: lines, then --- (order places it among the sections: 13 puts it after the last)');
    expect(p.find((x) => x.startsWith('rules/bonusses.mdx'))).toMatch(/is not a rules section, so this file replaces nothing\n {4}fix: did you mean "bonuses"\?/);
  });

  it('may not hold an engine rule’s paragraph, which belongs in its built-in section', async () => {
    const dir = project((d) => writeFileSync(join(d, 'rules/house-rules.mdx'), `${readFileSync(join(FIXTURE, 'rules/house-rules.mdx'), 'utf8')}\n<Rule id="bonus.first">Our own words.</Rule>\n`));
    const p = await problems(dir);
    expect(p.some((x) => /^rules\/house-rules\.mdx:\d+:1: error: <Rule id="bonus\.first"> in a section of your own/.test(x)), p.join('\n')).toBe(true);
  });
});
