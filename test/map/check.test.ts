import { readdirSync } from 'node:fs';
import { runs } from '../budget';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMap } from '../../src/map/check';
import { compareDiagnostics, DIAGNOSTIC_CODES, diagnostic, type Diagnostic } from '../../src/map/diagnostics';
import { parseMap } from '../../src/map/parse';
import { generateMap } from '../bench/generate-map';
import { mapInput } from './arbitrary';
import { FIXTURE_DIR, loadFixture } from './fixtures';

/**
 * Each fixture is valid-small.json with one deliberate mistake; the checker must
 * report exactly that mistake and nothing else (a mistake that drags other
 * reports along makes a designer chase ghosts).
 */
const CASES: [file: string, code: string, elements: string[]][] = [
  ['id.duplicate.json', 'id.duplicate', ['pitcairn-gambier']],
  ['id.duplicate.island-harbor.json', 'id.duplicate', ['pitcairn']],
  ['id.duplicate.company.json', 'id.duplicate', ['red']],
  ['id.unknown.json', 'id.unknown', ['red']],
  ['id.unknown.home.json', 'id.unknown', ['purple']],
  ['company.missing.json', 'company.missing', ['black']],
  ['company.wrong-field.json', 'company.wrong-field', ['green']],
  ['company.no-harbor.json', 'company.no-harbor', ['green']],
  ['number.not-positive-integer.json', 'number.not-positive-integer', ['tahiti']],
  ['number.not-positive-integer.segments.json', 'number.not-positive-integer', ['gambier-tahiti']],
  ['number.not-positive-integer.ships.json', 'number.not-positive-integer', ['red']],
  ['purple.has-ships.json', 'purple.has-ships', ['purple']],
  ['purple.no-home.json', 'purple.no-home', ['purple']],
  ['purple.no-home.harbor.json', 'purple.no-home', ['purple']],
  ['harbor.not-ship-company.json', 'harbor.not-ship-company', ['purple-harbor']],
  ['harbor.company-mismatch.json', 'harbor.company-mismatch', ['blue-harbor']],
  ['harbor.no-links.json', 'harbor.no-links', ['black-harbor']],
  ['link.missing-end.json', 'link.missing-end', ['tahiti-atlantis']],
  ['link.self-loop.json', 'link.self-loop', ['fiji-fiji']],
  ['link.joins-harbors.json', 'link.joins-harbors', ['red-harbor-blue-harbor']],
  ['link.too-many-parallel.json', 'link.too-many-parallel', ['samoa-fiji', 'samoa-fiji-2', 'samoa-fiji-3']],
  ['cards.count.json', 'cards.count', []],
  ['card.duplicate-nation.json', 'card.duplicate-nation', ['french-card', 'japanese-card']],
  ['card.unknown-island.json', 'card.unknown-island', ['french-card', 'atlantis']],
  ['card.marker-count.json', 'card.marker-count', ['french-card']],
  ['card.exceeds-ports.json', 'card.exceeds-ports', ['french-card', 'australia']],
  ['cards.exceed-ports.json', 'cards.exceed-ports', ['tahiti']],
  ['island.unreachable.json', 'island.unreachable', ['nauru']],
  ['island.few-links.json', 'island.few-links', ['tokelau']],
  ['link.west-to-east.json', 'link.west-to-east', ['hiva-oa-samoa']],
  ['card.double-not-westernmost.json', 'card.double-not-westernmost', ['french-card', 'fiji']],
  ['company.supply-exceeds-reach.json', 'company.supply-exceeds-reach', ['red']],
  // The drawing (issue 35): Gambier moved south so the black harbor's link to it is drawn through Pitcairn Island;
  // Pitcairn moved north so the white harbor's link runs over the middle of the black harbor's; two harbors on top of each other.
  ['link.through-island.json', 'link.through-island', ['black-harbor-gambier', 'pitcairn']],
  ['link.over-link.json', 'link.over-link', ['black-harbor-gambier', 'white-harbor-pitcairn']],
  ['island.overlap.json', 'island.overlap', ['green-harbor', 'red-harbor']],
  // Gambier moved in among the harbors under a long name: the name fits nowhere clear of them.
  ['label.overlap.json', 'label.overlap', ['gambier']],
];

