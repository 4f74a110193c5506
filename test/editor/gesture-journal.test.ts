import { describe, expect, it } from 'vitest';
import { beginGesture, endGesture, GESTURE_KEY, gestureLabel, interruptedMessage, takeInterrupted, type Gesture, type GestureStorage } from '../../src/editor/gesture-journal';
import { t } from '../../src/i18n';
import { english } from '../../src/i18n/english';
import { defaultMap } from './edits';

class FakeSession implements GestureStorage {
  readonly data = new Map<string, string>();
  refuse = false;
  getItem(key: string): string | null {
    if (this.refuse) throw new Error('SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.refuse) throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

const clock = (iso: string) => iso.slice(11, 19);
const drag: Gesture = { kind: 'move', label: 'moving island “Niue”', startedAt: '2026-11-23T17:02:10.000Z', savedAt: '2026-11-23T17:02:09.500Z' };

describe('the gesture journal', () => {
  it('names what was being done from the map', () => {
    const map = defaultMap();
    const island = map.islands[0];
    expect(gestureLabel(map, 'move', [island.id], english)).toBe(`moving island “${island.name}”`);
    expect(gestureLabel(map, 'link', [island.id], english)).toBe(`drawing a link from island “${island.name}”`);
    expect(gestureLabel(map, 'move', [map.harbors[0].id], english)).toBe(`moving harbor “${map.harbors[0].id}”`);
    expect(gestureLabel(map, 'move', [map.islands[0].id, map.islands[1].id], english)).toBe('moving 2 elements');
  });

  it('reports a gesture the page closed in, once, and nothing after a gesture that ended', () => {
    const s = new FakeSession();
    beginGesture(s, drag);
    expect(takeInterrupted(s)).toEqual(drag);
    // Read once: the next load is a normal one.
    expect(takeInterrupted(s)).toBeNull();
    expect(s.data.has(GESTURE_KEY)).toBe(false);

    beginGesture(s, drag);
    endGesture(s);
    expect(takeInterrupted(s)).toBeNull();
  });

  it('drops a note that does not read as one, and never throws on a refused storage', () => {
    const s = new FakeSession();
    for (const text of ['{', 'null', '[]', '{"version":2,"kind":"move","label":"x","startedAt":"2026-01-01T00:00:00Z"}', '{"version":1,"kind":"fly","label":"x","startedAt":"2026-01-01T00:00:00Z"}', '{"version":1,"kind":"move","label":{},"startedAt":"2026-01-01T00:00:00Z"}', '{"version":1,"kind":"move","label":"x","startedAt":"yesterday"}']) {
      s.data.set(GESTURE_KEY, text);
      expect(takeInterrupted(s), text).toBeNull();
      expect(s.data.has(GESTURE_KEY), text).toBe(false);
    }
    // A tampered save time is dropped, not the note.
    s.data.set(GESTURE_KEY, JSON.stringify({ version: 1, ...drag, savedAt: 'soon' }));
    expect(takeInterrupted(s)).toEqual({ ...drag, savedAt: null });
    s.refuse = true;
    expect(() => beginGesture(s, drag)).not.toThrow();
    expect(() => endGesture(s)).not.toThrow();
    expect(takeInterrupted(s)).toBeNull();
    expect(() => beginGesture(null, drag)).not.toThrow();
    expect(takeInterrupted(null)).toBeNull();
  });

  it('says what was dropped and what was kept', () => {
    expect(interruptedMessage(drag, true, clock, english)).toBe(
      'The editor closed while you were moving island “Niue”, so that move was not made. Everything before it is here: the map is as you last left it, saved at 17:02:09.',
    );
    expect(interruptedMessage({ ...drag, kind: 'link', label: 'drawing a link from island “Niue”' }, true, clock, english)).toMatch(/^The editor closed while you were drawing a link from island “Niue”, so that link was not drawn\./);
    expect(interruptedMessage({ ...drag, savedAt: null }, true, clock, english)).toMatch(/could not be saved/);
    expect(interruptedMessage(drag, false, clock, english)).toMatch(/opened the default map/);
  });

  it('says it in the page’s language', () => {
    const fr = t('fr');
    const map = defaultMap();
    const island = map.islands[0];
    const label = gestureLabel(map, 'move', [island.id], fr);
    expect(label).toBe(`déplaciez l’île «\u00a0${island.name}\u00a0»`);
    expect(interruptedMessage({ ...drag, label }, true, clock, fr)).toBe(
      `L’éditeur s’est fermé pendant que vous ${label}\u00a0: ce déplacement n’a pas été fait. Tout ce qui précède est là\u00a0: le plateau est tel que vous l’avez laissé, enregistré à 17:02:09.`,
    );
  });
});
