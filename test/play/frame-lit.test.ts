import { describe, expect, it } from 'vitest';
import { frameScrollLeft, litPoints, type PlayLayer } from '../../src/play/layer';

describe('frameScrollLeft: a phone board that scrolls sideways brings the lit moves into view', () => {
  it('centres lit points at the east edge that start out of view', () => {
    // A 704 px picture in a 355 px box, at its west edge; the lit routes at 446–605 px.
    const left = frameScrollLeft([446, 520, 605], 355, 704, 0)!;
    expect(left).toBe(Math.round((446 + 605) / 2 - 355 / 2));
    expect(446).toBeGreaterThanOrEqual(left);
    expect(605).toBeLessThanOrEqual(left + 355);
  });

  it('stays within the picture', () => {
    expect(frameScrollLeft([690, 700], 355, 704, 0)).toBe(704 - 355);
    expect(frameScrollLeft([2, 10], 355, 704, 300)).toBe(0);
  });

  it('leaves the reader’s scroll alone when the lit points are in view, when they cannot all be, or when nothing scrolls', () => {
    expect(frameScrollLeft([100, 200], 355, 704, 0)).toBeNull();
    expect(frameScrollLeft([36, 635], 355, 704, 0)).toBeNull();
    expect(frameScrollLeft([], 355, 704, 0)).toBeNull();
    expect(frameScrollLeft([500], 800, 704, 0)).toBeNull();
  });

  it('moves when a lit point sits at the very edge of the box', () => {
    expect(frameScrollLeft([350], 355, 704, 0)).not.toBeNull();
  });
});

describe('litPoints', () => {
  it('is the lit links’ middles and the lit port spaces, not the unlit links', () => {
    const layer: PlayLayer = {
      links: [
        { link: 'a', d: '', mid: { x: 1, y: 2 }, double: false, companies: ['red'] },
        { link: 'b', d: '', mid: { x: 9, y: 9 }, double: false, companies: [] },
      ],
      ports: [{ id: 'p', island: 'fiji', at: { x: 5, y: 6 }, size: 10, role: 'place' }],
    };
    expect(litPoints(layer)).toEqual([{ x: 1, y: 2 }, { x: 5, y: 6 }]);
  });
});
