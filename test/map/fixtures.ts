import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseMapText } from '../../src/map/parse';
import type { BoardMap } from '../../src/map/schema';

export const FIXTURE_DIR = fileURLToPath(new URL('../fixtures/maps/', import.meta.url));

/** Reads a map fixture that must at least have a map's shape. */
export function loadFixture(name: string): BoardMap {
  const parsed = parseMapText(readFileSync(`${FIXTURE_DIR}${name}`, 'utf8'));
  if (!parsed.ok) throw new Error(`${name} is not a map: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}
