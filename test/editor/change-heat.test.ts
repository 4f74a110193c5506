import { describe, expect, it } from 'vitest';
import { CHANGE_STOPS, changeHeat, heatColor, heatText } from '../../src/editor/heat';

const island = (id: string, value: number) => ({ id, name: id[0].toUpperCase() + id.slice(1), reached: { difference: { value } } });

describe('the heat map of a change in island reach (the Compare view)', () => {
  it('centres no change on the pale middle, fell towards blue and rose towards red, on a scale rounded up to 10 points', () => {
    const heat = changeHeat([island('tahiti', 0.23), island('fiji', -0.1), island('nauru', 0)], 200);
    expect(heat.metric).toBe('change');
    expect(heat.max).toBeCloseTo(0.3);
    expect(heat.islands.get('nauru')!.fill).toBe(CHANGE_STOPS[2]);
    expect(heat.islands.get('tahiti')!.t).toBeGreaterThan(0.5);
    expect(heat.islands.get('fiji')!.t).toBeLessThan(0.5);
    expect(heat.islands.get('fiji')!.fill).toBe(heatColor(heat.islands.get('fiji')!.t, CHANGE_STOPS));
  });

  it('writes the signed change under the name, so the colour is not the only cue', () => {
    const heat = changeHeat([island('tahiti', 0.23), island('fiji', -0.1)], 200, 'fr-FR');
    expect(heat.islands.get('tahiti')!.label).toBe(`Tahiti\n+${heatText('reached', 0.23, 'fr-FR')}`);
    expect(heat.islands.get('fiji')!.label).toBe(`Fiji\n−${heatText('reached', 0.1, 'fr-FR')}`);
    expect(heatText('change', 0)).toBe('±0%');
  });

  it('keeps a scale of at least 10 points when nothing moved', () => {
    expect(changeHeat([island('tahiti', 0)], 10).max).toBeCloseTo(0.1);
  });
});
