import type { BoardMap } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import { applyCommand, describeCommand, type Command } from './commands';

/**
 * Undo and redo over the command layer, in the manner of tldraw's history: every
 * step stores the change (the command as applied) and its inverse; undo applies
 * the inverse, redo the command again. Immutable: each function returns a new
 * `History` and leaves its argument alone, so it drops straight into React state.
 *
 * One gesture is one step. A commit may name its gesture (say
 * `island.update:fiji:name` while the designer types in the name field); while
 * that gesture stays open, further commits with the same name fold into the same
 * step. Any other commit, an undo, a redo or `seal` (the field lost focus) closes it.
 */

export interface Change {
  command: Command;
  inverse: Command;
  /** The gesture this step belongs to, if it was committed as part of one. */
  gesture?: string;
}

export interface History {
  readonly map: BoardMap;
  readonly undoStack: readonly Change[];
  readonly redoStack: readonly Change[];
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
  const { map, inverse, command: resolved } = applied.value;
  // Nothing changed: no step. Another gesture's edit still closes the open one.
  if (isNoop(resolved, inverse)) return ok(options.gesture !== undefined && options.gesture === history.openGesture ? history : seal(history));
  const gesture = options.gesture;
  const top = history.undoStack.at(-1);
  let undoStack: Change[];
  if (gesture !== undefined && top !== undefined && history.openGesture === gesture) {
    undoStack = [...history.undoStack.slice(0, -1), merge(top, { command: resolved, inverse, gesture })];
  } else {
    undoStack = [...history.undoStack, { command: resolved, inverse, ...(gesture !== undefined ? { gesture } : {}) }];
    if (undoStack.length > history.limit) undoStack = undoStack.slice(undoStack.length - history.limit);
  }
  return ok({ ...history, map, undoStack, redoStack: [], openGesture: gesture ?? null });
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
  const map = replay(history.map, top.inverse, 'undo');
  return { ...history, map, undoStack: history.undoStack.slice(0, -1), redoStack: [...history.redoStack, top], openGesture: null };
}

export function redo(history: History): History {
  const top = history.redoStack.at(-1);
  if (!top) return history;
  const map = replay(history.map, top.command, 'redo');
  return { ...history, map, undoStack: [...history.undoStack, top], redoStack: history.redoStack.slice(0, -1), openGesture: null };
}

/** "move island “fiji”", for the undo button's label; null when there is nothing to undo. */
export const undoLabel = (history: History): string | null => {
  const top = history.undoStack.at(-1);
  return top ? describeCommand(top.command) : null;
};
export const redoLabel = (history: History): string | null => {
  const top = history.redoStack.at(-1);
  return top ? describeCommand(top.command) : null;
};

/** Undo and redo replay commands on the very map they were made for, so a failure is a bug, not bad input. */
function replay(map: BoardMap, command: Command, what: string): BoardMap {
  const applied = applyCommand(map, command);
  if (!applied.ok) throw new Error(`editor history: ${what} failed: ${applied.error}`);
  return applied.value.map;
}

/** `later` folded into `earlier`: one step that does both, and undoes both. */
function merge(earlier: Change, later: Change): Change {
  const a = earlier.command;
  const b = later.command;
  // The common case (typing in one field, nudging one island): the later edit
  // overwrites exactly what the earlier one set, so it alone is the step, and the
  // earlier inverse alone restores the state before the gesture.
  if (sameTarget(a, b)) return { command: b, inverse: earlier.inverse, gesture: later.gesture };
  const commands = [...flatten(a), ...flatten(b)];
  const inverses = [...flatten(later.inverse), ...flatten(earlier.inverse)];
  return { command: { type: 'batch', commands }, inverse: { type: 'batch', commands: inverses }, gesture: later.gesture };
}

const flatten = (c: Command): Command[] => (c.type === 'batch' && c.label === undefined ? c.commands : [c]);

function sameTarget(a: Command, b: Command): boolean {
  if (a.type !== b.type) return false;
  if ((a.type === 'island.move' || a.type === 'harbor.move') && (b.type === 'island.move' || b.type === 'harbor.move')) {
    return a.index === b.index && a.id === b.id;
  }
  if (a.type === 'map.update' && b.type === 'map.update') return sameKeys(a.patch, b.patch);
  if (!('patch' in a) || !('patch' in b) || !('index' in a) || !('index' in b)) return false;
  if (a.index !== b.index || a.id !== b.id) return false;
  if ('refs' in a || 'refs' in b) return false;
  if ('id' in a.patch || 'id' in b.patch) return false;
  return sameKeys(a.patch, b.patch);
}

function sameKeys(a: object, b: object): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}

/** An update that sets every field to the value it already has changes nothing and is not a step. */
function isNoop(command: Command, inverse: Command): boolean {
  if ((command.type === 'island.move' || command.type === 'harbor.move') && inverse.type === command.type) {
    return command.x === inverse.x && command.y === inverse.y;
  }
  if (!('patch' in command) || !('patch' in inverse) || ('refs' in inverse && inverse.refs)) return false;
  const before = inverse.patch as Record<string, unknown>;
  return Object.entries(command.patch).every(([key, value]) => sameValue(before[key], value));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  // Departure-card markers: same entries in the same order.
  const ea = Object.entries(a);
  const eb = Object.entries(b);
  return ea.length === eb.length && ea.every(([k, v], i) => eb[i][0] === k && Object.is(eb[i][1], v));
}

/** Applies a command with no history (for tests and previews). */
export function applyAll(map: BoardMap, commands: readonly Command[]): Result<BoardMap, string> {
  let current = map;
  for (const command of commands) {
    const applied = applyCommand(current, command);
    if (!applied.ok) return err(applied.error);
    current = applied.value.map;
  }
  return ok(current);
}
