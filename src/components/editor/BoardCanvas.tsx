import type { CollectionReturnValue, Core, ElementDefinition, EventHandler, EventObject, NodeSingular, StylesheetJson } from 'cytoscape';
// The same pre-minified build the site's other boards use, so the browser shares one copy.
import cytoscape from 'cytoscape/dist/cytoscape.esm.min.mjs';
import edgehandles from 'cytoscape-edgehandles';
import { useEffect, useImperativeHandle, useRef, type KeyboardEvent, type Ref } from 'react';
import { BOARD_COLORS } from '../../board/colors';
import type { BoardElement } from '../../board/elements';
import { portId, portPositions, toMap } from '../../board/layout';
import { boardStylesheet } from '../../board/stylesheet';
import { roundCoord, type MapPoint } from '../../editor/actions';
import { heatValueImage, type BoardHeat } from '../../editor/heat';
import { editorStylesheet } from './editor-style';

/**
 * The editable board: the site's cytoscape elements (src/board/elements.ts), kept in
 * sync with the map by id, plus the editor's gestures: select, drag to move, drag
 * from one end to the other to draw a link (edgehandles, in link mode), double-click
 * the sea to add an island. Every gesture is reported to the editor, which turns it
 * into a command; the canvas itself never changes the map.
 */

export interface Move {
  id: string;
  kind: 'island' | 'harbor';
  x: number;
  y: number;
}

export interface CanvasHandle {
  /** Selects nothing; frames the elements (with a sensible zoom limit). */
  center(ids: readonly string[]): void;
  fit(): void;
  zoomBy(factor: number): void;
  /** The board as a PNG data URL. */
  png(): string;
  /** Map coordinates at the middle of the view, where new islands go. */
  viewCenter(): MapPoint;
  /** Pans by screen pixels (keyboard panning). */
  panBy(dx: number, dy: number): void;
  /** Nothing is about to move the board: no animation running, no size change waiting to be handled. */
  settled(): boolean;
  cy(): Core | null;
}

interface EdgeHandles {
  enableDrawMode(): void;
  disableDrawMode(): void;
  destroy(): void;
}

export interface BoardCanvasProps {
  elements: readonly BoardElement[];
  scale: number;
  severity: ReadonlyMap<string, 'error' | 'warning'>;
  selection: readonly string[];
  linkMode: boolean;
  onSelect(ids: string[]): void;
  onMove(moves: Move[]): void;
  onLink(from: string, to: string): void;
  onAddAt(point: MapPoint): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  handle: Ref<CanvasHandle>;
  label: string;
  describedBy?: string;
  /** The simulator's island heat map, drawn over the islands; null or absent draws the plain board. */
  heat?: BoardHeat | null;
}

let registered = false;

