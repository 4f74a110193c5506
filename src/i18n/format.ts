import type { MessageKey } from './en';

/**
 * Filling in a message, with no catalogue attached: what browser code imports, so an
 * island ships only the messages its page hands it (see `messagesFor`), not every language.
 */
export type Say = (key: MessageKey, vars?: Record<string, string | number>) => string;
export type Messages = Partial<Record<MessageKey, string>>;

export function format(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/(?<![\p{L}’'])([Dd]e|[Àà]) \{(\w+)\}|\{(\w+)\}/gu, (whole, prep: string | undefined, after: string | undefined, alone: string | undefined) => {
    const name = (after ?? alone)!;
    if (!(name in vars)) return whole;
    const value = String(vars[name]);
    return prep === undefined ? value : contract(prep, value);
  });
}

const CONTRACTED: Readonly<Record<string, string>> = { 'de le': 'du', 'de les': 'des', 'à le': 'au', 'à les': 'aux' };

/**
 * French contracts « de » and « à » with the article of what follows (de + le → du, à + le → au,
 * de + les → des, à + les → aux): « de {from} » with « le port d’attache… » reads « du port d’attache… ».
 * Applied where a value is put after the preposition in a message, so the message can name a place
 * without knowing its article; a « le » written in the message itself (a pronoun: « de le poser ») is left.
 * English messages have neither preposition before a value, and are unchanged.
 */
export function contract(prep: string, value: string): string {
  const m = /^(les?) /.exec(value);
  const joined = m ? CONTRACTED[`${prep.toLowerCase()} ${m[1]}`] : undefined;
  if (joined === undefined) return `${prep} ${value}`;
  const word = prep.charAt(0) === prep.charAt(0).toUpperCase() ? joined.charAt(0).toUpperCase() + joined.slice(1) : joined;
  return `${word} ${value.slice(m![0].length)}`;
}

/** A message function over a set of messages handed to an island; a missing key shows itself. */
export const sayFrom =
  (messages: Messages): Say =>
  (key, vars) =>
    format(messages[key] ?? key, vars);
