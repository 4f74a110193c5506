import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_MODES, ROOT } from '../cli/harness';

/**
 * `clippers site init` and `site check` on projects a publisher might really have:
 * the fixture project, and copies of it broken one way at a time. Exit codes as for
 * `check`: 0 fine, 1 problems, 2 unreadable.
 */

const FIXTURE = join(ROOT, 'test/fixtures/publisher');

/** A copy of the fixture project in a fresh temporary folder, changed by `edit`. */
function project(edit: (dir: string) => void = () => {}): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'clippers-project-')), 'site');
  cpSync(FIXTURE, dir, { recursive: true });
  edit(dir);
  return dir;
}
const editJson = (file: string, change: (data: any) => void) => {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
};
const replace = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} lacks ${from}`);
  writeFileSync(file, text.replace(from, to));
};

describe.each(CLI_MODES)('clippers site check (%s)', (_, cli) => {
  it('passes the fixture project and the repository’s own', async () => {
    const fixture = await cli('site', 'check', FIXTURE);
    expect(fixture.err).toEqual([]);
    expect(fixture.code).toBe(0);
    expect(fixture.out).toContain('Clippers at the Harbour Club: South Seas, club edition (39 islands), 2 walkthroughs, base /games/clippers/.');
    const own = await cli('site', 'check', 'content');
    expect(own.code).toBe(0);
  });

  it('checks a project of another game: every walkthrough replayed by its module; a step that no longer holds, and a missing rules folder, are said', async () => {
    const own = await cli('site', 'check', 'content/crossing-oceans');
    expect(own.err).toEqual([]);
    expect(own.code).toBe(0);
    expect(own.out.join('\n')).toContain('Crossing Oceans: Crossing Oceans, 12 walkthroughs, every step holds, base /.');
    const dir = join(mkdtempSync(join(tmpdir(), 'rulekit-co-')), 'site');
    cpSync(join(ROOT, 'content/crossing-oceans'), dir, { recursive: true });
    replace(join(dir, 'walkthroughs/coal.yaml'), 'cash.yellow: 40', 'cash.yellow: 45');
    replace(join(dir, 'rulekit.yaml'), 'rules: rules', '');
    const r = await cli('site', 'check', dir);
    expect(r.code).toBe(1);
    const said = r.err.join('\n');
    expect(said).toContain('walkthroughs/coal.yaml: error: step 1 (pier): expect cash.yellow = 45, the game has 40');
    expect(said).toContain('Crossing Oceans has no built-in rules text, and rulekit.yaml names no rules folder');
    // Its rulebook is printed as Clippers' is: from a built site (here one that holds none, so it says so).
    const empty = mkdtempSync(join(tmpdir(), 'rulekit-co-unbuilt-'));
    const pdf = await cli('site', 'pdf', 'content/crossing-oceans', '--from', empty, '--language', 'fr');
    expect(pdf.code).toBe(1);
    expect(pdf.err[0]).toBe(`clippers site pdf: ${empty} holds no built rulebook page (fr/print/index.html).`);
  });

  it('exits 2 when there is no rulekit.yaml', async () => {
    const r = await cli('site', 'check', mkdtempSync(join(tmpdir(), 'clippers-empty-')));
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/^rulekit\.yaml: error: no rulekit\.yaml in /);
  });

  it('exits 1 on an unknown config key, naming line and fix', async () => {
    const dir = project((d) => replace(join(d, 'rulekit.yaml'), 'language: en', 'langauge: en'));
    const r = await cli('site', 'check', dir);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain('rulekit.yaml:5:1: error: unknown key "langauge" [langauge]\n    fix: did you mean "language"?');
  });

  it('exits 1 on a board the checker rejects, with the checker’s reason', async () => {
    const dir = project((d) =>
      editJson(join(d, 'board.json'), (m) => {
        m.links = m.links.filter((l: { id: string }) => l.id !== 'kermadec-new-zealand');
        m.departureCards[0].markers.atlantis = 1;
      }),
    );
    const r = await cli('site', 'check', dir, '--json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out[0]);
    expect(report.ok).toBe(false);
    const codes = report.errors.concat(report.warnings).map((d: { code: string; file: string }) => `${d.file} ${d.code}`);
    expect(codes).toContain('board.json map.island.few-links');
    expect(codes).toContain('board.json map.card.unknown-island');
  });

  it('exits 2 on a map file that is not JSON, or not shaped like a map, at its line', async () => {
    const notJson = project((d) => replace(join(d, 'board.json'), '"format": "clippers-map",', '"format": "clippers-map"'));
    const r = await cli('site', 'check', notJson);
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/^board\.json:\d+:\d+: error: a comma is missing before this value\./);
    const badShape = project((d) => editJson(join(d, 'board.json'), (m) => (m.islands[3].value = 'high')));
    const s = await cli('site', 'check', badShape);
    expect(s.code).toBe(2);
    expect(s.err[0]).toMatch(/^board\.json:\d+:\d+: error: "value" should be a number, not "high"\. \[islands\[3\]\.value\]/);
    expect(s.err.at(-1)).toBe('1 error; a file could not be read, so nothing else was checked.');
  });

  it('places a checker error at the element’s line, and does not repeat it for each walkthrough', async () => {
    const dir = project((d) => editJson(join(d, 'board.json'), (m) => (m.links[0].to = 'atlantis')));
    const r = await cli('site', 'check', dir);
    expect(r.code).toBe(1);
    const text = r.err.join('\n');
    expect(text).toMatch(/^board\.json:\d+:5: error: Link "[a-z-]+" ends at "atlantis", which is not an island or harbor\..* \[links\[0\] \([a-z-]+\)\]$/m);
    expect(text).not.toContain('walkthroughs/');
  });

  it('exits 1 on a walkthrough that no longer holds, naming the step and the reason', async () => {
    // The worked round's black route starts from its harbor to Gambier: take that link away.
    const dir = project((d) => editJson(join(d, 'board.json'), (m) => (m.links = m.links.filter((l: { id: string }) => l.id !== 'black-harbor-gambier'))));
    const r = await cli('site', 'check', dir);
    expect(r.code).toBe(1);
    const text = r.err.join('\n');
    expect(text).toMatch(/^walkthroughs\/first-round\.yaml:\d+:\d+: error: step \d+ "[a-z-]+" breaks on this board: move-refused/m);
    expect(text).toContain('black-harbor-gambier');
  });

  it('exits 1 on a rules override that leaves out a rule id of its section', async () => {
    const dir = project((d) => {
      const own = readFileSync(join(ROOT, 'content/rules/bonuses.mdx'), 'utf8').replace(/<Rule id="bonus\.same-company">[\s\S]*?<\/Rule>/, '');
      writeFileSync(join(d, 'rules/bonuses.mdx'), own);
    });
    const r = await cli('site', 'check', dir);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain('rules/bonuses.mdx: error: no paragraph explains rule "bonus.same-company" (the engine names it when it refuses a move)\n    fix: add <Rule id="bonus.same-company">…</Rule> to bonuses.mdx');
  });

  it('exits 1 on a rule id the engine does not know, with its line', async () => {
    const dir = project((d) => writeFileSync(join(d, 'rules/overview.mdx'), `${readFileSync(join(FIXTURE, 'rules/overview.mdx'), 'utf8')}\n<Rule id="bonus.triple">\nThree times the bonus.\n</Rule>\n`));
    const r = await cli('site', 'check', dir);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/rules\/overview\.mdx:\d+:1: error: <Rule id="bonus\.triple">: the engine has no rule "bonus\.triple"/);
    const typo = project((d) => writeFileSync(join(d, 'rules/bonuses.mdx'), readFileSync(join(ROOT, 'content/rules/bonuses.mdx'), 'utf8').replace('<Rule id="bonus.same-company">', '<Rule id="bonus.same-compnay">')));
    const t = await cli('site', 'check', typo);
    expect(t.code).toBe(1);
    expect(t.err.join('\n')).toMatch(/error: <Rule id="bonus\.same-compnay">: the engine has no rule "bonus\.same-compnay"\n {4}fix: did you mean "bonus\.same-company"\?/);
  });

  it('exits 1 on MDX that does not compile', async () => {
    const dir = project((d) => writeFileSync(join(d, 'rules/overview.mdx'), '---\ntitle: Ours\nsummary: "x"\n---\n\nAn open <Rule id="action.one"> tag.\n'));
    const r = await cli('site', 'check', dir);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/rules\/overview\.mdx:\d+:\d+: error: the MDX does not compile/);
  });

  it('exits 1 on a missing map file, pointing at the key', async () => {
    const dir = project((d) => replace(join(d, 'rulekit.yaml'), 'map: board.json', 'map: bord.json'));
    const r = await cli('site', 'check', dir);
    expect(r.code).toBe(1);
    expect(r.err[0]).toBe('rulekit.yaml:7:6: error: the map file "bord.json" does not exist [map]\n    fix: name a map JSON file in the project folder (e.g. one saved from the editor)');
  });
});

describe.each(CLI_MODES)('clippers site init (%s)', (_, cli) => {
  it('writes a starter project that checks clean, and refuses to overwrite', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'clippers-init-')), 'our-site');
    const made = await cli('site', 'init', dir, '--title', 'Our club');
    expect(made.code).toBe(0);
    for (const f of ['rulekit.yaml', 'board.json', 'walkthroughs/first-round.yaml']) expect(existsSync(join(dir, f)), f).toBe(true);
    // The schema board.json names is there beside it.
    const schema = JSON.parse(readFileSync(join(dir, 'board.json'), 'utf8')).$schema;
    expect(existsSync(join(dir, schema)), schema).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, schema), 'utf8')).$schema).toMatch(/json-schema\.org/);
    const yaml = readFileSync(join(dir, 'rulekit.yaml'), 'utf8');
    expect(yaml).toMatch(/^title: "Our club"$/m);
    // It says where the built-in sections are, to copy one and rewrite it.
    expect(yaml).toContain(`#   ${join(ROOT, 'content/rules')}\n`);
    const checked = await cli('site', 'check', dir);
    expect(checked.err).toEqual([]);
    expect(checked.code).toBe(0);
    const again = await cli('site', 'init', dir);
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/is not empty; nothing was written\.$/);
  });

  it('--game ship-it writes a Ship It! starter with the kit’s rules pages (both languages) and walkthroughs, that checks clean, also under a sub-path', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'rulekit-init-')), 'ship-it-site');
    const made = await cli('site', 'init', dir, '--game', 'ship-it');
    expect(made.err).toEqual([]);
    expect(made.code).toBe(0);
    const own = join(ROOT, 'content/ship-it');
    const walkthroughs = readdirSync(join(own, 'walkthroughs')).filter((f) => f.endsWith('.yaml'));
    expect(walkthroughs.length).toBeGreaterThanOrEqual(5);
    for (const f of walkthroughs) expect(readFileSync(join(dir, 'walkthroughs', f), 'utf8'), f).toBe(readFileSync(join(own, 'walkthroughs', f), 'utf8'));
    for (const f of readdirSync(join(own, 'rules')).filter((n) => n.endsWith('.mdx'))) {
      expect(existsSync(join(dir, 'rules', f)), f).toBe(true);
      expect(existsSync(join(dir, 'rules/fr', f)), `fr/${f}`).toBe(true);
    }
    const yaml = readFileSync(join(dir, 'rulekit.yaml'), 'utf8');
    expect(yaml).toMatch(/^game: ship-it$/m);
    expect(yaml).toMatch(/^languages: \[en, fr\]$/m);
    expect(yaml).not.toMatch(/^map:/m);
    for (const f of walkthroughs) expect(yaml).toContain(`  - walkthroughs/${f}\n`);
    const checked = await cli('site', 'check', dir);
    expect(checked.err).toEqual([]);
    expect(checked.code).toBe(0);
    expect(checked.out.join('\n')).toContain(`Ship It!: our rules: Ship It!, ${walkthroughs.length} walkthroughs, every step holds, base /.`);
    replace(join(dir, 'rulekit.yaml'), 'base: /\n', 'base: /games/ship-it/\n');
    const sub = await cli('site', 'check', dir);
    expect(sub.code).toBe(0);
    expect(sub.out.join('\n')).toContain('every step holds, base /games/ship-it/.');
  });

  it('--game names a game of the kit, or nothing is written', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'rulekit-init-')), 'x');
    const r = await cli('site', 'init', dir, '--game', 'chess');
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain('no game "chess" in the kit (its games: clippers, crossing-oceans, ship-it)');
    expect(existsSync(dir)).toBe(false);
  });

  it('explains a wrong command line', async () => {
    const r = await cli('site', 'publish', 'x');
    expect(r.code).toBe(2);
    expect(r.err[0]).toBe('clippers site: unknown subcommand "publish" (init, check, build, dev, preview, pdf).');
    // No subcommand: the list of them, as an error.
    const bare = await cli('site');
    expect(bare.code).toBe(2);
    expect(bare.err).toContain('  build <dir> [--out <dir>] [--allow-broken]');
  });

  it('prints the rulebook only in a language the site is published in, saying which it has', async () => {
    const r = await cli('site', 'pdf', FIXTURE, '--language', 'de', '--from', mkdtempSync(join(tmpdir(), 'clippers-nothing-')));
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/^clippers site pdf: the site is not published in "de"; its languages are en\b/);
    expect(r.err[1]).toMatch(/^ {2}fix: pass --language en/);
  });

  it('lists its subcommands on --help, and explains one on `<sub> --help`', async () => {
    const all = await cli('site', '--help');
    expect(all.code).toBe(0);
    expect(all.out[0]).toBe('Usage: clippers site init|check|build|dev|preview|pdf <dir> [options]');
    for (const sub of ['init', 'check', 'build', 'dev', 'preview', 'pdf']) expect(all.out.some((l) => l.startsWith(`  ${sub} <dir>`)), sub).toBe(true);
    const one = await cli('site', 'pdf', '--help');
    expect(one.code).toBe(0);
    expect(one.out).toEqual(['Usage: clippers site pdf <dir> [--out <file.pdf>] [--language <code>] [--from <built site>] [--allow-broken]', expect.stringMatching(/^Print the rulebook .*numbered contents.*--language/)]);
    const viaHelp = await cli('help', 'site');
    expect(viaHelp.out).toContain('  preview <dir> [--out <dir>] [--port <n>]');
  });
});
