import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/games';
import COUPLED from './clippers-coupled.json';

/**
 * The seam between the toolkit and the games, held by reading every import:
 * - no toolkit file imports a game's folder (`src/games/<id>/`): only the registry does;
 * - a game's folder imports nothing of another game, and a game other than Clippers only
 *   its own files and the interface (`src/games/module.ts`);
 * - Clippers' engine and board still live in `src/engine` and `src/map` while the toolkit is
 *   made generic: the toolkit files that import them are listed in `clippers-coupled.json`,
 *   a list that may only shrink (a new file importing them fails; a listed file that no
 *   longer does must leave the list).
 */
const ROOT = resolve(__dirname, '../..');
const SOURCE_EXT = /\.(ts|tsx|astro|mjs)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : SOURCE_EXT.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** Every relative import of a file, as a path from the repository's root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec.startsWith('.')) out.push(relative(ROOT, resolve(dirname(file), spec)));
  }
  return out;
}

const rel = (f: string) => relative(ROOT, f);
const gameOf = (path: string): string | null => /^src\/games\/([^/]+)\//.exec(path)?.[1] ?? null;
const CLIPPERS_OUTSIDE = /^src\/(engine|map)(\/|$)/;
const ALL = [...files(join(ROOT, 'src')), ...files(join(ROOT, 'machines'))].map((f) => ({ file: rel(f), imports: importsOf(f) }));
const toolkit = ALL.filter((f) => gameOf(f.file) === null && !CLIPPERS_OUTSIDE.test(f.file));

describe('the seam between the toolkit and the games', () => {
  it('finds the files it judges', () => {
    expect(toolkit.length).toBeGreaterThan(100);
    expect(ALL.some((f) => f.file === 'src/games/clippers/index.ts')).toBe(true);
  });

  it('no toolkit file imports a game folder except the registry', () => {
    const offenders = toolkit.filter((f) => f.file !== 'src/games/index.ts').flatMap((f) => f.imports.filter((i) => gameOf(i) !== null).map((i) => `${f.file} → ${i}`));
    expect(offenders).toEqual([]);
  });

  it('a game imports no other game, and a game other than Clippers only its own files and the interface', () => {
    const offenders: string[] = [];
    for (const f of ALL) {
      const game = gameOf(f.file);
      if (game === null) continue;
      for (const i of f.imports) {
        const other = gameOf(i);
        if (other !== null && other !== game) offenders.push(`${f.file} → ${i}`);
        if (game !== 'clippers' && other === null && i !== 'src/games/module' && i !== 'src/games/module.ts') offenders.push(`${f.file} → ${i}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('every game folder is registered', () => {
    const folders = readdirSync(join(ROOT, 'src/games')).filter((n) => statSync(join(ROOT, 'src/games', n)).isDirectory());
    expect(folders.sort()).toEqual([...GAME_IDS].sort());
  });

  it('the toolkit files still coupled to Clippers outside src/games only shrink', () => {
    const coupled = toolkit.filter((f) => f.imports.some((i) => CLIPPERS_OUTSIDE.test(i))).map((f) => f.file).sort();
    const listed = [...(COUPLED as string[])].sort();
    expect(coupled.filter((f) => !listed.includes(f)), 'new toolkit files that import src/engine or src/map: go through the game module instead').toEqual([]);
    expect(listed.filter((f) => !coupled.includes(f)), 'no longer coupled: remove them from test/games/clippers-coupled.json').toEqual([]);
  });
});
