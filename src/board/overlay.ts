import { boardIndex, purpleHomeOf } from '../map/board';
import type { BoardMap, CompanyId } from '../map/schema';
import type { GameState, RouteEnd } from '../engine';
import { companyColors, NATION_STYLE } from './colors';
import { boardElements, type BoardElement } from './elements';
import { HARBOR_SIZE, islandSize, nodePositions, portId, round1, SHIP_SIZE, type LayoutOptions, type Point } from './layout';

/** The game drawn over the static board (`elements.ts`): laid segments, ships, port markers, supplies, highlights. */

/** What changed in a step, to be drawn highlighted. */
export interface Highlight {
  links?: readonly string[];
  islands?: readonly string[];
  /** Companies whose ship moved or whose route started. */
  ships?: readonly CompanyId[];
}

/** The parts of a game state the overlay draws (a whole GameState will do). */
export type OverlayState = Pick<GameState, 'links' | 'islands' | 'players' | 'companies' | 'purpleActive'>;

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
    const home = purpleHomeOf(boardIndex(map));
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
