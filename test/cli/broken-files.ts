import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Broken map and walkthrough files, one per way the readers put a problem into words: the
 * valid small map with one mistake each, written out by `writeBrokenFiles`. The English
 * output test (english-output.test.ts) runs the CLI on them; the message catalogue tests
 * read them in French.
 */

type Edit = (m: Record<string, any>) => void;

const MAP_EDITS: Record<string, Edit> = {
  'missing-name': (m) => delete m.name,
  'wrong-type': (m) => (m.islands[0].value = 'five'),
  'unknown-key': (m) => (m.islands[0].colour = 'red'),
  'unknown-keys': (m) => Object.assign(m.islands[0], { colour: 'red', size: 2 }),
  enum: (m) => (m.companies[0].id = 'pink'),
  literal: (m) => (m.format = 'other'),
  'literal-missing': (m) => delete m.format,
  version: (m) => (m.version = 2),
  'name-empty': (m) => (m.name = ''),
  'name-long': (m) => (m.name = 'n'.repeat(101)),
  'id-regex': (m) => (m.islands[0].id = 'A B'),
  'id-long': (m) => (m.islands[0].id = 'a'.repeat(65)),
  'count-int': (m) => (m.islands[0].ports = 2.5),
  'count-neg': (m) => (m.islands[0].ports = -1),
  'count-big': (m) => (m.islands[0].ports = 13),
  'value-big': (m) => (m.islands[1].value = 100),
  'link-big': (m) => (m.links[0].segments = 13),
  'supply-big': (m) => (m.companies[0].segments = 500),
  'ships-big': (m) => (m.companies[0].ships = 21),
  'markers-big': (m) => (m.departureCards[0].markers[Object.keys(m.departureCards[0].markers)[0]] = 8),
  'card-islands': (m) => {
    for (let i = 0; i < 21; i++) m.departureCards[0].markers[`i${i}`] = 1;
  },
  coord: (m) => (m.islands[0].x = 2000),
  'coord-low': (m) => (m.harbors[0].y = -2000),
  colour: (m) => (m.companies[0].color = 'not a colour'),
  'notes-long': (m) => (m.notes = 'n'.repeat(10_001)),
  'tr-notes-long': (m) => (m.translations = { fr: { notes: 'n'.repeat(10_001) } }),
  'tr-lang': (m) => (m.translations = { de: { notes: 'x' } }),
  'tr-key': (m) => (m.translations = { fr: { title: 'x' } }),
  'islands-many': (m) => (m.islands = Array.from({ length: 151 }, (_, i) => ({ ...m.islands[0], id: `i${i}` }))),
  'cards-many': (m) => (m.departureCards = Array.from({ length: 11 }, (_, i) => ({ ...m.departureCards[0], id: `d${i}` }))),
  'companies-many': (m) => (m.companies = Array.from({ length: 13 }, () => m.companies[0])),
  'harbors-many': (m) => (m.harbors = Array.from({ length: 21 }, (_, i) => ({ ...m.harbors[0], id: `h${i}` }))),
  'links-many': (m) => (m.links = Array.from({ length: 401 }, (_, i) => ({ ...m.links[0], id: `l${i}` }))),
  bool: (m) => (m.links[0].oneWay = 'yes'),
  'null-item': (m) => (m.islands[0] = null),
  'islands-string': (m) => (m.islands = 'none'),
  'islands-missing': (m) => delete m.islands,
  'id-number': (m) => (m.islands[2].id = 7),
  'notes-number': (m) => (m.notes = 5),
  'card-nation': (m) => (m.departureCards[0].nation = 'dutch'),
  'many-problems': (m) => {
    m.islands[0].ports = -1;
    m.islands[1].id = 'Bad Id';
    m.links[0].segments = 'two';
    delete m.companies[1].name;
  },
};

/** Text edits of the valid map's text: syntax the JSON reader refuses. */
const TEXT_EDITS: Record<string, (t: string) => string> = {
  'two-commas': (t) => t.replace('"format": "clippers-map",', '"format": "clippers-map",,'),
  comment: (t) => t.replace('{\n', '{\n  // a comment\n'),
  'block-comment': (t) => t.replace('{\n', '{\n  /* a comment */\n'),
  'single-quote': (t) => t.replace('"format": "clippers-map"', "\"format\": 'clippers-map'"),
  'unquoted-key': (t) => t.replace('"format"', 'format'),
  'colon-key': (t) => t.replace('"format":', '"format"::'),
  'missing-comma-number': (t) => t.replace('"version": 1,', '"version": 1'),
  'unexpected-char': (t) => t.replace('"version": 1,', '"version": @1,'),
  'unexpected-token': (t) => t.replace('"version": 1,', '"version": 1 }'),
  'minus-infinity': (t) => t.replace('"version": 1,', '"version": -Infinity,'),
  'trailing-bracket': (t) => t.replace(/\]\s*,\s*\n {2}"harbors"/, ',],\n  "harbors"'),
  'trailing-brace': (t) => t.replace('"version": 1,', '"version": 1, }, {'),
  deep: () => `{"a":${'['.repeat(70)}${']'.repeat(70)}}`,
  whitespace: () => '   \n ',
  'true-top': () => 'true',
  'array-top': () => '[1, 2]',
  'string-top': () => '"hello"',
  'key-twice': (t) => t.replace('"version": 1,', '"version": 1,\n  "version": 1,'),
  'big-number': (t) => t.replace('"version": 1,', '"version": 1e999,'),
};

const YAML_FILES: Record<string, string> = {
  'unclosed.yaml': 'title: [\n',
  'tag.yaml': 'title: !foo x\n',
  'nested-colon.yaml': 'a: b: c\n',
  'empty.yaml': '\n',
  'deep-flow.yaml': `format: clippers-walkthrough\nsteps: ${'['.repeat(70)}${']'.repeat(70)}\n`,
};

export const VALID_MAP = new URL('../fixtures/maps/valid-small.json', import.meta.url);

/** Writes every broken file into `dir`; returns their paths, maps first. */
export function writeBrokenFiles(dir: string): { maps: string[]; walkthroughs: string[] } {
  mkdirSync(dir, { recursive: true });
  const text = readFileSync(VALID_MAP, 'utf8');
  const maps: string[] = [];
  for (const [name, edit] of Object.entries(MAP_EDITS)) {
    const map = JSON.parse(text);
    edit(map);
    maps.push(write(dir, `${name}.json`, JSON.stringify(map, null, 2)));
  }
  for (const [name, edit] of Object.entries(TEXT_EDITS)) {
    const out = edit(text);
    if (out === text) throw new Error(`${name}: the edit changed nothing`);
    maps.push(write(dir, `${name}.json`, out));
  }
  // Bytes that are not UTF-8 text: a NUL in the middle, and UTF-16 with a lone surrogate.
  maps.push(write(dir, 'nul-character.json', text.replace('"version": 1,', '"version": 1,\u0000')));
  maps.push(write(dir, 'utf16-broken.json', Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x00, 0xd8, 0x7d, 0x00])));
  const walkthroughs = Object.entries(YAML_FILES).map(([name, body]) => write(dir, name, body));
  return { maps, walkthroughs };
}

function write(dir: string, name: string, body: string | Uint8Array): string {
  writeFileSync(join(dir, name), body);
  return join(dir, name);
}
