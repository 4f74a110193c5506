import { FakeStorage } from './fake-storage';
import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_DELAY_MS,
  AUTOSAVE_KEY,
  CORRUPT_PREFIX,
  createAutosaver,
  encodeSaved,
  restoreSaved,
  saveNow,
  type Timers,
} from '../../src/editor/autosave';
import { defaultMap, smallMap } from './edits';

/** An in-memory Storage; `full` makes every write throw like a browser out of quota. */

/** Timers you advance by hand. */
class FakeTimers implements Timers {
  now = 0;
  private queue: { at: number; fn: () => void; id: number }[] = [];
  private next = 1;
  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.queue.push({ at: this.now + ms, fn, id });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.queue = this.queue.filter((t) => t.id !== handle);
  }
  advance(ms: number): void {
    this.now += ms;
    const due = this.queue.filter((t) => t.at <= this.now);
    this.queue = this.queue.filter((t) => t.at > this.now);
    for (const t of due) t.fn();
  }
}

const NOW = new Date('2025-03-01T10:00:00.000Z');

describe('autosave: restore', () => {
  it('nothing saved: no map, nothing reported', () => {
    const r = restoreSaved(new FakeStorage(), NOW);
    expect(r).toEqual({ map: null, savedAt: null, setAside: [], storageError: null });
  });

  it('restores what was saved, in the shape the walkthrough page reads', () => {
    const storage = new FakeStorage();
    const saved = saveNow(storage, smallMap(), NOW);
    expect(saved).toEqual({ ok: true, value: NOW.toISOString() });
    const raw = JSON.parse(storage.getItem(AUTOSAVE_KEY) ?? 'null');
    expect(Object.keys(raw)).toEqual(['version', 'savedAt', 'map']);
    expect(raw.version).toBe(1);
    expect(raw.savedAt).toBe(NOW.toISOString());
    const r = restoreSaved(storage, NOW);
    expect(r.map).toEqual(smallMap());
    expect(r.savedAt).toBe(NOW.toISOString());
    expect(r.setAside).toEqual([]);
  });

  it('a corrupt entry is reported and set aside, never dropped', () => {
    const storage = new FakeStorage();
    storage.setItem(AUTOSAVE_KEY, '{"version":1,"savedAt":"x","map":{"format":');
    const r = restoreSaved(storage, NOW);
    expect(r.map).toBeNull();
    expect(r.setAside).toHaveLength(1);
    const [aside] = r.setAside;
    expect(aside.problem).toBe('not-json');
    expect(aside.to).toBe(`${CORRUPT_PREFIX}${NOW.toISOString()}`);
    expect(storage.getItem(aside.to ?? '')).toBe('{"version":1,"savedAt":"x","map":{"format":');
    expect(storage.getItem(AUTOSAVE_KEY)).toBeNull();
    expect(aside.text).toBe('{"version":1,"savedAt":"x","map":{"format":');
  });

  it('an entry holding an invalid map is reported with the JSON paths of its errors', () => {
    const storage = new FakeStorage();
    const broken = { ...smallMap(), islands: [{ ...smallMap().islands[0], ports: 'five' }] };
    storage.setItem(AUTOSAVE_KEY, JSON.stringify({ version: 1, savedAt: NOW.toISOString(), map: broken }));
    const r = restoreSaved(storage, NOW);
    expect(r.map).toBeNull();
    expect(r.setAside[0].problem).toBe('map-invalid');
    expect(r.setAside[0].details).toEqual(['map.islands[0].ports: Expected number, received string']);
    expect(storage.getItem(AUTOSAVE_KEY)).toBeNull();
  });

  it('old-version entries (under this key or an older key) are reported and set aside', () => {
    const storage = new FakeStorage();
    storage.setItem(AUTOSAVE_KEY, JSON.stringify({ version: 0, map: smallMap() }));
    storage.setItem('clippers-editor:map:v0', JSON.stringify({ map: smallMap() }));
    storage.setItem('unrelated', 'kept');
    const r = restoreSaved(storage, NOW);
    expect(r.map).toBeNull();
    expect(r.setAside.map((a) => a.from).sort()).toEqual(['clippers-editor:map:v0', AUTOSAVE_KEY]);
    const byKey = Object.fromEntries(r.setAside.map((a) => [a.from, { problem: a.problem, found: a.found }]));
    expect(byKey).toEqual({ 'clippers-editor:map:v0': { problem: 'other-version', found: '0' }, [AUTOSAVE_KEY]: { problem: 'version', found: '0' } });
    const asideKeys = [...storage.data.keys()].filter((k) => k.startsWith(CORRUPT_PREFIX));
    expect(asideKeys).toHaveLength(2); // distinct keys though set aside in the same millisecond
    expect(storage.getItem('unrelated')).toBe('kept');
    expect(storage.getItem('clippers-editor:map:v0')).toBeNull();
  });

  it('when even setting aside fails, the entry stays where it was and that is reported', () => {
    const storage = new FakeStorage();
    storage.setItem(AUTOSAVE_KEY, 'not json');
    storage.full = true;
    const r = restoreSaved(storage, NOW);
    expect(r.setAside[0].to).toBeNull();
    expect(storage.getItem(AUTOSAVE_KEY)).toBe('not json');
  });

  it('no storage at all is reported', () => {
    const r = restoreSaved(null, NOW);
    expect(r.storageError).toEqual({ problem: 'unavailable' });
  });
});

