import { z } from 'zod';
import { mapSchema, type BoardMap } from '../map/schema';
import type { StepWords } from './commands';
import { createHistory, sameValue, type History, type Step } from './history';

/**
 * The undo and redo steps kept across a reload of the page (the editor keeps them
 * in the tab's session storage). Nothing is stored that the autosave already holds:
 * the steps are chained back from the map the editor restores, each undo step as
 * the parts of the map before it that differ from the map after it, each redo step
 * as the parts it changes going forward. A part that is a list of elements with ids
 * (islands, links…) is stored element by element: renaming one island of 150
 * stores that island, not the list. (Version 1 stored the oldest map kept and whole
 * parts: after opening a 150-island file, about 100 KB written on every pause in
 * typing, 12 to 27 ms of a page's main thread in Chromium; now a few KB.)
 *
 * A stored history is used only when its fingerprint is the one of the map the
 * editor restored and every map it leads to passes the schema; anything else is set
 * aside, never trusted.
 */

export const HISTORY_KEEP = 100;

/** A list part stored element by element: the ids in order, and the elements not found unchanged by id in the other map. */
const byIdChange = z.object({ $ids: z.array(z.string()), $set: z.record(z.unknown()) });
type ByIdChange = z.infer<typeof byIdChange>;
const change = z.record(z.unknown());
const storedStep = z.object({ label: z.object({ key: z.string(), vars: z.record(z.union([z.string(), z.number()])).optional() }), gesture: z.string().optional(), change });
export const storedHistorySchema = z.object({
  version: z.literal(2),
  /** Fingerprint of the map the undo steps end on (`mapFingerprint`): the map the autosave holds. */
  head: z.string(),
  /** Undo steps, the oldest first; each change leads from a step's map after to its map before. */
  undo: z.array(storedStep),
  /** Redo steps, the next one first; each change leads from a step's map before to its map after. */
  redo: z.array(storedStep),
});
export type StoredHistory = z.infer<typeof storedHistorySchema>;

/** A short fingerprint of a map's JSON (cyrb53): it tells whether the stored steps end on the map restored. */
export function mapFingerprint(map: BoardMap): string {
  const text = JSON.stringify(map);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${text.length}:${(h2 >>> 0).toString(36)}${(h1 >>> 0).toString(36)}`;
}

type Keyed = { id: string };
/** The ids of a list whose elements all have distinct string ids, else null (stored whole). */
function idsOf(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const ids = value.map((e) => (e !== null && typeof e === 'object' && typeof (e as Partial<Keyed>).id === 'string' ? (e as Keyed).id : null));
  if (ids.some((id) => id === null) || new Set(ids).size !== ids.length) return null;
  return ids as string[];
}

/** How to get `to` from `from`, one top-level part: element by element when both are lists with ids. */
function partChange(from: unknown, to: unknown): unknown {
  const toIds = idsOf(to);
  if (toIds === null || idsOf(from) === null) return to;
  const fromById = new Map((from as Keyed[]).map((e) => [e.id, e]));
  const set: Record<string, unknown> = {};
  (to as Keyed[]).forEach((e) => {
    const was = fromById.get(e.id);
    if (was === undefined || !sameValue(was, e)) set[e.id] = e;
  });
  return { $ids: toIds, $set: set } satisfies ByIdChange;
}

/** The top-level parts of `to` that are not those of `from`, as changes that lead there from `from`. */
function changeOf(from: BoardMap, to: BoardMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    const b = (from as Record<string, unknown>)[key];
    const a = (to as Record<string, unknown>)[key];
    // A part removed is stored as null (JSON has no undefined); no map part is null itself.
    if (!sameValue(a, b)) out[key] = a === undefined ? null : partChange(b, a);
  }
  return out;
}

/** `map` with change `c` applied, or null when the change asks for an element `map` does not have. */
function applyChange(map: BoardMap, c: Record<string, unknown>): BoardMap | null {
  const next: Record<string, unknown> = { ...map };
  for (const [key, value] of Object.entries(c)) {
    if (value === null) {
      delete next[key];
      continue;
    }
    const byId = byIdChange.safeParse(value);
    if (!byId.success) {
      next[key] = value;
      continue;
    }
    const from = new Map((Array.isArray(next[key]) ? (next[key] as unknown[]) : []).flatMap((e) => (e !== null && typeof e === 'object' && 'id' in e ? [[(e as Keyed).id, e] as const] : [])));
    const list: unknown[] = [];
    for (const id of byId.data.$ids) {
      const e = Object.hasOwn(byId.data.$set, id) ? byId.data.$set[id] : from.get(id);
      if (e === undefined) return null;
      list.push(e);
    }
    next[key] = list;
  }
  return next as BoardMap;
}

// Steps never change once made: each is packed once, not on every write.
const packedUndo = new WeakMap<Step, StoredHistory['undo'][number]>();
const packedRedo = new WeakMap<Step, StoredHistory['redo'][number]>();
function pack(s: Step, direction: 'undo' | 'redo') {
  const cache = direction === 'undo' ? packedUndo : packedRedo;
  let packed = cache.get(s);
  if (packed === undefined) {
    const c = direction === 'undo' ? changeOf(s.after, s.before) : changeOf(s.before, s.after);
    packed = { label: s.label, ...(s.gesture !== undefined ? { gesture: s.gesture } : {}), change: c };
    cache.set(s, packed);
  }
  return packed;
}

/** The history as it is stored: the last `keep` undo steps and every redo step. */
export function packHistory(history: History, keep = HISTORY_KEEP): StoredHistory {
  const undo = history.undoStack.slice(-keep);
  const redo = [...history.redoStack].reverse();
  return { version: 2, head: mapFingerprint(history.map), undo: undo.map((s) => pack(s, 'undo')), redo: redo.map((s) => pack(s, 'redo')) };
}

/** The history back, if `stored` is one and ends on `current`; else null (start afresh). */
export function unpackHistory(stored: unknown, current: BoardMap): History | null {
  const parsed = storedHistorySchema.safeParse(stored);
  if (!parsed.success || parsed.data.head !== mapFingerprint(current)) return null;
  const words = (s: StoredHistory['undo'][number]) => ({ label: s.label as StepWords, ...(s.gesture !== undefined ? { gesture: s.gesture } : {}) });
  const undoStack: Step[] = [];
  let after = current;
  for (const s of [...parsed.data.undo].reverse()) {
    const before = applyChange(after, s.change);
    if (before === null) return null;
    undoStack.unshift({ before, after, ...words(s) });
    after = before;
  }
  const redoSteps: Step[] = [];
  let before = current;
  for (const s of parsed.data.redo) {
    const next = applyChange(before, s.change);
    if (next === null) return null;
    redoSteps.push({ before, after: next, ...words(s) });
    before = next;
  }
  // Every map a step leads to must be one the editor could have made.
  if (![...undoStack.map((s) => s.before), ...redoSteps.map((s) => s.after)].every((m) => mapSchema.safeParse(m).success)) return null;
  return { ...createHistory(current), undoStack, redoStack: redoSteps.reverse() };
}
