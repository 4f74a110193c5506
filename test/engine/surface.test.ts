import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The engine's surface is its index: code outside src/engine imports from
 * `src/engine` (its index.ts) and from no file inside it, so what the engine
 * offers is chosen there, on purpose, and its insides can change freely.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENGINE = join(ROOT, 'src/engine');
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === ENGINE ? [] : files(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** Every module specifier in a file: static imports and re-exports, `import()` and `import type`. */
export function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g)) found.push(m[1]);
  for (const m of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]);
  for (const m of text.matchAll(/\bimport\s+['"]([^'"]+)['"]/g)) found.push(m[1]);
  return found;
}

/** Where a relative specifier leads inside the engine, or null when it leads elsewhere or to the index. */
export function engineInside(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const target = resolve(dirname(file), spec).replace(/\.(ts|tsx|js|mjs)$/, '');
  const rel = relative(ENGINE, target);
  if (rel.startsWith('..') || rel === '' || rel === 'index') return null;
  return `src/engine/${rel}`;
}

describe('the engine’s surface', () => {
  it('reads every kind of import', () => {
    const text = [
      "import { a } from '../engine/route';",
      "import type { B } from '../engine';",
      "export { c } from '../../engine/rules';",
      "const m = await import('../engine/playout');",
      "import {\n  d,\n  e,\n} from '../engine/cards';",
    ].join('\n');
    expect(specifiers(text)).toEqual(['../engine/route', '../engine', '../../engine/rules', '../engine/cards', '../engine/playout']);
    const file = join(ROOT, 'src/sim/outlook.ts');
    expect(engineInside(file, '../engine/route')).toBe('src/engine/route');
    expect(engineInside(file, '../engine')).toBeNull();
    expect(engineInside(file, '../engine/index')).toBeNull();
    expect(engineInside(file, '../map/board')).toBeNull();
    expect(engineInside(join(ROOT, 'machines/game.ts'), '../src/engine/moves/pass')).toBe('src/engine/moves/pass');
  });

  it('is its index: nothing in src/ or machines/ outside the engine imports another engine file', () => {
    const reaches: string[] = [];
    for (const file of [...files(join(ROOT, 'src')), ...files(join(ROOT, 'machines'))]) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        const inside = engineInside(file, spec);
        if (inside) reaches.push(`${relative(ROOT, file)} imports ${inside}: import it from the engine's index (src/engine/index.ts) instead`);
      }
    }
    expect(reaches).toEqual([]);
  });
});
