/**
 * The map checker's findings: every code `checkMap` reports, with its severity and
 * what it means, and the order reports are listed in.
 */

export type Severity = 'error' | 'warning';

/**
 * Every diagnostic code of `checkMap`, in report order. Problems with the file
 * itself (not JSON, not shaped like a map) come from src/source and src/map/parse
 * with codes such as `json.syntax` and `map.schema`.
 */
export const DIAGNOSTIC_CODES = {
  'id.duplicate': { severity: 'error', summary: 'Two elements of one kind share an id (islands and harbors share one namespace).' },
  'id.unknown': { severity: 'error', summary: 'A company names a harbor or home island that does not exist.' },
  'company.missing': { severity: 'error', summary: 'One of the six companies has no entry.' },
  'company.wrong-field': { severity: 'error', summary: 'A ship company has a home island, or purple has a harbor.' },
  'company.no-harbor': { severity: 'error', summary: 'A ship company names no harbor.' },
  'number.not-positive-integer': { severity: 'error', summary: 'A count (segments, value, ports, ships, markers) is not a positive whole number.' },
  'purple.has-ships': { severity: 'error', summary: 'The purple company has ships; it has none.' },
  'purple.no-home': { severity: 'error', summary: 'The purple company has no home island.' },
  'harbor.not-ship-company': { severity: 'error', summary: 'A harbor belongs to purple, which has no harbor.' },
  'harbor.company-mismatch': { severity: 'error', summary: 'A harbor and the companies disagree about whose harbor it is.' },
  'harbor.no-links': { severity: 'error', summary: 'A harbor has no links, so its company cannot build.' },
  'link.missing-end': { severity: 'error', summary: 'A link ends at an id that is not an island or harbor.' },
  'link.self-loop': { severity: 'error', summary: 'A link joins an island or harbor to itself.' },
  'link.joins-harbors': { severity: 'error', summary: 'A link joins two harbors; routes never arrive at a harbor.' },
  'link.too-many-parallel': { severity: 'error', summary: 'More than two links join the same pair.' },
  'link.through-island': { severity: 'error', summary: 'A link is drawn through an island or port spaces not its own, or its middle lies under its end’s port spaces: a click there may take the wrong piece.' },
  'link.over-link': { severity: 'error', summary: 'A link is drawn over the middle of another link, where that link is clicked.' },
  'cards.count': { severity: 'error', summary: 'There are fewer than 3 or more than 5 departure cards.' },
  'card.duplicate-nation': { severity: 'error', summary: 'Two departure cards belong to the same nation.' },
  'card.unknown-island': { severity: 'error', summary: 'A departure card names an island that does not exist.' },
  'card.marker-count': { severity: 'error', summary: 'A departure card does not place exactly 7 markers on exactly 6 islands.' },
  'card.exceeds-ports': { severity: 'error', summary: 'A departure card puts more markers on an island than it has port spaces.' },
  'cards.exceed-ports': { severity: 'error', summary: 'All departure cards together put more markers on an island than it has port spaces.' },
  'island.unreachable': { severity: 'warning', summary: 'No company can ever build a route to the island.' },
  'island.few-links': { severity: 'warning', summary: 'The island has fewer than 2 links.' },
  'link.west-to-east': { severity: 'warning', summary: 'A one-way link points west to east; arrows on the board point west.' },
  'card.double-not-westernmost': { severity: 'warning', summary: 'A departure card’s 2-marker island is not its westernmost island.' },
  'company.supply-exceeds-reach': { severity: 'warning', summary: 'A company has more segments than the links it can ever reach.' },
  'island.overlap': { severity: 'warning', summary: 'Two islands (or an island and a harbor) are drawn on top of each other.' },
  'label.overlap': { severity: 'warning', summary: 'An island’s name has no room at the board’s own scale: wherever it went it would cover another name, an island or a port space, so the board is drawn without it.' },
} as const satisfies Record<string, { severity: Severity; summary: string }>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
export type MapDiagnosticCode = DiagnosticCode;

/** Codes about where pieces are drawn, not about the game: the engine plays a board whatever these say. */
export const DRAWING_CODES: ReadonlySet<DiagnosticCode> = new Set(['link.through-island', 'link.over-link', 'island.overlap', 'label.overlap']);

/** An error the game cannot be played with (a drawing error leaves the game playable: the engine never asks where things are drawn). */
export const stopsPlay = (d: { severity: Severity; code: string }): boolean => d.severity === 'error' && !DRAWING_CODES.has(d.code as DiagnosticCode);

export interface Diagnostic {
  severity: Severity;
  code: DiagnosticCode;
  message: string;
  /** Ids of the elements concerned, the one at fault first; empty when the problem is the whole map. */
  elements: string[];
}

const CODE_ORDER = new Map<string, number>(Object.keys(DIAGNOSTIC_CODES).map((code, i) => [code, i]));

export function diagnostic(code: DiagnosticCode, elements: string[], message: string): Diagnostic {
  return { severity: DIAGNOSTIC_CODES[code].severity, code, message, elements };
}

/** Errors first, then table order, then elements, so that output is stable between runs and diffs well. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.severity !== b.severity) return a.severity === 'error' ? -1 : 1;
  const byCode = (CODE_ORDER.get(a.code) ?? 0) - (CODE_ORDER.get(b.code) ?? 0);
  if (byCode !== 0) return byCode;
  const n = Math.min(a.elements.length, b.elements.length);
  for (let i = 0; i < n; i++) {
    if (a.elements[i] !== b.elements[i]) return a.elements[i] < b.elements[i] ? -1 : 1;
  }
  if (a.elements.length !== b.elements.length) return a.elements.length - b.elements.length;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}
