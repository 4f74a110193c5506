import type { StylesheetJsonBlock } from 'cytoscape';
import { boardIndex } from '../map/board';
import type { BoardMap, CompanyId, Island, Nation } from '../map/schema';
import type { GameState, RouteEnd } from '../engine/types';

/**
 * The board as graph elements, for Cytoscape (walkthrough, board page, map editor)
 * and for the server-rendered SVG (`BoardSvg`). Pure: no DOM, no cytoscape at
 * runtime, so it runs in tests, at build time and in the browser alike.
 *
 * Element ids are the map's own ids for islands, harbors and links, so a caller can
 * find `cy.getElementById('tahiti')`. Pieces that are not map objects get ids with a
 * colon, which map ids cannot contain: `port:tahiti:0`, `ship:red:0`.
 *
 * Coordinates: map x grows east, y grows north; on screen x grows right and y grows
 * down, so a map point (x, y) is drawn at (x·scale, −y·scale).
 */

export interface Point {
  x: number;
  y: number;
}

export interface LayoutOptions {
  /** Screen pixels per map unit (a degree on the default board). Default 16. */
  scale?: number;
  /**
   * Minimum gap in pixels to keep between neighbouring islands, pushing crowded ones
   * apart (Samoa and American Samoa are barely a degree apart). 0 keeps exact map
   * positions, which is what an editor that writes positions back needs. Default 0.
   * Maps with more than 600 nodes are never spread (it is quadratic).
   */
  spread?: number;
  /** Draw the grey port-space squares around islands. Default true. */
  ports?: boolean;
}

export type ElementKind = 'island' | 'harbor' | 'link' | 'port' | 'ship';

export interface BoardNodeData {
  id: string;
  kind: Exclude<ElementKind, 'link'>;
  label: string;
  /** Diameter (islands, harbors) or side (ports, ships) in pixels. */
  size: number;
  [key: string]: unknown;
}

export interface BoardEdgeData {
  id: string;
  kind: 'link';
  source: string;
  target: string;
  /** What the edge shows as text: its route spaces, or progress such as "2/3" once begun. */
  label: string;
  segments: number;
  oneWay: boolean;
  /** Bezier control-point distance in pixels: 0 for a lone link, ± for the two links of a double route. */
  curve: number;
  /** Dash and gap lengths (pixels) that cut the drawn line into exactly `segments` route spaces. */
  dash: number;
  gap: number;
  [key: string]: unknown;
}

/** Structurally a cytoscape ElementDefinition; `classes` is always an array here. */
export interface BoardElement {
  group: 'nodes' | 'edges';
  data: BoardNodeData | BoardEdgeData;
  position?: Point;
  classes: string[];
  grabbable?: boolean;
  selectable?: boolean;
}

/** What changed in a step, to be drawn highlighted. */
export interface Highlight {
  links?: readonly string[];
  islands?: readonly string[];
  /** Companies whose ship moved or whose route started. */
  ships?: readonly CompanyId[];
}

/** The parts of a game state the overlay draws (a whole GameState will do). */
export type OverlayState = Pick<GameState, 'links' | 'islands' | 'players' | 'companies' | 'purpleActive'>;

export const DEFAULT_SCALE = 16;

/** Nation colours and initials for port markers; chosen to read apart from the company colours. */
export const NATION_STYLE: Readonly<Record<Nation, { color: string; text: string; initial: string; label: string }>> = {
  french: { color: '#2f5fd0', text: '#ffffff', initial: 'F', label: 'French' },
  english: { color: '#b8326b', text: '#ffffff', initial: 'E', label: 'English' },
  american: { color: '#e0a21b', text: '#1d1d1d', initial: 'A', label: 'American' },
  german: { color: '#4a4a4a', text: '#ffffff', initial: 'G', label: 'German' },
  japanese: { color: '#0f8a7e', text: '#ffffff', initial: 'J', label: 'Japanese' },
};

/** Fallback company colours when a map leaves one out (the map format requires them, so rarely used). */
export const COMPANY_COLORS: Readonly<Record<CompanyId, string>> = {
  red: '#c62828',
  blue: '#1565c0',
  white: '#f5f5f5',
  green: '#2e7d32',
  black: '#212121',
  purple: '#6a1b9a',
};

