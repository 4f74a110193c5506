import type { Core, EventObject, NodeSingular } from 'cytoscape';
import { useEffect, useRef, type RefObject } from 'react';
import type { GestureKind } from '../../editor/gesture-journal';

export interface GestureHandlers {
  /** A gesture is about to begin: put the last finished edit on disk now, before anything can go wrong. */
  prepare(): void;
  begin(kind: GestureKind, ids: string[]): void;
  /** The gesture ended and its edit (if any) has been committed: save it and clear the note. */
  end(): void;
}

/**
 * Watches the board for the gestures that take a while (dragging islands and
 * harbors, drawing a link with edgehandles) and reports their start and end, so
 * the autosave can guard them. Listens to the cytoscape instance the canvas makes
 * when the live board loads (the board starts as a static drawing, see
 * BoardCanvas.tsx); the canvas itself stays unaware of saving.
 */
export function useBoardGestures(canvas: RefObject<{ whenLive(attach: (cy: Core) => () => void): () => void } | null>, handlers: GestureHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => canvas.current?.whenLive((core) => {
    let active = false;
    // The canvas turns a drop into a command a task later (one drop of several nodes is one move),
    // so the end is reported a task after that, once the edit is in the history.
    const finish = () => {
      if (!active) return;
      active = false;
      setTimeout(() => latest.current.end(), 0);
    };
    const onGrab = () => latest.current.prepare();
    const onDrag = () => {
      if (active) return;
      active = true;
      const ids = core.nodes(':grabbed').filter((n) => n.is('.island, .harbor')).map((n) => n.id());
      latest.current.begin('move', ids);
    };
    const onLinkStart = (_e: EventObject, source: NodeSingular) => {
      latest.current.prepare();
      active = true;
      latest.current.begin('link', [source.id()]);
    };
    core.on('grab', 'node.island, node.harbor', onGrab);
    core.on('drag', 'node.island, node.harbor', onDrag);
    core.on('dragfree', 'node.island, node.harbor', finish);
    core.on('ehstart', onLinkStart as unknown as (e: EventObject) => void);
    core.on('ehstop', finish);
    return () => {
      core.off('grab', 'node.island, node.harbor', onGrab);
      core.off('drag', 'node.island, node.harbor', onDrag);
      core.off('dragfree', 'node.island, node.harbor', finish);
      core.off('ehstart', onLinkStart as unknown as (e: EventObject) => void);
      core.off('ehstop', finish);
    };
  }), [canvas]);
}
