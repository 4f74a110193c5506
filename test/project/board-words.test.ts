import { cpSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProject, loadProject, formatProjectDiagnostic } from '../../src/project';
import { strangeNames, toolkitBoard } from '../../src/project/board-words';
import { ROOT } from '../cli/harness';

/**
 * `site check` warns when a project's texts speak of a board it no longer has: the starter's
 * island names left in narration or a rules section, French board notes about the old board,
 * or a French page missing or older than its English.
 */
const FIXTURE = join(ROOT, 'test/fixtures/publisher');
const known = toolkitBoard(ROOT)!;
const club = JSON.parse(readFileSync(join(FIXTURE, 'board.json'), 'utf8'));

function project(edit: (dir: string) => void): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'clippers-words-')), 'club');
  cpSync(FIXTURE, dir, { recursive: true });
  edit(dir);
  return dir;
}
async function warnings(dir: string): Promise<string[]> {
  const loaded = loadProject(dir, ROOT);
  if (!loaded.ok) throw new Error(loaded.error.map(formatProjectDiagnostic).join('\n'));
  const { diagnostics } = await checkProject(loaded.value, ROOT);
  return diagnostics.filter((d) => d.severity === 'warning').map(formatProjectDiagnostic);
}
const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));

describe('names of the toolkit’s board on a board that lacks them', () => {
  it('finds the old names, not the board’s own, and not a name inside a longer one', () => {
    const find = strangeNames(known, club);
    expect(find('Jean-Luc puts one on Fiji and two on Australia; Tutuila is purple’s home.')).toEqual([{ name: 'Fiji', at: 21, now: 'Viti Levu' }]);
    expect(find('Purple starts at American Samoa.').map((f) => f.name)).toEqual(['American Samoa']);
    // On the toolkit's own board nothing is strange, "Samoa" inside "American Samoa" included.
    expect(strangeNames(known, known)('Samoa and American Samoa, Tahiti Trading at Tahiti.')).toEqual([]);
    expect(find('Tahitian dancers')).toEqual([]);
  });
});

describe('site check', () => {
  it('is quiet on the fixture project', async () => {
    expect(await warnings(FIXTURE)).toEqual([]);
  });

  it('names the step, line and names when narration speaks of islands the board lacks', async () => {
    const dir = project((d) => edit(join(d, 'walkthroughs/first-round.yaml'), (t) => t.replace('Viti Levu, Funafuti', 'Fiji, Funafuti').replace('and two on Australia', 'and two on Gambier')));
    const w = await warnings(dir);
    expect(w).toContain(
      'walkthroughs/first-round.yaml:20:16: warning: step 1 "setup"\'s narration names Fiji, which the board "South Seas, club edition" does not have [steps[0].narration]\n    fix: write the names as your board has them (Fiji is Viti Levu), or change the text',
    );
  });

  it('names an island the board does not have at all, in a French narration too', async () => {
    const dir = project((d) => {
      edit(join(d, 'board.json'), (t) => {
        const m = JSON.parse(t);
        // Gambier off the board, with everything that used it.
        m.islands = m.islands.filter((i: { id: string }) => i.id !== 'gambier');
        m.links = m.links.filter((l: { from: string; to: string }) => l.from !== 'gambier' && l.to !== 'gambier');
        for (const c of m.departureCards) delete c.markers.gambier;
        return JSON.stringify(m, null, 2);
      });
      edit(join(d, 'walkthroughs/kermadec-opening.yaml'), (t) => t.replace(/^title: (.*)$/m, 'title:\n  en: $1\n  fr: Un pari sur Gambier'));
    });
    const w = (await warnings(dir)).filter((x) => x.includes('Gambier'));
    expect(w.some((x) => /^walkthroughs\/kermadec-opening\.yaml:\d+:\d+: warning: the title names Gambier, which the board "South Seas, club edition" does not have \[title\.fr\]/.test(x)), w.join('\n')).toBe(true);
  });

  it('names the line of a rules section that uses an old name', async () => {
    const dir = project((d) => edit(join(d, 'rules/overview.mdx'), (t) => `${t}\nOur first game ended with a fight over Tahiti.\n`));
    const file = readFileSync(join(dir, 'rules/overview.mdx'), 'utf8');
    const line = file.split('\n').findIndex((l) => l.includes('over Tahiti')) + 1;
    const w = await warnings(dir);
    expect(w).toContain(`rules/overview.mdx:${line}:40: warning: the section names Tahiti, which the board "South Seas, club edition" does not have\n    fix: write the names as your board has them (Tahiti is Otaheite), or change the text; <Island id="…" /> names an island as the board does`);
  });

  it('says when the French board notes describe islands the board lacks', async () => {
    const dir = project((d) =>
      edit(join(d, 'board.json'), (t) => {
        const m = JSON.parse(t);
        m.translations = { fr: { notes: 'Le plateau du Pacifique Sud, des Samoa américaines à Fiji.' } };
        return JSON.stringify(m, null, 2);
      }),
    );
    const lines = readFileSync(join(dir, 'board.json'), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('Le plateau du Pacifique')) + 1;
    const w = await warnings(dir);
    expect(w.find((x) => x.includes('map.') || x.includes('notes'))).toMatch(new RegExp(`^board\\.json:${line}:\\d+: warning: the board's notes in fr describe Fiji, which the board does not have .*\\[translations\\.fr\\.notes\\]\\n    fix: rewrite translations\\.fr\\.notes for your board \\(Fiji is Viti Levu\\), or remove it$`));
  });

  it('says when a translated page is missing or older than its English', async () => {
    const bilingual = (d: string) => edit(join(d, 'rulekit.yaml'), (t) => t.replace('language: en', 'languages: [en, fr]'));
    const missing = await warnings(project(bilingual));
    expect(missing).toContain(
      'rules/overview.mdx:1:1: warning: your "overview" section has no fr version, so the fr site shows the toolkit\'s own text for it, not yours [overview]\n    fix: write rules/fr/overview.mdx (start from your English and the toolkit\'s fr section)',
    );
    const older = project((d) => {
      bilingual(d);
      mkdirSync(join(d, 'rules/fr'));
      writeFileSync(join(d, 'rules/fr/overview.mdx'), readFileSync(join(d, 'rules/overview.mdx'), 'utf8'));
      utimesSync(join(d, 'rules/fr/overview.mdx'), new Date('2026-01-01T10:00:00Z'), new Date('2026-01-01T10:00:00Z'));
      utimesSync(join(d, 'rules/overview.mdx'), new Date('2026-03-01T10:00:00Z'), new Date('2026-03-01T10:00:00Z'));
    });
    const w = await warnings(older);
    expect(w.some((x) => x.startsWith('rules/fr/overview.mdx:1:1: warning: the fr "overview" section (saved 2026-01-01 10:00) is older than its English (saved 2026-03-01 10:00)')), w.join('\n')).toBe(true);
    expect(w.some((x) => x.includes('"overview" section has no fr version'))).toBe(false);
    expect(w).toContain('rules/house-rules.mdx:1:1: warning: your "house-rules" section has no fr version, so the fr site shows it in English [house-rules]\n    fix: write rules/fr/house-rules.mdx (a translation of your English)');
  });
});
