import { FakeStorage } from './fake-storage';
import { describe, expect, it } from 'vitest';
import { WALKTHROUGHS_OFF_KEY } from '../../src/editor/autosave-key';
import { readWalkthroughsOff, writeWalkthroughsOff } from '../../src/editor/walkthrough-choice';


describe('the walkthroughs the designer switched off', () => {
  it('are kept in the browser and read back; none switched off leaves no entry', () => {
    const storage = new FakeStorage();
    expect(writeWalkthroughsOff(storage, new Set(['south-pacific', 'club-round']))).toBe(true);
    expect(readWalkthroughsOff(storage)).toEqual(new Set(['club-round', 'south-pacific']));
    expect(writeWalkthroughsOff(storage, new Set())).toBe(true);
    expect(storage.data.has(WALKTHROUGHS_OFF_KEY)).toBe(false);
    expect(readWalkthroughsOff(storage)).toEqual(new Set());
  });

  it('check every walkthrough when the entry is damaged, of the wrong shape, or storage is missing', () => {
    for (const raw of ['{not json', '"first-round"', '[1, 2]', '{"off": ["a"]}']) {
      const storage = new FakeStorage();
      storage.data.set(WALKTHROUGHS_OFF_KEY, raw);
      expect(readWalkthroughsOff(storage), raw).toEqual(new Set());
    }
    expect(readWalkthroughsOff(null)).toEqual(new Set());
  });

  it('say so when the browser refuses to keep the choice', () => {
    expect(writeWalkthroughsOff(Object.assign(new FakeStorage(), { full: true }), new Set(['a']))).toBe(false);
    expect(writeWalkthroughsOff(null, new Set(['a']))).toBe(false);
  });
});
