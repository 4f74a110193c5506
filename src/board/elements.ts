import { boardIndex, purpleHomeOf } from '../map/board';
import type { BoardMap } from '../map/schema';
import { companyColors, textOn } from './colors';
import { HARBOR_SIZE, islandSize, VALUE_FONT, nodePositions, PORT_SIZE, portId, portPositions, round1, type LayoutOptions, type Point } from './layout';

/**
 * The board as graph elements, for Cytoscape (walkthrough, board page, map editor)
 * and for the server-rendered SVG (`BoardSvg`). Pure: no DOM, no cytoscape at
 * runtime, so it runs in tests, at build time and in the browser alike.
 *
 * Element ids are the map's own ids for islands, harbors and links, so a caller can
 * find `cy.getElementById('tahiti')`. Pieces that are not map objects get ids with a
 * colon, which map ids cannot contain: `port:tahiti:0`, `ship:red:0`.
 * The game drawn over these elements is in `overlay.ts`, their look in `stylesheet.ts`.
 */

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

/** The island's value drawn as an image, since a cytoscape node has only one text label (used for its name). */
export function valueImage(value: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">` +
    `<text x="20" y="21" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" ` +
    `font-size="${Math.round(40 * VALUE_FONT)}" font-weight="700" fill="#4a3310">${value}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The static board: islands (with port spaces), harbors and links. */
export function boardElements(map: BoardMap, options: LayoutOptions = {}): BoardElement[] {
  const positions = nodePositions(map, options);
  const board = boardIndex(map);
  const color = companyColors(map);
  const purpleHome = purpleHomeOf(board);
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

  // By id, not a search per link: the map checker draws boards of 10,000 islands.
  const islandById = new Map<string, (typeof map.islands)[number]>();
  for (const island of map.islands) if (!islandById.has(island.id)) islandById.set(island.id, island);
  const sizeOf = (id: string) => {
    const island = islandById.get(id);
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
