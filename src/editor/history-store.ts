import { z } from 'zod';
import { mapSchema, type BoardMap } from '../map/schema';
import type { StepWords } from './commands';
import { createHistory, sameValue, type History, type Step } from './history';

/**
 * The undo and redo steps kept across a reload of the page (the editor keeps them
 * in the tab's session storage). A step is stored as the parts of the map it
 * changed (the whole `islands` array when an island moved, not the map), chained
 * from the oldest map kept, so 100 steps on the default board cost some hundreds of
 * kilobytes rather than two maps each. A stored history is used only when it ends
 * on the map the editor restored; anything else is set aside, never trusted.
 */

export const HISTORY_KEEP = 100;

const change = z.record(z.unknown());
const storedStep = z.object({ label: z.object({ key: z.string(), vars: z.record(z.union([z.string(), z.number()])).optional() }), gesture: z.string().optional(), change });
export const storedHistorySchema = z.object({
  version: z.literal(1),
  /** The map before the oldest undo step kept. */
  base: z.unknown(),
  undo: z.array(storedStep),
  /** Redo steps, the next one first. */
  redo: z.array(storedStep),
});
export type StoredHistory = z.infer<typeof storedHistorySchema>;

/** The top-level parts of `after` that are not those of `before`. */
function changeOf(before: BoardMap, after: BoardMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const b = (before as Record<string, unknown>)[key];
    const a = (after as Record<string, unknown>)[key];
    // A part removed is stored as null (JSON has no undefined); no map part is null itself.
    if (!sameValue(a, b)) out[key] = a === undefined ? null : a;
  }
  return out;
}

function applyChange(map: BoardMap, c: Record<string, unknown>): BoardMap {
  const next: Record<string, unknown> = { ...map };
  for (const [key, value] of Object.entries(c)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next as BoardMap;
}

/** The history as it is stored: the last `keep` undo steps and every redo step. */
export function packHistory(history: History, keep = HISTORY_KEEP): StoredHistory {
  const undo = history.undoStack.slice(-keep);
  const redo = [...history.redoStack].reverse();
  const pack = (s: Step) => ({ label: s.label, ...(s.gesture !== undefined ? { gesture: s.gesture } : {}), change: changeOf(s.before, s.after) });
  return { version: 1, base: undo[0]?.before ?? history.map, undo: undo.map(pack), redo: redo.map(pack) };
}

/** The history back, if `stored` is one and ends on `current`; else null (start afresh). */
export function unpackHistory(stored: unknown, current: BoardMap): History | null {
  const parsed = storedHistorySchema.safeParse(stored);
  if (!parsed.success) return null;
  const base = mapSchema.safeParse(parsed.data.base);
  if (!base.success) return null;
  const undoStack: Step[] = [];
  let map = base.data as BoardMap;
  for (const s of parsed.data.undo) {
    const after = applyChange(map, s.change);
    undoStack.push({ before: map, after, label: s.label as StepWords, ...(s.gesture !== undefined ? { gesture: s.gesture } : {}) });
    map = after;
  }
  if (!sameValue(map, current)) return null;
  const redoSteps: Step[] = [];
  let at = map;
  for (const s of parsed.data.redo) {
    const after = applyChange(at, s.change);
    redoSteps.push({ before: at, after, label: s.label as StepWords, ...(s.gesture !== undefined ? { gesture: s.gesture } : {}) });
    at = after;
  }
  // Every map a step leads to must be one the editor could have made.
  if (![...undoStack, ...redoSteps].every((s) => mapSchema.safeParse(s.after).success)) return null;
  return { ...createHistory(current), undoStack, redoStack: redoSteps.reverse() };
}
