import { LANGUAGES, ROOT_LANGUAGE, type Language } from './languages';
import { en, type MessageKey } from './en';
import { fr } from './fr';
import { format, type Messages } from './format';

/**
 * The site's words, one catalogue per language (en.ts, fr.ts). Components never
 * write user-facing text: they ask `t(lang)` for a key. A value may hold `{name}`
 * placeholders, filled from the second argument. The French catalogue is typed
 * against the English keys, and a unit test holds the two to the same key set.
 */

export { LANGUAGES, ROOT_LANGUAGE, type Language, type MessageKey };

export const CATALOGUES: { readonly [L in Language]: Readonly<Record<MessageKey, string>> } = { en, fr };

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: { readonly [L in Language]: string } = { en: 'English', fr: 'Français' };

export const isLanguage = (code: unknown): code is Language => typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);

/** A language code from Astro (`Astro.currentLocale`), a URL or a CLI flag; the root language when it is none of ours. */
export const asLanguage = (code: unknown): Language => (isLanguage(code) ? code : ROOT_LANGUAGE);

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** The message function for one language. An unknown placeholder is left visible, so a mistake shows on the page. */
export function t(lang: Language): Translate {
  const catalogue = CATALOGUES[lang] ?? en;
  return (key, vars) => format(catalogue[key] ?? en[key], vars);
}

export { format };

/** The messages of one language whose keys start with a prefix (`player.`) or one of several, to hand to an island. */
export function messagesFor(lang: Language, prefix: string | readonly string[]): Messages {
  const catalogue = CATALOGUES[lang];
  const prefixes = typeof prefix === 'string' ? [prefix] : prefix;
  return Object.fromEntries((Object.keys(catalogue) as MessageKey[]).filter((k) => prefixes.some((p) => k.startsWith(p))).map((k) => [k, catalogue[k]]));
}

/** Number formatting per language, for islands that print counts (`2,000` / `2 000`). */
export const LOCALES: { readonly [L in Language]: string } = { en: 'en-US', fr: 'fr-FR' };

/** The path prefix of a language under the site's base: '' for the root language, `fr/` for French. */
export const languagePrefix = (lang: Language): string => (lang === ROOT_LANGUAGE ? '' : `${lang}/`);

/** The site base of one language: `/` → `/fr/`, `/games/` → `/games/fr/`. */
export function languageBase(lang: Language, base = '/'): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  return `${b}${languagePrefix(lang)}`;
}

/**
 * The same page in another language. `path` is the current path under the site's base
 * (e.g. `/fr/rules/setup/`); the result keeps the rest of the path, so a reader
 * switching language stays on the same page.
 */
export function switchLanguagePath(path: string, to: Language, base = '/'): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  let rest = path.startsWith(b) ? path.slice(b.length) : path.replace(/^\//, '');
  const first = rest.split('/')[0];
  if (isLanguage(first) && first !== ROOT_LANGUAGE) rest = rest.slice(first.length).replace(/^\//, '');
  return `${b}${languagePrefix(to)}${rest}`;
}
