import type { BoardMap } from '../map/schema';
import { checkMap } from '../map/check';
import { DRAWING_CODES } from '../map/diagnostics';
import { roundCoord } from './actions';
import { applyCommand, type Command } from './commands';

/**
 * Where a new island goes: at the point asked for if that is open sea, else the
 * nearest open spot on a spiral around it. Open sea is at least `clearance` degrees
 * from every island and harbor and half that from every link, so the new island
 * neither hides another nor looks joined to a link it is not on. Pure (tested).
 */

export interface MapPoint {
  x: number;
  y: number;
}

export const ISLAND_CLEARANCE = 2.6;
const FITS_TRIES = 24;

export function freeSeaSpot(map: BoardMap, at: MapPoint, clearance = ISLAND_CLEARANCE, fits: (p: MapPoint) => boolean = () => true): MapPoint {
  const nodes = [...map.islands, ...map.harbors];
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const segments = map.links.flatMap((l) => {
    const a = byId.get(l.from);
    const b = byId.get(l.to);
    return a && b ? [[a, b] as const] : [];
  });
  // The distances are a cheap first sieve; `fits` (the drawn board's own check, tens of milliseconds) has the last
  // word, since the site spreads and sizes what it draws. It is asked at most FITS_TRIES times: past that, the
  // nearest spot open in degrees, so a button press never hangs on a board with no room left.
  let tries = 0;
  let firstOpen: MapPoint | null = null;
  const inDegrees = (p: MapPoint) =>
    nodes.every((n) => Math.hypot(n.x - p.x, n.y - p.y) >= clearance) && segments.every(([a, b]) => distanceToSegment(p, a, b) >= clearance / 2);
  const open = (p: MapPoint) => {
    if (!inDegrees(p)) return false;
    firstOpen ??= p;
    return tries++ < FITS_TRIES && fits(p);
  };
  const start = { x: roundCoord(at.x), y: roundCoord(at.y) };
  if (open(start)) return start;
  // Rings of growing radius, eight more points per ring: the first open one is the nearest found.
  const step = clearance / 2;
  for (let ring = 1; ring <= 40; ring++) {
    const r = ring * step;
    const count = 8 * ring;
    for (let k = 0; k < count; k++) {
      const angle = (2 * Math.PI * k) / count;
      const p = { x: roundCoord(start.x + r * Math.cos(angle)), y: roundCoord(start.y + r * Math.sin(angle)) };
      if (open(p)) return p;
      if (tries >= FITS_TRIES && firstOpen) return firstOpen;
    }
  }
  return firstOpen ?? start;
}

/**
 * Where `build` (a new island or harbor at a point, and its id) can put its element nearest `at`: open sea, and on
 * the drawn board no error naming the new element (a link through its port spaces, a body over another's) that
 * the board without it lacks. The site spreads and sizes what it draws, so a spot clear in degrees is not enough.
 */
export function clearSpotFor(map: BoardMap, at: MapPoint, build: (p: MapPoint) => { command: Command; id: string }): MapPoint {
  return freeSeaSpot(map, at, ISLAND_CLEARANCE, (p) => {
    const { command, id } = build(p);
    const applied = applyCommand(map, command);
    return applied.ok && !checkMap(applied.value.map).some((d) => d.severity === 'error' && DRAWING_CODES.has(d.code) && d.elements.includes(id));
  });
}

export function distanceToSegment(p: MapPoint, a: MapPoint, b: MapPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
