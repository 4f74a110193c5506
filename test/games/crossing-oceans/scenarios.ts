import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario, type Scenario } from '../../../src/games/crossing-oceans/scenario';

export const DIR = join(import.meta.dirname, '../../../content/crossing-oceans/walkthroughs');

/** Every Crossing Oceans scenario file, parsed (a file that does not parse throws with its errors). */
export function scenarios(): { file: string; scenario: Scenario }[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const parsed = parseScenario(readFileSync(join(DIR, file), 'utf8'), file);
      if (!parsed.ok) throw new Error(parsed.error.join('\n'));
      return { file, scenario: parsed.value };
    });
}
