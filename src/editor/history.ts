import type { BoardMap } from '../map/schema';
import { ok, type Result } from '../map/result';
import { applyCommand, describeCommand, type Command, type StepWords } from './commands';

/**
 * Undo and redo in the manner of tldraw's history: every step keeps the map
 * before and after it. Maps are immutable and commands share every part they do
 * not change, so a step costs only the arrays and elements it touched. Undo puts
 * `before` back and redo `after`: no command needs an inverse, so a new command
 * cannot get its undo wrong.
 *
 * One gesture is one step. A commit may name its gesture (say
 * `island.update:fiji:name` while the designer types in the name field); while
 * that gesture stays open, further commits with the same name extend the same
 * step (its `before` stays, its `after` moves on). Any other commit, an undo, a
 * redo or `seal` (the field lost focus) closes it. Immutable: each function
 * returns a new `History`, so it drops straight into React state.
 */

export interface Step {
  readonly before: BoardMap;
  readonly after: BoardMap;
  /** For the undo and redo buttons: "move island “fiji”", as a catalogue key and its values. */
  readonly label: StepWords;
  /** The gesture this step belongs to, if it was committed as part of one. */
  readonly gesture?: string;
}

export interface History {
  readonly map: BoardMap;
  readonly undoStack: readonly Step[];
  readonly redoStack: readonly Step[];
  /** The gesture that later commits may still fold into the top undo step. */
  readonly openGesture: string | null;
  readonly limit: number;
}

export interface CommitOptions {
  /** Commits with the same gesture, one after another, make one undo step. */
  gesture?: string;
}

export const DEFAULT_LIMIT = 500;

export function createHistory(map: BoardMap, limit = DEFAULT_LIMIT): History {
  return { map, undoStack: [], redoStack: [], openGesture: null, limit };
}

/** Applies `command` as a new undo step (or as part of the open gesture). The history is unchanged on error. */
export function commit(history: History, command: Command, options: CommitOptions = {}): Result<History, string> {
  const applied = applyCommand(history.map, command);
  if (!applied.ok) return applied;
  const after = applied.value.map;
  const gesture = options.gesture;
  const extending = gesture !== undefined && history.openGesture === gesture;
  // Nothing changed: no step. Another gesture's edit still closes the open one.
  if (sameValue(history.map, after)) return ok(extending ? history : seal(history));
  const label = describeCommand(command);
  const top = history.undoStack.at(-1);
  let undoStack: Step[];
  if (extending && top !== undefined) {
    const step = { before: top.before, after, label: sameValue(top.label, label) ? label : ({ key: 'editor.undo.several' } as const), gesture };
    undoStack = [...history.undoStack.slice(0, -1), step];
  } else {
    undoStack = [...history.undoStack, { before: history.map, after, label, ...(gesture !== undefined ? { gesture } : {}) }];
    if (undoStack.length > history.limit) undoStack = undoStack.slice(undoStack.length - history.limit);
  }
  return ok({ ...history, map: after, undoStack, redoStack: [], openGesture: gesture ?? null });
}

/** Closes the open gesture: the next commit starts a new step. */
export function seal(history: History): History {
  return history.openGesture === null ? history : { ...history, openGesture: null };
}

export const canUndo = (history: History): boolean => history.undoStack.length > 0;
export const canRedo = (history: History): boolean => history.redoStack.length > 0;

export function undo(history: History): History {
  const top = history.undoStack.at(-1);
  if (!top) return history;
  return { ...history, map: top.before, undoStack: history.undoStack.slice(0, -1), redoStack: [...history.redoStack, top], openGesture: null };
}

export function redo(history: History): History {
  const top = history.redoStack.at(-1);
  if (!top) return history;
  return { ...history, map: top.after, undoStack: [...history.undoStack, top], redoStack: history.redoStack.slice(0, -1), openGesture: null };
}

/** "move island “fiji”", for the undo button's label; null when there is nothing to undo. */
export const undoLabel = (history: History): StepWords | null => history.undoStack.at(-1)?.label ?? null;
export const redoLabel = (history: History): StepWords | null => history.redoStack.at(-1)?.label ?? null;

/**
 * Deep equality that follows shared structure first (most of a map is the very
 * same objects after an edit) and compares keys in order, since the order of a
 * departure card's markers is part of the file.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ea = Object.entries(a);
  const eb = Object.entries(b);
  return ea.length === eb.length && ea.every(([k, v], i) => eb[i][0] === k && sameValue(v, eb[i][1]));
}
