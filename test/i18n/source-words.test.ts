import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, t } from '../../src/i18n';
import { sourceEn, type SourceKey } from '../../src/i18n/source-en';
import { sourceFr } from '../../src/i18n/source-fr';
import { render, type Words } from '../../src/i18n/words';
import { parseMap, readMapSource } from '../../src/map/parse';
import type { SourceDiagnostic } from '../../src/source/diagnostic';
import { parseWalkthroughText } from '../../src/walkthrough/parse';
import { writeBrokenFiles } from '../cli/broken-files';
import { writeGenerated } from '../fixtures/hostile/generate';

/**
 * Why a file cannot be read, in both languages: every diagnostic the readers give for the
 * broken files carries words; in English they are the CLI's message exactly, in French
 * every blank is filled and no English sentence is left.
 */

const HOSTILE = fileURLToPath(new URL('../fixtures/hostile/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'clippers-words-'));
const broken = writeBrokenFiles(join(dir, 'broken'));
const generated = writeGenerated(join(dir, 'generated'));
const hostile = readdirSync(HOSTILE).filter((f) => /\.(json|yaml)$/.test(f)).map((f) => join(HOSTILE, f));
const files = [...hostile, ...broken.maps, ...broken.walkthroughs, generated.files.deep10k, generated.files.huge20mb, generated.files.tooManyIslands, generated.files.deepYaml];

function diagnosticsOf(file: string): SourceDiagnostic[] {
  const bytes = new Uint8Array(readFileSync(file));
  const read = file.endsWith('.yaml') ? parseWalkthroughText(bytes, { file }) : readMapSource(bytes, { file });
  return read.ok ? [] : read.error;
}
/** Elements named by their place in the list, for want of an id. */
function numbered(): SourceDiagnostic[] {
  const map = JSON.parse(readFileSync(new URL('../fixtures/maps/valid-small.json', import.meta.url), 'utf8'));
  map.harbors[0].id = 'Red Harbor';
  map.links[0].id = 5;
  map.companies[0].ships = -1;
  map.companies[0].id = 'Red';
  map.departureCards[0].id = '';
  const read = readMapSource(JSON.stringify(map, null, 2));
  return read.ok ? [] : read.error;
}
const all = [...files.flatMap(diagnosticsOf), ...numbered()];
const fr = t('fr');
const en = t('en');

function keysIn(words: Words): string[] {
  return [words.key, ...Object.values(words.vars ?? {}).flatMap((v) => (typeof v === 'object' ? keysIn(v) : []))];
}

describe('words for the problems of a file', () => {
  it('the broken files give problems to put into words', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('every problem has words, and in English they are its message and element', () => {
    for (const d of all) {
      expect(d.words, d.message).toBeDefined();
      expect(render(en, d.words!)).toBe(d.message);
      if (d.element !== undefined) expect(render(en, d.elementWords!)).toBe(d.element);
    }
  });

  it('in French every blank is filled and the words differ from the English', () => {
    // The YAML reader's own sentences and a schema's plain text stay English inside the French sentence.
    const english = new Set<string>(['source.text', 'source.yaml.other']);
    for (const d of all) {
      const said = render(fr, d.words!);
      expect(said, d.message).not.toMatch(/\{\w+\}/);
      if (!english.has(d.words!.key)) expect(said, d.message).not.toBe(d.message);
    }
  });

  it('names the file’s line, element and fix in French (an example)', () => {
    const d = all.find((x) => x.file?.endsWith('count-neg.json'))!;
    expect(d.line).toBeGreaterThan(1);
    expect(render(fr, d.elementWords!)).toBe('île "tahiti"'.replace('tahiti', JSON.parse(d.element!.slice('island '.length))));
    expect(render(fr, d.words!)).toBe('nombre d’emplacements de comptoir d’une île\u00a0: pas de nombre négatif\u202f; écrivez un nombre entier de 0 à 12.');
  });

  it('reaches nearly every key of the catalogue', () => {
    const used = new Set(all.flatMap((d) => [...keysIn(d.words!), ...(d.elementWords ? keysIn(d.elementWords) : [])]));
    // Reached only by inputs no file on disk gives (text already decoded, a reader crash, zod bounds no schema of ours leaves without words)
    // or by files other than maps and walkthroughs (saved games, the CLI's own words).
    const unreached = new Set<SourceKey>([
      'source.kind.file',
      'source.size.kb',
      'source.file.utf16',
      'source.json.not-allowed',
      'source.map.count-whole',
      'source.kind.saved-game',
      'source.yaml.unreadable',
      'source.yaml.too-deep-here',
      'source.text',
      'source.schema.not-empty',
      'source.schema.min-chars',
      'source.schema.min-items.one',
      'source.schema.min-items.other',
      'source.schema.min',
      'source.schema.max-chars',
      'source.schema.max-items',
      'source.schema.max',
      'source.schema.finite',
      'source.token.comment',
      'source.token.boolean',
      'source.token.number',
      'source.token.string',
      'source.value.nothing',
    ]);
    const missing = (Object.keys(sourceEn) as SourceKey[]).filter((k) => !used.has(k) && !unreached.has(k));
    expect(missing).toEqual([]);
    expect([...unreached].filter((k) => used.has(k)), 'keys listed as unreached that the files do reach').toEqual([]);
  });

  it('parseMap (the autosave’s reader) words its problems too', () => {
    const map = JSON.parse(readFileSync(new URL('../fixtures/maps/valid-small.json', import.meta.url), 'utf8'));
    map.islands[0].ports = -1;
    map.islands[1].value = 'high';
    const read = parseMap(map);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error.map((e) => e.message)).toEqual(['an island’s port-space count cannot be negative; write a whole number from 0 to 12', 'Expected number, received string']);
    expect(read.error.map((e) => render(fr, e.words!))).toEqual([
      'nombre d’emplacements de comptoir d’une île\u00a0: pas de nombre négatif\u202f; écrivez un nombre entier de 0 à 12.',
      '"value" doit être un nombre, pas "high".',
    ]);
  });

  it('the French catalogue of these words is the site’s', () => {
    for (const key of Object.keys(sourceEn) as SourceKey[]) {
      expect(CATALOGUES.fr[key]).toBe(sourceFr[key]);
      expect(CATALOGUES.en[key]).toBe(sourceEn[key]);
    }
  });
});
