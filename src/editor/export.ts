import { serialiseMap } from '../map/parse';
import type { BoardMap } from '../map/schema';

/** Where the site publishes the map format's JSON Schema (src/pages/map.schema.json.ts), under its base. */
export const MAP_SCHEMA_FILE = 'map.schema.json';

/**
 * The map file the editor's Export writes. Its `$schema` is the schema's address on the site the
 * board came from, not "./map.schema.json": an exported file lands in a downloads folder with no
 * schema beside it, and a relative reference there leaves the designer's editor checking nothing.
 * The key stays first, where JSON editors look for it.
 */
export function exportedMap(map: BoardMap, siteUrl: string): string {
  const { $schema: _old, ...rest } = map;
  return serialiseMap({ $schema: new URL(MAP_SCHEMA_FILE, siteUrl).href, ...rest } as BoardMap);
}
