import type { MessageKey } from './en';

/**
 * Filling in a message, with no catalogue attached: what browser code imports, so an
 * island ships only the messages its page hands it (see `messagesFor`), not every language.
 */
export type Say = (key: MessageKey, vars?: Record<string, string | number>) => string;
export type Messages = Partial<Record<MessageKey, string>>;

export function format(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A message function over a set of messages handed to an island; a missing key shows itself. */
export const sayFrom =
  (messages: Messages): Say =>
  (key, vars) =>
    format(messages[key] ?? key, vars);
