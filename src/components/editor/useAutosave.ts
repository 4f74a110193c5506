import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_KEY, createAutosaver, saveNow, type Autosaver, type Restored, type StorageLike } from '../../editor/autosave';
import type { BoardMap } from '../../map/schema';

export type SaveState = { kind: 'idle' } | { kind: 'pending' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string };

/** This browser's storage, or null where it is refused (private modes, blocked cookies). */
export function browserStorage(): StorageLike | null {
  try {
    const storage = window.localStorage;
    const probe = 'clippers-editor:probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * Keeps the editor's map in this browser: a debounced save after each change,
 * flushed when the page is hidden or left, and a word when another tab saved over
 * it. `saveNow` writes at once (before the walkthrough opens the saved map).
 */
export function useAutosave(storage: StorageLike | null, map: BoardMap, restored: Restored) {
  const [save, setSave] = useState<SaveState>(restored.savedAt ? { kind: 'saved', at: restored.savedAt } : { kind: 'idle' });
  const [otherTab, setOtherTab] = useState(false);
  // Another tab's map, kept aside when this tab wrote over it: the notice offers it for download.
  const [otherTabKept, setOtherTabKept] = useState<{ to: string | null; text: string } | null>(null);
  const saver = useRef<Autosaver | null>(null);

  useEffect(() => {
    if (!storage) return;
    const s = createAutosaver({
      storage,
      onSave: (r) => setSave(r.ok ? { kind: 'saved', at: r.value } : { kind: 'failed', message: r.error }),
      onOtherTabKept: (kept) => setOtherTabKept(kept),
    });
    saver.current = s;
    const flushNow = () => s.flush();
    const onHide = () => {
      if (document.visibilityState === 'hidden') s.flush();
    };
    window.addEventListener('pagehide', flushNow);
    window.addEventListener('beforeunload', flushNow);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      s.flush();
      window.removeEventListener('pagehide', flushNow);
      window.removeEventListener('beforeunload', flushNow);
      document.removeEventListener('visibilitychange', onHide);
      saver.current = null;
    };
  }, [storage]);

  const firstMap = useRef(map);
  useEffect(() => {
    if (map === firstMap.current) return;
    firstMap.current = map;
    if (saver.current) {
      saver.current.schedule(map);
      setSave({ kind: 'pending' });
    }
  }, [map]);

  // Another tab saved over this map: say so (this tab's next save keeps the other tab's map aside first).
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === AUTOSAVE_KEY && e.newValue !== null) setOtherTab(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** Saves `current` at once; false (and the save status says why) when it could not be. */
  const saveAtOnce = useCallback(
    (current: BoardMap): boolean => {
      if (!storage) return false;
      const saved = saver.current ? saver.current.saveNow(current) : saveNow(storage, current);
      setSave(saved.ok ? { kind: 'saved', at: saved.value } : { kind: 'failed', message: saved.error });
      return saved.ok;
    },
    [storage],
  );

  return {
    save,
    otherTab,
    otherTabKept,
    dismissOtherTab: () => {
      setOtherTab(false);
      setOtherTabKept(null);
    },
    saveNow: saveAtOnce,
  };
}
