import { parseMap, type MapError } from '../map/parse';
import type { BoardMap } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import { ANY_VERSION_KEY, AUTOSAVE_KEY, AUTOSAVE_VERSION, CORRUPT_PREFIX, OTHER_TAB_PREFIX } from './autosave-key';
import { keepAside, readItem } from '../storage/other-tab';

/**
 * The editor keeps the map in the browser's storage so that no work is lost to a
 * closed tab or a crash. The entry's key carries its format version; the
 * walkthrough page reads the same key (`/walkthrough?map=editor`).
 *
 * Restoring never silently drops anything: an entry that is not JSON, is of
 * another version, or is not a valid map is reported and moved aside under
 * `clippers-editor:corrupt:<timestamp>` (its text is also returned, so the editor
 * can offer it as a download), and the editor starts from the default map.
 *
 * Pure apart from the `Storage` and timer functions it is given, so it is tested
 * with fakes.
 */

export { AUTOSAVE_KEY, AUTOSAVE_VERSION, CORRUPT_PREFIX, OTHER_TAB_PREFIX };
export const AUTOSAVE_DELAY_MS = 400;

export interface SavedMap {
  version: typeof AUTOSAVE_VERSION;
  /** ISO 8601; null when the record does not say. */
  savedAt: string | null;
  map: BoardMap;
}

/** The part of the Web Storage API the autosave uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface SetAside {
  /** The key the entry was found under. */
  from: string;
  /** Where it was moved, or null when even that failed (the entry is then left where it was). */
  to: string | null;
  /** What was wrong, as a code the notice puts into words; `found` is the other version's number. */
  problem: SavedProblem | 'other-version';
  found?: string;
  /** The parse errors, with JSON paths, when the entry held a map that does not parse. */
  details: string[];
  /** The same errors with their words, for a page in another language (empty unless the map does not parse). */
  problems: MapError[];
  /** The entry's text, so the editor can offer it as a download. */
  text: string;
}

export interface Restored {
  /** The saved map, or null when there is none that can be used. */
  map: BoardMap | null;
  savedAt: string | null;
  /** Entries that could not be used, each reported and moved aside. */
  setAside: SetAside[];
  /** Set when the storage itself failed (e.g. access denied). */
  storageError: StorageProblem | null;
}

/** Why this browser's storage cannot be used, as a code the editor puts into words (`detail` is the browser's own message). */
export type StorageProblem = { problem: 'unavailable' } | { problem: 'unreadable'; detail: string };

/** Why a save failed: the storage is full, or the browser's own message. */
export type SaveProblem = { problem: 'full' } | { problem: 'failed'; detail: string };

export function encodeSaved(map: BoardMap, now: Date = new Date()): string {
  const saved: SavedMap = { version: AUTOSAVE_VERSION, savedAt: now.toISOString(), map };
  return JSON.stringify(saved);
}

/** Why a saved entry cannot be used. */
export type SavedProblem = 'not-json' | 'not-record' | 'version' | 'map-invalid';

/**
 * Reads an entry's text: the map, or what is wrong with it. The one decoder of the
 * autosave: the editor restores with it and the walkthrough (`?map=editor`) reads with it.
 */
export function decodeSaved(text: string): Result<SavedMap, { problem: SavedProblem; reason: string; details: string[]; problems?: MapError[]; found?: string }> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err({ problem: 'not-json', reason: 'The saved map is not valid JSON (the entry is damaged).', details: [e instanceof Error ? e.message : String(e)] });
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return err({ problem: 'not-record', reason: 'The saved entry is not an object with a map in it, so not an autosave record.', details: [] });
  }
  const record = json as Record<string, unknown>;
  if (record.version !== AUTOSAVE_VERSION) {
    return err({
      problem: 'version',
      reason: `The saved map was written by a different version of the editor (autosave version ${JSON.stringify(record.version ?? null)}, this editor reads ${AUTOSAVE_VERSION}).`,
      details: [],
      found: JSON.stringify(record.version ?? null),
    });
  }
  const parsed = parseMap(record.map);
  if (!parsed.ok) {
    return err({
      problem: 'map-invalid',
      reason: 'The saved map is not a valid Clippers map.',
      details: parsed.error.map((e) => `${savedPath(e.path)}: ${e.message}`),
      problems: parsed.error,
    });
  }
  return ok({ version: AUTOSAVE_VERSION, savedAt: savedTime(record.savedAt), map: parsed.value });
}

/** Where in the saved entry a map's path is: `map.islands[0].ports`. */
export const savedPath = (path: string): string => `map${path ? (path.startsWith('[') ? path : `.${path}`) : ''}`;

/**
 * When the entry says it was saved, if that is a real time. The time is only shown
 * ("saved 14:02"), so a tampered one is dropped rather than refusing the map, and
 * never reaches `toISOString`, which throws on a time out of range.
 */
