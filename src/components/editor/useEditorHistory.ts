import { useCallback, useRef, useState } from 'react';
import type { Command } from '../../editor/commands';
import { commit, createHistory, redo, seal, undo, type History } from '../../editor/history';
import type { BoardMap } from '../../map/schema';

/**
 * The editor's history as React state, plus a ref that is always the latest
 * (event handlers and the test hook read it without waiting for a render).
 * `run` is the one way to change the map.
 */
export function useEditorHistory(initial: () => BoardMap) {
  const [history, setState] = useState<History>(() => createHistory(initial()));
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
  const doSeal = useCallback(() => {
    const sealed = seal(ref.current);
    if (sealed !== ref.current) set(sealed);
  }, [set]);
  const doUndo = useCallback(() => set(undo(ref.current)), [set]);
  const doRedo = useCallback(() => set(redo(ref.current)), [set]);
  return { history, ref, run, seal: doSeal, undo: doUndo, redo: doRedo };
}
