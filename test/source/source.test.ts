import { parseMapText } from '../../src/map/parse';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { escapeControl, formatDiagnostic, parseJsonSource, parseWithSchema, parseYamlSource, type SourceDiagnostic } from '../../src/source';

const errorsOf = (r: { ok: boolean; error?: SourceDiagnostic[] }): SourceDiagnostic[] => (r.ok ? [] : (r.error ?? []));
const one = (r: { ok: boolean; error?: SourceDiagnostic[] }) => {
  const errors = errorsOf(r);
  expect(errors).toHaveLength(1);
  return errors[0];
};

describe('parseJsonSource', () => {
  it('reads valid JSON and locates keys and elements', () => {
    const r = parseJsonSource('{\n  "islands": [\n    {"id": "a"},\n    {"id": "b", "ports": 3}\n  ]\n}\n');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.value).toEqual({ islands: [{ id: 'a' }, { id: 'b', ports: 3 }] });
    expect(r.value.locate(['islands', 1, 'ports'])).toEqual({ line: 4, column: 17 });
    expect(r.value.locate(['islands', 1])).toEqual({ line: 4, column: 5 });
    // A missing key resolves to its object.
    expect(r.value.locate(['islands', 0, 'name'])).toEqual({ line: 3, column: 5 });
  });

  it.each([
    ['a syntax error in the middle', '{\n  "a": 1,\n  "b" 2\n}', 3, 7, 'json.syntax'],
    ['a trailing comma', '{\n  "a": 1,\n}', 2, 9, 'json.trailing-comma'],
    ['a truncated file', '{\n  "a": [1, 2', 2, 13, 'json.truncated'],
    ['NaN', '{"a": NaN}', 1, 7, 'json.not-a-number'],
    ['Infinity', '{"a": -Infinity}', 1, 7, 'json.not-a-number'],
    ['1e400', '{\n "x": 1e400}', 2, 7, 'json.number-too-large'],
    ['a duplicate key', '{\n "islands": [1],\n "islands": []\n}', 3, 2, 'json.duplicate-key'],
    ['single quotes', "{'a': 1}", 1, 2, 'json.syntax'],
    ['a comment', '{"a": 1 // note\n}', 1, 9, 'json.syntax'],
    ['an empty file', '  \n', 1, 1, 'json.empty'],
  ])('%s gives one error at its line and column', (_, text, line, column, code) => {
    const d = one(parseJsonSource(text, { file: 'm.json' }));
    expect(d).toMatchObject({ line, column, code, file: 'm.json', severity: 'error' });
    expect(d.message).not.toMatch(/Unexpected token|\[object Object\]|JSON\.parse|at position/);
  });

  it('names the first line of a duplicate key', () => {
    const d = one(parseJsonSource('{\n "islands": [1],\n "islands": []\n}'));
    expect(d.message).toContain('first at line 2');
    expect(d.path).toBe('islands');
  });

  it('keeps "__proto__" as an ordinary key and never a prototype', () => {
    const r = parseJsonSource('{"__proto__": {"polluted": true}, "a": 1}');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const v = r.value.value as Record<string, unknown>;
    expect(Object.keys(v)).toEqual(['__proto__', 'a']);
    expect((v as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('refuses 10,000-deep nesting with one error, quickly', () => {
    const t0 = performance.now();
    const d = one(parseJsonSource('['.repeat(10_000) + ']'.repeat(10_000)));
    expect(d.code).toBe('json.too-deep');
    expect(d).toMatchObject({ line: 1, column: 65 });
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('refuses a 20 MB file at once', () => {
    const big = `{"notes": "${'x'.repeat(20_000_000)}"}`;
    const t0 = performance.now();
    const d = one(parseJsonSource(big, { kind: 'map', maxBytes: 2_000_000 }));
    expect(d.code).toBe('file.too-large');
    expect(d.message).toContain('20.0 MB');
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('reads a byte-order mark and UTF-16 files with or without one', () => {
    const text = '{"name": "Tahiti é"}';
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.from(le).swap16();
    for (const bytes of [
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
      Buffer.concat([Buffer.from([0xff, 0xfe]), le]),
      Buffer.concat([Buffer.from([0xfe, 0xff]), be]),
      le,
      be,
    ]) {
      const r = parseJsonSource(new Uint8Array(bytes));
      expect(r.ok ? r.value.value : r.error).toEqual({ name: 'Tahiti é' });
    }
    expect(parseJsonSource('\uFEFF{"a": 1}').ok).toBe(true);
  });

  it('says a UTF-16 file read as UTF-8 text is UTF-16', () => {
    const misread = Buffer.from('{"name": "x"}', 'utf16le').toString('utf8');
    expect(one(parseJsonSource(misread)).code).toBe('file.utf16');
  });

  it('says where bytes are not UTF-8', () => {
    const d = one(parseJsonSource(new Uint8Array([0x7b, 0x0a, 0x22, 0xff, 0x22, 0x7d])));
    expect(d).toMatchObject({ code: 'file.not-utf8', line: 2, column: 2 });
  });
});

describe('parseYamlSource', () => {
  it('locates keys and sequence items', () => {
    const r = parseYamlSource('title: x\nsteps:\n  - id: a\n  - id: b\n    moves: []\n');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.locate(['steps', 1, 'moves'])).toEqual({ line: 5, column: 5 });
    expect(r.value.locate(['steps', 1])).toEqual({ line: 4, column: 5 });
  });

  it.each([
    ['a duplicate key', 'a: 1\nb: 2\na: 3\n', 3, 1, 'yaml.duplicate-key'],
    ['a tab indent', 'a:\n\t- 1\n', 2, 1, 'yaml.tab-as-indent'],
    ['.inf', 'a: 1\nb: .inf\n', 2, 1, 'yaml.not-a-number'],
    ['1e400', 'a:\n  - 1e400\n', 2, 5, 'yaml.not-a-number'],
    // Found by the fuzz run: yaml only warned (on the console) and read the value untagged.
    ['an unknown tag', 'a: 1\nb: !DsW$2C& x\n', 2, 4, 'yaml.tag-resolve-failed'],
  ])('%s gives one error at its line', (_, text, line, column, code) => {
    expect(one(parseYamlSource(text))).toMatchObject({ line, column, code });
  });

  it('stops an alias bomb at its first alias, quickly', () => {
    const rows = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [k, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e'], ['g', 'f'], ['h', 'g'], ['i', 'h']]) {
      rows.push(`${k}: &${k} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const t0 = performance.now();
    const d = one(parseYamlSource(rows.join('\n')));
    expect(d).toMatchObject({ code: 'yaml.alias-bomb', line: 2 });
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('refuses 10,000-deep nesting with one error', () => {
    const t0 = performance.now();
    expect(one(parseYamlSource('['.repeat(10_000) + ']'.repeat(10_000))).code).toBe('yaml.too-deep');
    expect(performance.now() - t0).toBeLessThan(3000);
  });
});

describe('parseWithSchema', () => {
  const schema = z.object({ islands: z.array(z.object({ id: z.string(), ports: z.number().int().min(1, 'ports are 1 to 12').max(12, 'ports are 1 to 12') }).strict()) }).strict();
  const text = '{\n  "islands": [\n    {"id": "a", "ports": 2},\n    {"id": "b", "ports": 1000, "colour": 1}\n  ],\n  "extra": 1\n}\n';

  it('puts each schema error on the line of its value', () => {
    const source = parseJsonSource(text, { file: 'm.json' });
    if (!source.ok) throw new Error('fixture');
    const r = parseWithSchema(schema, source.value, { code: 'map' });
    const errors = errorsOf(r);
    expect(errors.map((d) => [d.path, d.line, d.column])).toEqual([
      ['islands[1].ports', 4, 17],
      ['islands[1].colour', 4, 32],
      ['extra', 6, 3],
    ]);
    expect(errors[0].message).toBe('ports are 1 to 12.');
    expect(errors[1].message).toMatch(/"colour" is not a key/);
  });

  it('says a missing key is missing, at its object', () => {
    const source = parseJsonSource('{"islands": [\n {"ports": 1}]}');
    if (!source.ok) throw new Error('fixture');
    const d = one(parseWithSchema(schema, source.value));
    expect(d).toMatchObject({ path: 'islands[0].id', line: 2, column: 2 });
    expect(d.message).toBe('"id" is missing; add it (text in double quotes).');
  });
});

describe('formatDiagnostic and escapeControl', () => {
  it('prints file:line:column: severity: path: message [code]', () => {
    expect(formatDiagnostic({ file: 'maps/x.json', line: 3, column: 7, path: 'islands[2].ports', code: 'map.schema', message: 'too many.', severity: 'error' })).toBe(
      'maps/x.json:3:7: error: islands[2].ports: too many. [map.schema]',
    );
    expect(formatDiagnostic({ file: 'maps/x.json', line: 3, column: 7, path: 'islands[2].ports', element: 'island "tahiti"', code: 'map.schema', message: 'too many.', severity: 'error' })).toBe(
      'maps/x.json:3:7: error: islands[2].ports (island "tahiti"): too many. [map.schema]',
    );
  });

  it('names the element a map schema error is inside, by id, or by number when the id is unusable', () => {
    const text = '{"format": "clippers-map", "islands": [{"id": "tahiti", "ports": 1000}, {"id": "<b>x</b>", "ports": 2}]}';
    const r = parseMapText(text, { file: 'x.json' });
    if (r.ok) throw new Error('expected errors');
    expect(r.error.find((d) => d.path === 'islands[0].ports')).toMatchObject({ element: 'island "tahiti"', line: 1, column: 57 });
    expect(r.error.find((d) => d.path === 'islands[1].id')).toMatchObject({ element: 'island number 2' });
    expect(r.error.find((d) => d.path === 'format' || d.path === '')?.element).toBeUndefined();
  });

  it('shows control characters visibly', () => {
    expect(escapeControl('a\u001b[2Jb\nc\u202ed')).toBe('a\\u001b[2Jb\\u000ac\\u202ed');
    expect(formatDiagnostic({ line: 1, column: 1, path: '', code: 'c', message: '\u001b[2J', severity: 'warning' })).toBe('<input>:1:1: warning: \\u001b[2J [c]');
  });
});