function savedTime(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** Loads the autosave, setting aside (and reporting) every entry that cannot be used. */
export function restoreSaved(storage: StorageLike | null, now: Date = new Date()): Restored {
  const out: Restored = { map: null, savedAt: null, setAside: [], storageError: null };
  if (!storage) {
    out.storageError = { problem: 'unavailable' };
    return out;
  }
  try {
    // Autosaves of other versions: report and move aside, so they are kept but not mistaken for this one.
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    for (const key of keys) {
      const m = ANY_VERSION_KEY.exec(key);
      if (!m || key === AUTOSAVE_KEY) continue;
      const text = storage.getItem(key) ?? '';
      out.setAside.push(
        setAside(storage, key, text, now, { problem: 'other-version', found: m[1] }, [], []),
      );
    }
    const text = storage.getItem(AUTOSAVE_KEY);
    if (text === null) return out;
    const decoded = decodeSaved(text);
    if (decoded.ok) {
      out.map = decoded.value.map;
      out.savedAt = decoded.value.savedAt;
    } else {
      const { problem, found } = decoded.error;
      out.setAside.push(setAside(storage, AUTOSAVE_KEY, text, now, found === undefined ? { problem } : { problem, found }, decoded.error.details, decoded.error.problems ?? []));
    }
  } catch (e) {
    out.storageError = { problem: 'unreadable', detail: e instanceof Error ? e.message : String(e) };
  }
  return out;
}

function setAside(storage: StorageLike, from: string, text: string, now: Date, why: Pick<SetAside, 'problem' | 'found'>, details: string[], problems: MapError[]): SetAside {
  let to: string | null = `${CORRUPT_PREFIX}${now.toISOString()}`;
  for (let n = 2; storage.getItem(to) !== null; n++) to = `${CORRUPT_PREFIX}${now.toISOString()}-${n}`;
  try {
    storage.setItem(to, text);
    // Only once the copy is safe does the original go.
    storage.removeItem(from);
  } catch {
    to = null;
  }
  return { from, to, ...why, details, problems, text };
}

/** Writes the map now. */
export function saveNow(storage: StorageLike, map: BoardMap, now: Date = new Date()): Result<string, SaveProblem> {
  const text = encodeSaved(map, now);
  try {
    storage.setItem(AUTOSAVE_KEY, text);
    return ok(now.toISOString());
  } catch (e) {
    const quota = e instanceof Error && /quota/i.test(`${e.name} ${e.message}`);
    return err(quota ? { problem: 'full' } : { problem: 'failed', detail: e instanceof Error ? e.message : String(e) });
  }
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AutosaverOptions {
  storage: StorageLike;
  delay?: number;
  timers?: Timers;
  now?: () => Date;
  /** Called after each write, with its outcome. */
  onSave?: (result: Result<string, SaveProblem>) => void;
  /** Called when another tab's save was about to be written over: where it was kept (null when it could not be) and its text. */
  onOtherTabKept?: (kept: { to: string | null; text: string }) => void;
}

export interface Autosaver {
  /** Saves `map` after the delay, unless another map is scheduled first. */
  schedule(map: BoardMap): void;
  /** Writes the scheduled map now (before leaving the page, before "Try this board"). */
  flush(): void;
  /** Writes `map` at once, in place of any waiting save. */
  saveNow(map: BoardMap): Result<string, SaveProblem>;
  /** Is a save waiting? */
  readonly pending: boolean;
  dispose(): void;
}

function readKey(storage: StorageLike): string | null {
  return readItem(storage, AUTOSAVE_KEY);
}

/** Debounced saving: a burst of edits is written once, `delay` ms after the last. */
export function createAutosaver(options: AutosaverOptions): Autosaver {
  const delay = options.delay ?? AUTOSAVE_DELAY_MS;
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  const now = options.now ?? (() => new Date());
  let waiting: BoardMap | null = null;
  let handle: unknown = null;
  // What this tab last saw under the key: a different text there at write time is another tab's work.
  let known = readKey(options.storage);

  const write = (): void => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    if (waiting === null) return;
    const map = waiting;
    waiting = null;
    // Written whether or not anyone listens: `onSave?.(write())` would skip the write itself.
    const result = writeMap(map);
    options.onSave?.(result);
  };
  const writeMap = (map: BoardMap): Result<string, SaveProblem> => {
    const at = now();
    const there = readKey(options.storage);
    if (there !== null && there !== known) options.onOtherTabKept?.(keepAside(options.storage, OTHER_TAB_PREFIX, there, at));
    const result = saveNow(options.storage, map, at);
    if (result.ok) known = readKey(options.storage);
    return result;
  };

  return {
    schedule(map) {
      waiting = map;
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(write, delay);
    },
    flush: write,
    saveNow(map) {
      waiting = null;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      return writeMap(map);
    },
    get pending() {
      return waiting !== null;
    },
    dispose() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      waiting = null;
    },
  };
}
