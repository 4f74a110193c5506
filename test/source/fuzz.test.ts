import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Result, SourceDiagnostic } from '../../src/source';
import { PARSERS } from './parsers';
import { runs } from '../budget';

/** What every parser promises for any input: no throw, and errors a person can act on. */
function expectWellFormed(result: Result<unknown, SourceDiagnostic[]>, text: string): void {
  if (result.ok) return;
  expect(result.error.length).toBeGreaterThan(0);
  const lines = text.split('\n').length;
  for (const d of result.error) {
    expect(Number.isInteger(d.line) && d.line >= 1 && d.line <= lines + 1, `line ${d.line} of ${lines}`).toBe(true);
    expect(Number.isInteger(d.column) && d.column >= 1, `column ${d.column}`).toBe(true);
    expect(d.message.length).toBeGreaterThan(0);
    expect(d.message).not.toMatch(/\[object Object\]|undefined|    at |TypeError|ZodError/);
    expect(d.severity === 'error' || d.severity === 'warning').toBe(true);
    expect(d.code).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  }
}

const jsonText = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v, null, 2) ?? 'null');
/** Valid JSON with one character changed, removed or inserted: the typos people make. */
const damagedJson = fc.tuple(jsonText, fc.nat(), fc.constantFrom('', ',', '}', ']', '"', ':', '\n', 'x', '1e400', 'NaN')).map(([text, at, insert]) => {
  const i = text.length === 0 ? 0 : at % text.length;
  return text.slice(0, i) + insert + text.slice(i + (insert === '' ? 1 : 0));
});

describe.each(PARSERS)('$name never throws', (parser) => {
  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expectWellFormed(parser.parse(text, 'fuzz'), text);
      }),
      { numRuns: runs(150) },
    );
  });

  it('on arbitrary JSON and damaged JSON', () => {
    fc.assert(
      fc.property(fc.oneof(jsonText, damagedJson), (text) => {
        expectWellFormed(parser.parse(text, 'fuzz'), text);
      }),
      { numRuns: runs(150) },
    );
  });

  it('on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const result = parser.parse(bytes, 'fuzz');
        expectWellFormed(result, new TextDecoder().decode(bytes));
      }),
      { numRuns: runs(100) },
    );
  });
});
