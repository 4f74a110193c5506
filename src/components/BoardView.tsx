import type { Core, ElementDefinition } from 'cytoscape';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BoardSvg, svgViewBox } from '../board/BoardSvg';
import { labelStyle, placeLabels } from '../board/labels';
import type { BoardElement } from '../board/elements';
import { boardStylesheet, type StyleOptions } from '../board/stylesheet';

/**
 * The board, first as a static SVG (drawn on the server, redrawn by React at each
 * step), then in Cytoscape for pan and zoom. Cytoscape is about half the page's
 * script, so it loads only when wanted: when the reader reaches for the board
 * (a click, the wheel, a zoom button, "Move the board") or when `live` asks for it
 * (presentation mode, which animates). Until then, and without JavaScript, the SVG
 * is the board. On touch screens a shield keeps a swipe over the board scrolling
 * the page; "Move the board" lifts it.
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
  /** Load Cytoscape now rather than on the reader's first touch of the board. */
  live?: boolean;
  /** Pulse the pieces marked `changed` each time they change (presentation mode). */
  pulse?: boolean;
}

type Pending = { kind: 'zoom'; factor: number } | { kind: 'frame' } | { kind: 'whole' };

export default function BoardView({ elements, label, focus, style, maxFocusZoom = 1.5, id = 'board-view', className, live = false, pulse = false }: BoardViewProps) {
  const stage = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const [wanted, setWanted] = useState(live);
  const [ready, setReady] = useState(false);
  const [moving, setMoving] = useState(false);
  const [stageSize, setStageSize] = useState<{ w: number; h: number } | null>(null);
  const pending = useRef<Pending | null>(null);
  // The latest props, for the effects that run once Cytoscape has loaded.
  const latest = useRef({ elements, focus, maxFocusZoom, style });
  latest.current = { elements, focus, maxFocusZoom, style };

  useEffect(() => {
    if (live) setWanted(true);
  }, [live]);

  // Load and create once wanted.
  useEffect(() => {
    if (!wanted || !container.current) return;
    let disposed = false;
    let dispose: (() => void) | null = null;
    void import('./cytoscape-view').then(({ readOnlyCytoscape }) => {
      if (disposed || !container.current) return;
      const now = latest.current;
      const made = readOnlyCytoscape(container.current, now.elements, boardStylesheet(now.style), { min: 0.2, max: 4 });
      cyRef.current = made.cy;
      dispose = made.dispose;
      labelInputs.set(made.cy, () => latest.current);
      frame(made.cy, now.focus, now.maxFocusZoom, false);
      fitLabels(made.cy, now.elements, now.focus);
      made.cy.on('zoom', () => scheduleLabels(made.cy, () => latest.current));
      exposeForTests(id, made.cy);
      const todo = pending.current;
      pending.current = null;
      if (todo) apply(made.cy, todo, now.focus, now.maxFocusZoom);
      setReady(true);
    });
    return () => {
      disposed = true;
      dispose?.();
      cyRef.current = null;
    };
  }, [wanted]);

  // Sync by id whenever the elements change.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    cy.batch(() => sync(cy, elements));
    fitLabels(cy, elements, focus);
    if (pulse) pulseChanged(cy);
  }, [elements, pulse]);

  const focusKey = (focus ?? []).join(' ');
  useEffect(() => {
    const cy = cyRef.current;
    if (cy) frame(cy, focus, maxFocusZoom, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  // The stage changes size without the window doing so (presentation mode, the phone layout): redraw and reframe.
  useEffect(() => {
    const el = stage.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let last = '';
    const observer = new ResizeObserver(([entry]) => {
      const size = `${Math.round(entry.contentRect.width)}x${Math.round(entry.contentRect.height)}`;
      if (size === last) return;
      last = size;
      setStageSize({ w: entry.contentRect.width, h: entry.contentRect.height });
      const cy = cyRef.current;
      if (!cy) return;
      cy.resize();
      frame(cy, latest.current.focus, latest.current.maxFocusZoom, false);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const act = useCallback(
    (todo: Pending) => {
      const cy = cyRef.current;
      if (cy) apply(cy, todo, focus, maxFocusZoom);
      else {
        pending.current = todo;
        setWanted(true);
      }
    },
    [focus, maxFocusZoom],
  );
  const want = useCallback(() => setWanted(true), []);

  // The static drawing gets names placed for the scale it is shown at, once the stage is measured.
  const minSpan = maxFocusZoom > 0 ? 680 / maxFocusZoom : 0;
  const svgLabels = useMemo(() => {
    if (!stageSize || ready) return undefined;
    const box = svgViewBox(elements, focus, 40, minSpan);
    const zoom = Math.min(stageSize.w / (box.x2 - box.x1), stageSize.h / (box.y2 - box.y1));
    const markerSize = markerSizeAt(zoom);
    return { labels: placeLabels(elements, { zoom, relevant: new Set(focus), markerSize, measure: measureName }), markerSize };
  }, [elements, focus, minSpan, stageSize, ready]);

  return (
    <div className={className ? `board-view ${className}` : 'board-view'} data-ready={ready ? 'true' : 'false'} data-moving={moving ? 'true' : 'false'}>
      <div className="board-view__stage" ref={stage} onPointerDown={want} onWheel={want}>
        {!ready && (
          <div className="board-view__fallback">
            <BoardSvg elements={elements} title={label} focus={focus} minSpan={minSpan} labels={svgLabels?.labels} markerSize={svgLabels?.markerSize} id={`${id}-svg`} />
          </div>
        )}
        <div ref={container} className="board-view__canvas" role="img" aria-label={label} id={id} />
        {!moving && <div className="board-view__shield" aria-hidden="true" />}
      </div>
      <div className="board-view__tools" role="group" aria-label="Board view">
        <button type="button" onClick={() => act({ kind: 'zoom', factor: 1.25 })} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => act({ kind: 'zoom', factor: 0.8 })} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => act({ kind: 'frame' })}>
          Frame the play
        </button>
        <button type="button" onClick={() => act({ kind: 'whole' })}>
          Whole board
        </button>
        <button
          type="button"
          className="board-view__move"
          aria-pressed={moving}
          onClick={() => {
            setMoving((m) => !m);
            setWanted(true);
          }}
          title="On a touch screen a swipe over the board scrolls the page; switch this on to pan and pinch the board instead"
        >
          {moving ? 'Done moving' : 'Move the board'}
        </button>
      </div>
    </div>
  );
}

/** A port marker's side in board pixels: 13, grown up to 22 so it stays about 10 px on screen. */
const markerSizeAt = (zoom: number) => Math.round(Math.min(22, Math.max(13, 10 / Math.max(zoom, 1e-6))));

/** Places the island names and sizes the markers for the current zoom (see board/labels.ts). */
function fitLabels(cy: Core, elements: readonly BoardElement[], focus: readonly string[] | undefined) {
  const zoom = cy.zoom();
  const marker = markerSizeAt(zoom);
  const labels = placeLabels(elements, { zoom, relevant: new Set(focus), markerSize: marker, measure: measureName });
  cy.batch(() => {
    for (const l of labels) {
      const node = cy.getElementById(l.id);
      const st = labelStyle(l, 0);
      node.data({ labelSize: Math.round(l.size * 10) / 10, labelHalign: st.halign, labelValign: st.valign, labelDx: st.dx, labelDy: st.dy });
      node.toggleClass('label-hidden', !l.shown);
    }
    cy.$('node.port.marker').data({ markerSize: marker, markerFont: Math.round(marker * 0.7) });
  });
  labelZoom.set(cy, zoom);
}

let measurer: CanvasRenderingContext2D | null | undefined;
/** A name's width as the board draws it (600 weight, the stylesheet's font), measured once per text at 100 px and scaled. */
const widths = new Map<string, number>();
function measureName(text: string, size: number): number {
  let at100 = widths.get(text);
  if (at100 === undefined) {
    if (measurer === undefined) measurer = document.createElement('canvas').getContext('2d');
    if (!measurer) return text.length * size * 0.62;
    measurer.font = '600 100px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
    at100 = measurer.measureText(text).width;
    widths.set(text, at100);
  }
  return (at100 * size) / 100;
}

const labelZoom = new WeakMap<Core, number>();
const labelFrame = new WeakMap<Core, number>();

/** Re-places names while zooming, at most once a frame. */
function scheduleLabels(cy: Core, now: () => { elements: readonly BoardElement[]; focus?: readonly string[] }) {
  if (labelFrame.has(cy)) return;
  labelFrame.set(
    cy,
    requestAnimationFrame(() => {
      labelFrame.delete(cy);
      if (cy.destroyed()) return;
      const last = labelZoom.get(cy) ?? 0;
      // Zooming out must never leave names under their minimum size; zooming in may wait for 3%.
      if (cy.zoom() >= last && cy.zoom() < last * 1.03) return;
      const { elements, focus } = now();
      fitLabels(cy, elements, focus);
    }),
  );
}

/** Fits the whole board twice: names grow as the zoom falls, so the second fit leaves room for them. */
function fitWhole(cy: Core) {
  cy.fit(undefined, 24);
  const now = labelInputs.get(cy);
  if (!now) return;
  const { elements, focus } = now();
  fitLabels(cy, elements, focus);
  cy.fit(undefined, 24);
}

/** Where each drawing's latest elements and focus are read from, for the fits that re-place names. */
const labelInputs = new WeakMap<Core, () => { elements: readonly BoardElement[]; focus?: readonly string[] }>();

/** Browser tests read the live drawing (label boxes, zoom) through `window.__clippersBoards[id]`. */
function exposeForTests(id: string, cy: Core) {
  const w = window as unknown as { __clippersBoards?: Record<string, Core> };
  (w.__clippersBoards ??= {})[id] = cy;
}

function apply(cy: Core, todo: Pending, focus: readonly string[] | undefined, maxFocusZoom: number) {
  if (todo.kind === 'zoom') {
    const level = Math.min(cy.maxZoom(), Math.max(cy.minZoom(), cy.zoom() * todo.factor));
    cy.zoom({ level, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
  } else if (todo.kind === 'frame') frame(cy, focus, maxFocusZoom, true);
  else fitWhole(cy);
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

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Draws the eye to what the step changed: the glow under it swells and settles three times. */
function pulseChanged(cy: Core) {
  if (reducedMotion()) return;
  const changed = cy.$('.changed');
  changed.stop(true, false).removeStyle('underlay-padding underlay-opacity');
  const swell = { 'underlay-padding': 16, 'underlay-opacity': 0.85 };
  const settle = { 'underlay-padding': 6, 'underlay-opacity': 0.45 };
  // A queue of six animations per element; stepping on stops it (above) before queuing the next.
  for (let i = 0; i < 3; i++) {
    changed.animate({ style: swell }, { duration: 380, queue: true });
    changed.animate({ style: settle }, { duration: 380, queue: true });
  }
}

/** Frames the given elements (with their neighbourhood) or the whole board. */
function frame(cy: Core, focus: readonly string[] | undefined, maxZoom: number, animate: boolean) {
  let eles = cy.collection();
  for (const id of focus ?? []) eles = eles.union(cy.getElementById(id));
  if (eles.empty()) {
    cy.stop(true, false);
    fitWhole(cy);
    return;
  }
  const bb = eles.boundingBox({});
  const pad = 70;
  const w = Math.max(1, cy.width());
  const h = Math.max(1, cy.height());
  const zoom = Math.min(maxZoom, w / (bb.w + 2 * pad), h / (bb.h + 2 * pad));
  const pan = { x: w / 2 - zoom * (bb.x1 + bb.w / 2), y: h / 2 - zoom * (bb.y1 + bb.h / 2) };
  // A new frame replaces any still running (fast stepping must not queue up a backlog of moves).
  cy.stop(true, false);
  if (animate && !reducedMotion()) cy.animate({ zoom, pan }, { duration: 350, easing: 'ease-in-out-cubic' });
  else cy.viewport({ zoom, pan });
}
