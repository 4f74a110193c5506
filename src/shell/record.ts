import { z } from 'zod';
import type { AnyGameModule, Refusal } from '../games';
import { isModuleBot } from '../sim/module-sim';
import { err, ok, type Result } from '../source/result';
import { keepAside, readItem } from '../storage/other-tab';
import { fromBase64Url, pipe, toBase64Url } from '../play/deflate';
import { replaySession, type Session } from './session';

/**
 * A game of any module as a file, an autosave and a link: the start (read back through the
 * game's `restore`) and the moves (each read by the game's move schema, then replayed by
 * `applyMove`), with the moves undone but not replaced, so redo survives a reload. Problems
 * are returned as message keys with values (the page words them), naming where in the file.
 */

export const SHELL_FORMAT = 'rulekit-game' as const;
export const SHELL_VERSION = 1 as const;
/** The most a file, an autosave or a link may unpack to. */
export const SHELL_MAX_BYTES = 2_000_000;
/** The longest link offered; a longer game is saved as a file instead. */
export const SHELL_LINK_LIMIT = 6000;
export const LINK_PARAM = 'game';

const envelope = z
  .object({
    format: z.literal(SHELL_FORMAT),
    version: z.literal(SHELL_VERSION),
    game: z.string(),
    seats: z.array(z.object({ name: z.string().max(60), bot: z.string().nullable() }).strict()).min(1).max(12),
    seed: z.number().int(),
    variants: z.record(z.string(), z.string()),
    start: z.unknown(),
    moves: z.array(z.unknown()).max(100_000),
    cursor: z.number().int().min(0),
    savedAt: z.string().optional(),
  })
  .strict();
export type ShellRecord = z.infer<typeof envelope>;

export interface ShellProblem {
  /** A message key of the page (`mplay.problem.*`). */
  readonly key: string;
  readonly vars?: Readonly<Record<string, string | number>>;
  /** The game's refusal, worded by the page with `refusalWords`. */
  readonly refusal?: Refusal;
}

export function recordOf(s: Session, now?: Date): ShellRecord {
  const { game, seats, seed, variants, start } = s.setup;
  return { format: SHELL_FORMAT, version: SHELL_VERSION, game, seats: seats.map((x) => ({ ...x })), seed, variants: { ...variants }, start, moves: s.moves.slice(), cursor: s.cursor, ...(now ? { savedAt: now.toISOString() } : {}) };
}

const problem = (key: string, vars?: Record<string, string | number>, refusal?: Refusal): ShellProblem => ({ key, vars, refusal });

/** A record's data (already parsed from JSON) as a session of `module`, or what is wrong with it. */
export function sessionFromData(module: AnyGameModule, data: unknown): Result<Session, ShellProblem> {
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== SHELL_FORMAT) return err(problem('mplay.problem.format'));
  if ((data as { game?: unknown }).game !== module.id) return err(problem('mplay.problem.game', { game: String((data as { game?: unknown }).game) }));
  const read = envelope.safeParse(data);
  if (!read.success) {
    const issue = read.error.issues[0];
    return err(problem('mplay.problem.field', { path: issue.path.join('.') || '/', message: issue.message }));
  }
  const r = read.data;
  const bad = r.seats.findIndex((s) => s.bot !== null && !isModuleBot(s.bot));
  if (bad >= 0) return err(problem('mplay.problem.field', { path: `seats.${bad}.bot`, message: String(r.seats[bad].bot) }));
  const moves: unknown[] = [];
  for (let i = 0; i < r.moves.length; i++) {
    const m = module.schemas.move.safeParse(r.moves[i]);
    if (!m.success) return err(problem('mplay.problem.field', { path: `moves.${i}`, message: m.error.issues[0]?.message ?? '' }));
    moves.push(m.data);
  }
  const seats = r.seats.map((s) => ({ name: s.name, bot: s.bot !== null && isModuleBot(s.bot) ? s.bot : null }));
  const replay = replaySession(module, { game: r.game, seats, seed: r.seed, variants: r.variants, start: r.start }, moves, r.cursor);
  if (!replay.ok) {
    const p = replay.error;
    return err(p.kind === 'start' ? problem('mplay.problem.start', {}, p.refusals[0]) : problem('mplay.problem.move', { n: p.index + 1, path: `moves.${p.index}` }, p.refusal));
  }
  return ok(replay.value);
}

