import type { BoardMap } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import { gameFromJson } from '../game/from-json';
import { problemWords } from '../game/problems';
import { ENGLISH_PROBLEMS, gameErrorsText, sayProblem, type ProblemSay } from './problem-text';
import { jumpTo, type PlaySession } from './session';
import type { Say } from '../i18n/format';
import { english } from '../i18n/english';
import { keepAside, readItem, type KeptAside } from '../storage/other-tab';

/**
 * The game in progress is kept in the browser's storage, so a reload (or a closed
 * tab) loses nothing. The key carries the format version. Restoring validates the
 * entry (schema, then an exact replay); one that fails is reported and moved aside
 * under `clippers-play:corrupt:<time>`, never silently dropped. Moves undone but
 * not yet replaced are kept too, so redo survives a reload.
 */

export const PLAY_AUTOSAVE_VERSION = 1 as const;
export const PLAY_AUTOSAVE_KEY = `clippers-play:game:v${PLAY_AUTOSAVE_VERSION}`;
export const PLAY_CORRUPT_PREFIX = 'clippers-play:corrupt:';
export const PLAY_AUTOSAVE_DELAY_MS = 250;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function encodePlaySave(s: PlaySession, now: Date = new Date()): string {
  const game = { ...s.game, moves: s.moves };
  return JSON.stringify({ version: PLAY_AUTOSAVE_VERSION, savedAt: now.toISOString(), cursor: s.cursor, game });
}

export interface PlayRestore {
  session: PlaySession | null;
  savedAt: string | null;
  /** Why a save found could not be used, and where it was put. */
  problem: { reason: string; movedTo: string | null } | null;
}

/** Decodes an autosave's text; `lookup` finds a map the game names by id. Problems are told in `p`'s language. */
export function decodePlaySave(
  text: string,
  lookup: (id: string) => BoardMap | null,
  p: ProblemSay = ENGLISH_PROBLEMS,
): Result<{ session: PlaySession; savedAt: string | null }, string> {
  const fail = (key: Parameters<typeof problemWords>[0], vars?: Parameters<typeof problemWords>[1]) => err(sayProblem(p, problemWords(key, vars)));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    // The browser's own words for the parse error: in the browser's language, whatever the page's.
    return fail('problem.save.not-json', { why: e instanceof Error ? e.message : String(e) });
  }
  if (typeof data !== 'object' || data === null) return fail('problem.save.not-object');
  const save = data as { version?: unknown; savedAt?: unknown; cursor?: unknown; game?: unknown };
  if (save.version !== PLAY_AUTOSAVE_VERSION) return fail('problem.save.version', { version: JSON.stringify(save.version) ?? 'undefined', current: PLAY_AUTOSAVE_VERSION });
  if (typeof save.game !== 'object' || save.game === null) return fail('problem.save.no-game');
  const restored = gameFromJson(save.game, { lookup });
  if (!restored.ok) {
    const first = restored.error[0];
    if (first.reason === 'map-unavailable') return err(gameErrorsText([{ ...first, path: '' }], p));
    const why = gameErrorsText(restored.error, p);
    return fail(first.reason === 'move-refused' ? 'problem.save.no-longer-replays' : 'problem.save.does-not-hold', { why });
  }
  if (restored.value.kind !== 'saved') return fail('problem.save.not-saved');
  const { saved, map, replay } = restored.value;
  const session: PlaySession = { game: { ...saved, moves: [] }, map, states: replay.states, events: replay.events, moves: replay.moves, cursor: replay.moves.length };
  const cursor = typeof save.cursor === 'number' && Number.isInteger(save.cursor) ? save.cursor : session.moves.length;
  return ok({ session: jumpTo(session, cursor), savedAt: typeof save.savedAt === 'string' ? save.savedAt : null });
}

export function restorePlay(storage: StorageLike | null, lookup: (id: string) => BoardMap | null, now: Date = new Date(), p: ProblemSay = ENGLISH_PROBLEMS): PlayRestore {
  const say = p.say;
  if (!storage) return { session: null, savedAt: null, problem: null };
  let text: string | null;
  try {
    text = storage.getItem(PLAY_AUTOSAVE_KEY);
  } catch {
    return { session: null, savedAt: null, problem: { reason: say('play.notice.storage'), movedTo: null } };
  }
  if (text === null) return { session: null, savedAt: null, problem: null };
  const decoded = decodePlaySave(text, lookup, p);
  if (decoded.ok) return { session: decoded.value.session, savedAt: decoded.value.savedAt, problem: null };
  let movedTo: string | null = `${PLAY_CORRUPT_PREFIX}${now.toISOString()}`;
  try {
    storage.setItem(movedTo, text);
    storage.removeItem(PLAY_AUTOSAVE_KEY);
  } catch {
    movedTo = null;
  }
  return { session: null, savedAt: null, problem: { reason: decoded.error, movedTo } };
}

