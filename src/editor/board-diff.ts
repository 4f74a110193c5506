import { harborSchema, islandSchema, linkSchema, type BoardMap } from '../map/schema';

/**
 * What changed on the board between a baseline and the edited map: islands,
 * harbors and links added, removed or changed, matched by id. The fields compared
 * are the schema's own (a field added to the map format is compared without a
 * change here); a move is one change, not two (x and y).
 */

export type DiffKind = 'island' | 'harbor' | 'link';
export type ChangeType = 'added' | 'removed' | 'changed';

export interface FieldChange {
  /** A schema field, or 'place' for x and y together. */
  field: string;
  before: unknown;
  after: unknown;
}

export interface ElementChange {
  kind: DiffKind;
  id: string;
  type: ChangeType;
  /** The fields that differ (changed elements only), in the schema's order. */
  fields: FieldChange[];
}

const FIELDS: Record<DiffKind, string[]> = {
  island: Object.keys(islandSchema.shape).filter((k) => k !== 'id'),
  harbor: Object.keys(harborSchema.shape).filter((k) => k !== 'id'),
  link: Object.keys(linkSchema.shape).filter((k) => k !== 'id'),
};

type Row = { id: string } & Record<string, unknown>;

function rows(map: BoardMap, kind: DiffKind): Row[] {
  return (kind === 'island' ? map.islands : kind === 'harbor' ? map.harbors : map.links) as unknown as Row[];
}

function fieldChanges(kind: DiffKind, before: Row, after: Row): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of FIELDS[kind]) {
    if (field === 'y') continue;
    if (field === 'x') {
      if (before.x !== after.x || before.y !== after.y) out.push({ field: 'place', before: [before.x, before.y], after: [after.x, after.y] });
      continue;
    }
    if (before[field] !== after[field]) out.push({ field, before: before[field], after: after[field] });
  }
  return out;
}

/** Every island, harbor and link of `after` not as it is in `before`: islands first, then harbors, then links, each in map order (removed ones after). */
export function boardDiff(before: BoardMap, after: BoardMap): ElementChange[] {
  const out: ElementChange[] = [];
  for (const kind of ['island', 'harbor', 'link'] as const) {
    // The first element of an id counts: a duplicated id is the checker's to report.
    const old = new Map<string, Row>();
    for (const r of rows(before, kind)) if (!old.has(r.id)) old.set(r.id, r);
    const seen = new Set<string>();
    for (const r of rows(after, kind)) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      const was = old.get(r.id);
      if (!was) out.push({ kind, id: r.id, type: 'added', fields: [] });
      else {
        const fields = fieldChanges(kind, was, r);
        if (fields.length > 0) out.push({ kind, id: r.id, type: 'changed', fields });
      }
    }
    for (const id of old.keys()) if (!seen.has(id)) out.push({ kind, id, type: 'removed', fields: [] });
  }
  return out;
}
