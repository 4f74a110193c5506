import { readFileSync } from 'node:fs';
import { parseMapText } from '../../src/map/parse';
import type { BoardMap } from '../../src/map/schema';

/** The default board, parsed once per test file. */
export function southPacific(): BoardMap {
  const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(`maps/south-pacific.json does not parse: ${parsed.error.map((e) => e.message).join('; ')}`);
  return parsed.value;
}
