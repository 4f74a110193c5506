import { z } from 'zod';
import { parseMap } from '../map/parse';
import type { BoardMap } from '../map/schema';
import { err, ok, type Result } from '../map/result';
import { SNAPSHOT_PREFIX } from './autosave-key';
import { savedPath, type SaveProblem, type StorageLike } from './autosave';

/**
 * Named snapshots of the edited board ("before the Tahiti change"), kept in this
 * browser's local storage so they outlive a reload. Each snapshot has a key of its
 * own: a damaged entry is reported and skipped, and can never take the designer's
 * other snapshots down with it (one shared list would be lost whole to one bad
 * byte). Pure apart from the storage it is given, so it is tested with a fake.
 */

export const SNAPSHOT_NAME_MAX = 80;

const entrySchema = z.object({
  version: z.literal(1),
  id: z.string().min(1),
  name: z.string().min(1).max(SNAPSHOT_NAME_MAX),
  savedAt: z.string().datetime(),
  map: z.unknown(),
});

export interface Snapshot {
  id: string;
  name: string;
  /** ISO 8601. */
  savedAt: string;
  map: BoardMap;
}

/** An entry that could not be read: its key (left as it is) and the first thing wrong with it. */
export interface BadSnapshot {
  key: string;
  detail: string;
}

export interface SnapshotList {
  /** Newest first. */
  snapshots: Snapshot[];
  bad: BadSnapshot[];
}

/** Every snapshot in `storage`, newest first; entries that are not snapshots are reported and left in place. */
export function listSnapshots(storage: StorageLike): SnapshotList {
  const out: SnapshotList = { snapshots: [], bad: [] };
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && key.startsWith(SNAPSHOT_PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const read = readSnapshot(storage.getItem(key) ?? '');
    if (read.ok) out.snapshots.push(read.value);
    else out.bad.push({ key, detail: read.error });
  }
  out.snapshots.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : a.name.localeCompare(b.name)));
  return out;
}

function readSnapshot(text: string): Result<Snapshot, string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(`not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const entry = entrySchema.safeParse(json);
  if (!entry.success) {
    const issue = entry.error.issues[0];
    return err(`${issue.path.join('.') || 'entry'}: ${issue.message}`);
  }
  const map = parseMap(entry.data.map);
  if (!map.ok) {
    const first = map.error[0];
    return err(`${savedPath(first.path)}: ${first.message}`);
  }
  return ok({ id: entry.data.id, name: entry.data.name, savedAt: entry.data.savedAt, map: map.value });
}

/** The name as it is kept: spaces trimmed and runs of them made one; null when nothing is left. */
export function snapshotName(text: string): string | null {
  const name = text.trim().replace(/\s+/g, ' ').slice(0, SNAPSHOT_NAME_MAX);
  return name === '' ? null : name;
}

/** Saves `map` as a new snapshot named `name`. Never writes over another snapshot. */
export function saveSnapshot(storage: StorageLike, name: string, map: BoardMap, now: Date = new Date()): Result<Snapshot, SaveProblem> {
  const stamp = now.getTime().toString(36);
  let id = stamp;
  for (let n = 2; storage.getItem(SNAPSHOT_PREFIX + id) !== null; n++) id = `${stamp}-${n}`;
  const snapshot: Snapshot = { id, name, savedAt: now.toISOString(), map };
  try {
    storage.setItem(SNAPSHOT_PREFIX + id, JSON.stringify({ version: 1, ...snapshot }));
    return ok(snapshot);
  } catch (e) {
    const quota = e instanceof Error && /quota/i.test(`${e.name} ${e.message}`);
    return err(quota ? { problem: 'full' } : { problem: 'failed', detail: e instanceof Error ? e.message : String(e) });
  }
}

/** Deletes one snapshot; false when the storage refused. */
export function deleteSnapshot(storage: StorageLike, id: string): boolean {
  try {
    storage.removeItem(SNAPSHOT_PREFIX + id);
    return true;
  } catch {
    return false;
  }
}