/** A file's or an autosave's text as a session. */
export function sessionFromText(module: AnyGameModule, text: string): Result<Session, ShellProblem> {
  if (text.length > SHELL_MAX_BYTES) return err(problem('mplay.problem.size', { limit: SHELL_MAX_BYTES }));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err(problem('mplay.problem.json', { why: e instanceof Error ? e.message : String(e) }));
  }
  return sessionFromData(module, data);
}

// ---------------------------------------------------------------------------------
// The autosave

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export const autosaveKey = (game: string): string => `rulekit-play:${game}:v${SHELL_VERSION}`;
export const corruptPrefix = (game: string): string => `rulekit-play:${game}:corrupt:`;

/** Writes the game; a full or refused storage is reported, never thrown. */
export function writeAutosave(storage: StorageLike, s: Session, now = new Date()): Result<string, string> {
  try {
    storage.setItem(autosaveKey(s.module.id), JSON.stringify(recordOf(s, now)));
    return ok(now.toISOString());
  } catch (e) {
    return err(e instanceof Error ? e.message : String(e));
  }
}

export interface Restored {
  session: Session | null;
  /** Why the save found could not be used, and the key it was kept under (null: it could not be kept). */
  problem: { problem: ShellProblem; keptAt: string | null } | null;
}

/** The game saved in this browser: a save that no longer reads is kept aside under another key, never dropped. */
export function readAutosave(storage: StorageLike, module: AnyGameModule, now = new Date()): Restored {
  const key = autosaveKey(module.id);
  const text = readItem(storage, key);
  if (text === null) return { session: null, problem: null };
  const r = sessionFromText(module, text);
  if (r.ok) return { session: r.value, problem: null };
  const kept = keepAside(storage, corruptPrefix(module.id), text, now);
  if (kept.to !== null)
    try {
      storage.removeItem(key);
    } catch {
      // Kept aside already; the next write replaces it.
    }
  return { session: null, problem: { problem: r.error, keptAt: kept.to } };
}

/**
 * The game in progress set aside when a link or a worked example opened another in its place:
 * kept in a slot of its own until the reader goes back to it or starts a new game, so a reload
 * in between does not lose it.
 */
export const asideKey = (game: string): string => `rulekit-play:${game}:aside:v${SHELL_VERSION}`;

export function writeAside(storage: StorageLike, s: Session | null): Result<true, string> {
  try {
    if (s) storage.setItem(asideKey(s.module.id), JSON.stringify(recordOf(s)));
    return ok(true);
  } catch (e) {
    return err(e instanceof Error ? e.message : String(e));
  }
}

/** The game set aside, if one is and it still reads (one that does not is left where it is, never dropped). */
export function readAside(storage: StorageLike, module: AnyGameModule): Session | null {
  const text = readItem(storage, asideKey(module.id));
  if (text === null) return null;
  const r = sessionFromText(module, text);
  return r.ok ? r.value : null;
}

export function clearAside(storage: StorageLike, game: string): void {
  try {
    storage.removeItem(asideKey(game));
  } catch {
    // Nothing kept there then.
  }
}

export function clearAutosave(storage: StorageLike, game: string): void {
  try {
    storage.removeItem(autosaveKey(game));
  } catch {
    // A storage that cannot be written holds no autosave either.
  }
}

// ---------------------------------------------------------------------------------
// Links: the record deflated into the address's fragment, which never reaches a server

export async function encodeLink(s: Session): Promise<Result<string, ShellProblem>> {
  const bytes = await pipe(new TextEncoder().encode(JSON.stringify(recordOf(s))), new CompressionStream('deflate-raw'));
  const text = toBase64Url(bytes);
  if (text.length > SHELL_LINK_LIMIT) return err(problem('mplay.problem.link-long', { length: text.length, limit: SHELL_LINK_LIMIT }));
  return ok(`${LINK_PARAM}=${text}`);
}

/** The game in a `#game=…` fragment; null when there is none. */
export async function decodeLink(module: AnyGameModule, hash: string): Promise<Result<Session, ShellProblem> | null> {
  const text = new URLSearchParams(hash.replace(/^#/, '')).get(LINK_PARAM);
  if (text === null) return null;
  const tooLarge = err(problem('mplay.problem.size', { limit: SHELL_MAX_BYTES }));
  if (text.length > SHELL_MAX_BYTES) return tooLarge;
  let json: string;
  try {
    const bytes = await pipe(fromBase64Url(text), new DecompressionStream('deflate-raw'), SHELL_MAX_BYTES);
    if (bytes === null) return tooLarge;
    json = new TextDecoder().decode(bytes);
  } catch {
    return err(problem('mplay.problem.link-cut'));
  }
  return sessionFromText(module, json);
}
