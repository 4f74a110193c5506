import type { BoardElement } from '../board/elements';
import { svgViewBox } from '../board/BoardSvg';
import { placeLabels, type PlacedLabel } from '../board/labels';
import { markerSizeAt } from '../board/camera';

/**
 * Board pictures on paper. A picture is drawn at most `PRINT_WIDTH_MM` wide (the rulebook's
 * column on A4 with `site pdf`'s margins) and, for a walkthrough step, at most
 * `STEP_PICTURE_HEIGHT_MM` tall, so that two steps with their pictures share a page. Names are
 * placed for that printed size, none smaller than `PRINT_NAME_PT` (a printer's smallest
 * comfortable size); a name that finds no room at that size is left out rather than shrunk.
 */
export const PRINT_WIDTH_MM = 170;
export const STEP_PICTURE_HEIGHT_MM = 80;
export const PRINT_NAME_PT = 7.2;

const PX_PER_MM = 96 / 25.4;
const PX_PER_PT = 96 / 72;

/** Board pixels to CSS pixels on paper, for a picture fitted into `widthMm` × `heightMm`. */
export function printZoom(elements: readonly BoardElement[], focus: readonly string[] | undefined, padding: number, heightMm = Infinity): number {
  const box = svgViewBox(elements, focus, padding, 0);
  return Math.min((PRINT_WIDTH_MM * PX_PER_MM) / (box.x2 - box.x1), (heightMm * PX_PER_MM) / (box.y2 - box.y1));
}

/** How wide a step's picture prints, in mm: its own shape, no taller than `STEP_PICTURE_HEIGHT_MM`. */
export function stepPictureWidthMm(elements: readonly BoardElement[], focus: readonly string[] | undefined, padding: number): number {
  const box = svgViewBox(elements, focus, padding, 0);
  return Math.min(PRINT_WIDTH_MM, (STEP_PICTURE_HEIGHT_MM * (box.x2 - box.x1)) / (box.y2 - box.y1));
}

/** The names (and port marker size) for a picture printed at that size. */
export function printLabels(elements: readonly BoardElement[], focus: readonly string[] | undefined, padding: number, heightMm = Infinity): { labels: PlacedLabel[]; markerSize: number } {
  const box = svgViewBox(elements, focus, padding, 0);
  const zoom = printZoom(elements, focus, padding, heightMm);
  const px = PRINT_NAME_PT * PX_PER_PT;
  const markerSize = markerSizeAt(zoom);
  return { labels: placeLabels(elements, { zoom, minScreenPx: px, fallbackScreenPx: px, baseSize: 11, relevant: new Set(focus), markerSize, within: box }), markerSize };
}
