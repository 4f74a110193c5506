import type { Core } from 'cytoscape';

/**
 * The editor board's viewport: framing the whole board or a few elements, and
 * keeping the view sensible when the canvas changes size. Whether the board is
 * "framed whole" is read from the viewport itself (the one the last fit left),
 * so a designer's own pan or zoom is never undone by a resize.
 */

export interface Viewport {
  zoom: number;
  pan: { x: number; y: number };
}

export const FIT_PADDING = 30;

/** Frames the whole board; returns the viewport that left, to recognise it later. */
export function fitWhole(cy: Core): Viewport {
  cy.fit(undefined, FIT_PADDING);
  return { zoom: cy.zoom(), pan: { ...cy.pan() } };
}

/** Below this canvas width (a phone), the whole board framed in the view leaves names a few pixels high. */
export const NARROW_CANVAS = 600;

/**
 * The view a board opens in: the whole board; on a narrow canvas, the board's full
 * height and its middle, so that names are read at the size of the published board
 * on a phone (about two thirds of the board's width shows; the rest is a swipe away,
 * and the frame button still shows it whole). The static board (StaticBoard.tsx)
 * opens the same way, so the board does not jump when the live one takes over.
 */
export function openingView(cy: Core): Viewport {
  cy.fit(undefined, FIT_PADDING);
  if (cy.width() < NARROW_CANVAS && cy.elements().nonempty()) {
    const bb = cy.elements().boundingBox({});
    const tall = (cy.height() - 2 * FIT_PADDING) / Math.max(1, bb.h);
    if (tall > cy.zoom()) {
      cy.zoom(Math.min(cy.maxZoom(), tall));
      cy.center();
    }
  }
  return { zoom: cy.zoom(), pan: { ...cy.pan() } };
}

export function isViewport(cy: Core, view: Viewport | null): boolean {
  if (!view) return false;
  const pan = cy.pan();
  return Math.abs(cy.zoom() - view.zoom) < 1e-9 && Math.abs(pan.x - view.pan.x) < 0.5 && Math.abs(pan.y - view.pan.y) < 0.5;
}

/** The viewport that frames `ids` (a link with its ends) with a margin, zoomed in no further than 1.4; null when none is drawn. */
export function frameOf(cy: Core, ids: readonly string[]): Viewport | null {
  let eles = cy.collection();
  for (const id of ids) {
    const e = cy.getElementById(id);
    eles = eles.union(e.isEdge() ? e.union(e.connectedNodes()) : e);
  }
  if (eles.empty()) return null;
  const bb = eles.boundingBox({});
  const pad = 90;
  const w = Math.max(1, cy.width());
  const h = Math.max(1, cy.height());
  const zoom = Math.max(cy.minZoom(), Math.min(1.4, w / (bb.w + 2 * pad), h / (bb.h + 2 * pad)));
  return { zoom, pan: { x: w / 2 - zoom * (bb.x1 + bb.w / 2), y: h / 2 - zoom * (bb.y1 + bb.h / 2) } };
}

/** Moves to `view`, animated unless the reader asked for reduced motion. */
export function goTo(cy: Core, view: Viewport): void {
  const reduce = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  cy.stop();
  if (reduce) cy.viewport(view);
  else cy.animate(view, { duration: 300, easing: 'ease-in-out-cubic' });
}

export function zoomAboutMiddle(cy: Core, factor: number): void {
  const level = Math.min(cy.maxZoom(), Math.max(cy.minZoom(), cy.zoom() * factor));
  cy.zoom({ level, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
}

/** The graph position at the middle of the view. */
export function middleOfView(cy: Core): { x: number; y: number } {
  const ext = cy.extent();
  return { x: (ext.x1 + ext.x2) / 2, y: (ext.y1 + ext.y2) / 2 };
}
