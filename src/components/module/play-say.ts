import { format, type Messages } from '../../i18n/format';

/** The play page's words: a message key with values, from the messages handed to the island. */
export type SayFn = (key: string, vars?: Record<string, string | number>) => string;

export const sayWith =
  (messages: Messages): SayFn =>
  (key, vars) =>
    format((messages as Record<string, string | undefined>)[key] ?? key, vars);
