import { describe, expect, it } from 'vitest';
import { judgeLink } from '../../src/walkthrough/link-filter';
import { parseInline, safeHref } from '../../src/walkthrough/markdown';
import { linkTarget } from '../../src/site/link-targets';

/**
 * One filter for links that people write (narration, rules sections): what the browser would
 * run is judged, not what the text looks like.
 */
const SCRIPT_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\u0001javascript:alert(1)', // a browser drops leading C0 controls: this runs
  '\u0000javascript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)', // and tabs and newlines anywhere
  'java\nscript:alert(1)',
  '\u200bjavascript:alert(1)', // zero-width space
  '\ufeffjavascript:alert(1)',
  'java\u00adscript:alert(1)', // soft hyphen
  '\u202ejavascript:alert(1)', // right-to-left override
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  '//evil.example/x',
  '/\\evil.example/x', // a backslash reads as a slash in http URLs
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  'https:evil.example',
];

describe('the link filter', () => {
  it.each(SCRIPT_LINKS.map((l) => [JSON.stringify(l), l]))('refuses %s', (_, link) => {
    expect(judgeLink(link)).toBeNull();
    expect(safeHref(link)).toBeNull();
    expect(linkTarget(link, 'setup', '/')).toBeNull();
    // In narration the words stay, as words.
    const parsed = parseInline(`see [here](${link.replace(/[()\s]/g, '')}) now`);
    expect(parsed.every((t) => t.type !== 'link' || !/script|data:|evil/i.test(t.href)), JSON.stringify(parsed)).toBe(true);
  });

  it('keeps the links narration and rules are written with', () => {
    expect(judgeLink('rule:route.one-way')).toEqual({ kind: 'rule', id: 'route.one-way' });
    expect(judgeLink('https://example.org/a%20b?q=1#x')).toEqual({ kind: 'external', href: 'https://example.org/a%20b?q=1#x' });
    expect(judgeLink('mailto:club@example.org')).toEqual({ kind: 'external', href: 'mailto:club@example.org' });
    for (const local of ['#step-2', 'board/', '/rules/', '../setup/#setup.money', './x', 'caf%C3%A9/']) expect(judgeLink(local), local).toEqual({ kind: 'local', href: local });
  });

  it('is the one used by narration (site, embed, print) and the rules text', () => {
    expect(parseInline('[x](\u0001javascript:alert%281%29)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(linkTarget('\u0001javascript:alert(1)', 'setup', '/')).toBeNull();
  });
});
