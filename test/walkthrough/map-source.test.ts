import { describe, expect, it } from 'vitest';
import { chooseMap, EDITOR_MAP_KEY, readEditorSave, wantsEditorMap } from '../../src/walkthrough/map-source';
import { parseMap } from '../../src/map/parse';
import mapJson from '../../maps/south-pacific.json';

const map = (() => {
  const m = parseMap(mapJson);
  if (!m.ok) throw new Error('map');
  return m.value;
})();

const storage = (entries: Record<string, string>) => ({ getItem: (k: string) => entries[k] ?? null });
const save = (m: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ version: 1, savedAt: '2025-01-02T03:04:05.000Z', map: m, ...extra });

describe('which map the walkthrough replays on', () => {
  it('reads ?map=editor', () => {
    expect(wantsEditorMap('?map=editor')).toBe(true);
    expect(wantsEditorMap('map=editor&x=1')).toBe(true);
    expect(wantsEditorMap('?map=default')).toBe(false);
    expect(wantsEditorMap('')).toBe(false);
    expect(EDITOR_MAP_KEY).toBe('clippers-editor:map:v1');
  });

  it('uses the default map unless asked', () => {
    const choice = chooseMap('', storage({ [EDITOR_MAP_KEY]: save({ ...map, name: 'Mine' }) }), map);
    expect(choice).toMatchObject({ source: 'default', errors: [], warnings: [] });
    expect(choice.map).toBe(map);
  });

  it("uses the editor's saved map when asked", () => {
    const mine = { ...structuredClone(map), name: 'My board' };
    const choice = chooseMap('?map=editor', storage({ [EDITOR_MAP_KEY]: save(mine) }), map);
    expect(choice).toMatchObject({ source: 'editor', savedAt: '2025-01-02T03:04:05.000Z', errors: [] });
    expect(choice.map.name).toBe('My board');
    expect(choice.warnings).toEqual([]);
  });

  it('reads what the editor writes', async () => {
    const { encodeSaved } = await import('../../src/editor/autosave');
    const text = encodeSaved({ ...map, name: 'From the editor' }, new Date('2025-05-06T07:08:09Z'));
    const read = readEditorSave(text);
    expect(read.ok && read.map.name).toBe('From the editor');
    expect(read.ok && read.savedAt).toBe('2025-05-06T07:08:09.000Z');
  });

  it('falls back to the default, saying why, when the save is unusable', () => {
    const cases: [string | null, RegExp][] = [
      ['{not json', /not valid JSON/],
      ['[1,2]', /not an object/],
      [JSON.stringify({ version: 2, map }), /version 2/],
      [save({ ...map, islands: 'many' }), /^map\.islands: /],
      [save(undefined), /^map: /],
    ];
    for (const [raw, why] of cases) {
      const choice = chooseMap('?map=editor', storage(raw === null ? {} : { [EDITOR_MAP_KEY]: raw }), map);
      expect(choice.source).toBe('default');
      expect(choice.map).toBe(map);
      expect(choice.errors.map((e) => e.text).join(' ')).toMatch(why);
    }
  });

  it('copes with storage that throws or is missing', () => {
    const throwing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(chooseMap('?map=editor', throwing, map).errors[0].text).toMatch(/storage is blocked/);
    expect(chooseMap('?map=editor', null, map)).toMatchObject({ source: 'default', errors: [], noSave: true });
  });

  it('treats no editor save as nothing to show yet, not an error', () => {
    for (const raw of [null, '']) {
      const choice = chooseMap('?map=editor', storage(raw === null ? {} : { [EDITOR_MAP_KEY]: raw }), map);
      expect(choice).toMatchObject({ map, source: 'default', errors: [], warnings: [], noSave: true });
    }
    expect(chooseMap('', storage({}), map).noSave).toBeUndefined();
  });

  it("reports the checker's errors for a map that parses but is not playable", () => {
    const broken = structuredClone(map);
    broken.links.push({ id: 'to-atlantis', from: 'tahiti', to: 'atlantis', segments: 2, oneWay: false });
    const choice = chooseMap('?map=editor', storage({ [EDITOR_MAP_KEY]: save(broken) }), map);
    expect(choice.source).toBe('editor');
    expect(choice.warnings.map((w) => w.text).join(' ')).toMatch(/atlantis/);
  });

  it('says every note in the page’s language: French from the same words, English as the text', async () => {
    const { fr } = await import('../../src/i18n/fr');
    const { english } = await import('../../src/i18n/english');
    const { sayFrom } = await import('../../src/i18n/format');
    const { mapNoteText } = await import('../../src/walkthrough/map-source');
    const say = sayFrom(fr);
    const notes = (raw: string | null) => {
      const read = readEditorSave(raw);
      return read.ok ? [] : read.errors;
    };
    const french = (raw: string | null) => notes(raw).map((n) => mapNoteText(n, say));
    expect(french(null)).toEqual([fr['player.map.none']]);
    expect(french(JSON.stringify({ version: 2, map }))).toEqual([say('editor.restore.version', { found: '2', reads: 1 })]);
    expect(french(JSON.stringify({ version: 2, map }))[0]).toMatch(/\b2\b.*\b1\b/);
    expect(french(save({ ...map, islands: 'many' }))[0]).toMatch(/^map\.islands\u00a0: "islands" doit être une liste/);
    const throwing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(mapNoteText(chooseMap('?map=editor', throwing, map).errors[0], say)).toBe(fr['player.map.blocked']);
    const broken = structuredClone(map);
    broken.links.push({ id: 'to-atlantis', from: 'tahiti', to: 'atlantis', segments: 2, oneWay: false });
    const warned = chooseMap('?map=editor', storage({ [EDITOR_MAP_KEY]: save(broken) }), map).warnings;
    expect(warned.length).toBeGreaterThan(0);
    for (const w of warned) expect(mapNoteText(w, say)).toBe(fr[w.words!.key]);
    // Words that stand for a fixed sentence say, in English, exactly the note's text.
    for (const raw of [null, '[1,2]', JSON.stringify({ version: 2, map })]) {
      const n = notes(raw)[0];
      expect(mapNoteText(n, english)).toBe(n.text);
    }
  });

  it('accepts a numeric savedAt and a missing one', () => {
    const a = readEditorSave(JSON.stringify({ version: 1, savedAt: 0, map }));
    expect(a.ok && a.savedAt).toBe('1970-01-01T00:00:00.000Z');
    const b = readEditorSave(JSON.stringify({ version: 1, map }));
    expect(b.ok && b.savedAt).toBeNull();
  });
});