export default function BoardCanvas(props: BoardCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const ehRef = useRef<EdgeHandles | null>(null);
  // The latest props for cytoscape's long-lived listeners.
  const latest = useRef(props);
  latest.current = props;
  const syncing = useRef(false);
  // The viewport the last whole-board fit left, to tell a framed board from one the designer moved.
  const fitted = useRef<Viewport | null>(null);
  // The canvas size the graph was last fitted to the container at.
  const size = useRef({ w: 0, h: 0 });

  useEffect(() => {
    if (!container.current) return;
    if (!registered) {
      cytoscape.use(edgehandles);
      registered = true;
    }
    const cy = cytoscape({
      container: container.current,
      style: [...boardStylesheet({ segmentCounts: true }), ...editorStylesheet()] as unknown as StylesheetJson,
      layout: { name: 'preset' },
      minZoom: 0.15,
      maxZoom: 5,
      boxSelectionEnabled: false,
      selectionType: 'single',
    });
    cyRef.current = cy;
    syncing.current = true;
    cy.batch(() => sync(cy, latest.current.elements, latest.current.severity));
    syncing.current = false;
    fitView(cy, fitted);

    // Selection: report after each burst of select/unselect events (one tap makes several).
    let selectionQueued = false;
    cy.on('select unselect', () => {
      if (syncing.current || selectionQueued) return;
      selectionQueued = true;
      queueMicrotask(() => {
        selectionQueued = false;
        latest.current.onSelect(cy.$(':selected').map((e) => e.id()));
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
      const p = toMap(node.position(), latest.current.scale);
      moves.push({ id: node.id(), kind: node.hasClass('island') ? 'island' : 'harbor', x: roundCoord(p.x), y: roundCoord(p.y) });
      if (moves.length === 1) {
        setTimeout(() => {
          const done = moves;
          moves = [];
          latest.current.onMove(done);
        }, 0);
      }
    });

    cy.on('dbltap', (e: EventObject) => {
      if (e.target !== cy) return;
      latest.current.onAddAt(toMap(e.position, latest.current.scale));
    });

    const eh = (cy as unknown as { edgehandles(options: Record<string, unknown>): EdgeHandles }).edgehandles({
      canConnect: (source: NodeSingular, target: NodeSingular) =>
        !source.same(target) && target.is('.island, .harbor') && !(source.hasClass('harbor') && target.hasClass('harbor')),
      edgeParams: () => ({ data: { kind: 'draft' } }),
      hoverDelay: 100,
      snap: true,
      snapThreshold: 24,
    });
    ehRef.current = eh;
    cy.on('ehcomplete', ((_e: EventObject, source: NodeSingular, target: NodeSingular, added: CollectionReturnValue) => {
      added.remove(); // the real link arrives with the map
      latest.current.onLink(source.id(), target.id());
    }) as unknown as EventHandler);

    // The canvas changes size (a notice, the window, the side panel): a board framed whole is framed
    // again; a board the designer panned or zoomed keeps the same map point in the middle of the view.
    size.current = { w: cy.width(), h: cy.height() };
    const resize = () => {
      const was = size.current;
      const wasFitted = isFitted(cy, fitted.current);
      cy.resize();
      const next = { w: cy.width(), h: cy.height() };
      if (next.w === 0 || next.h === 0) return;
      if (wasFitted) fitView(cy, fitted);
      else if (was.w > 0 && was.h > 0) cy.panBy({ x: (next.w - was.w) / 2, y: (next.h - was.h) / 2 });
      size.current = next;
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(container.current);
    return () => {
      observer?.disconnect();
      eh.destroy();
      cy.destroy();
      cyRef.current = null;
      ehRef.current = null;
    };
  }, []);

  // The map changed: bring the graph in line by id.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    syncing.current = true;
    cy.batch(() => sync(cy, props.elements, props.severity));
    syncing.current = false;
  }, [props.elements, props.severity]);

  // The heat map: after the sync above, which resets every island's classes.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const heat = props.heat ?? null;
    cy.batch(() => {
      cy.nodes('.island').forEach((node) => {
        const h = heat?.islands.get(node.id());
        if (h) {
          node.data({
            heat: Math.round(h.value * 1000) / 1000,
            heatMetric: heat!.metric,
            heatFill: h.fill,
            heatLabel: h.label,
            heatImage: heatValueImage(Number(node.data('value')), h.text === '#ffffff' ? '#ffffff' : '#4a3310'),
          });
          node.addClass('heat');
          if (h.never) node.addClass('heat-never');
          else node.removeClass('heat-never');
        } else if (node.hasClass('heat') || node.data('heat') !== undefined) {
          node.removeClass('heat heat-never');
          node.removeData('heat heatMetric heatFill heatLabel heatImage');
        }
      });
    });
  }, [props.heat, props.elements, props.severity]);

  // The editor's selection → the graph's.
  const selectionKey = props.selection.join('\n');
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const wanted = new Set(props.selection);
    syncing.current = true;
    cy.batch(() => {
      cy.$(':selected').forEach((e) => {
        if (!wanted.has(e.id())) e.unselect();
      });
      for (const id of wanted) {
        const e = cy.getElementById(id);
        if (e.nonempty() && !e.selected()) e.select();
      }
    });
    syncing.current = false;
    // Elements too: the board draws a new island a moment after the editor selects it.
  }, [selectionKey, props.elements]);

  useEffect(() => {
    const eh = ehRef.current;
    if (!eh) return;
    if (props.linkMode) eh.enableDrawMode();
    else eh.disableDrawMode();
  }, [props.linkMode]);

  useImperativeHandle(
    props.handle,
    (): CanvasHandle => ({
      center(ids) {
        const cy = cyRef.current;
        if (!cy) return;
        let eles = cy.collection();
        for (const id of ids) {
          const e = cy.getElementById(id);
          eles = eles.union(e.isEdge() ? e.union(e.connectedNodes()) : e);
        }
        if (eles.empty()) return;
        const bb = eles.boundingBox({});
        const pad = 90;
        const w = Math.max(1, cy.width());
        const h = Math.max(1, cy.height());
        const zoom = Math.max(cy.minZoom(), Math.min(1.4, w / (bb.w + 2 * pad), h / (bb.h + 2 * pad)));
        const pan = { x: w / 2 - zoom * (bb.x1 + bb.w / 2), y: h / 2 - zoom * (bb.y1 + bb.h / 2) };
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        cy.stop();
        if (reduce) cy.viewport({ zoom, pan });
        else cy.animate({ zoom, pan }, { duration: 300, easing: 'ease-in-out-cubic' });
      },
      fit() {
        const cy = cyRef.current;
        if (cy) fitView(cy, fitted);
      },
      zoomBy(factor) {
        const cy = cyRef.current;
        if (!cy) return;
        const level = Math.min(cy.maxZoom(), Math.max(cy.minZoom(), cy.zoom() * factor));
        cy.zoom({ level, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
      },
      png() {
        const cy = cyRef.current;
        if (!cy) return '';
        return cy.png({ output: 'base64uri', full: true, scale: 2, bg: BOARD_COLORS.sea });
      },
      viewCenter() {
        const cy = cyRef.current;
        if (!cy) return { x: 200, y: -10 };
        const ext = cy.extent();
        return toMap({ x: (ext.x1 + ext.x2) / 2, y: (ext.y1 + ext.y2) / 2 }, latest.current.scale);
      },
      panBy(dx, dy) {
        cyRef.current?.panBy({ x: dx, y: dy });
      },
      settled() {
        const cy = cyRef.current;
        const box = container.current;
        // A size change not yet handled (the resize observer runs at the next frame) will move the board.
        return !!cy && !!box && !cy.animated() && box.clientWidth === size.current.w && box.clientHeight === size.current.h;
      },
      cy: () => cyRef.current,
    }),
    [],
  );

  return (
    <div
      className={`ed-canvas${props.linkMode ? ' ed-canvas--link' : ''}`}
      tabIndex={0}
      role="application"
      aria-roledescription="board editor"
      aria-label={props.label}
      aria-describedby={props.describedBy}
      onKeyDown={props.onKeyDown}
      data-testid="board-canvas"
      data-heat={props.heat ? props.heat.metric : undefined}
    >
      <div ref={container} className="ed-canvas__cy" />
    </div>
  );
}

interface Viewport {
  zoom: number;
  pan: { x: number; y: number };
}

function fitView(cy: Core, fitted: { current: Viewport | null }): void {
  cy.fit(undefined, 30);
  fitted.current = { zoom: cy.zoom(), pan: { ...cy.pan() } };
}

function isFitted(cy: Core, view: Viewport | null): boolean {
  if (!view) return false;
  const pan = cy.pan();
  return Math.abs(cy.zoom() - view.zoom) < 1e-9 && Math.abs(pan.x - view.pan.x) < 0.5 && Math.abs(pan.y - view.pan.y) < 0.5;
}

/** Brings the graph in line with `elements`, matching by id; islands being dragged keep their place. */
function sync(cy: Core, elements: readonly BoardElement[], severity: ReadonlyMap<string, 'error' | 'warning'>): void {
  const wanted = new Set<string>();
  const additions: ElementDefinition[] = [];
  const reselect: string[] = [];
  for (const el of elements) {
    const id = el.data.id;
    // Ids are unique per kind in a map, but cytoscape needs them unique across nodes and edges.
    if (wanted.has(id)) continue;
    wanted.add(id);
    const level = severity.get(id);
    const classes = level ? [...el.classes, level === 'error' ? 'has-error' : 'has-warning'] : el.classes;
    const existing = cy.getElementById(id);
    if (existing.nonempty() && existing.isEdge() !== (el.group === 'edges')) {
      wanted.delete(id);
      continue;
    }
    if (existing.nonempty() && el.group === 'edges') {
      const data = el.data as { source: string; target: string };
      if (existing.data('source') !== data.source || existing.data('target') !== data.target) {
        if (existing.selected()) reselect.push(id);
        existing.remove();
      }
    }
    const current = cy.getElementById(id);
    if (current.empty()) {
      additions.push({ ...(el as unknown as ElementDefinition), classes });
      continue;
    }
    const { id: _id, source: _s, target: _t, ...data } = el.data as Record<string, unknown>;
    // Only what changed: setting data or classes restyles the element, and restyling all of
    // a large board (hundreds of islands and links) on every keystroke in a name field froze the editor.
    const changed = Object.entries(data).filter(([k, v]) => current.data(k) !== v);
    if (changed.length > 0) current.data(Object.fromEntries(changed));
    if (!sameClasses(current.classes() as unknown as string[], classes)) current.classes(classes);
    if (el.group === 'nodes' && el.position && !current.grabbed()) {
      const p = current.position();
      if (p.x !== el.position.x || p.y !== el.position.y) current.position(el.position);
    }
  }
  cy.elements()
    .filter((e) => !wanted.has(e.id()) && !e.hasClass('eh-ghost') && !e.hasClass('eh-preview'))
    .remove();
  if (additions.length > 0) {
    const edges = additions.filter((a) => a.group === 'edges');
    cy.add(additions.filter((a) => a.group !== 'edges'));
    // An edge whose end is not drawn (a clash of ids) is left out rather than breaking the board.
    cy.add(edges.filter((a) => cy.getElementById(String(a.data.source)).isNode() && cy.getElementById(String(a.data.target)).isNode()));
  }
  for (const id of reselect) cy.getElementById(id).select();
}

function sameClasses(have: readonly string[], want: readonly string[]): boolean {
  if (have.length !== want.length) return false;
  const set = new Set(have);
  return want.every((c) => set.has(c));
}
