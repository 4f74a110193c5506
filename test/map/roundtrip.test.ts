import fc from 'fast-check';
import { runs } from '../budget';
import { describe, expect, it } from 'vitest';
import { parseMap, parseMapText, serialiseMap } from '../../src/map/parse';
import { mapInput } from './arbitrary';

describe('map files', () => {
  it('parse → serialise → parse is the identity', () => {
    fc.assert(
      fc.property(mapInput, (input) => {
        const first = parseMap(input);
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        const text = serialiseMap(first.value);
        const second = parseMapText(text);
        expect(second).toEqual(first);
        // And the text is a fixed point, so saving an unchanged map never produces a diff.
        if (second.ok) expect(serialiseMap(second.value)).toBe(text);
      }),
      { numRuns: runs(300, 'map: JSON round trip') },
    );
  });

  it('reports a JSON syntax error with its line and column', () => {
    const parsed = parseMapText('{\n  "format": "clippers-map",,\n}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error[0]).toMatchObject({ line: 2, column: 28, code: 'json.syntax', message: 'two commas in a row; remove one.' });
  });
});
