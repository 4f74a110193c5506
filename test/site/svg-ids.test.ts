import { describe, expect, it } from 'vitest';
import { scopeSvgIds } from '../../src/site/module/svg-ids';

describe('a drawing printed more than once on a page', () => {
  const svg =
    '<svg aria-labelledby="t d"><title id="t">T</title><desc id="d">D</desc><defs><pattern id="hatch"/><linearGradient id="g"/></defs>' +
    '<rect fill="url(#hatch)"/><rect fill="url(#g)"/><use href="#hatch"/><use xlink:href="#g"/><a href="#elsewhere">x</a></svg>';
  const a = scopeSvgIds(svg, 'p1');
  const b = scopeSvgIds(svg, 'p2');

  it('gives each copy its own ids, so no id is on the page twice', () => {
    const ids = (s: string) => [...s.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a)).toEqual(['p1-t', 'p1-d', 'p1-hatch', 'p1-g']);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
  });

  it('keeps every reference inside the copy pointing at the copy’s own element, and leaves others alone', () => {
    expect(a).toContain('aria-labelledby="p1-t p1-d"');
    expect(a).toContain('fill="url(#p1-hatch)"');
    expect(a).toContain('fill="url(#p1-g)"');
    expect(a).toContain('<use href="#p1-hatch"/>');
    expect(a).toContain('<use xlink:href="#p1-g"/>');
    expect(a).toContain('<a href="#elsewhere">');
  });

  it('leaves a drawing without ids as it is', () => {
    expect(scopeSvgIds('<svg><rect/></svg>', 'p')).toBe('<svg><rect/></svg>');
  });
});
