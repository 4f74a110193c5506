import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAP_JSON_SCHEMA_PATH, mapJsonSchema, mapJsonSchemaText } from '../../src/map/write-schema';

describe('maps/map.schema.json', () => {
  it('is what `npm run schema` generates from the zod schema (if not, run it)', () => {
    expect(readFileSync(MAP_JSON_SCHEMA_PATH, 'utf8')).toBe(mapJsonSchemaText());
  });

  it('names itself and describes the whole map', () => {
    const schema = mapJsonSchema();
    expect(schema.$id).toBe('clippers-map.schema.json');
    expect(schema.title).toBe('Clippers map');
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(expect.arrayContaining(['format', 'companies', 'harbors', 'islands', 'links', 'departureCards']));
  });
});
