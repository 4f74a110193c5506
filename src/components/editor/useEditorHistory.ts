import { useCallback, useEffect, useRef, useState } from 'react';
import { HISTORY_KEY } from '../../editor/autosave-key';
import type { Command } from '../../editor/commands';
import { commit, createHistory, redo, seal, undo, type History } from '../../editor/history';
import { packHistory, unpackHistory } from '../../editor/history-store';
import type { BoardMap } from '../../map/schema';

/** The tab's session storage, or null (on the server, or where the browser refuses it). */
function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The history the tab kept before a reload, if it ends on the map the editor opens with. */
function restoredHistory(map: BoardMap): History {
  try {
    const text = session()?.getItem(HISTORY_KEY);
    if (text) return unpackHistory(JSON.parse(text), map) ?? createHistory(map);
  } catch {
    // Unreadable: the undo steps start afresh, the map itself is the autosave's.
  }
  return createHistory(map);
}

/** How long after the last change the history is written (a burst of typing is written once). */
const HISTORY_WRITE_MS = 400;

/**
 * The editor's history as React state, plus a ref that is always the latest
 * (event handlers and the test hook read it without waiting for a render).
 * `run` is the one way to change the map. The undo and redo steps survive a
 * reload of the tab (session storage), when they end on the map restored.
 */
export function useEditorHistory(initial: () => BoardMap) {
  const [history, setState] = useState<History>(() => restoredHistory(initial()));
  const ref = useRef(history);
  const set = useCallback((h: History) => {
    ref.current = h;
    setState(h);
  }, []);
  const run = useCallback(
    (command: Command, gesture?: string): string | null => {
      const result = commit(ref.current, command, gesture ? { gesture } : {});
      if (!result.ok) return result.error;
      set(result.value);
      return null;
    },
    [set],
  );
  // Kept for a reload of this tab. A full session storage only costs the steps: the map is the autosave's.
  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        session()?.setItem(HISTORY_KEY, JSON.stringify(packHistory(history)));
      } catch {
        session()?.removeItem(HISTORY_KEY);
      }
    }, HISTORY_WRITE_MS);
    return () => clearTimeout(timer);
  }, [history]);
  const doSeal = useCallback(() => {
    const sealed = seal(ref.current);
    if (sealed !== ref.current) set(sealed);
  }, [set]);
  const doUndo = useCallback(() => set(undo(ref.current)), [set]);
  const doRedo = useCallback(() => set(redo(ref.current)), [set]);
  return { history, ref, run, seal: doSeal, undo: doUndo, redo: doRedo };
}
