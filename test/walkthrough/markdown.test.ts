import { describe, expect, it } from 'vitest';
import { parseInline, parseNarration, safeHref } from '../../src/walkthrough/markdown';

describe('narration markdown', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseNarration('One\nline.\n\n  Two.  ')).toEqual([[{ type: 'text', text: 'One line.' }], [{ type: 'text', text: 'Two.' }]]);
  });

  it('reads bold, emphasis, code and links', () => {
    expect(parseInline('A **big** *small* _also_ `code` [link](/rules/) end')).toEqual([
      { type: 'text', text: 'A ' },
      { type: 'strong', text: 'big' },
      { type: 'text', text: ' ' },
      { type: 'em', text: 'small' },
      { type: 'text', text: ' ' },
      { type: 'em', text: 'also' },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'code' },
      { type: 'text', text: ' ' },
      { type: 'link', text: 'link', href: '/rules/' },
      { type: 'text', text: ' end' },
    ]);
  });

  it('leaves prices alone', () => {
    expect(parseInline('pays $2 and $3 * 2')).toEqual([{ type: 'text', text: 'pays $2 and $3 * 2' }]);
  });

  it('resolves rule links and refuses unsafe ones', () => {
    expect(parseInline('[arrows](rule:route.one-way)', '/b/')).toEqual([{ type: 'link', text: 'arrows', href: '/b/rules/laying-routes/#route.one-way' }]);
    expect(parseInline('[x](rule:nope)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[x](javascript:alert(1))')[0].type).toBe('text');
    expect(safeHref('https://example.org/a')).toBe('https://example.org/a');
    expect(safeHref('#step-2')).toBe('#step-2');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('board/')).toBe('board/');
  });
});