export const toScreen = (p: Point, scale = DEFAULT_SCALE): Point => ({ x: round1(p.x * scale), y: round1(-p.y * scale) });
export const toMap = (p: Point, scale = DEFAULT_SCALE): Point => ({ x: p.x / scale, y: -p.y / scale });

/** Island diameter in pixels: bigger for richer islands. */
export const islandSize = (island: Pick<Island, 'value'>): number => 20 + 3 * Math.max(0, Math.min(island.value, 10));
export const HARBOR_SIZE = 34;
export const PORT_SIZE = 10;
export const SHIP_SIZE = 16;

/** Where each island and harbor is drawn, by id. */
export function nodePositions(map: BoardMap, options: LayoutOptions = {}): Map<string, Point> {
  const scale = options.scale ?? DEFAULT_SCALE;
  const spread = options.spread ?? 0;
  const nodes: { id: string; p: Point; r: number; pinned: boolean }[] = [];
  const seen = new Set<string>();
  for (const island of map.islands) {
    if (seen.has(island.id)) continue;
    seen.add(island.id);
    nodes.push({ id: island.id, p: toScreen(island, scale), r: islandSize(island) / 2, pinned: false });
  }
  for (const harbor of map.harbors) {
    if (seen.has(harbor.id)) continue;
    seen.add(harbor.id);
    nodes.push({ id: harbor.id, p: toScreen(harbor, scale), r: HARBOR_SIZE / 2, pinned: true });
  }
  if (spread > 0 && nodes.length <= 600) relax(nodes, spread);
  return new Map(nodes.map((n) => [n.id, { x: round1(n.p.x), y: round1(n.p.y) }]));
}

/** Pushes overlapping nodes apart until every pair keeps `gap` pixels between their rims. Deterministic. */
function relax(nodes: { p: Point; r: number; pinned: boolean }[], gap: number): void {
  for (let iteration = 0; iteration < 200; iteration++) {
    let moved = false;
    for (let i = 0; i < nodes.length; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        const a = nodes[i];
        const b = nodes[j];
        if (a.pinned && b.pinned) continue;
        let dx = b.p.x - a.p.x;
        let dy = b.p.y - a.p.y;
        let d = Math.hypot(dx, dy);
        const need = a.r + b.r + gap;
        if (d >= need) continue;
        if (d < 1e-6) {
          // Same spot: separate along a direction fixed by the pair's indices.
          const angle = ((i * 7 + j * 13) % 360) * (Math.PI / 180);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          d = 1;
        }
        const push = (need - d) / (a.pinned || b.pinned ? 1 : 2) + 0.01;
        const ux = dx / d;
        const uy = dy / d;
        if (!a.pinned) {
          a.p = { x: a.p.x - ux * push, y: a.p.y - uy * push };
        }
        if (!b.pinned) {
          b.p = { x: b.p.x + ux * push, y: b.p.y + uy * push };
        }
        moved = true;
      }
    }
    if (!moved) return;
  }
}

/** Positions of an island's port spaces: an arc over the island, left to right. */
export function portPositions(center: Point, island: Pick<Island, 'value' | 'ports'>): Point[] {
  const n = Math.max(0, Math.floor(island.ports));
  const radius = islandSize(island) / 2 + PORT_SIZE / 2 + 3;
  const out: Point[] = [];
  for (let k = 0; k < n; k++) {
    // Angles between 180° and 360° (screen y points down, so that is the upper half).
    const angle = Math.PI + (Math.PI * (k + 1)) / (n + 1);
    out.push({ x: round1(center.x + radius * Math.cos(angle)), y: round1(center.y + radius * Math.sin(angle)) });
  }
  return out;
}

