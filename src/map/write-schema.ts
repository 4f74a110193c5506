import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { mapSchema } from './schema';

/**
 * `maps/map.schema.json` lets editors complete and validate map files. It is
 * generated from the zod schema so the two cannot drift; a test fails when the
 * committed file is stale (fix: `npm run schema`).
 */

export const MAP_JSON_SCHEMA_PATH = fileURLToPath(new URL('../../maps/map.schema.json', import.meta.url));

export function mapJsonSchema(): Record<string, unknown> {
  // Inline every sub-schema: the shared `id` schema would otherwise become $refs into
  // whichever property used it first, which reads badly in editors.
  const generated = zodToJsonSchema(mapSchema, { $refStrategy: 'none', target: 'jsonSchema7' });
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'clippers-map.schema.json',
    title: 'Clippers map',
    description:
      'A board for the game Clippers: companies, harbors, islands, links and departure cards. The schema checks shape only; run `npm run clippers -- check <file>` to check that the board is playable.',
    ...withoutKey(generated, '$schema'),
  };
}

export function mapJsonSchemaText(): string {
  return `${JSON.stringify(mapJsonSchema(), null, 2)}\n`;
}

function withoutKey(object: object, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));
}

const isEntry = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isEntry) {
  writeFileSync(MAP_JSON_SCHEMA_PATH, mapJsonSchemaText());
  console.log(`wrote ${MAP_JSON_SCHEMA_PATH}`);
}
