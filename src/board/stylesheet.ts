import type { StylesheetJsonBlock } from 'cytoscape';
import { BOARD_COLORS, COMPANY_COLORS } from './colors';
import { HARBOR_SIZE, PORT_SIZE } from './layout';

export interface StyleOptions {
  /** Print each unbegun link's number of route spaces on it (the dashes show it too). Default false. */
  segmentCounts?: boolean;
}

/**
 * A data mapper that never fails: cytoscape stops styling (and can throw) when a
 * `data(...)` mapping meets an element without that field, e.g. the temporary
 * nodes and edges an editor's drag handles create. Functions with fallbacks are safe.
 */
type Ele = { data(key: string): unknown };
export function field<T>(key: string, fallback: T): T {
  return ((ele: Ele) => {
    const v = ele.data(key);
    return v === undefined || v === null || v === '' ? fallback : v;
  }) as unknown as T;
}
const list = <T>(key: string, fallback: string[]) =>
  ((ele: Ele) => {
    const v = ele.data(key);
    return typeof v === 'string' && v.trim() !== '' ? v.trim().split(/\s+/) : fallback;
  }) as unknown as T;

/** The cytoscape stylesheet matching the element data and classes of `elements.ts` and `overlay.ts`. */
export function boardStylesheet(options: StyleOptions = {}): StylesheetJsonBlock[] {
  const c = BOARD_COLORS;
  return [
    {
      selector: 'node',
      style: {
        width: field('size', 20),
        height: field('size', 20),
        'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      },
    },
    {
      selector: 'node.island',
      style: {
        shape: 'ellipse',
        'background-color': c.island,
        'border-width': 2,
        'border-color': c.islandBorder,
        'background-image': field('valueImage', 'none'),
        'background-fit': 'contain',
        // The short form when only that fits (labels.ts); the name itself where nothing placed it (the editor).
        label: ((ele: Ele) => String(ele.data('labelText') ?? ele.data('label') ?? '')) as unknown as string,
        // Placed per zoom by labels.ts (BoardView centres the name on the island and offsets it); the fallbacks put it below.
        'text-valign': field('labelValign', 'bottom'),
        'text-halign': field('labelHalign', 'center'),
        'text-margin-x': field('labelDx', 0),
        'text-margin-y': field('labelDy', 3),
        'font-size': field('labelSize', 12),
        'font-weight': 600,
        color: c.label,
        'text-outline-color': '#ffffff',
        'text-outline-width': 2.5,
        'text-outline-opacity': 0.9,
        'z-index': 10,
      },
    },
    { selector: 'node.island.label-hidden', style: { 'text-opacity': 0 } },
    { selector: 'node.island.reached', style: { 'border-width': 3 } },
    { selector: 'node.island.purple-home', style: { 'border-color': COMPANY_COLORS.purple, 'border-width': 4, 'border-style': 'double' } },
    { selector: 'node.island.purple-active', style: { 'border-style': 'solid', 'border-width': 5 } },
    {
      selector: 'node.harbor',
      style: {
        // Grown when zoomed out so the count stays readable (live-board.ts sets harborSize; camera.ts harborSizeAt).
        width: field('harborSize', HARBOR_SIZE),
        height: field('harborSize', HARBOR_SIZE),
        shape: 'ellipse',
        'background-color': field('color', '#999999'),
        'border-width': 2,
        'border-color': '#1b1b1b',
        label: field('label', ''),
        'text-valign': 'center',
        'text-halign': 'center',
        color: field('textColor', '#111111'),
        'font-size': field('harborFont', 14),
        'font-weight': 700,
        'z-index': 10,
      },
    },
    {
      selector: 'node.port',
      style: {
        // Every port space is the same size: a plain value, which Cytoscape resolves once for them all,
        // rather than the `node` rule's per-element mapper (most of the style time of a large board, whose
        // port spaces are three quarters of its elements).
        width: PORT_SIZE,
        height: PORT_SIZE,
        shape: 'rectangle',
        'background-color': c.port,
        'border-width': 1,
        'border-color': c.portBorder,
        'z-index': 11,
        events: 'no',
      },
    },
    {
      selector: 'node.port.marker',
      style: {
        // Grown when zoomed out so a marker and its nation's letter stay visible (BoardView sets markerSize).
        width: field('markerSize', 13),
        height: field('markerSize', 13),
        'background-color': field('color', '#777777'),
        'border-color': '#111111',
        label: field('label', ''),
        color: field('textColor', '#ffffff'),
        'font-size': field('markerFont', 9),
        'font-weight': 700,
        'text-valign': 'center',
        'text-halign': 'center',
      },
    },
    {
      selector: 'node.ship',
      style: {
        shape: 'round-triangle',
        'background-color': field('color', '#777777'),
        'border-width': 2,
        'border-color': '#111111',
        'z-index': 20,
        events: 'no',
      },
    },
    {
      selector: 'edge',
      style: {
        'curve-style': 'unbundled-bezier',
        'control-point-distances': field('curve', 0),
        'control-point-weights': 0.5,
        width: 4,
        'line-color': c.route,
        'line-style': 'dashed',
        'line-dash-pattern': ((edge: Ele) => [num(edge.data('dash'), 10), num(edge.data('gap'), 4)]) as unknown as number[],
        'line-cap': 'butt',
        label: options.segmentCounts ? field('label', '') : '',
        'font-size': 10,
        color: c.label,
        'text-background-color': '#ffffff',
        'text-background-opacity': 0.8,
        'text-background-padding': '1px',
        'z-index': 1,
      },
    },
    {
      selector: 'edge.one-way',
      style: { 'target-arrow-shape': 'triangle', 'target-arrow-color': c.arrow, 'arrow-scale': 1.1 },
    },
    {
      selector: 'edge.laid',
      style: {
        width: 7,
        'line-color': field('color', '#777777'),
        'line-outline-width': 1,
        'line-outline-color': '#1b1b1b',
        'z-index': 5,
      },
    },
    {
      selector: 'edge.partial',
      style: {
        'line-fill': 'linear-gradient',
        'line-gradient-stop-colors': list<string[]>('gradientColors', ['#777777', '#777777']),
        'line-gradient-stop-positions': list<number[]>('gradientStops', ['0%', '100%']),
        label: field('progress', ''),
        'font-size': 11,
        'font-weight': 700,
      },
    },
    {
      selector: '.changed',
      style: { 'underlay-color': c.highlight, 'underlay-opacity': 0.45, 'underlay-padding': 6 },
    },
    { selector: 'node.island.changed', style: { 'border-color': '#b45f00', 'border-width': 4 } },
  ];
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback);
