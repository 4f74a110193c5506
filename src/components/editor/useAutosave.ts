import { onLeavingPage } from '../leaving-page';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_KEY, createAutosaver, saveNow, type Autosaver, type Restored, type SaveProblem, type StorageLike } from '../../editor/autosave';
import { beginGesture, endGesture, gestureLabel, takeInterrupted, type Gesture, type GestureKind, type GestureStorage } from '../../editor/gesture-journal';
import type { BoardMap } from '../../map/schema';
import { useEditorWords } from './words';

export type SaveState = { kind: 'idle' } | { kind: 'pending' } | { kind: 'saved'; at: string } | { kind: 'failed'; why: SaveProblem };

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

/** This tab's session storage (the gesture note), or null where it is refused. */
function sessionStore(): GestureStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the editor's map in this browser: a debounced save after each change,
 * flushed when the page is hidden or left, and a word when another tab saved over
 * it. `saveNow` writes at once (before the walkthrough opens the saved map).
 *
 * Gestures on the board are guarded: as one begins, the last finished edit is
 * written at once (a crashed tab has no time to flush) and a note says a gesture
 * is under way; as it ends, its edit is written and the note cleared. A note found
 * at start means the page closed mid-gesture: `interrupted` says what was dropped.
 * `latest` is the map as of now, which can be ahead of `map` (the last render) when
 * the page is left between an edit and its render.
 */
export function useAutosave(storage: StorageLike | null, map: BoardMap, restored: Restored, latest: () => BoardMap = () => map) {
  const { say } = useEditorWords();
  const [save, setSave] = useState<SaveState>(restored.savedAt ? { kind: 'saved', at: restored.savedAt } : { kind: 'idle' });
  const [otherTab, setOtherTab] = useState(false);
  // Another tab's map, kept aside when this tab wrote over it: the notice offers it for download.
  const [otherTabKept, setOtherTabKept] = useState<{ to: string | null; text: string } | null>(null);
  const [session] = useState(sessionStore);
  const [interrupted, setInterrupted] = useState<Gesture | null>(() => takeInterrupted(session));
  const saver = useRef<Autosaver | null>(null);
  const latestRef = useRef(latest);
  latestRef.current = latest;
  // The map last handed to the saver, and when the map was last saved (null after a failed save).
  const handed = useRef(map);
  const savedAt = useRef<string | null>(restored.savedAt);

  /** Writes the map as it is now, if it has not been handed to the saver yet or is still waiting. */
  const flushLatest = useCallback(() => {
    const s = saver.current;
    if (!s) return;
    const now = latestRef.current();
    if (now !== handed.current) {
      handed.current = now;
      s.schedule(now);
    }
    s.flush();
  }, []);

  useEffect(() => {
    if (!storage) return;
    const s = createAutosaver({
      storage,
      onSave: (r) => {
        savedAt.current = r.ok ? r.value : null;
        setSave(r.ok ? { kind: 'saved', at: r.value } : { kind: 'failed', why: r.error });
      },
      onOtherTabKept: (kept) => setOtherTabKept(kept),
    });
    saver.current = s;
    const stopListening = onLeavingPage(() => flushLatest());
    return () => {
      s.flush();
      stopListening();
      saver.current = null;
    };
  }, [storage, flushLatest]);

  const firstMap = useRef(map);
  useEffect(() => {
    if (map === firstMap.current) return;
    firstMap.current = map;
    if (saver.current) {
      // Already written by a gesture's end: nothing waits.
      if (map === handed.current && !saver.current.pending) return;
      handed.current = map;
      saver.current.schedule(map);
      setSave({ kind: 'pending' });
    }
  }, [map]);

  const gestures = {
    prepare: flushLatest,
    begin: (kind: GestureKind, ids: string[]) => {
      flushLatest();
      beginGesture(session, { kind, label: gestureLabel(latestRef.current(), kind, ids, say), startedAt: new Date().toISOString(), savedAt: savedAt.current });
    },
    end: () => {
      flushLatest();
      endGesture(session);
    },
  };

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
      setSave(saved.ok ? { kind: 'saved', at: saved.value } : { kind: 'failed', why: saved.error });
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
    /** The gesture the page was in when it last closed, if any. */
    interrupted,
    dismissInterrupted: () => setInterrupted(null),
    gestures,
  };
}

/** A saved time as the toolbar shows it, in the page's locale: "14:02:31". */
export const clockTime = (iso: string, locale?: string): string => new Date(iso).toLocaleTimeString(locale ?? [], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
