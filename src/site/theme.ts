import { readFileSync } from 'node:fs';
import { extname } from 'node:path';

/**
 * A publisher's accent colour and logo, turned into what the layout needs.
 * Pure except `logoDataUri`, which reads the file (at build time).
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
}

const toHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = { r: 255, g: 255, b: 255 };
/** The page background (global.css `--paper`): links in the accent colour sit on it. */
const PAPER = { r: 0xfb, g: 0xfa, b: 0xf6 };

/** Why an accent colour would make text hard to read, or null when it reads well (4.5:1 against the page and against white button text). */
export function accentProblem(hex: string): string | null {
  const rgb = parseHex(hex);
  if (!rgb) return `"${hex}" is not a hex colour like "#1d6fa5"`;
  const c = Math.min(contrast(rgb, PAPER), contrast(rgb, WHITE));
  return c >= 4.5 ? null : `the accent colour ${hex} has a contrast of ${c.toFixed(1)}:1 with the page; links and buttons need at least 4.5:1`;
}

/** The accent as custom properties for the root element's style attribute (it outranks the stylesheet's :root): the colour, and a darker shade for hover. */
export function accentVars(hex: string | undefined): string {
  const rgb = hex ? parseHex(hex) : null;
  if (!rgb) return '';
  const ink = toHex({ r: rgb.r * 0.8, g: rgb.g * 0.8, b: rgb.b * 0.8 });
  return `--accent:${toHex(rgb)};--accent-ink:${ink}`;
}

const LOGO_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

/** The logo inlined as a data URI: it then works under any base path and in the PDF without copying files. */
export function logoDataUri(file: string): string {
  const type = LOGO_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

/** The first sentence of the map's notes, for the footer (the board page shows them whole). */
export function firstSentence(text: string): string {
  const t = text.trim();
  // A full stop inside brackets ("(Alan R. Moon, 2002)") or before a lower-case word is an abbreviation, not an end.
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && (c === '.' || c === '!' || c === '?')) {
      const rest = t.slice(i + 1);
      if (rest === '' || /^\s+(?![a-z])/.test(rest)) return oneLine(t.slice(0, i + 1));
    }
  }
  return oneLine(t);
}

/** Line breaks and runs of spaces as one space; a no-break space (French `:` `;` `»`) stays. */
const oneLine = (text: string) => text.replace(/[^\S\u00a0\u202f]+/g, ' ');

/** The ship drawn as the site's icon when the project has no logo (a data URI, so no request goes to the host's /favicon.ico). */
export const DEFAULT_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#17324d"/><path d="M9 20h14l-3 4H12z" fill="#f1dfb0"/><path d="M16 6v13M16 7l6 10h-6z" stroke="#f1dfb0" stroke-width="1.5" fill="#f1dfb0"/></svg>')}`;
