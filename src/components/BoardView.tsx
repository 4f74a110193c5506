import type { Core, ElementDefinition } from 'cytoscape';
import { readOnlyCytoscape, zoomAboutCentre } from './cytoscape-view';
import { useEffect, useRef, useState } from 'react';
import { BoardSvg } from '../board/BoardSvg';
import type { BoardElement } from '../board/elements';
import { boardStylesheet, type StyleOptions } from '../board/stylesheet';

/**
 * The board in Cytoscape (pan, zoom), kept in sync with `elements` by id. Until
 * Cytoscape is running, and for readers without JavaScript, the same elements are
 * shown as a static SVG. Keyboard users get zoom and fit buttons.
 */

export interface BoardViewProps {
  elements: BoardElement[];
  /** Accessible name of the board picture. */
  label: string;
  /** Element ids to frame; empty or absent: the whole board. */
  focus?: readonly string[];
  style?: StyleOptions;
  /** Largest zoom used when framing a few elements. */
  maxFocusZoom?: number;
  id?: string;
  /** Extra class on the wrapper, e.g. `board-view--tall`. */
  className?: string;
}

export default function BoardView({ elements, label, focus, style, maxFocusZoom = 1.5, id = 'board-view', className }: BoardViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const [ready, setReady] = useState(false);

  // Create once.
  useEffect(() => {
    if (!container.current) return;
    const { cy, dispose } = readOnlyCytoscape(container.current, elements, boardStylesheet(style), { min: 0.2, max: 4 });
    cyRef.current = cy;
    frame(cy, focus, maxFocusZoom, false);
    setReady(true);
    return () => {
      dispose();
      cyRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Sync by id whenever the elements change.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    cy.batch(() => sync(cy, elements));
  }, [elements]);

  const focusKey = (focus ?? []).join(' ');
  useEffect(() => {
    const cy = cyRef.current;
    if (cy) frame(cy, focus, maxFocusZoom, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  const zoomBy = (factor: number) => {
    const cy = cyRef.current;
    if (cy) zoomAboutCentre(cy, factor);
  };

  return (
    <div className={className ? `board-view ${className}` : 'board-view'} data-ready={ready ? 'true' : 'false'}>
      <div className="board-view__stage">
        {!ready && (
          <div className="board-view__fallback">
            <BoardSvg elements={elements} title={label} focus={focus} id={`${id}-svg`} />
          </div>
        )}
        <div ref={container} className="board-view__canvas" role="img" aria-label={label} id={id} />
      </div>
      <div className="board-view__tools" role="group" aria-label="Board view">
        <button type="button" onClick={() => zoomBy(1.25)} disabled={!ready} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoomBy(0.8)} disabled={!ready} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => cyRef.current && frame(cyRef.current, focus, maxFocusZoom, true)} disabled={!ready}>
          Frame the play
        </button>
        <button type="button" onClick={() => cyRef.current?.fit(undefined, 24)} disabled={!ready}>
          Whole board
        </button>
      </div>
    </div>
  );
}

/** Brings the cytoscape graph in line with `elements`, matching by id. */
function sync(cy: Core, elements: readonly BoardElement[]) {
  const wanted = new Set<string>();
  const additions: ElementDefinition[] = [];
  for (const el of elements) {
    const id = el.data.id;
    wanted.add(id);
    const existing = cy.getElementById(id);
    if (existing.empty()) {
      additions.push(el as unknown as ElementDefinition);
      continue;
    }
    const { id: _id, source: _s, target: _t, ...data } = el.data as Record<string, unknown>;
    existing.data(data);
    // Drop data keys the new element no longer has (a link no longer begun, a marker moved away).
    const stale = Object.keys(existing.data()).filter((k) => !(k in el.data));
    if (stale.length > 0) existing.removeData(stale.join(' '));
    existing.classes(el.classes);
    if (el.group === 'nodes' && el.position) existing.position(el.position);
  }
  cy.elements()
    .filter((e) => !wanted.has(e.id()))
    .remove();
  if (additions.length > 0) cy.add(additions);
}

/** Frames the given elements (with their neighbourhood) or the whole board. */
function frame(cy: Core, focus: readonly string[] | undefined, maxZoom: number, animate: boolean) {
  let eles = cy.collection();
  for (const id of focus ?? []) eles = eles.union(cy.getElementById(id));
  if (eles.empty()) {
    cy.stop(true, false);
    cy.fit(undefined, 24);
    return;
  }
  const reduce = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const bb = eles.boundingBox({});
  const pad = 70;
  const w = Math.max(1, cy.width());
  const h = Math.max(1, cy.height());
  const zoom = Math.min(maxZoom, w / (bb.w + 2 * pad), h / (bb.h + 2 * pad));
  const pan = { x: w / 2 - zoom * (bb.x1 + bb.w / 2), y: h / 2 - zoom * (bb.y1 + bb.h / 2) };
  // A new frame replaces any still running (fast stepping must not queue up a backlog of moves).
  cy.stop(true, false);
  if (animate && !reduce) cy.animate({ zoom, pan }, { duration: 350, easing: 'ease-in-out-cubic' });
  else cy.viewport({ zoom, pan });
}