/** The island's value drawn as an image, since a cytoscape node has only one text label (used for its name). */
export function valueImage(value: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">` +
    `<text x="20" y="21" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" ` +
    `font-size="22" font-weight="700" fill="#4a3310">${value}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The static board: islands (with port spaces), harbors and links. */
export function boardElements(map: BoardMap, options: LayoutOptions = {}): BoardElement[] {
  const positions = nodePositions(map, options);
  const board = boardIndex(map);
  const color = companyColors(map);
  const purpleHome = map.companies.find((c) => c.id === 'purple')?.home;
  const out: BoardElement[] = [];

  const seenIsland = new Set<string>();
  for (const island of map.islands) {
    if (seenIsland.has(island.id)) continue;
    seenIsland.add(island.id);
    const position = positions.get(island.id)!;
    const classes = ['island', `value-${island.value}`];
    if (island.id === purpleHome) classes.push('purple-home');
    out.push({
      group: 'nodes',
      data: {
        id: island.id,
        kind: 'island',
        label: island.name,
        name: island.name,
        value: island.value,
        ports: island.ports,
        size: islandSize(island),
        valueImage: valueImage(island.value),
      },
      position,
      classes,
    });
    if (options.ports !== false) {
      portPositions(position, island).forEach((p, k) => {
        out.push({
          group: 'nodes',
          data: { id: portId(island.id, k), kind: 'port', label: '', island: island.id, index: k, size: PORT_SIZE },
          position: p,
          classes: ['port'],
          grabbable: false,
          selectable: false,
        });
      });
    }
  }

  const seenHarbor = new Set<string>();
  for (const harbor of map.harbors) {
    if (seenHarbor.has(harbor.id) || seenIsland.has(harbor.id)) continue;
    seenHarbor.add(harbor.id);
    const company = map.companies.find((c) => c.id === harbor.company);
    out.push({
      group: 'nodes',
      data: {
        id: harbor.id,
        kind: 'harbor',
        label: String(company?.segments ?? ''),
        company: harbor.company,
        companyName: company?.name ?? harbor.company,
        color: color[harbor.company],
        textColor: textOn(color[harbor.company]),
        size: HARBOR_SIZE,
      },
      position: positions.get(harbor.id)!,
      classes: ['harbor', `company-${harbor.company}`],
    });
  }

  const sizeOf = (id: string) => {
    const island = map.islands.find((i) => i.id === id);
    return island ? islandSize(island) : HARBOR_SIZE;
  };
  map.links.forEach((link, i) => {
    const a = positions.get(link.from);
    const b = positions.get(link.to);
    if (!a || !b || link.from === link.to) return; // broken links are the checker's business, not the drawing's
    const twin = board.links[i]?.twin ?? -1;
    let curve = 0;
    if (twin >= 0) {
      // Bend the two links of a double route to opposite sides. The sign is taken
      // relative to a fixed orientation of the pair, since either may be drawn backwards.
      const side = i < twin ? -1 : 1;
      const orientation = link.from < link.to ? 1 : -1;
      curve = 16 * side * orientation;
    }
    const visible = Math.max(8, Math.hypot(b.x - a.x, b.y - a.y) - sizeOf(link.from) / 2 - sizeOf(link.to) / 2);
    const segments = Math.max(1, Math.floor(link.segments));
    const period = visible / segments;
    const classes = ['link'];
    if (link.oneWay) classes.push('one-way');
    if (twin >= 0) classes.push('double');
    if (board.links[i]?.harborEnd !== undefined && board.links[i].harborEnd >= 0) classes.push('harbor-link');
    out.push({
      group: 'edges',
      data: {
        id: link.id,
        kind: 'link',
        source: link.from,
        target: link.to,
        label: String(link.segments),
        segments: link.segments,
        oneWay: link.oneWay,
        curve,
        dash: round1(period * 0.78),
        gap: round1(period * 0.22),
      },
      classes,
    });
  });
  return out;
}

export interface Overlay {
  /** Data and classes to merge into static elements, by id. */
  patches: Map<string, { data: Record<string, unknown>; classes: string[] }>;
  /** Pieces that are not part of the static board: ships. */
  nodes: BoardElement[];
}

/** The game drawn over the board: laid segments, ships, port markers, supplies, highlights. */
export function gameOverlay(map: BoardMap, state: OverlayState, highlight: Highlight = {}, options: LayoutOptions = {}): Overlay {
  const positions = nodePositions(map, options);
  const color = companyColors(map);
  const patches: Overlay['patches'] = new Map();
  const patch = (id: string, data: Record<string, unknown>, ...classes: string[]) => {
    const existing = patches.get(id);
    if (existing) {
      Object.assign(existing.data, data);
      existing.classes.push(...classes);
    } else patches.set(id, { data: { ...data }, classes: [...classes] });
  };
  const changedLinks = new Set(highlight.links ?? []);
  const changedIslands = new Set(highlight.islands ?? []);
  const changedShips = new Set(highlight.ships ?? []);

  // Links: a begun link takes its company's colour up to the share laid.
  map.links.forEach((link, i) => {
    const build = state.links[i];
    if (build && positions.has(link.from) && positions.has(link.to)) {
      const segments = Math.max(1, link.segments);
      const laid = Math.min(build.laid, segments);
      const complete = laid >= segments;
      const share = Math.round((laid / segments) * 1000) / 10;
      // The gradient runs from source to target; a link begun from its target end fills from there.
      const forward = build.start === link.from;
      const c = color[build.company];
      const empty = 'rgba(255,255,255,0.55)';
      patch(
        link.id,
        {
          company: build.company,
          color: c,
          laid,
          label: complete ? String(link.segments) : `${laid}/${link.segments}`,
          progress: `${laid}/${link.segments}`,
          gradientColors: forward ? `${c} ${c} ${empty} ${empty}` : `${empty} ${empty} ${c} ${c}`,
          gradientStops: forward ? `0% ${share}% ${share}% 100%` : `0% ${round1(100 - share)}% ${round1(100 - share)}% 100%`,
        },
        'laid',
        complete ? 'complete' : 'partial',
        `company-${build.company}`,
      );
    }
    if (changedLinks.has(link.id)) patch(link.id, {}, 'changed');
  });

  // Islands: connected companies, port markers by nation.
  const seats = state.players;
  map.islands.forEach((island, i) => {
    const here = state.islands[i];
    if (!here) return;
    patch(island.id, { companies: here.companies.join(' '), connected: here.companies.length });
    if (here.companies.length > 0) patch(island.id, {}, 'reached');
    here.markers.forEach((seat, k) => {
      const nation = seats[seat]?.nation;
      if (!nation || k >= island.ports) return;
      const style = NATION_STYLE[nation];
      patch(portId(island.id, k), { nation, player: seats[seat].name, label: style.initial, color: style.color, textColor: style.text }, 'marker', `nation-${nation}`);
    });
    if (changedIslands.has(island.id)) patch(island.id, {}, 'changed');
  });
  if (state.purpleActive) {
    const home = map.companies.find((c) => c.id === 'purple')?.home;
    if (home) patch(home, {}, 'purple-active');
  }

  // Harbors show what is left of their company's supply.
  for (const harbor of map.harbors) {
    const supply = state.companies[harbor.company]?.supply;
    if (supply !== undefined) patch(harbor.id, { label: String(supply), supply });
  }

  // Ships: beside the island or harbor where a route ends, or beside the last segment of a half-built link.
  const nodes: BoardElement[] = [];
  const crowd = new Map<string, number>();
  for (const company of map.companies) {
    const ships = state.companies[company.id]?.ships ?? [];
    ships.forEach((end, k) => {
      const at = shipPosition(map, state, positions, end);
      if (!at) return;
      const key = 'node' in end ? end.node : end.link;
      const n = crowd.get(key) ?? 0;
      crowd.set(key, n + 1);
      const classes = ['ship', `company-${company.id}`];
      if (changedShips.has(company.id)) classes.push('changed');
      nodes.push({
        group: 'nodes',
        data: {
          id: `ship:${company.id}:${k}`,
          kind: 'ship',
          label: '',
          company: company.id,
          color: color[company.id],
          at: key,
          size: SHIP_SIZE,
        },
        position: { x: round1(at.x + n * (SHIP_SIZE + 2)), y: round1(at.y) },
        classes,
        grabbable: false,
      });
    });
  }
  return { patches, nodes };
}

/** Static elements with an overlay merged in (new objects; the inputs are not changed). */
export function applyOverlay(elements: readonly BoardElement[], overlay: Overlay): BoardElement[] {
  const out = elements.map((el) => {
    const p = overlay.patches.get(el.data.id);
    if (!p) return el;
    return { ...el, data: { ...el.data, ...p.data } as BoardElement['data'], classes: [...el.classes, ...p.classes] };
  });
  return out.concat(overlay.nodes);
}

/** The whole picture: the board, and the game on it if a state is given. */
export function gameElements(map: BoardMap, state?: OverlayState | null, highlight?: Highlight, options: LayoutOptions = {}): BoardElement[] {
  const elements = boardElements(map, options);
  return state ? applyOverlay(elements, gameOverlay(map, state, highlight, options)) : elements;
}

function shipPosition(map: BoardMap, state: OverlayState, positions: Map<string, Point>, end: RouteEnd): Point | null {
  if ('node' in end) {
    const p = positions.get(end.node);
    if (!p) return null;
    const island = map.islands.find((i) => i.id === end.node);
    const r = island ? islandSize(island) / 2 : HARBOR_SIZE / 2;
    // Below-right of the node, clear of the port spaces above and most of the label below.
    return { x: p.x + r + SHIP_SIZE / 2 + 1, y: p.y + r * 0.35 };
  }
  const i = map.links.findIndex((l) => l.id === end.link);
  if (i < 0) return null;
  const link = map.links[i];
  const build = state.links[i];
  const from = positions.get(build?.start ?? link.from);
  const to = positions.get(build && build.start === link.to ? link.from : link.to);
  if (!from || !to) return null;
  const t = build ? Math.min(1, build.laid / Math.max(1, link.segments)) : 0.5;
  const x = from.x + (to.x - from.x) * t;
  const y = from.y + (to.y - from.y) * t;
  const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  // Beside the line, not on it.
  return { x: x - ((to.y - from.y) / len) * 12, y: y + ((to.x - from.x) / len) * 12 };
}

export function companyColors(map: BoardMap): Record<CompanyId, string> {
  const out = { ...COMPANY_COLORS };
  for (const c of map.companies) out[c.id] = c.color;
  return out;
}

export const portId = (island: string, k: number): string => `port:${island}:${k}`;

/** Black or white text, whichever reads better on a hex colour. */
export function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return '#111111';
  const n = parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111111' : '#ffffff';
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export interface StyleOptions {
  /** Print each unbegun link's number of route spaces on it (the dashes show it too). Default false. */
  segmentCounts?: boolean;
}

export const BOARD_COLORS = {
  sea: '#d7e8f2',
  route: '#8fb0c6',
  arrow: '#4f7690',
  island: '#f1dfb0',
  islandBorder: '#8a6a35',
  port: '#b9c0c6',
  portBorder: '#6d7780',
  label: '#1f2a33',
  highlight: '#ffb300',
} as const;

/**
 * A data mapper that never fails: cytoscape stops styling (and can throw) when a
 * `data(...)` mapping meets an element without that field, e.g. the temporary
 * nodes and edges an editor's drag handles create. Functions with fallbacks are safe.
 */
type Ele = { data(key: string): unknown };
function field<T>(key: string, fallback: T): T {
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

/** The cytoscape stylesheet matching the element data and classes above. */
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
        label: field('label', ''),
        'text-valign': 'bottom',
        'text-margin-y': 3,
        'font-size': 12,
        'font-weight': 600,
        color: c.label,
        'text-outline-color': '#ffffff',
        'text-outline-width': 2.5,
        'text-outline-opacity': 0.9,
        'z-index': 10,
      },
    },
    { selector: 'node.island.reached', style: { 'border-width': 3 } },
    { selector: 'node.island.purple-home', style: { 'border-color': COMPANY_COLORS.purple, 'border-width': 4, 'border-style': 'double' } },
    { selector: 'node.island.purple-active', style: { 'border-style': 'solid', 'border-width': 5 } },
    {
      selector: 'node.harbor',
      style: {
        shape: 'ellipse',
        'background-color': field('color', '#999999'),
        'border-width': 2,
        'border-color': '#1b1b1b',
        label: field('label', ''),
        'text-valign': 'center',
        'text-halign': 'center',
        color: field('textColor', '#111111'),
        'font-size': 14,
        'font-weight': 700,
        'z-index': 10,
      },
    },
    {
      selector: 'node.port',
      style: {
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
        width: 13,
        height: 13,
        'background-color': field('color', '#777777'),
        'border-color': '#111111',
        label: field('label', ''),
        color: field('textColor', '#ffffff'),
        'font-size': 9,
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
