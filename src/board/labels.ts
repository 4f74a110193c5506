import type { BoardElement } from './elements';
import { PORT_SIZE, type Point } from './layout';

/**
 * Where each island's name goes, and which names to leave out, at a given zoom.
 *
 * A name must stay readable however far the board is zoomed out, so its size in
 * board pixels grows as the zoom shrinks (never below `minScreenPx` on screen). Bigger
 * names collide more, so each island tries several sides (below, right, left, above
 * its port spaces, then the corners) and takes the first that is free of other
 * names, islands, harbors and port spaces; an island with no free side goes without
 * its name rather than covering another's. Islands claim their place in order of
 * priority: those the current step touches, then richer islands, then by name, so
 * the result is the same every time. Computed from the drawn elements, so a designer
 * stores nothing and every map, however crowded, gets its own placement.
 */

export type LabelSide = 'below' | 'right' | 'left' | 'above' | 'below-right' | 'below-left' | 'above-right' | 'above-left';

const SIDES: readonly LabelSide[] = ['below', 'right', 'left', 'above', 'below-right', 'below-left', 'above-right', 'above-left'];

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PlacedLabel {
  id: string;
  text: string;
  shown: boolean;
  side: LabelSide;
  /** Font size in board pixels. */
  size: number;
  /** Where the name is drawn, in board pixels (meaningful when shown). */
  box: Box;
}

export interface LabelOptions {
  /** Board zoom: screen pixels per board pixel. */
  zoom: number;
  /** Smallest readable name on screen, in pixels (the text's height). Default 12. */
  minScreenPx?: number;
  /** Name size in board pixels when zoomed in enough. Default 12. */
  baseSize?: number;
  /** Ids the current step touches: their names are placed first. */
  relevant?: ReadonlySet<string>;
  /** Width of a name in board pixels at a font size; the browser passes canvas measurement. Default: an estimate that errs wide. */
  measure?: (text: string, size: number) => number;
  /** Side of a port marker as drawn at this zoom, in board pixels (markers grow when zoomed out). Default: as the element says. */
  markerSize?: number;
  /** The area drawn, in board pixels: a name that fits inside it on some free side is not put on a side it would be cut at. */
  within?: Box;
}

/** Text width per font pixel and line height, for the bold sans-serif the board uses (measured, rounded up). */
const CHAR_WIDTH = 0.62;
const LINE_HEIGHT = 1.2;
/** The white outline drawn round each name (stylesheet: text-outline-width 2.5), at the base size. */
const OUTLINE = 2.5;
/** Gap between an island's rim (or its port spaces) and its name, in board pixels at the base size. */
const GAP = 3;

interface Island {
  id: string;
  text: string;
  at: Point;
  r: number;
  value: number;
}

/** The font size names need at this zoom to stay at least `minScreenPx` tall on screen. */
export const labelSizeAt = (zoom: number, minScreenPx = 12, baseSize = 12): number => Math.max(baseSize, minScreenPx / Math.max(zoom, 1e-6));

