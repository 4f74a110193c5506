/**
 * French spacing, one rule for every French string of the site (catalogues, rules pages,
 * walkthrough narration, map notes):
 *
 * - a no-break space (U+00A0) before a colon, after « and before »;
 * - a narrow no-break space (U+202F) before ; ? and !.
 *
 * (The French printers' rule, as the Imprimerie nationale sets it, and what a browser
 * keeps on one line with the word before.) `frenchSpacing` applies it to a text;
 * `frenchSpacingProblems` lists where a text breaks it, for the test that keeps every
 * French string to it (test/i18n/typography.test.ts).
 */

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

const SPACES = '[ \\t\\u00a0\\u202f]';

/** `text` with the spaces before : ; ? ! and inside « » made the right no-break spaces. */
export function frenchSpacing(text: string): string {
  return text
    .replace(new RegExp(`(?<=\\S)${SPACES}+:`, 'g'), `${NBSP}:`)
    .replace(new RegExp(`(?<=\\S)${SPACES}+([;?!])`, 'g'), `${NNBSP}$1`)
    .replace(new RegExp(`«${SPACES}*(?=\\S)`, 'g'), `«${NBSP}`)
    .replace(new RegExp(`(?<=\\S)${SPACES}*»`, 'g'), `${NBSP}»`);
}

/**
 * Where `text` breaks the rule: a : ; ? ! after a space that is not its no-break space,
 * a ; ? ! straight after a letter (a missing space), or « » without their no-break space.
 * A colon straight after a word is not counted, as code and addresses write it (`https:`).
 */
export function frenchSpacingProblems(text: string): string[] {
  const out: string[] = [];
  const near = (i: number) => JSON.stringify(text.slice(Math.max(0, i - 12), i + 3));
  for (const m of text.matchAll(/(\s)([:;?!])/g)) {
    const want = m[2] === ':' ? NBSP : NNBSP;
    if (m[1] !== want) out.push(`${m[2]} after ${m[1] === ' ' ? 'a plain space' : `U+${m[1].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`}: ${near(m.index)}`);
  }
  for (const m of text.matchAll(/\p{L}[;?!](?=[\s"'’»)]|$)/gu)) out.push(`${m[0].at(-1)} with no space before it: ${near(m.index)}`);
  for (const m of text.matchAll(/«(?!\u00a0)|(?<!\u00a0)»/g)) out.push(`${m[0]} without its no-break space: ${near(m.index)}`);
  return out;
}