describe('autosave: debounced writes', () => {
  it('a burst of edits is written once, after the delay; flush writes at once', () => {
    const storage = new FakeStorage();
    const timers = new FakeTimers();
    const outcomes: unknown[] = [];
    const saver = createAutosaver({ storage, timers, now: () => NOW, onSave: (r) => outcomes.push(r) });
    const map = defaultMap();
    for (let i = 0; i < 5; i++) {
      saver.schedule({ ...map, name: `v${i}` });
      timers.advance(100);
    }
    expect(storage.writes).toBe(0);
    expect(saver.pending).toBe(true);
    timers.advance(AUTOSAVE_DELAY_MS);
    expect(storage.writes).toBe(1);
    expect(JSON.parse(storage.getItem(AUTOSAVE_KEY) ?? '').map.name).toBe('v4');
    saver.schedule({ ...map, name: 'flushed' });
    saver.flush();
    expect(storage.writes).toBe(2);
    expect(saver.pending).toBe(false);
    timers.advance(AUTOSAVE_DELAY_MS);
    expect(storage.writes).toBe(2);
    expect(outcomes).toHaveLength(2);
    expect(restoreSaved(storage, NOW).map?.name).toBe('flushed');
  });

  it('keeps another tab’s save aside before writing over it, and says where; its own saves are not mistaken for another tab’s', () => {
    const storage = new FakeStorage();
    const timers = new FakeTimers();
    const kept: { to: string | null; text: string }[] = [];
    const saver = createAutosaver({ storage, timers, now: () => NOW, onOtherTabKept: (k) => kept.push(k) });
    const map = defaultMap();
    saver.schedule({ ...map, name: 'mine 1' });
    timers.advance(AUTOSAVE_DELAY_MS);
    expect(saver.saveNow({ ...map, name: 'mine 2' }).ok).toBe(true);
    expect(kept).toEqual([]);
    // Another tab writes its map under the same key.
    saveNow(storage, { ...map, name: 'other tab' }, NOW);
    const theirs = storage.getItem(AUTOSAVE_KEY);
    saver.schedule({ ...map, name: 'mine 3' });
    timers.advance(AUTOSAVE_DELAY_MS);
    expect(kept).toHaveLength(1);
    expect(kept[0].to).toMatch(/^clippers-editor:other-tab:/);
    expect(storage.getItem(kept[0].to ?? '')).toBe(theirs);
    expect(JSON.parse(kept[0].text).map.name).toBe('other tab');
    expect(restoreSaved(storage, NOW).map?.name).toBe('mine 3');
    // Once kept, the next save of this tab writes over its own text only.
    saver.schedule({ ...map, name: 'mine 4' });
    timers.advance(AUTOSAVE_DELAY_MS);
    expect(kept).toHaveLength(1);
  });

  it('a full storage is reported, not thrown', () => {
    const storage = new FakeStorage();
    storage.full = true;
    const timers = new FakeTimers();
    const outcomes: { ok: boolean; error?: string }[] = [];
    const saver = createAutosaver({ storage, timers, onSave: (r) => outcomes.push(r as { ok: boolean; error?: string }) });
    saver.schedule(smallMap());
    timers.advance(AUTOSAVE_DELAY_MS);
    expect(outcomes[0].ok).toBe(false);
    expect(outcomes[0].error).toEqual({ problem: 'full' });
  });

  it('the saved text is the documented record', () => {
    expect(JSON.parse(encodeSaved(smallMap(), NOW))).toEqual({ version: 1, savedAt: NOW.toISOString(), map: smallMap() });
  });
});
