import { describe, expect, it } from 'vitest';
import { EMBED_LOADER } from '../../src/site/embed-loader';

/**
 * embed.js runs in someone else's page and reads an attribute that page's users may write:
 * it frames only a walkthrough of the site it came from. Run here against a small stand-in
 * for the host page's DOM.
 */
interface FakeElement {
  attrs: Record<string, string>;
  children: { src?: string }[];
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  appendChild(child: { src?: string }): void;
}
const element = (attrs: Record<string, string>): FakeElement => ({
  attrs,
  children: [],
  getAttribute(name) {
    return name in this.attrs ? this.attrs[name] : null;
  },
  setAttribute(name, value) {
    this.attrs[name] = value;
  },
  appendChild(child) {
    this.children.push(child);
  },
});

/** The frames embed.js makes for each `data-clippers-walkthrough`, on a host page at `https://blog.example/post/`. */
function framesFor(srcs: string[], loader = 'https://rules.example/games/harbour/embed.js'): (string | undefined)[] {
  const divs = srcs.map((src) => element({ 'data-clippers-walkthrough': src }));
  const document = {
    readyState: 'complete',
    currentScript: { src: loader },
    querySelector: () => null,
    querySelectorAll: () => divs,
    createElement: () => ({ style: {}, setAttribute() {} }),
    addEventListener() {},
  };
  const window = { addEventListener() {} };
  const location = { href: 'https://blog.example/post/' };
  new Function('document', 'window', 'location', EMBED_LOADER)(document, window, location);
  return divs.map((d) => d.children[0]?.src);
}

describe('embed.js', () => {
  it('frames the site’s own walkthroughs, absolute or rooted', () => {
    expect(framesFor(['https://rules.example/games/harbour/embed/walkthrough/first-round/', '/games/harbour/fr/embed/walkthrough/first-round/'])).toEqual([
      'https://rules.example/games/harbour/embed/walkthrough/first-round/',
      'https://rules.example/games/harbour/fr/embed/walkthrough/first-round/',
    ]);
  });

  it('frames nothing from a javascript: or data: URL, another site, or a path outside the site', () => {
    const hostile = [
      'javascript:parent.document.body.dataset.pwned=1',
      ' JAVASCRIPT:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/games/harbour/embed/walkthrough/first-round/',
      '//evil.example/x',
      'http://rules.example/games/harbour/embed/walkthrough/first-round/', // another origin: the scheme differs
      'https://rules.example/admin/',
      '/games/harbour/../../admin/',
      '',
    ];
    expect(framesFor(hostile)).toEqual(hostile.map(() => undefined));
  });
});
