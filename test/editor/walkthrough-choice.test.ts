import { describe, expect, it } from 'vitest';
import { WALKTHROUGHS_OFF_KEY } from '../../src/editor/autosave-key';
import { readWalkthroughsOff, writeWalkthroughsOff } from '../../src/editor/walkthrough-choice';

/** A storage like the browser's, that can be told to refuse writes (full, or switched off). */
function fakeStorage(refuse = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (refuse) throw new Error('QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('the walkthroughs the designer switched off', () => {
  it('are kept in the browser and read back; none switched off leaves no entry', () => {
    const storage = fakeStorage();
    expect(writeWalkthroughsOff(storage, new Set(['south-pacific', 'club-round']))).toBe(true);
    expect(readWalkthroughsOff(storage)).toEqual(new Set(['club-round', 'south-pacific']));
    expect(writeWalkthroughsOff(storage, new Set())).toBe(true);
    expect(storage.items.has(WALKTHROUGHS_OFF_KEY)).toBe(false);
    expect(readWalkthroughsOff(storage)).toEqual(new Set());
  });

  it('check every walkthrough when the entry is damaged, of the wrong shape, or storage is missing', () => {
    for (const raw of ['{not json', '"first-round"', '[1, 2]', '{"off": ["a"]}']) {
      const storage = fakeStorage();
      storage.items.set(WALKTHROUGHS_OFF_KEY, raw);
      expect(readWalkthroughsOff(storage), raw).toEqual(new Set());
    }
    expect(readWalkthroughsOff(null)).toEqual(new Set());
  });

  it('say so when the browser refuses to keep the choice', () => {
    expect(writeWalkthroughsOff(fakeStorage(true), new Set(['a']))).toBe(false);
    expect(writeWalkthroughsOff(null, new Set(['a']))).toBe(false);
  });
});
