import { FakeStorage } from './fake-storage';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_PREFIX } from '../../src/editor/autosave-key';
import { deleteSnapshot, listSnapshots, saveSnapshot, snapshotName } from '../../src/editor/snapshots';
import { defaultMap } from './edits';


const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 5, minute));

describe('named snapshots of the edited board', () => {
  it('come back from storage with their name, time and map, newest first', () => {
    const storage = new FakeStorage();
    const edited = defaultMap();
    edited.islands[0].value = 9;
    expect(saveSnapshot(storage, 'before Tahiti change', defaultMap(), at(1)).ok).toBe(true);
    expect(saveSnapshot(storage, 'after', edited, at(2)).ok).toBe(true);
    const { snapshots, bad } = listSnapshots(storage);
    expect(bad).toEqual([]);
    expect(snapshots.map((s) => s.name)).toEqual(['after', 'before Tahiti change']);
    expect(snapshots[0].map).toEqual(edited);
    expect(snapshots[1].map).toEqual(defaultMap());
    expect(snapshots[1].savedAt).toBe(at(1).toISOString());
  });

  it('never write over one another, even saved in the same millisecond', () => {
    const storage = new FakeStorage();
    saveSnapshot(storage, 'one', defaultMap(), at(1));
    saveSnapshot(storage, 'two', defaultMap(), at(1));
    expect(listSnapshots(storage).snapshots.map((s) => s.name).sort()).toEqual(['one', 'two']);
  });

  it('report a damaged entry with what is wrong, skip it, and keep every other snapshot and the entry itself', () => {
    const storage = new FakeStorage();
    saveSnapshot(storage, 'good', defaultMap(), at(1));
    storage.setItem(`${SNAPSHOT_PREFIX}broken`, '{"version":1,');
    const badMap = { version: 1, id: 'x', name: 'bad map', savedAt: at(2).toISOString(), map: { ...defaultMap(), islands: [{ id: 'fiji' }] } };
    storage.setItem(`${SNAPSHOT_PREFIX}x`, JSON.stringify(badMap));
    storage.setItem(`${SNAPSHOT_PREFIX}y`, JSON.stringify({ version: 2, id: 'y', name: 'later', savedAt: at(3).toISOString(), map: defaultMap() }));
    storage.setItem('clippers-editor:map:v1', 'not a snapshot');
    const { snapshots, bad } = listSnapshots(storage);
    expect(snapshots.map((s) => s.name)).toEqual(['good']);
    expect(bad.map((b) => b.key).sort()).toEqual([`${SNAPSHOT_PREFIX}broken`, `${SNAPSHOT_PREFIX}x`, `${SNAPSHOT_PREFIX}y`]);
    expect(bad.find((b) => b.key.endsWith('broken'))!.detail).toMatch(/^not JSON/);
    expect(bad.find((b) => b.key.endsWith(':x'))!.detail).toMatch(/^map\.islands\[0\]/);
    expect(bad.find((b) => b.key.endsWith(':y'))!.detail).toMatch(/^version/);
    expect(storage.data.size).toBe(5);
  });

  it('are deleted one at a time', () => {
    const storage = new FakeStorage();
    const a = saveSnapshot(storage, 'a', defaultMap(), at(1));
    saveSnapshot(storage, 'b', defaultMap(), at(2));
    expect(a.ok && deleteSnapshot(storage, a.value.id)).toBe(true);
    expect(listSnapshots(storage).snapshots.map((s) => s.name)).toEqual(['b']);
  });

  it('say when the storage is full, and write nothing', () => {
    const storage = new FakeStorage();
    storage.full = true;
    expect(saveSnapshot(storage, 'a', defaultMap(), at(1))).toEqual({ ok: false, error: { problem: 'full' } });
    expect(storage.data.size).toBe(0);
  });

  it('take a trimmed name, and none from blanks', () => {
    expect(snapshotName('  before   Tahiti\tchange ')).toBe('before Tahiti change');
    expect(snapshotName('   ')).toBeNull();
  });
});
