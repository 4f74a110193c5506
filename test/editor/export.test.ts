import { describe, expect, it } from 'vitest';
import { exportedMap } from '../../src/editor/export';
import { parseMap } from '../../src/map/parse';
import mapJson from '../../maps/south-pacific.json';

describe('the editor’s exported map file', () => {
  const parsed = parseMap(mapJson);
  if (!parsed.ok) throw new Error('default map does not parse');

  it('names the schema at the site’s address, first, under any base, and reads back as the same board', () => {
    expect(mapJson.$schema).toBe('./map.schema.json');
    const text = exportedMap(parsed.value, 'https://example.org/games/clippers/');
    const data = JSON.parse(text);
    expect(Object.keys(data)[0]).toBe('$schema');
    expect(data.$schema).toBe('https://example.org/games/clippers/map.schema.json');
    expect(exportedMap(parsed.value, 'http://localhost:4321/').startsWith('{\n  "$schema": "http://localhost:4321/map.schema.json",')).toBe(true);
    const back = parseMap(data);
    expect(back.ok).toBe(true);
    if (back.ok) expect({ ...back.value, $schema: undefined }).toEqual({ ...parsed.value, $schema: undefined });
    expect(text.endsWith('}\n')).toBe(true);
  });
});
