import { describe, expect, it } from 'vitest';
import { asLanguage, languageBase, switchLanguagePath } from '../../src/i18n';
import { takeLanguage } from '../../src/cli/lang';

describe('language paths', () => {
  it('serves English at the root and French under /fr/, under any base', () => {
    expect(languageBase('en')).toBe('/');
    expect(languageBase('fr')).toBe('/fr/');
    expect(languageBase('fr', '/games/clippers')).toBe('/games/clippers/fr/');
  });

  it('switches to the same page in the other language', () => {
    expect(switchLanguagePath('/rules/laying-routes/', 'fr')).toBe('/fr/rules/laying-routes/');
    expect(switchLanguagePath('/fr/rules/laying-routes/', 'en')).toBe('/rules/laying-routes/');
    expect(switchLanguagePath('/', 'fr')).toBe('/fr/');
    expect(switchLanguagePath('/fr/', 'en')).toBe('/');
    expect(switchLanguagePath('/games/fr/walkthrough/first-round/', 'en', '/games/')).toBe('/games/walkthrough/first-round/');
    expect(switchLanguagePath('/games/board/', 'fr', '/games/')).toBe('/games/fr/board/');
    // A page whose first segment merely starts like a language code is not mistaken for one.
    expect(switchLanguagePath('/free/', 'fr')).toBe('/fr/free/');
  });

  it('reads a language code, falling back to English', () => {
    expect(asLanguage('fr')).toBe('fr');
    expect(asLanguage(undefined)).toBe('en');
    expect(asLanguage('de')).toBe('en');
  });
});

describe('--lang on the command line', () => {
  it('is taken anywhere, in both spellings, and refused when unknown', () => {
    expect(takeLanguage(['walkthrough', 'a.yaml', '--lang', 'fr'])).toEqual({ lang: 'fr', rest: ['walkthrough', 'a.yaml'] });
    expect(takeLanguage(['--lang=fr', 'rules', 'hash'])).toEqual({ lang: 'fr', rest: ['rules', 'hash'] });
    expect(takeLanguage(['check', 'm.json'])).toEqual({ lang: 'en', rest: ['check', 'm.json'] });
    expect(takeLanguage(['--lang', 'de'])).toEqual({ error: '--lang "de" is not a language of the toolkit (have: en, fr).' });
  });
});
