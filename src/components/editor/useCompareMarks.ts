import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { boardElements } from '../../board/elements';
import type { StorageLike } from '../../editor/autosave';
import type { Command } from '../../editor/commands';
import type { BoardMap } from '../../map/schema';
import type { CanvasHandle } from './BoardCanvas';
import { applyMarks } from './compare-marks';
import type { CompareMarks } from './ComparePanel';
import type { CompareWiring } from './EditorSide';

/** Draws the Compare view's marks on the live board (waking it), again after every sync of the board to a new map. */
export function useCompareMarks(canvas: RefObject<CanvasHandle | null>, marks: CompareMarks | null, scale: number): void {
  const baseline = marks?.baseline;
  const ghosts = useMemo(() => (baseline ? boardElements(baseline, { scale, spread: 0 }) : null), [baseline, scale]);
  useEffect(() => {
    const c = canvas.current;
    if (!c || !marks || !ghosts || marks.changes.length === 0) return;
    c.wake();
    return c.whenLive((cy) => applyMarks(cy, marks.changes, ghosts));
  }, [canvas, marks, ghosts]);
}

/** The editor's side of the Compare view: its marks drawn on the board, and a snapshot restored as one undoable step (as an import is). */
export function useCompare(
  canvas: RefObject<CanvasHandle | null>,
  scale: number,
  editor: { project: BoardMap; storage: StorageLike | null; history: { readonly current: { map: BoardMap } }; run(c: Command): unknown },
): CompareWiring {
  const [marks, setMarks] = useState<CompareMarks | null>(null);
  useCompareMarks(canvas, marks, scale);
  const { project, storage, history, run } = editor;
  // One wiring object while its parts hold: a new one each render re-rendered the side panel on every key typed.
  const current = useCallback(() => history.current.map, [history]);
  const onRestore = useCallback<CompareWiring['onRestore']>((s) => run({ type: 'map.replace', map: s.map, label: { key: 'editor.undo.snapshot', vars: { name: s.name } } }), [run]);
  return useMemo(() => ({ project, storage, current, onRestore, onMarks: setMarks }), [project, storage, current, onRestore]);
}