export function savePlay(storage: StorageLike, s: PlaySession, now: Date = new Date(), say: Say = english): Result<string, string> {
  try {
    storage.setItem(PLAY_AUTOSAVE_KEY, encodePlaySave(s, now));
    return ok(now.toISOString());
  } catch (e) {
    const quota = e instanceof Error && /quota/i.test(`${e.name} ${e.message}`);
    return err(quota ? say('play.notice.full') : say('play.notice.notKept', { why: e instanceof Error ? e.message : String(e) }));
  }
}

export function clearPlay(storage: StorageLike): void {
  try {
    storage.removeItem(PLAY_AUTOSAVE_KEY);
  } catch {
    // Nothing to keep: a storage that cannot be written holds no autosave either.
  }
}

/** Another tab's game, kept when this tab is about to write over it. */
export const PLAY_OTHER_TAB_PREFIX = 'clippers-play:other-tab:';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type { KeptAside };

export interface PlaySaverOptions {
  storage: StorageLike;
  delay?: number;
  timers?: Timers;
  now?: () => Date;
  /** After each write, with its outcome (a failure told with `say`: the page's words). */
  onSave?: (result: Result<string, string>) => void;
  say?: Say;
  /**
   * A game not this tab's was about to be written over (or cleared): where it was kept. `earlier`: the
   * game in progress before this page opened a link or a walkthrough step (see `adopt`); else another tab's.
   */
  onOtherTabKept?: (kept: KeptAside, earlier: boolean) => void;
}

export interface PlaySaver {
  /** Saves `s` after the delay, unless another session is scheduled first. */
  schedule(s: PlaySession): void;
  /** Writes the waiting session now (the page is being left or hidden). */
  flush(): void;
  /** Drops the autosave (a new game), keeping another tab's game aside first. */
  clear(): void;
  /** This page opened another game (a link): whatever game is saved now is kept aside before the first write. */
  adopt(): void;
  readonly pending: boolean;
  dispose(): void;
}

function readSave(storage: StorageLike): string | null {
  return readItem(storage, PLAY_AUTOSAVE_KEY);
}

/** The same game in the same position, whenever it was written: a save only differs from another tab's in its time. */
export function sameSave(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    const x = JSON.parse(a) as Record<string, unknown>;
    const y = JSON.parse(b) as Record<string, unknown>;
    return JSON.stringify({ ...x, savedAt: null }) === JSON.stringify({ ...y, savedAt: null });
  } catch {
    return false;
  }
}

/**
 * Debounced saving of the game, as the editor saves its map: a run of bot moves is
 * written once. It remembers what it last wrote (or found); a different game under
 * the key when it writes is another tab's, which is kept aside under
 * `clippers-play:other-tab:<time>` and reported, never silently written over.
 */
export function createPlaySaver(options: PlaySaverOptions): PlaySaver {
  const { storage } = options;
  const delay = options.delay ?? PLAY_AUTOSAVE_DELAY_MS;
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  const now = options.now ?? (() => new Date());
  let known = readSave(storage);
  let waiting: PlaySession | null = null;
  let handle: unknown = null;
  let earlier = false;

  const cancel = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  // The game under the key that could not be kept aside (storage full), once reported: it is not reported again.
  let unkept: string | null = null;
  /**
   * Keeps a game under the key that is not this tab's aside before it is written over;
   * false when there is one and storage is too full to keep it. Then it stays where it
   * is: a reload brings it back, rather than losing it to the game this page opened.
   */
  const guard = (at: Date): boolean => {
    const there = readSave(storage);
    if (there === null || (known !== null && sameSave(there, known))) return true;
    const kept = keepAside(storage, PLAY_OTHER_TAB_PREFIX, there, at);
    if (kept.to === null && unkept !== null && sameSave(there, unkept)) return false;
    options.onOtherTabKept?.(kept, earlier);
    earlier = false;
    unkept = kept.to === null ? there : null;
    return kept.to !== null;
  };
  const notOver = (): Result<string, string> => err((options.say ?? english)('play.notice.fullNotOver'));
  const write = () => {
    cancel();
    if (waiting === null) return;
    const s = waiting;
    waiting = null;
    const at = now();
    if (!guard(at)) {
      options.onSave?.(notOver());
      return;
    }
    const result = savePlay(storage, s, at, options.say);
    if (result.ok) known = readSave(storage);
    options.onSave?.(result);
  };

  return {
    schedule(s) {
      waiting = s;
      cancel();
      handle = timers.setTimeout(write, delay);
    },
    flush: write,
    clear() {
      cancel();
      waiting = null;
      if (!guard(now())) return;
      clearPlay(storage);
      known = null;
    },
    adopt() {
      known = null;
      earlier = true;
    },
    get pending() {
      return waiting !== null;
    },
    dispose() {
      cancel();
      waiting = null;
    },
  };
}
