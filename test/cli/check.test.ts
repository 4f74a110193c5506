import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLI_MODES, tempFile } from './harness';

const FIXTURES = 'test/fixtures/maps';

describe.each(CLI_MODES)('clippers check (%s)', (_, cli) => {
  it('exits 0 and says so when the map is clean', async () => {
    const { code, out, err } = await cli('check', `${FIXTURES}/valid-small.json`);
    expect(code).toBe(0);
    expect(out).toEqual([`${FIXTURES}/valid-small.json: no problems found.`]);
    expect(err).toEqual([]);
  });

  it('exits 0 with warnings printed', async () => {
    const file = `${FIXTURES}/island.few-links.json`;
    const { code, out } = await cli('check', file);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^test\/fixtures\/maps\/island\.few-links\.json:31:5: warning: islands\[8\]: Island "tokelau" has 1 link.* \[island\.few-links\]$/);
    expect(out.at(-1)).toBe(`${file}: 0 errors, 1 warning; playable.`);
  });

  it('exits 1 with one line per error and a summary naming the file', async () => {
    const file = `${FIXTURES}/link.missing-end.json`;
    const { code, out } = await cli('check', file);
    expect(code).toBe(1);
    expect(out).toEqual([
      `${file}:48:50: error: links[15].to: Link "tahiti-atlantis" ends at "atlantis", which is not an island or harbor. Point "to" at an existing island id or add the island. [link.missing-end]`,
      `${file}: 1 error, 0 warnings; not playable until the errors are fixed.`,
    ]);
  });

  it('exits 1 on a link drawn through an island, naming the file, the line of the link, both elements and the fix', async () => {
    const file = `${FIXTURES}/link.through-island.json`;
    const { code, out } = await cli('check', file);
    expect(code).toBe(1);
    expect(out[0]).toMatch(/^test\/fixtures\/maps\/link\.through-island\.json:\d+:\d+: error: links\[\d+\]: Link "black-harbor-gambier" is drawn through Pitcairn Island \("pitcairn"\).* Move one of the link's ends or .+ so the straight line between the ends clears it\. \[link\.through-island\]$/);
    // The game still plays there: the engine never asks where pieces are drawn.
    expect(out.at(-1)).toBe(`${file}: 1 error, 0 warnings; playable, but a reader cannot click every move on the board until the errors are fixed.`);
    const replay = await cli('walkthrough', 'test/fixtures/publisher/walkthroughs/first-round.yaml', '--map', file);
    expect(replay.err.join('\n')).not.toMatch(/cannot be replayed/);
  });

  it('warns of an island name with no room, pointing at the name', async () => {
    const file = `${FIXTURES}/label.overlap.json`;
    const { code, out } = await cli('check', file);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^test\/fixtures\/maps\/label\.overlap\.json:\d+:\d+: warning: islands\[6\]\.name: The name of Gambier of the Southern Pacific Ocean \("gambier"\) has no room beside it.* Move the island or its neighbours apart, or give it a shorter name\. \[label\.overlap\]$/);
  });

  it('exits 2 when the file cannot be read', async () => {
    const { code, out, err } = await cli('check', 'maps/no-such-map.json');
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toBe('maps/no-such-map.json:1:1: error: cannot read "maps/no-such-map.json": there is no such file. Check the path and that the file is readable. [file.unreadable]');
  });

  it('exits 2 naming the line and column of a JSON syntax error', async () => {
    const file = tempFile('bad.json', '{\n  "format": "clippers-map",\n  "version": 1,,\n}\n');
    const { code, err } = await cli('check', file);
    expect(code).toBe(2);
    expect(err[0]).toBe(`${file}:3:16: error: two commas in a row; remove one. [json.syntax]`);
  });

  it('exits 2 listing each schema error with its JSON path', async () => {
    const file = tempFile('not-a-map.json', JSON.stringify({ format: 'clippers-map', version: 1, name: 'x', companies: [], harbors: [], islands: [{ id: 'a' }], links: [], departureCards: [] }));
    const { code, err } = await cli('check', file);
    expect(code).toBe(2);
    expect(err).toContain(`${file}:1:88: error: islands[0].name (island "a"): "name" is missing; add it (text in double quotes). [map.schema]`);
    expect(err).toContain(`${file}:1:88: error: islands[0].ports (island "a"): "ports" is missing; add it (a number). [map.schema]`);
    expect(err.at(-1)).toMatch(/not a Clippers map \(5 problems with its shape\)/);
  });

  describe('--json', () => {
    it('prints exactly { errors, warnings } and nothing else', async () => {
      const { code, out, err } = await cli('check', '--json', `${FIXTURES}/card.double-not-westernmost.json`);
      expect(code).toBe(0);
      expect(err).toEqual([]);
      const report = JSON.parse(out.join('\n')) as Record<string, unknown>;
      expect(Object.keys(report)).toEqual(['errors', 'warnings']);
      expect(report.errors).toEqual([]);
      expect(report.warnings).toEqual([
        {
          file: `${FIXTURES}/card.double-not-westernmost.json`,
          line: expect.any(Number),
          column: expect.any(Number),
          // At the island's own line in the card (it used to be the "markers" line, one early).
          path: 'departureCards[0].markers.fiji',
          severity: 'warning',
          code: 'card.double-not-westernmost',
          message: expect.stringContaining('"french-card"'),
          elements: ['french-card', 'fiji'],
        },
      ]);
    });

    it('puts a card’s unknown island at the line of its name in the card', async () => {
      const file = `${FIXTURES}/card.unknown-island.json`;
      const { out } = await cli('check', '--json', file);
      const [d] = JSON.parse(out.join('\n')).errors as { line: number; path: string; code: string }[];
      expect(d.code).toBe('card.unknown-island');
      expect(d.path).toBe('departureCards[0].markers.atlantis');
      const line = readFileSync(file, 'utf8').split('\n')[d.line - 1];
      expect(line).toContain('"atlantis"');
    });

    it('reports errors and exits 1', async () => {
      const { code, out } = await cli('check', `${FIXTURES}/cards.count.json`, '--json');
      expect(code).toBe(1);
      const report = JSON.parse(out.join('\n'));
      expect(report.errors.map((d: { code: string }) => d.code)).toEqual(['cards.count']);
    });

    it.each([
      ['file.unreadable', () => 'maps/no-such-map.json'],
      ['json.truncated', () => tempFile('bad.json', '{ "format": ')],
      ['map.schema', () => tempFile('empty.json', '{}')],
    ])('reports %s as an error with line and column, exit 2', async (fileCode, file) => {
      const { code, out, err } = await cli('check', file(), '--json');
      expect(code).toBe(2);
      expect(err).toEqual([]);
      const report = JSON.parse(out.join('\n'));
      expect(report.warnings).toEqual([]);
      expect(report.errors.length).toBeGreaterThan(0);
      for (const d of report.errors) {
        expect(d).toMatchObject({ severity: 'error', code: fileCode, elements: [], line: 1, file: expect.any(String) });
        expect(d.column).toBeGreaterThanOrEqual(1);
        expect(typeof d.message).toBe('string');
        expect(typeof d.path).toBe('string');
      }
    });
  });

  it('exits 2 on a wrong command line', async () => {
    expect((await cli('check')).code).toBe(2);
    expect((await cli('check', 'a.json', 'b.json')).code).toBe(2);
    const unknownFlag = await cli('check', '--frobnicate', 'a.json');
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.err.at(-1)).toBe('Usage: clippers check <file> [--json] [--game <id>]');
  });
});

describe.each(CLI_MODES)('clippers (%s)', (_, cli) => {
  it.each([[[]], [['help']], [['--help']]])('%j prints usage and exits 0', async (argv) => {
    const { code, out } = await cli(...argv);
    expect(code).toBe(0);
    expect(out[0]).toBe('Usage: clippers <command> [arguments]');
    expect(out.some((line) => line.startsWith('  check <file> [--json] [--game <id>]'))).toBe(true);
  });

  it('prints one command’s usage', async () => {
    const { code, out } = await cli('help', 'check');
    expect(code).toBe(0);
    expect(out[0]).toBe('Usage: clippers check <file> [--json] [--game <id>]');
  });

  it('exits 2 on an unknown command', async () => {
    const { code, err } = await cli('frobnicate');
    expect(code).toBe(2);
    expect(err[0]).toBe('clippers: unknown command "frobnicate".');
  });
});
