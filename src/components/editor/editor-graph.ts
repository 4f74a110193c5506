import type { CollectionReturnValue, Core, EventHandler, EventObject, NodeSingular, StylesheetJson } from 'cytoscape';
// The same pre-minified build the site's other boards use, so the browser shares one copy.
import cytoscape from 'cytoscape/dist/cytoscape.esm.min.mjs';
import edgehandles from 'cytoscape-edgehandles';
import type { BoardElement } from '../../board/elements';
import { portId, portPositions, toMap } from '../../board/layout';
import { boardStylesheet } from '../../board/stylesheet';
import { roundCoord, type MapPoint } from '../../editor/actions';
import type { BoardHeat } from '../../editor/heat';
import { applyHeat, syncGraph, type Drawn, type Severity } from './board-sync';
import { fitWhole, isViewport, NARROW_CANVAS, openingView, type Viewport } from './canvas-view';

// Names at the published board's 12 board px are about 5 px high on a phone, where the board opens at
// its full height (canvas-view.ts): larger there, as a phone's whole-board drawings place them (labels.ts).
const BOARD_NAME_SIZE = 12;
const PHONE_NAME_SIZE = 17;
import { editorStylesheet, NAME_CUT_PX } from './editor-style';

/**
 * The editor's Cytoscape graph and its gestures: select, drag to move, drag from
 * one end to the other to draw a link (edgehandles, in link mode), double-click
 * the sea to add an island. Each gesture is reported through `events()`, read at
 * the moment it happens; the graph never changes the map itself. This module
 * holds everything that needs Cytoscape, so the page can load it after its first
 * paint (BoardCanvas.tsx imports it dynamically).
 */

export interface Move {
  id: string;
  kind: 'island' | 'harbor';
  x: number;
  y: number;
}

export interface GraphEvents {
  scale: number;
  onSelect(ids: string[]): void;
  onMove(moves: Move[]): void;
  onLink(from: string, to: string): void;
  onAddAt(point: MapPoint): void;
}

export interface EditorGraph {
  cy: Core;
  /** Runs changes the editor makes itself (a sync, its own selection), which are not reported back as gestures. */
  quietly(change: () => void): void;
  /** Brings the graph in line with the map's elements, touching only those that changed. */
  sync(elements: readonly BoardElement[], severity: Severity): void;
  /** Draws the simulator's heat map over the islands (after a sync, which resets the classes it changed); null clears it. */
  heat(heat: BoardHeat | null): void;
  setLinkMode(on: boolean): void;
  /** Frames the whole board (the frame button). */
  fit(): void;
  /** Frames the board as it opens (`openingView`): a map opened or reset. */
  open(): void;
  /** Nothing is about to move the board: no animation, no size change waiting for the resize observer. */
  settled(): boolean;
  dispose(): void;
}

interface EdgeHandles {
  enableDrawMode(): void;
  disableDrawMode(): void;
  destroy(): void;
}

let registered = false;