const MAP_CODES = Object.keys(DIAGNOSTIC_CODES).filter((code) => !code.startsWith('file.'));

describe('checkMap', () => {
  it('finds nothing wrong with the base fixture', () => {
    expect(checkMap(loadFixture('valid-small.json'), { names: true })).toEqual([]);
  });

  it.each(CASES)('%s reports exactly %s on %j', (file, code, elements) => {
    const diagnostics = checkMap(loadFixture(file), { names: true });
    expect(diagnostics.map((d) => ({ code: d.code, elements: d.elements }))).toEqual([{ code, elements }]);
  });

  it.each(CASES)('%s: the message names the elements and says how to fix it', (file) => {
    for (const d of checkMap(loadFixture(file), { names: true })) {
      for (const id of d.elements) expect(d.message).toContain(`"${id}"`);
      // Every message is at least two sentences: what is wrong, then what to do.
      expect(d.message.split('. ').length).toBeGreaterThan(1);
      expect(d.severity).toBe(DIAGNOSTIC_CODES[d.code].severity);
    }
  });

  it('judges the drawing as the site draws it, and leaves it out when asked (the engine never refuses a board for it)', () => {
    const through = loadFixture('link.through-island.json');
    expect(checkMap(through, { drawing: false })).toEqual([]);
    // The default board passes: every link clears the islands and the other links' middles.
    expect(checkMap(loadFixture('../../../maps/south-pacific.json'), { names: true })).toEqual([]);
  });

  it('fails a board held out from the fixtures: the default board with an island moved onto the middle of a link, as an error naming both and the fix', () => {
    const map = loadFixture('../../../maps/south-pacific.json');
    const pairs = new Map<string, number>();
    for (const l of map.links) pairs.set([l.from, l.to].sort().join(' '), (pairs.get([l.from, l.to].sort().join(' ')) ?? 0) + 1);
    // A single (straight) link between two islands, and an island that is neither end and has no link to either.
    const link = map.links.find((l) => pairs.get([l.from, l.to].sort().join(' ')) === 1 && map.islands.some((i) => i.id === l.from) && map.islands.some((i) => i.id === l.to))!;
    const [a, b] = [link.from, link.to].map((id) => map.islands.find((i) => i.id === id)!);
    const moved = map.islands.find((i) => i.id !== a.id && i.id !== b.id)!;
    moved.x = (a.x + b.x) / 2;
    moved.y = (a.y + b.y) / 2;
    const found = checkMap(map).filter((d) => d.code === 'link.through-island' && d.elements.join(' ') === `${link.id} ${moved.id}`);
    expect(found).toHaveLength(1);
    expect(found[0].severity).toBe('error');
    expect(found[0].message).toContain(`Link "${link.id}" is drawn through ${moved.name} ("${moved.id}")`);
    expect(found[0].message).toMatch(/Move one of the link's ends or .+ so the straight line between the ends clears it\.$/);
  });

  it('judges a name again when only the name changes (its width decides where it fits)', () => {
    const map = loadFixture('label.overlap.json');
    expect(checkMap(map, { names: true }).map((d) => d.code)).toEqual(['label.overlap']);
    // Left out of the editor's check on every change (too slow there), asked for by clippers check.
    expect(checkMap(map)).toEqual([]);
    map.islands.find((i) => i.id === 'gambier')!.name = 'Gambier';
    expect(checkMap(map, { names: true })).toEqual([]);
  });

  it('words the drawing findings with the names the board has now (the findings are kept while only names change)', () => {
    const through = loadFixture('link.through-island.json');
    expect(checkMap(through).map((d) => d.message).join(' ')).toMatch(/Pitcairn/);
    through.islands.find((i) => i.id === 'pitcairn')!.name = 'Rock of Adamstown';
    const renamed = checkMap(through);
    expect(renamed.map((d) => d.code)).toEqual(['link.through-island']);
    expect(renamed[0].message).toContain('Rock of Adamstown ("pitcairn")');
    // Moved: the drawing is judged again, as it is for a board never seen (another board checked in between).
    through.islands.find((i) => i.id === 'pitcairn')!.x += 40;
    const moved = checkMap(through);
    checkMap(loadFixture('valid-small.json'));
    expect(checkMap(through)).toEqual(moved);
  });

  it('has a fixture for every code it can report', () => {
    const covered = new Set(CASES.map(([, code]) => code));
    expect(MAP_CODES.filter((code) => !covered.has(code))).toEqual([]);
    const files = new Set(readdirSync(FIXTURE_DIR));
    expect(MAP_CODES.filter((code) => !files.has(`${code}.json`))).toEqual([]);
  });

  it('reports every mistake at once, errors first, in table order', () => {
    const map = loadFixture('valid-small.json');
    map.departureCards = map.departureCards.slice(0, 2); // cards.count
    map.islands.find((i) => i.id === 'tahiti')!.value = 0; // number.not-positive-integer
    map.companies.find((c) => c.id === 'red')!.segments = 100; // company.supply-exceeds-reach
    map.links.push({ id: 'fiji-fiji', from: 'fiji', to: 'fiji', segments: 1, oneWay: false }); // link.self-loop
    map.links.push({ id: 'a-atlantis', from: 'fiji', to: 'atlantis', segments: 1, oneWay: false }); // link.missing-end
    map.links.push({ id: 'b-atlantis', from: 'atlantis', to: 'fiji', segments: 1, oneWay: false }); // link.missing-end
    const codes = checkMap(map).map((d) => `${d.code} ${d.elements.join(',')}`);
    expect(codes).toEqual([
      'number.not-positive-integer tahiti',
      'link.missing-end a-atlantis',
      'link.missing-end b-atlantis',
      'link.self-loop fiji-fiji',
      'cards.count ',
      'company.supply-exceeds-reach red',
    ]);
  });

  it('sorts by severity, then code table order, then elements', () => {
    const w = diagnostic('island.few-links', ['a'], 'w');
    const e1 = diagnostic('link.self-loop', ['b'], 'e');
    const e2 = diagnostic('link.self-loop', ['a', 'z'], 'e');
    const e3 = diagnostic('id.duplicate', ['z'], 'e');
    const sorted: Diagnostic[] = [w, e1, e2, e3].sort(compareDiagnostics);
    expect(sorted).toEqual([e3, e2, e1, w]);
  });

  it('names both ends when a link has neither', () => {
    const map = loadFixture('valid-small.json');
    map.links.push({ id: 'nowhere', from: 'mu', to: 'lemuria', segments: 1, oneWay: false });
    const messages = checkMap(map).map((d) => d.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('"lemuria"');
    expect(messages[1]).toContain('"mu"');
  });

  it('never throws on any well-shaped map, and returns known codes in order', () => {
    fc.assert(
      fc.property(mapInput, (input) => {
        const parsed = parseMap(input);
        if (!parsed.ok) throw new Error('the arbitrary must produce well-shaped maps');
        const diagnostics = checkMap(parsed.value);
        for (const d of diagnostics) expect(DIAGNOSTIC_CODES[d.code]?.severity).toBe(d.severity);
        expect([...diagnostics].sort(compareDiagnostics)).toEqual(diagnostics);
      }),
      { numRuns: runs(300, 'map checker: random boards') },
    );
  });

  it('checks a generated 10,000-island, 30,000-link map (timing lives in npm run bench)', () => {
    const map = generateMap({ islands: 10_000, links: 30_000 });
    expect(map.islands).toHaveLength(10_000);
    expect(map.links).toHaveLength(30_000);
    expect(checkMap(map)).toEqual([]);
  });
});

describe('stopsPlay', () => {
  it('is every error but the drawing’s (the engine plays a board wherever its pieces are drawn)', async () => {
    const { stopsPlay } = await import('../../src/map/diagnostics');
    expect(checkMap(loadFixture('link.through-island.json')).filter(stopsPlay)).toEqual([]);
    expect(checkMap(loadFixture('link.self-loop.json')).filter(stopsPlay).map((d) => d.code)).toEqual(['link.self-loop']);
    expect(checkMap(loadFixture('island.few-links.json')).filter(stopsPlay)).toEqual([]);
  });
});
