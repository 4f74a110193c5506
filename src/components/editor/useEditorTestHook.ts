import { useEffect, useRef, type RefObject } from 'react';
import type { History } from '../../editor/history';
import type { Diagnostic } from '../../map/diagnostics';
import { exportedMap } from '../../editor/export';
import type { BoardMap } from '../../map/schema';
import type { CanvasHandle } from './BoardCanvas';

/** Test hook: the live editor, for the browser tests (window.__clippersEditor). */
export interface EditorHook {
  cy(): import('cytoscape').Core | null;
  map(): BoardMap;
  diagnostics(): readonly Diagnostic[];
  checkMs(): number;
  history(): { undo: number; redo: number };
  /** The board shows the current map where it will stay: drawn, framed if a fit was due, not moving. */
  settled(): boolean;
  /** The bytes "Export JSON" would download now. */
  exportText(): string;
  scale: number;
}

export function useEditorTestHook(opts: {
  history: RefObject<History>;
  canvas: RefObject<CanvasHandle | null>;
  /** The map the board last drew (the deferred one), once the problems panel has caught up with it too (null until then). */
  drawn: BoardMap | null;
  check: { diagnostics: readonly Diagnostic[]; ms: number };
  /** A fit is due once the board draws the map just opened. */
  fitPending: RefObject<boolean>;
  scale: number;
}): void {
  const { history, canvas, fitPending, scale } = opts;
  const checkRef = useRef(opts.check);
  checkRef.current = opts.check;
  // Set once the render that drew it is committed (a deferred render can be set aside).
  const drawnRef = useRef(opts.drawn);
  useEffect(() => {
    drawnRef.current = opts.drawn;
  }, [opts.drawn]);

  useEffect(() => {
    const hook: EditorHook = {
      // Asking for the graph loads the live board, as a designer reaching for the board does.
      cy: () => {
        const cy = canvas.current?.cy() ?? null;
        if (!cy) canvas.current?.wake();
        return cy;
      },
      map: () => history.current.map,
      diagnostics: () => checkRef.current.diagnostics,
      checkMs: () => checkRef.current.ms,
      history: () => ({ undo: history.current.undoStack.length, redo: history.current.redoStack.length }),
      settled: () => drawnRef.current === history.current.map && !fitPending.current && canvas.current?.settled() === true,
      exportText: () => exportedMap(history.current.map, new URL(import.meta.env.BASE_URL, window.location.href).href),
      scale,
    };
    (window as unknown as { __clippersEditor?: EditorHook }).__clippersEditor = hook;
    document.documentElement.dataset.editorReady = 'true';
    return () => {
      delete (window as unknown as { __clippersEditor?: EditorHook }).__clippersEditor;
    };
  }, [history, canvas, fitPending, scale]);
}
