import type { SourceKey } from '../i18n/source-en';
import type { Words, WordValue } from '../i18n/words';

/**
 * A schema's own message (a bound, a format) as words rather than English: zod carries a
 * check's message as a string, so the words travel in it, marked, and the readers
 * (schema.ts `issueWords`, `issueText`) take them out again. Kept apart from the
 * catalogue so a schema (src/map/schema.ts, loaded by every page that reads a map) does
 * not load the words themselves.
 */

const MARK = '\u0000words:';

export const schemaWords = (key: SourceKey, vars?: Readonly<Record<string, WordValue<SourceKey>>>): string => `${MARK}${JSON.stringify(vars ? { key, vars } : { key })}`;

/** The words a schema gave a check, or null for zod's own message or a schema's plain text. */
export function wordsInMessage(message: string): Words<SourceKey> | null {
  return message.startsWith(MARK) ? (JSON.parse(message.slice(MARK.length)) as Words<SourceKey>) : null;
}
