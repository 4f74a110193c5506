import { describe, expect, it } from 'vitest';
import { linkTarget } from '../../src/site/link-targets';

/** Links in the rules text, as a reader follows them on screen and reads them on paper. */
describe('rules links', () => {
  it('become site paths under the base, with the rule and section named for print', () => {
    expect(linkTarget('../end-and-scoring/#score.ports', 'port-markers', '/games/clippers/')).toEqual({
      href: '/games/clippers/rules/end-and-scoring/#score.ports',
      print: 'End of the game and scoring',
    });
    expect(linkTarget('../setup/', 'bonuses', '/')).toEqual({ href: '/rules/setup/', print: 'Setup' });
    expect(linkTarget('../../walkthrough/', 'overview', '/club/')).toEqual({ href: '/club/walkthrough/', print: '/club/walkthrough/' });
  });

  it('leave same-page anchors alone, with no note on paper (where rule ids are not printed)', () => {
    expect(linkTarget('#route.one-way', 'laying-routes', '/')).toEqual({ href: '#route.one-way', print: null });
    expect(linkTarget('#a-heading', 'laying-routes', '/')).toEqual({ href: '#a-heading', print: null });
  });

  it('from a French section, stay on the French pages and name the French section on paper', () => {
    expect(linkTarget('../end-and-scoring/#score.ports', 'port-markers', '/games/clippers/', 'fr')).toEqual({
      href: '/games/clippers/fr/rules/end-and-scoring/#score.ports',
      print: 'Fin de partie et décompte',
    });
    expect(linkTarget('../', 'setup', '/', 'fr')).toEqual({ href: '/fr/rules/', print: 'l’index des règles' });
    expect(linkTarget('#route.one-way', 'laying-routes', '/', 'fr')).toEqual({ href: '#route.one-way', print: null });
  });

  it('print an external address as it is', () => {
    expect(linkTarget('https://boardgamegeek.com/boardgame/4', 'overview', '/')).toEqual({ href: 'https://boardgamegeek.com/boardgame/4', print: 'https://boardgamegeek.com/boardgame/4' });
  });
});
