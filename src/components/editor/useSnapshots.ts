import { useCallback, useState } from 'react';
import type { StorageLike } from '../../editor/autosave';
import { deleteSnapshot, listSnapshots, saveSnapshot, type Snapshot, type SnapshotList } from '../../editor/snapshots';

export type SnapshotProblem = { problem: 'full' } | { problem: 'failed'; detail: string } | { problem: 'unavailable' };

/** The named snapshots in this browser's storage, read once and kept in step with every save and delete. */
export function useSnapshots(storage: StorageLike | null) {
  const [list, setList] = useState<SnapshotList>(() => (storage ? listSnapshots(storage) : { snapshots: [], bad: [] }));
  const [problem, setProblem] = useState<SnapshotProblem | null>(storage ? null : { problem: 'unavailable' });

  const save = useCallback(
    (name: string, map: Snapshot['map']): boolean => {
      if (!storage) return false;
      const saved = saveSnapshot(storage, name, map);
      if (!saved.ok) {
        setProblem(saved.error);
        return false;
      }
      setProblem(null);
      setList(listSnapshots(storage));
      return true;
    },
    [storage],
  );
  const remove = useCallback(
    (id: string) => {
      if (!storage) return;
      if (!deleteSnapshot(storage, id)) setProblem({ problem: 'failed', detail: 'removeItem' });
      setList(listSnapshots(storage));
    },
    [storage],
  );
  return { ...list, problem, save, remove };
}

export type Snapshots = ReturnType<typeof useSnapshots>;
