import { describe, expect, it } from 'vitest';
import { builtBase } from '../../src/cli/site-pdf';

/** `site pdf --from` serves a built folder under the base its pages were built for, read from where they load their assets. */
describe('the base a built page was made for', () => {
  it('is read from its first asset under _astro/', () => {
    expect(builtBase('<link rel="stylesheet" href="/games/ship-it/_astro/print.DAlz-4ZT.css"><script src="/other/_astro/x.js"></script>')).toBe('/games/ship-it/');
    expect(builtBase('<script type="module" src="/_astro/page.js"></script>')).toBe('/');
    expect(builtBase('<link href="/clubs/harbour/rules/_astro/a.css" rel="stylesheet">')).toBe('/clubs/harbour/rules/');
  });

  it('is unknown where the page loads nothing of its own, or only from elsewhere', () => {
    expect(builtBase('<p>print me</p>')).toBeNull();
    expect(builtBase('<link href="https://cdn.example/_astro/a.css">')).toBeNull();
    expect(builtBase('<a href="/games/_astrology/">')).toBeNull();
  });
});