export function placeLabels(elements: readonly BoardElement[], options: LabelOptions): PlacedLabel[] {
  const size = labelSizeAt(options.zoom, options.minScreenPx, options.baseSize);
  const relevant = options.relevant ?? new Set<string>();
  const islands: Island[] = [];
  const obstacles: Box[] = [];
  for (const el of elements) {
    if (el.group !== 'nodes' || !el.position) continue;
    const d = el.data;
    const marker = d.kind === 'port' && el.classes.includes('marker') && options.markerSize !== undefined;
    const half = (marker ? Math.max(Number(d.size), options.markerSize!) : Number(d.size)) / 2;
    if (d.kind === 'island') islands.push({ id: d.id, text: String(d.label ?? ''), at: el.position, r: half, value: Number(d.value) || 0 });
    if (d.kind === 'island' || d.kind === 'harbor' || d.kind === 'port') obstacles.push(around(el.position, half + 1));
  }
  islands.sort((a, b) => Number(relevant.has(b.id)) - Number(relevant.has(a.id)) || b.value - a.value || a.text.localeCompare(b.text) || a.id.localeCompare(b.id));

  const taken: Box[] = [];
  const placed = new Map<string, PlacedLabel>();
  for (const island of islands) {
    if (island.text === '') {
      placed.set(island.id, { id: island.id, text: '', shown: false, side: 'below', size, box: around(island.at, 0) });
      continue;
    }
    let chosen: PlacedLabel | null = null;
    const width = (options.measure ?? estimate)(island.text, size) + 2 * OUTLINE * (size / 12);
    // First the sides inside the drawn area, then (as before there was one) any side: a name cut at the
    // edge still says more than none.
    for (const bounded of options.within ? [true, false] : [false]) {
      for (const side of SIDES) {
        const box = labelBox(island, side, size, width);
        if (bounded && !inside(box, options.within!)) continue;
        if (taken.some((t) => overlaps(t, box)) || obstacles.some((o) => overlaps(o, box))) continue;
        chosen = { id: island.id, text: island.text, shown: true, side, size, box };
        break;
      }
      if (chosen) break;
    }
    if (chosen) taken.push(chosen.box);
    placed.set(island.id, chosen ?? { id: island.id, text: island.text, shown: false, side: 'below', size, box: labelBox(island, 'below', size, width) });
  }
  // In the elements' order, so callers can zip.
  return elements.flatMap((el) => (el.group === 'nodes' && el.data.kind === 'island' ? [placed.get(el.data.id)!] : []));
}

/** Text size, and offsets from the island's centre, as cytoscape's label alignment needs them. */
export function labelStyle(label: PlacedLabel, r: number): { halign: 'left' | 'center' | 'right'; valign: 'top' | 'center' | 'bottom'; dx: number; dy: number } {
  const gap = gapFor(label.size);
  const halign = label.side.endsWith('right') ? 'right' : label.side.endsWith('left') ? 'left' : 'center';
  const valign = label.side.startsWith('below') ? 'bottom' : label.side.startsWith('above') ? 'top' : 'center';
  const dx = halign === 'right' ? gap : halign === 'left' ? -gap : 0;
  const dy = valign === 'bottom' ? gap : valign === 'top' ? -(PORT_SIZE + 2 * gap) : 0;
  void r;
  return { halign, valign, dx, dy };
}

const gapFor = (size: number) => GAP * (size / 12);

const inside = (a: Box, b: Box): boolean => a.x1 >= b.x1 && a.x2 <= b.x2 && a.y1 >= b.y1 && a.y2 <= b.y2;

const estimate = (text: string, size: number) => text.length * size * CHAR_WIDTH;

function labelBox(island: Island, side: LabelSide, size: number, w: number): Box {
  const h = size * LINE_HEIGHT;
  const { x, y } = island.at;
  const r = island.r;
  const gap = gapFor(size);
  const above = r + PORT_SIZE + 2 * gap; // clear of the arc of port spaces
  switch (side) {
    case 'below':
      return { x1: x - w / 2, y1: y + r + gap, x2: x + w / 2, y2: y + r + gap + h };
    case 'above':
      return { x1: x - w / 2, y1: y - above - h, x2: x + w / 2, y2: y - above };
    case 'right':
      return { x1: x + r + gap, y1: y - h / 2, x2: x + r + gap + w, y2: y + h / 2 };
    case 'left':
      return { x1: x - r - gap - w, y1: y - h / 2, x2: x - r - gap, y2: y + h / 2 };
    case 'below-right':
      return { x1: x + r + gap, y1: y + r + gap, x2: x + r + gap + w, y2: y + r + gap + h };
    case 'below-left':
      return { x1: x - r - gap - w, y1: y + r + gap, x2: x - r - gap, y2: y + r + gap + h };
    case 'above-right':
      return { x1: x + r + gap, y1: y - above - h, x2: x + r + gap + w, y2: y - above };
    case 'above-left':
      return { x1: x - r - gap - w, y1: y - above - h, x2: x - r - gap, y2: y - above };
  }
}

const around = (p: Point, half: number): Box => ({ x1: p.x - half, y1: p.y - half, x2: p.x + half, y2: p.y + half });

export const overlaps = (a: Box, b: Box): boolean => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
