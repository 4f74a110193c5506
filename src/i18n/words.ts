import { format } from './format';

/**
 * A message as a catalogue key and the values to fill in, so code that finds a problem
 * (a file reader, the simulator) names it without choosing a language: the CLI puts it
 * into English, a page into its own language. A value may itself be words (a value
 * type, "an island"), put into the same language.
 */
export interface Words<K extends string = string> {
  readonly key: K;
  readonly vars?: Readonly<Record<string, WordValue<K>>>;
}
export type WordValue<K extends string = string> = string | number | Words<K>;

/** Words as a sentence, with `say` (a catalogue's message function) choosing the language. */
export function render<K extends string>(say: (key: K, vars?: Record<string, string | number>) => string, words: Words<K>): string {
  if (!words.vars) return say(words.key);
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(words.vars)) vars[name] = typeof value === 'object' ? render(say, value) : value;
  return say(words.key, vars);
}

/** A message function over one catalogue: what the CLI uses for English, without the site's whole catalogue. */
export const sayWith =
  <K extends string>(catalogue: Readonly<Record<K, string>>) =>
  (key: K, vars?: Record<string, string | number>): string =>
    format(catalogue[key] ?? key, vars);

/** Words of the catalogue key `key`, type-checked against the catalogue. */
export const words = <K extends string>(key: K, vars?: Readonly<Record<string, WordValue<K>>>): Words<K> => (vars ? { key, vars } : { key });