export function createEditorGraph(container: HTMLElement, elements: readonly BoardElement[], severity: Severity, events: () => GraphEvents): EditorGraph {
  if (!registered) {
    cytoscape.use(edgehandles);
    registered = true;
  }
  const cy = cytoscape({
    container,
    style: [...boardStylesheet({ segmentCounts: true }), ...editorStylesheet()] as unknown as StylesheetJson,
    layout: { name: 'preset' },
    minZoom: 0.15,
    maxZoom: 5,
    // Shift-drag on the sea draws a selection box (a plain drag pans); shift-click adds to the selection.
    boxSelectionEnabled: true,
    selectionType: 'single',
  });
  let syncing = false;
  const quietly = (change: () => void) => {
    syncing = true;
    try {
      cy.batch(change);
    } finally {
      syncing = false;
    }
  };
  const drawn: Drawn = new Map();
  quietly(() => syncGraph(cy, elements, severity, drawn));
  let heatShown = false;
  // The viewport the last framing left (and how it was framed), to tell a framed board from one the designer moved.
  let frame: (cy: Core) => Viewport = openingView;
  let fitted: Viewport | null = frame(cy);
  let phoneNames = false;
  const sizeNames = () => {
    const phone = cy.width() < NARROW_CANVAS;
    if (phone === phoneNames) return;
    phoneNames = phone;
    // The width names are cut at (editor-style.ts) grows with them, so the same names are cut.
    const size = phone ? PHONE_NAME_SIZE : BOARD_NAME_SIZE;
    cy.style().selector('node.island').style({ 'font-size': size, 'text-max-width': `${Math.round((NAME_CUT_PX * size) / BOARD_NAME_SIZE)}px` }).update();
  };
  sizeNames();

  // Selection: report after each burst of select/unselect events (one tap makes several).
  let selectionQueued = false;
  cy.on('select unselect', () => {
    if (syncing || selectionQueued) return;
    selectionQueued = true;
    queueMicrotask(() => {
      selectionQueued = false;
      events().onSelect(cy.$(':selected').map((e) => e.id()));
    });
  });

  // Port squares follow their island while it is dragged.
  cy.on('drag', 'node.island', (e: EventObject) => {
    const node = e.target as NodeSingular;
    const spots = portPositions(node.position(), { value: Number(node.data('value')), ports: Number(node.data('ports')) });
    spots.forEach((p, k) => cy.getElementById(portId(node.id(), k)).position(p));
  });

  // One drop of one or several nodes is one move.
  let moves: Move[] = [];
  cy.on('dragfree', 'node.island, node.harbor', (e: EventObject) => {
    const node = e.target as NodeSingular;
    const p = toMap(node.position(), events().scale);
    moves.push({ id: node.id(), kind: node.hasClass('island') ? 'island' : 'harbor', x: roundCoord(p.x), y: roundCoord(p.y) });
    if (moves.length === 1) {
      setTimeout(() => {
        const done = moves;
        moves = [];
        events().onMove(done);
      }, 0);
    }
  });

  cy.on('dbltap', (e: EventObject) => {
    if (e.target !== cy) return;
    events().onAddAt(toMap(e.position, events().scale));
  });

  const eh = (cy as unknown as { edgehandles(options: Record<string, unknown>): EdgeHandles }).edgehandles({
    canConnect: (source: NodeSingular, target: NodeSingular) =>
      !source.same(target) && target.is('.island, .harbor') && !(source.hasClass('harbor') && target.hasClass('harbor')),
    edgeParams: () => ({ data: { kind: 'draft' } }),
    hoverDelay: 100,
    snap: true,
    snapThreshold: 24,
  });
  cy.on('ehcomplete', ((_e: EventObject, source: NodeSingular, target: NodeSingular, added: CollectionReturnValue) => {
    added.remove(); // the real link arrives with the map
    events().onLink(source.id(), target.id());
  }) as unknown as EventHandler);

  // The canvas changes size (the window, the problems panel, the side panel): a board framed whole
  // is framed again; a board the designer panned or zoomed keeps the same point in the middle of the view.
  let size = { w: cy.width(), h: cy.height() };
  const resize = () => {
    const wasFitted = isViewport(cy, fitted);
    cy.resize();
    const next = { w: cy.width(), h: cy.height() };
    if (next.w === 0 || next.h === 0) return;
    sizeNames();
    if (wasFitted) fitted = frame(cy);
    else if (size.w > 0 && size.h > 0) cy.panBy({ x: (next.w - size.w) / 2, y: (next.h - size.h) / 2 });
    size = next;
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
  observer?.observe(container);

  return {
    cy,
    quietly,
    sync(next, nextSeverity) {
      quietly(() => syncGraph(cy, next, nextSeverity, drawn));
    },
    heat(heat) {
      if (!heat && !heatShown) return;
      cy.batch(() => applyHeat(cy, heat));
      heatShown = heat !== null;
    },
    setLinkMode(on) {
      if (on) eh.enableDrawMode();
      else eh.disableDrawMode();
    },
    fit() {
      frame = fitWhole;
      fitted = frame(cy);
    },
    open() {
      frame = openingView;
      fitted = frame(cy);
    },
    settled() {
      return !cy.animated() && container.clientWidth === size.w && container.clientHeight === size.h;
    },
    dispose() {
      observer?.disconnect();
      eh.destroy();
      cy.destroy();
    },
  };
}
