import type { Position } from '../source/json';
import type { PathSegment } from '../source/diagnostic';
import { formatPath } from '../source/diagnostic';
import type { Diagnostic } from './diagnostics';
import type { BoardMap } from './schema';

/**
 * Where in the file a checker diagnostic points: the element it names first,
 * and where the code says which field is at fault, that field. A designer
 * editing by hand jumps straight to the line.
 */

type Collection = 'companies' | 'harbors' | 'islands' | 'links' | 'departureCards';

/** Which collections an element id of each code is looked up in, in order. */
const COLLECTIONS: Record<string, Collection[]> = {
  company: ['companies'],
  purple: ['companies'],
  harbor: ['harbors'],
  link: ['links'],
  card: ['departureCards'],
  cards: ['departureCards'],
  island: ['islands', 'harbors'],
};
const ANY: Collection[] = ['islands', 'harbors', 'links', 'companies', 'departureCards'];

/** The field a code is about, when it is one field. */
const FIELD: Record<string, string | ((element: Record<string, unknown>, map: BoardMap) => string | undefined)> = {
  'company.wrong-field': (c) => (c.id === 'purple' ? 'harbor' : 'home'),
  'company.no-harbor': () => undefined,
  'company.supply-exceeds-reach': 'segments',
  'purple.has-ships': 'ships',
  'purple.no-home': 'home',
  'id.unknown': (c) => (c.id === 'purple' ? 'home' : 'harbor'),
  'harbor.company-mismatch': 'company',
  'link.missing-end': (l, map) => {
    const known = new Set([...map.islands.map((i) => i.id), ...map.harbors.map((h) => h.id)]);
    return known.has(String(l.from)) ? 'to' : 'from';
  },
  'link.self-loop': 'to',
  'link.west-to-east': 'oneWay',
  'label.overlap': 'name',
  'card.duplicate-nation': 'nation',
  'card.unknown-island': 'markers',
  'card.marker-count': 'markers',
  'card.exceeds-ports': 'markers',
  'card.double-not-westernmost': 'markers',
  'number.not-positive-integer': (e) => ['value', 'ports', 'segments', 'ships'].find((k) => typeof e[k] === 'number' && !(Number.isInteger(e[k]) && (e[k] as number) > 0)) ?? 'markers',
};

export function diagnosticPath(d: Diagnostic, map: BoardMap): PathSegment[] {
  const id = d.elements[0];
  if (d.code === 'cards.count') return ['departureCards'];
  if (d.code === 'company.missing' || id === undefined) return d.code.startsWith('company') ? ['companies'] : [];
  const collections = COLLECTIONS[d.code.split('.')[0]] ?? ANY;
  for (const collection of collections) {
    const list = map[collection] as ReadonlyArray<{ id: string }>;
    // A duplicate is shown where it is repeated: the second entry is the one to rename.
    let index = d.code === 'id.duplicate' ? nthIndex(list, id, 2) : list.findIndex((e) => e.id === id);
    if (index < 0 && d.code === 'id.duplicate') index = list.findIndex((e) => e.id === id);
    if (index < 0) continue;
    const field = FIELD[d.code];
    const element = list[index] as unknown as Record<string, unknown>;
    const name = typeof field === 'function' ? field(element, map) : field;
    if (name === undefined) return [collection, index];
    // A card's problem with one island of its markers is shown at that island's line, not at "markers": {.
    const key = d.elements[1];
    const inner = element[name];
    if (key !== undefined && typeof inner === 'object' && inner !== null && !Array.isArray(inner) && Object.hasOwn(inner, key)) return [collection, index, name, key];
    return [collection, index, name];
  }
  return [];
}

function nthIndex(list: ReadonlyArray<{ id: string }>, id: string, n: number): number {
  let seen = 0;
  for (let i = 0; i < list.length; i++) if (list[i].id === id && ++seen === n) return i;
  return -1;
}

export interface LocatedDiagnostic extends Diagnostic, Position {
  path: string;
  file?: string;
}

export function locateDiagnostic(d: Diagnostic, map: BoardMap, locate: (path: ReadonlyArray<PathSegment>) => Position, file?: string): LocatedDiagnostic {
  const path = diagnosticPath(d, map);
  const { line, column } = locate(path);
  return { ...d, path: formatPath(path), line, column, ...(file !== undefined ? { file } : {}) };
}
