import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMapText } from '../../src/map/parse';
import { notesIn } from '../../src/map/notes';

/** A map's notes in the page's language: the translation it carries, else its own (English) notes, said to be English. */

const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error('maps/south-pacific.json does not parse');
const map = parsed.value;

describe('board notes by language', () => {
  it('gives the French notes on a French page, and the map’s own notes in English', () => {
    expect(notesIn(map, 'fr')).toEqual({ text: map.translations!.fr!.notes, lang: 'fr' });
    expect(notesIn(map, 'fr').text).toMatch(/^Ce plateau reconstitue/);
    expect(notesIn(map, 'en')).toEqual({ text: map.notes, lang: 'en' });
  });

  it('falls back to the English, marked as English, where a map has no translation', () => {
    const bare = { ...map, translations: undefined };
    expect(notesIn(bare, 'fr')).toEqual({ text: map.notes, lang: 'en' });
    expect(notesIn({ ...map, translations: { fr: { notes: '  ' } } }, 'fr').lang).toBe('en');
  });

  it('refuses a translation under a language the toolkit does not know, naming the path', () => {
    const text = JSON.stringify({ ...map, translations: { xx: { notes: 'x' } } });
    const r = parseMapText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.path).join(' ')).toMatch(/translations/);
  });
});
