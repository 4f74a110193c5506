import { getEntry } from 'astro:content';
import { parseMap } from '../map/parse';
import type { BoardMap } from '../map/schema';
import type { Walkthrough } from '../walkthrough/schema';

/** Build-time access to the site's data: maps from `maps/`, walkthroughs from the content collection. */

const mapFiles = import.meta.glob<{ default: unknown }>('../../maps/*.json', { eager: true });

export function loadMap(id: string): BoardMap {
  const file = mapFiles[`../../maps/${id}.json`];
  if (!file) throw new Error(`No map "${id}" in maps/ (have: ${Object.keys(mapFiles).join(', ')})`);
  const parsed = parseMap(file.default);
  if (!parsed.ok) throw new Error(`maps/${id}.json is not a valid map: ${parsed.error.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return parsed.value;
}

export const DEFAULT_MAP_ID = 'south-pacific';

export async function loadWalkthrough(id = 'first-round'): Promise<Walkthrough> {
  const entry = await getEntry('walkthroughs', id);
  if (!entry) throw new Error(`No walkthrough "${id}" in content/walkthroughs/`);
  return entry.data as Walkthrough;
}
