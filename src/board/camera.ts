import { svgViewBox } from './BoardSvg';
import { placeLabels, type PlacedLabel } from './labels';
import type { BoardElement } from './elements';
import { HARBOR_SIZE } from './layout';
export { HARBOR_FONT } from './layout';

/**
 * The board viewer's arithmetic, apart from any drawing: how far to zoom and where
 * to pan to frame a set of pieces, how big port markers are at a zoom, when names
 * must be placed again. BoardView (the component) and live-board.ts (its Cytoscape
 * side) apply these; the tests check them without a browser.
 */

/** A rectangle as Cytoscape's bounding boxes give it: top left corner, width and height. */
export interface Frame {
  x1: number;
  y1: number;
  w: number;
  h: number;
}

/** A name's width in board pixels at a font size (the browser measures with a canvas). */
export type MeasureText = (text: string, size: number) => number;

export interface Viewport {
  zoom: number;
  pan: { x: number; y: number };
}

/** Room left around framed pieces, in board pixels. */
export const FRAME_PADDING = 70;

/** The zoom and pan that centre `box` in a `width` × `height` view with `pad` around it, zooming in no further than `maxZoom`. */
export function frameViewport(box: Frame, width: number, height: number, maxZoom: number, pad = FRAME_PADDING): Viewport {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const zoom = Math.min(maxZoom, w / (box.w + 2 * pad), h / (box.h + 2 * pad));
  return { zoom, pan: { x: w / 2 - zoom * (box.x1 + box.w / 2), y: h / 2 - zoom * (box.y1 + box.h / 2) } };
}

/** One press of a zoom button: the zoom times `factor`, kept within the viewer's limits. */
export const zoomStep = (zoom: number, factor: number, min: number, max: number): number => Math.min(max, Math.max(min, zoom * factor));

/** A port marker's side in board pixels: 13, grown up to 22 so it stays about 10 px on screen. */
export const markerSizeAt = (zoom: number): number => Math.round(Math.min(22, Math.max(13, 10 / Math.max(zoom, 1e-6))));

/**
 * A harbor's diameter in board pixels: its drawn 34, grown when zoomed out so that its count
 * (drawn at `HARBOR_FONT` of it) stays at least 12 px on screen, but never past 104, where
 * the default board's neighbouring harbors would touch.
 */
export const harborSizeAt = (zoom: number): number => Math.round(Math.min(104, Math.max(HARBOR_SIZE, 21 / Math.max(zoom, 1e-6))));

/**
 * Must names be placed again after zooming from `last` to `zoom`? Zooming out must
 * never leave names under their minimum size; zooming in may wait for 3%.
 */
export const namesStale = (zoom: number, last: number): boolean => !(zoom >= last && zoom < last * 1.03);

/** The smallest span (board pixels) a focused view shows, so a few pieces are not blown up past `maxFocusZoom`. */
export const minSpanFor = (maxFocusZoom: number): number => (maxFocusZoom > 0 ? 680 / maxFocusZoom : 0);

/**
 * Names and marker size for the static drawing shown at `stage` size before (or
 * without) Cytoscape: the same placement the live board makes at the same scale.
 */
export function staticLabels(
  elements: BoardElement[],
  focus: readonly string[] | undefined,
  stage: { w: number; h: number },
  minSpan: number,
  measure: MeasureText,
  padding = 40,
): { labels: PlacedLabel[]; markerSize: number; harborSize: number } {
  // The same padding as the BoardSvg drawn, or names are kept inside an area larger than the one shown.
  const box = svgViewBox(elements, focus, padding, minSpan);
  const zoom = Math.min(stage.w / (box.x2 - box.x1), stage.h / (box.y2 - box.y1));
  const markerSize = markerSizeAt(zoom);
  const harborSize = harborSizeAt(zoom);
  return { labels: placeLabels(elements, { zoom, relevant: new Set(focus), markerSize, harborSize, measure, within: box }), markerSize, harborSize };
}
