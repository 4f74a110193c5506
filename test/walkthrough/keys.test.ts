import { describe, expect, it } from 'vitest';
import { keyAction, wantsPresent, withPresent } from '../../src/components/walkthrough/keys';

describe('walkthrough keys', () => {
  it('steps with the arrows, Home and End everywhere', () => {
    for (const presenting of [false, true]) {
      expect(keyAction({ key: 'ArrowRight' }, presenting)).toEqual({ kind: 'step', to: 'next' });
      expect(keyAction({ key: 'ArrowLeft' }, presenting)).toEqual({ kind: 'step', to: 'back' });
      expect(keyAction({ key: 'Home' }, presenting)).toEqual({ kind: 'step', to: 'start' });
      expect(keyAction({ key: 'End' }, presenting)).toEqual({ kind: 'step', to: 'end' });
      expect(keyAction({ key: 'p' }, presenting)).toEqual({ kind: 'present' });
    }
  });

  it('leaves space, page keys and up/down to scrolling outside presentation mode', () => {
    for (const key of [' ', 'PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'f', 'Escape']) expect(keyAction({ key }, false)).toBeNull();
  });

  it('takes a presenter remote’s keys, space, F and Escape when presenting', () => {
    expect(keyAction({ key: 'PageDown' }, true)).toEqual({ kind: 'step', to: 'next' });
    expect(keyAction({ key: 'PageUp' }, true)).toEqual({ kind: 'step', to: 'back' });
    expect(keyAction({ key: ' ' }, true)).toEqual({ kind: 'step', to: 'next' });
    expect(keyAction({ key: ' ', shiftKey: true }, true)).toEqual({ kind: 'step', to: 'back' });
    expect(keyAction({ key: 'F' }, true)).toEqual({ kind: 'fullscreen' });
    expect(keyAction({ key: 'Escape' }, true)).toEqual({ kind: 'leave' });
  });

  it('ignores keys with modifiers (the browser’s own shortcuts)', () => {
    expect(keyAction({ key: 'ArrowRight', altKey: true }, true)).toBeNull();
    expect(keyAction({ key: 'p', ctrlKey: true }, false)).toBeNull();
    expect(keyAction({ key: 'ArrowLeft', shiftKey: true }, false)).toBeNull();
  });
});

describe('?present', () => {
  it('reads the flag', () => {
    expect(wantsPresent('?present')).toBe(true);
    expect(wantsPresent('?map=editor&present=1')).toBe(true);
    expect(wantsPresent('?present=0')).toBe(false);
    expect(wantsPresent('')).toBe(false);
  });

  it('sets and clears it, keeping other parameters', () => {
    expect(withPresent('', true)).toBe('?present');
    expect(withPresent('?map=editor', true)).toBe('?map=editor&present');
    expect(withPresent('?map=editor&present', false)).toBe('?map=editor');
    expect(withPresent('?present', false)).toBe('');
  });
});
