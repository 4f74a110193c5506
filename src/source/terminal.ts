/**
 * Text from a file is shown in a terminal only through `escapeControl`, so a
 * name carrying ANSI escapes cannot clear the screen or fake a verdict.
 * C0/C1 controls, DEL, the line/paragraph separators and the bidi overrides
 * (which can reorder what a reader sees) are shown as `\uXXXX`.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function escapeControl(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** True when `text` holds a character `escapeControl` would change. */
export function hasControl(text: string): boolean {
  CONTROL.lastIndex = 0;
  const found = CONTROL.test(text);
  CONTROL.lastIndex = 0;
  return found;
}

const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Like `escapeControl` but keeps line breaks: for whole blocks of output (a
 * pretty-printed JSON report) written to a terminal. The last guard, applied to
 * everything the CLI prints; strings from files are escaped where they are
 * quoted as well, so a newline in a name cannot start a fake line either.
 */
export function escapeControlKeepLines(text: string): string {
  return text.replace(CONTROL_BUT_NEWLINE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
