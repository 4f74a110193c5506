import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { game } from '../../../src/games/crossing-oceans';
import { parseModuleWalkthrough, type ModuleWalkthrough } from '../../../src/walkthrough/module-walkthrough';
import { formatDiagnostic } from '../../../src/source/diagnostic';

export const DIR = join(import.meta.dirname, '../../../content/crossing-oceans/walkthroughs');

/** Every Crossing Oceans walkthrough file, parsed by the toolkit's reader (a file that does not parse throws with its errors). */
export async function scenarios(): Promise<{ file: string; scenario: ModuleWalkthrough }[]> {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await parseModuleWalkthrough(readFileSync(join(DIR, file), 'utf8'), { file, games: async () => game });
      if (!parsed.ok) throw new Error(parsed.error.map(formatDiagnostic).join('\n'));
      return { file, scenario: parsed.value.walkthrough };
    }),
  );
}
