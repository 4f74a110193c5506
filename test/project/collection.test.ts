import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadModuleProject, loadProject } from '../../src/project';
import { memberPath, type CollectionMember } from '../../src/project/collection';
import { buildMembers, memberEnv } from '../../src/project/collection-build';
import { CLI_MODES, ROOT } from '../cli/harness';

/**
 * A site that publishes several games (`collection:` in rulekit.yaml): the repository's own,
 * and a publisher's copy of the Clippers fixture with games beside it, broken one way at a time.
 */
const FIXTURE = join(ROOT, 'test/fixtures/publisher');

/** The fixture project with Ship It!'s project copied in as `ship-it/`, its rulekit.yaml ending with `tail`. */
function withCollection(tail: string, edit: (dir: string) => void = () => {}): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'rulekit-collection-')), 'site');
  cpSync(FIXTURE, dir, { recursive: true });
  cpSync(join(ROOT, 'content/ship-it'), join(dir, 'ship-it'), { recursive: true });
  writeFileSync(join(dir, 'rulekit.yaml'), `${readFileSync(join(dir, 'rulekit.yaml'), 'utf8').trimEnd()}\n${tail}`);
  edit(dir);
  return dir;
}

describe('collection: the games a site publishes with its own', () => {
  it('the repository’s own site carries Ship It! and Crossing Oceans, each from its project folder', () => {
    const own = loadProject(join(ROOT, 'content'), ROOT);
    if (!own.ok) throw new Error(JSON.stringify(own.error));
    expect(own.value.collection.map((m) => [m.name, m.game, m.title, m.languages])).toEqual([
      ['ship-it', 'ship-it', 'Ship It!', ['en', 'fr']],
      ['crossing-oceans', 'crossing-oceans', 'Crossing Oceans', ['en', 'fr']],
    ]);
    expect(own.value.collection.map((m) => m.dir)).toEqual([join(ROOT, 'content/ship-it'), join(ROOT, 'content/crossing-oceans')]);
  });

  it('a game’s project has none unless it names one', async () => {
    const ship = await loadModuleProject(join(ROOT, 'content/ship-it'), ROOT);
    expect(ship.ok && ship.value.collection).toEqual([]);
  });

  it.each([
    ['a folder that does not exist', 'collection:\n  - ship-it\n  - chess\n', () => {}, 'project.missing-file', 'the project folder "chess" does not exist'],
    ['a folder outside the project', 'collection:\n  - ../elsewhere\n', () => {}, 'project.outside', 'leads outside this project'],
    ['the project itself', 'collection:\n  - .\n', () => {}, 'project.outside', 'is this project itself'],
    ['a folder with no rulekit.yaml', 'collection:\n  - maps\n', (d: string) => mkdirSync(join(d, 'maps'), { recursive: true }), 'project.no-config', 'has no readable rulekit.yaml'],
    ['a member with a collection of its own', 'collection:\n  - ship-it\n', (d: string) => writeFileSync(join(d, 'ship-it/rulekit.yaml'), `${readFileSync(join(d, 'ship-it/rulekit.yaml'), 'utf8')}collection:\n  - x\n`), 'project.nested-collection', 'has a collection of its own'],
    ['two folders of one name', 'collection:\n  - ship-it\n  - ./ship-it\n', () => {}, 'project.duplicate-member', 'two project folders are called "ship-it"'],
  ])('refuses %s, at its line of rulekit.yaml, with a fix', (_, tail, edit, code, message) => {
    const dir = withCollection(tail, edit);
    const r = loadProject(dir, ROOT);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const d = r.error.find((e) => e.code === code);
    expect(d, JSON.stringify(r.error)).toBeDefined();
    expect(d!.message).toContain(message);
    expect(d!.file).toBe('rulekit.yaml');
    const lines = readFileSync(join(dir, 'rulekit.yaml'), 'utf8').split('\n');
    expect(lines[d!.line! - 1]).toMatch(/^\s+- /);
    expect(d!.fix.length).toBeGreaterThan(10);
  });

  it('builds each game under <base>games/<folder>/, one at a time, telling it its base and the way back; the first failure is the answer', async () => {
    const members: CollectionMember[] = ['ship-it', 'crossing-oceans', 'third'].map((name) => ({ name, dir: `/p/${name}`, title: name, game: 'ship-it', languages: ['en'] }));
    const calls: string[] = [];
    let running = 0;
    let most = 0;
    const code = await buildMembers(members, { title: 'Harbour Club', base: '/club/' }, '/out', async (m, into, env) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      calls.push(`${m.name} ${into} ${env.RULEKIT_BASE} ${env.RULEKIT_COLLECTION}`);
      running--;
      return m.name === 'crossing-oceans' ? 3 : 0;
    });
    expect(code).toBe(3);
    expect(most).toBe(1);
    expect(calls).toEqual([
      `ship-it /out/games/ship-it/ ${'/club/games/ship-it/'} {"title":"Harbour Club","home":"/club/"}`,
      `crossing-oceans /out/games/crossing-oceans/ ${'/club/games/crossing-oceans/'} {"title":"Harbour Club","home":"/club/"}`,
      `third /out/games/third/ ${'/club/games/third/'} {"title":"Harbour Club","home":"/club/"}`,
    ]);
    expect(memberPath('ship-it')).toBe('games/ship-it/');
    expect(memberEnv(members[0], { title: 'T', base: '/' }).RULEKIT_BASE).toBe('/games/ship-it/');
  });
});

describe.each(CLI_MODES)('site check of a collection (%s)', (_, cli) => {
  it('checks each game as its own project, and fails on a step that no longer holds in one of them', async () => {
    const good = withCollection('collection:\n  - ship-it\n');
    const ok = await cli('site', 'check', good);
    expect(ok.err).toEqual([]);
    expect(ok.code).toBe(0);
    expect(ok.out.join('\n')).toMatch(/games\/ship-it\/ \(.*ship-it\):\nShip It!: Ship It!, 6 walkthroughs, every step holds/);
    const bad = withCollection('collection:\n  - ship-it\n', (d) => {
      const file = join(d, 'ship-it/walkthroughs/figure-2-north.yaml');
      const text = readFileSync(file, 'utf8');
      if (!text.includes('      ap: 1\n')) throw new Error('figure-2-north.yaml no longer expects ap: 1');
      writeFileSync(file, text.replace('      ap: 1\n', '      ap: 4\n'));
    });
    const r = await cli('site', 'check', bad);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toContain('figure-2-north.yaml');
  });
});
