import type { Core, ElementDefinition } from 'cytoscape';
import { frameViewport, HARBOR_FONT, harborSizeAt, markerSizeAt, namesStale, zoomStep, type MeasureText } from './camera';
import { labelKey, labelStyle, placeLabels, type BoardKeyEntries, type Box, type PlacedLabel } from './labels';
import type { BoardElement } from './elements';

/**
 * What BoardView does to its Cytoscape drawing once it has loaded: keep it in line
 * with the elements, frame pieces, follow the zoom buttons, place names for the
 * zoom, pulse what a step changed. The arithmetic is camera.ts's.
 */

/** A zoom-button press or a framing request, possibly made before Cytoscape has loaded. */
export type ViewRequest = { kind: 'zoom'; factor: number } | { kind: 'frame' } | { kind: 'whole' };

/** What names are placed for: the drawing's latest elements and focus, read when a fit needs them. */
export type LabelInputs = () => { elements: readonly BoardElement[]; focus?: readonly string[] };

const labelInputs = new WeakMap<Core, LabelInputs>();
const measures = new WeakMap<Core, MeasureText>();
const labelZoom = new WeakMap<Core, number>();
const labelFrame = new WeakMap<Core, number>();
const keyListeners = new WeakMap<Core, (key: BoardKeyEntries) => void>();

/** Tells a new drawing where to read its elements and focus from, how to measure names, and whom to tell the board's key. */
export function attachLabels(cy: Core, inputs: LabelInputs, measure: MeasureText, onKey?: (key: BoardKeyEntries) => void): void {
  labelInputs.set(cy, inputs);
  measures.set(cy, measure);
  if (onKey) keyListeners.set(cy, onKey);
  cy.on('zoom', () => scheduleLabels(cy));
}

/** Places the island names and sizes the markers for the current zoom (see labels.ts). */
export function fitLabels(cy: Core, elements: readonly BoardElement[], focus: readonly string[] | undefined, within?: Box): void {
  const zoom = cy.zoom();
  const marker = markerSizeAt(zoom);
  const harbor = harborSizeAt(zoom);
  const labels: PlacedLabel[] = placeLabels(elements, { zoom, relevant: new Set(focus), markerSize: marker, harborSize: harbor, measure: measures.get(cy), within });
  cy.batch(() => {
    for (const l of labels) {
      const node = cy.getElementById(l.id);
      const st = labelStyle(l);
      node.data({ labelText: l.text, labelSize: Math.round(l.size * 10) / 10, labelHalign: st.halign, labelValign: st.valign, labelDx: st.dx, labelDy: st.dy });
      node.toggleClass('label-hidden', !l.shown);
    }
    cy.$('node.port.marker').data({ markerSize: marker, markerFont: Math.round(marker * 0.7) });
    cy.$('node.harbor').data({ harborSize: harbor, harborFont: Math.round(harbor * HARBOR_FONT) });
  });
  labelZoom.set(cy, zoom);
  keyListeners.get(cy)?.(labelKey(labels));
}

/** Re-places names while zooming, at most once a frame. */
function scheduleLabels(cy: Core): void {
  if (labelFrame.has(cy)) return;
  labelFrame.set(
    cy,
    requestAnimationFrame(() => {
      labelFrame.delete(cy);
      const now = labelInputs.get(cy);
      if (cy.destroyed() || !now || !namesStale(cy.zoom(), labelZoom.get(cy) ?? 0)) return;
      const { elements, focus } = now();
      fitLabels(cy, elements, focus);
    }),
  );
}

/**
 * Fits the whole board until it holds still: harbors and names grow as the zoom falls, so a fit
 * that makes room for them zooms out a little more, and they grow again. Two fits left the
 * outermost harbors cut by a few pixels at the frame's edge; the zoom settles by the third.
 */
function fitWhole(cy: Core): void {
  // A framing still under way (a step's, just begun) would otherwise carry on past the fit and undo it.
  cy.stop(true, false);
  cy.fit(undefined, 24);
  const now = labelInputs.get(cy);
  if (!now) return;
  const { elements, focus } = now();
  for (let i = 0; i < 4; i++) {
    const before = cy.zoom();
    fitLabels(cy, elements, focus);
    cy.fit(undefined, 24);
    if (Math.abs(cy.zoom() - before) <= before * 0.002) break;
  }
  // The last fit's zoom is the one the names and harbors are sized for.
  if (labelZoom.get(cy) !== cy.zoom()) fitLabels(cy, elements, focus);
  // A stage too small for the whole board even at the least zoom (a phone): its edges are cut, so
  // the names there are kept inside the frame, as the static picture keeps them inside its own.
  if (cy.zoom() <= cy.minZoom() * 1.001) {
    // Centred on the pieces alone (names go inside, wherever there is room), so the harbors at one edge are not cut for names at the other.
    const bb = cy.nodes().boundingBox({ includeLabels: false });
    const zoom = cy.zoom();
    cy.pan({ x: cy.width() / 2 - zoom * (bb.x1 + bb.w / 2), y: cy.height() / 2 - zoom * (bb.y1 + bb.h / 2) });
    const { x1, y1, x2, y2 } = cy.extent();
    fitLabels(cy, elements, focus, { x1, y1, x2, y2 });
  }
}

/** Carries out a zoom-button press or framing request. */
export function applyRequest(cy: Core, todo: ViewRequest, focus: readonly string[] | undefined, maxFocusZoom: number): void {
  if (todo.kind === 'zoom') {
    const level = zoomStep(cy.zoom(), todo.factor, cy.minZoom(), cy.maxZoom());
    cy.zoom({ level, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
  } else if (todo.kind === 'frame') frame(cy, focus, maxFocusZoom, true);
  else fitWhole(cy);
}

/** Brings the Cytoscape graph in line with `elements`, matching by id. */
export function syncElements(cy: Core, elements: readonly BoardElement[]): void {
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
export function pulseChanged(cy: Core): void {
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
export function frame(cy: Core, focus: readonly string[] | undefined, maxZoom: number, animate: boolean): void {
  let eles = cy.collection();
  for (const id of focus ?? []) eles = eles.union(cy.getElementById(id));
  // A new frame replaces any still running (fast stepping must not queue up a backlog of moves).
  cy.stop(true, false);
  if (eles.empty()) {
    fitWhole(cy);
    return;
  }
  const { zoom, pan } = frameViewport(eles.boundingBox({}), cy.width(), cy.height(), maxZoom);
  if (animate && !reducedMotion()) cy.animate({ zoom, pan }, { duration: 350, easing: 'ease-in-out-cubic' });
  else cy.viewport({ zoom, pan });
}

/** Browser tests read the live drawing (label boxes, zoom) through `window.__clippersBoards[id]`. */
export function exposeForTests(id: string, cy: Core): void {
  const w = window as unknown as { __clippersBoards?: Record<string, Core> };
  (w.__clippersBoards ??= {})[id] = cy;
}

let measurer: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();
/** A name's width as the board draws it (600 weight, the stylesheet's font), measured once per text at 100 px and scaled. */
export function measureName(text: string, size: number): number {
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
