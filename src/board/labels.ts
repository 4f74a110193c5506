import type { BoardEdgeData, BoardElement } from './elements';
import { PORT_SIZE, VALUE_FONT, type Point } from './layout';
import { clipSegment } from './segment-clip';

/**
 * Where each island's name goes, and which names to leave out, at a given zoom.
 *
 * A name must stay readable however far the board is zoomed out, so its size in
 * board pixels grows as the zoom shrinks (never below `minScreenPx` on screen). Grown
 * names are wide next to the gaps between islands, and a name is only useful if the
 * reader takes it for the right island: so a place is refused not only when it
 * covers another name, an island, a harbor or a port space, but also when the name
 * would be as near another island as its own (the audit found "Flint Island" beside
 * American Samoa, "Penrhyn" over Tokelau). Among the places left, one that crosses no
 * route is preferred, then the nearer side; the short form ("Christmas" for
 * "Christmas Island") is tried when the full one fits nowhere, and an island whose
 * name fits nowhere goes without rather than lend it to a neighbour. Islands claim
 * their place in order of priority: those the current step touches, then richer
 * islands, then by name, so the result is the same every time. Computed from the
 * drawn elements, so a designer stores nothing and every map gets its own placement.
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
  /** What is drawn: the island's name, or its short form when only that fits. */
  text: string;
  /** The island's whole name (for a tooltip when `text` is the short form). */
  name: string;
  shown: boolean;
  side: LabelSide;
  /** Font size in board pixels. */
  size: number;
  /** Where the name is drawn, in board pixels (meaningful when shown). */
  box: Box;
  /** The island's centre, in board pixels. */
  at: Point;
  /**
   * The letter drawn instead of the name when the name fits nowhere (A, B, …, in reading
   * order): the board's key (`labelKey`) pairs it with the name, so no island goes unnamed.
   */
  key?: string;
  /** In view, but with no room even for a letter at this size (the key says to zoom in for it). */
  crowded?: boolean;
  /**
   * The island's value, when its digit is too small to read in its disc at this zoom: then it
   * is carried beside the name ("Hawaii (8)"), or by the key for a letter or a crowded island.
   */
  value?: number;
}

export interface LabelOptions {
  /** Board zoom: screen pixels per board pixel. */
  zoom: number;
  /** Smallest readable name on screen, in pixels (the text's height). Default 12. */
  minScreenPx?: number;
  /** Smaller size (on screen, pixels) for a name that fits nowhere at the full size: better small than missing. Default 10. */
  fallbackScreenPx?: number;
  /** Name size in board pixels when zoomed in enough. Default 12. */
  baseSize?: number;
  /** Ids the current step touches: their names are placed first. */
  relevant?: ReadonlySet<string>;
  /** Width of a name in board pixels at a font size; the browser passes canvas measurement. Default: an estimate that errs wide. */
  measure?: (text: string, size: number) => number;
  /** Side of a port marker as drawn at this zoom, in board pixels (markers grow when zoomed out). Default: as the element says. */
  markerSize?: number;
  /** The area drawn, in board pixels: a name is never put where it would be cut at its edge, nor given to an island outside it. */
  within?: Box;
  /** Diameter of a harbor as drawn at this zoom, in board pixels (harbors grow when zoomed out). Default: as the element says. */
  harborSize?: number;
  /**
   * Letter the names that fit nowhere (the board's key). Default true; the checker, which only
   * asks which names fit, leaves it out: on the largest board the letters' places cost a quarter
   * of a second of the editor's opening.
   */
  letters?: boolean;
  /** Carry an island's value beside its name when its digit would be smaller than `minScreenPx` on screen. Default true; the checker leaves it out. */
  values?: boolean;
}

/** "Hawaii (8)": a name with the value its disc is too small to show. */
export const nameWithValue = (name: string, value: number): string => `${name} ${value}`;

/** Text width per font pixel and line height, for the bold sans-serif the board uses (measured, rounded up). */
const CHAR_WIDTH = 0.62;
const LINE_HEIGHT = 1.2;
/** The white outline drawn round each name (stylesheet: text-outline-width 2.5), at the base size. */
const OUTLINE = 2.5;
/** Gap between an island's rim (or its port spaces) and its name, in board pixels at the base size. */
const GAP = 3;
/** What crossing a route costs a place, against one step down the list of sides (a route hidden under a name misleads more than a name on a less usual side). */
const ROUTE_COST = 10;
/** What the short form costs: only taken when the whole name fits nowhere free of routes. */
const SHORT_COST = 25;
/** Slides along a side (see labelBox), least first: the name still touches its island, off-centre, to clear a port space or a route. */
const SLIDES = [0, 1, -1] as const;
const SLIDE_COST = 0.5;
/** Per line height short of two between a name and the nearest other island or harbor, beyond its own: the clearer place wins. */
const CLOSE_COST = 8;

interface Island {
  id: string;
  text: string;
  at: Point;
  r: number;
  value: number;
}

/** The font size names need at this zoom to stay at least `minScreenPx` tall on screen. */
export const labelSizeAt = (zoom: number, minScreenPx = 12, baseSize = 12): number => Math.max(baseSize, minScreenPx / Math.max(zoom, 1e-6));

/** "Christmas Island" → "Christmas": the words that say "island" add nothing on a board of islands. Null when there is nothing to drop. */
export function shortName(name: string): string | null {
  const short = name
    .split(/\s+/)
    .filter((w) => !/^(island|islands|isle|isles|île|îles|ile|iles|is\.|i\.)$/i.test(w))
    .join(' ');
  return short !== '' && short !== name.trim() ? short : null;
}

export function placeLabels(elements: readonly BoardElement[], options: LabelOptions): PlacedLabel[] {
  const size = labelSizeAt(options.zoom, options.minScreenPx, options.baseSize);
  const small = size * ((options.fallbackScreenPx ?? 10) / (options.minScreenPx ?? 12));
  const relevant = options.relevant ?? new Set<string>();
  const measure = options.measure ?? estimate;
  const islands: Island[] = [];
  const obstacles: Box[] = [];
  const at = new Map<string, { p: Point; r: number }>();
  for (const el of elements) {
    if (el.group !== 'nodes' || !el.position) continue;
    const d = el.data;
    const marker = d.kind === 'port' && el.classes.includes('marker') && options.markerSize !== undefined;
    const harbor = d.kind === 'harbor' && options.harborSize !== undefined;
    const half = (marker ? Math.max(Number(d.size), options.markerSize!) : harbor ? Math.max(Number(d.size), options.harborSize!) : Number(d.size)) / 2;
    if (d.kind === 'island') islands.push({ id: d.id, text: String(d.label ?? ''), at: el.position, r: half, value: Number(d.value) || 0 });
    if (d.kind === 'island' || d.kind === 'harbor') at.set(d.id, { p: el.position, r: half });
    if (d.kind === 'island' || d.kind === 'harbor' || d.kind === 'port') obstacles.push(around(el.position, half + 1));
  }
  const routes = routeSegments(elements, at);
  islands.sort((a, b) => Number(relevant.has(b.id)) - Number(relevant.has(a.id)) || b.value - a.value || a.text.localeCompare(b.text) || a.id.localeCompare(b.id));

  // Port spaces grow into markers when zoomed out: names above must clear the bigger ones.
  const portHalf = Math.max(PORT_SIZE, options.markerSize ?? 0) / 2 + 1;
  const taken: Box[] = [];
  const placed = new Map<string, PlacedLabel>();
  const others = [...at].map(([id, o]) => ({ id, at: o.p, r: o.r }));
  const islandIds = new Set(islands.map((i) => i.id));
  /** The cheapest free place for one of `forms` (the name, its short form, or a key letter), or `hidden`. */
  const place = (island: Island, forms: readonly string[], hidden: PlacedLabel): PlacedLabel => {
    let best: { label: PlacedLabel; cost: number } | null = null;
    // Every place a name of this island could go, before judging any: on the largest board, judging each
    // against every island, marker and route took a quarter of a second. Whatever lies wholly outside the
    // area they span (or too far from it to matter) cannot change a judgement, so only the rest is asked.
    const candidates: Candidate[] = [];
    for (const fontSize of [size, small]) {
      forms.forEach((text, form) => {
        const width = measure(text, fontSize) + 2 * OUTLINE * (fontSize / 12);
        SIDES.forEach((side, rank) => {
          for (const slide of SLIDES) {
            if (slide !== 0 && side.includes('-')) continue; // corners need no sliding: they already sit off the axis
            candidates.push({ fontSize, text, form, side, rank, slide, box: labelBox(island, side, slide, fontSize, width, portHalf) });
          }
        });
      });
    }
    const area = spanOf(candidates);
    const reach = area === null ? 0 : Math.max(...candidates.map((c) => rimDistance(c.box, island))) + 2 * Math.max(size, small) * LINE_HEIGHT;
    const nearBy = area === null ? [] : others.filter((o) => o.id !== island.id && rimDistance(area, o) < reach);
    const rivals = nearBy.filter((o) => islandIds.has(o.id));
    const blockers = area === null ? [] : obstacles.filter((o) => overlaps(o, area));
    const nearTaken = area === null ? [] : taken.filter((t) => overlaps(t, area));
    const nearRoutes = area === null ? [] : routes.filter((r) => crosses(area, r));
    for (const c of candidates) {
      const { fontSize, text, form, side, rank, slide, box } = c;
      // Full size first; the smaller size only for a name that fits nowhere at full size.
      if (fontSize !== size && best !== null && (best as { label: PlacedLabel }).label.size === size) break;
      if (options.within && !inside(box, options.within)) continue;
      if (nearTaken.some((t) => overlaps(t, box)) || blockers.some((o) => overlaps(o, box))) continue;
      if (!belongsTo(box, island, rivals, fontSize)) continue;
      const h = fontSize * LINE_HEIGHT;
      let nearest = Infinity;
      for (const o of nearBy) nearest = Math.min(nearest, rimDistance(box, o));
      const clear = nearest - rimDistance(box, island);
      let crossing = 0;
      for (const r of nearRoutes) if (crosses(box, r)) crossing++;
      const cost = rank + Math.abs(slide) * SLIDE_COST + form * SHORT_COST + ROUTE_COST * crossing + CLOSE_COST * Math.max(0, 2 - clear / h);
      if (!best || cost < best.cost) best = { label: { ...hidden, text, shown: true, side, size: fontSize, box }, cost };
    }
    const chosen: PlacedLabel = best ? (best as { label: PlacedLabel }).label : hidden;
    if (chosen.shown) taken.push(chosen.box);
    return chosen;
  };
  const unnamed: Island[] = [];
  for (const island of islands) {
    // A value digit under the names' least size on screen is unreadable in its disc: the name carries it.
    const value = options.values !== false && 2 * island.r * VALUE_FONT * options.zoom < (options.minScreenPx ?? 12) ? island.value : undefined;
    const hidden: PlacedLabel = { id: island.id, text: island.text, name: island.text, shown: false, side: 'below', size, box: labelBox(island, 'below', 0, size, 0, portHalf), at: island.at, ...(value === undefined ? {} : { value }) };
    // An island outside the area drawn (its circle cut at the edge or gone) gets no name: the name would float alone.
    const seen = !options.within || inside(around(island.at, 0), options.within);
    const names = island.text === '' || !seen ? [] : [island.text, shortName(island.text)].filter((t): t is string => t !== null);
    const forms = value === undefined ? names : names.map((n) => nameWithValue(n, value));
    const chosen = place(island, forms, hidden);
    if (!chosen.shown && forms.length > 0) unnamed.push(island);
    placed.set(island.id, chosen);
  }
  // A name that fits nowhere gets a letter, which fits where a name does not (a map's key, as
  // atlases letter a crowded coast): lettered in reading order, top to bottom then left to right.
  unnamed.sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x || a.id.localeCompare(b.id));
  const namesOnly = taken.length;
  /** Letters placed in reading order, each island's letter the next one given. */
  const inReadingOrder = (): Map<string, PlacedLabel> => {
    const out = new Map<string, PlacedLabel>();
    let next = 0;
    for (const island of unnamed) {
      const chosen = place(island, [keyLetter(next)], placed.get(island.id)!);
      out.set(island.id, chosen.shown ? { ...chosen, key: keyLetter(next++) } : { ...chosen, crowded: true });
    }
    return out;
  };
  let letters = options.letters === false ? new Map<string, PlacedLabel>() : inReadingOrder();
  // An island left without room may have lost it to a neighbour's letter placed before it: placed
  // first, with the letters every island would have if all were lettered, it may fit with the rest.
  const left = unnamed.filter((i) => letters.get(i.id)?.crowded);
  if (left.length > 0) {
    taken.length = namesOnly;
    const retry = new Map<string, PlacedLabel>();
    const letterOf = new Map(unnamed.map((island, n) => [island.id, keyLetter(n)]));
    for (const island of [...left, ...unnamed.filter((i) => !left.includes(i))]) {
      const chosen = place(island, [letterOf.get(island.id)!], placed.get(island.id)!);
      retry.set(island.id, { ...chosen, key: letterOf.get(island.id)! });
    }
    if ([...retry.values()].every((l) => l.shown)) letters = retry;
  }
  for (const [id, label] of letters) placed.set(id, label);
  // In the elements' order, so callers can zip.
  return elements.flatMap((el) => (el.group === 'nodes' && el.data.kind === 'island' ? [placed.get(el.data.id)!] : []));
}

/** A, B, …, Z, then AA, AB, …: the letters of the board's key. */
export function keyLetter(n: number): string {
  return n < 26 ? String.fromCharCode(65 + n) : keyLetter(Math.floor(n / 26) - 1) + keyLetter(n % 26);
}

/** An island in the board's key: its whole name, and its value when the board cannot show it at this size. */
export interface KeyIsland {
  name: string;
  value?: number;
}

export interface BoardKeyEntries {
  /** Each lettered island's letter with its whole name, in letter order. */
  lettered: (KeyIsland & { key: string })[];
  /** Islands in view too crowded for even a letter at this size, by name: zooming in names them. */
  crowded: KeyIsland[];
}

const keyIsland = (l: PlacedLabel): KeyIsland => (l.value === undefined ? { name: l.name } : { name: l.name, value: l.value });

/** The board's key for a placement (see `PlacedLabel.key`). */
export function labelKey(labels: readonly PlacedLabel[]): BoardKeyEntries {
  return {
    lettered: labels
      .filter((l) => l.shown && l.key !== undefined)
      .map((l) => ({ key: l.key!, ...keyIsland(l) }))
      .sort((a, b) => a.key.length - b.key.length || a.key.localeCompare(b.key)),
    crowded: labels
      .filter((l) => l.crowded)
      .map(keyIsland)
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Is a name in `box` unmistakably its island's? Both its nearest edge and its middle
 * must be nearer that island's rim than any other island's by a line height
 * at least, so a name that fills the gap between two islands is refused.
 */
export function belongsTo(box: Box, own: Pick<Island, 'id' | 'at' | 'r'>, islands: readonly Pick<Island, 'id' | 'at' | 'r'>[], size: number): boolean {
  const margin = 0.75 * size * LINE_HEIGHT;
  const edgeOwn = rimDistance(box, own);
  for (const other of islands) {
    if (other.id === own.id) continue;
    if (rimDistance(box, other) < edgeOwn + margin) return false;
  }
  return true;
}

/** Distance from a box to an island's rim (0 when they touch or overlap). */
export function rimDistance(box: Box, island: { at: Point; r: number }): number {
  const dx = Math.max(box.x1 - island.at.x, 0, island.at.x - box.x2);
  const dy = Math.max(box.y1 - island.at.y, 0, island.at.y - box.y2);
  return Math.max(0, Math.hypot(dx, dy) - island.r);
}

/** Offsets of a name's middle from its island's centre, as Cytoscape's text-margin needs them (with the label centred on the node). */
export function labelStyle(label: PlacedLabel): { halign: 'center'; valign: 'center'; dx: number; dy: number } {
  const r1 = (n: number) => Math.round(n * 10) / 10;
  return { halign: 'center', valign: 'center', dx: r1((label.box.x1 + label.box.x2) / 2 - label.at.x), dy: r1((label.box.y1 + label.box.y2) / 2 - label.at.y) };
}

type Segment = [Point, Point];

/** Each link as drawn (rim to rim; the bent twins of a double route as three straight pieces), for names to keep off. */
export function routeSegments(elements: readonly BoardElement[], at: ReadonlyMap<string, { p: Point; r: number }>): Segment[] {
  const out: Segment[] = [];
  for (const el of elements) {
    if (el.group !== 'edges') continue;
    const d = el.data as BoardEdgeData;
    const a = at.get(d.source);
    const b = at.get(d.target);
    if (!a || !b) continue;
    const len = Math.hypot(b.p.x - a.p.x, b.p.y - a.p.y) || 1;
    const u = { x: (b.p.x - a.p.x) / len, y: (b.p.y - a.p.y) / len };
    const start = { x: a.p.x + u.x * a.r, y: a.p.y + u.y * a.r };
    const end = { x: b.p.x - u.x * b.r, y: b.p.y - u.y * b.r };
    const curve = Number(d.curve) || 0;
    const ctrl = { x: (a.p.x + b.p.x) / 2 - u.y * curve, y: (a.p.y + b.p.y) / 2 + u.x * curve };
    const q = (t: number): Point => ({ x: (1 - t) ** 2 * start.x + 2 * t * (1 - t) * ctrl.x + t * t * end.x, y: (1 - t) ** 2 * start.y + 2 * t * (1 - t) * ctrl.y + t * t * end.y });
    const steps = curve === 0 ? [0, 1] : [0, 1 / 3, 2 / 3, 1];
    for (let i = 1; i < steps.length; i++) out.push([q(steps[i - 1]), q(steps[i])]);
  }
  return out;
}

/** Does a straight piece of route pass through the box? */
export function crosses(box: Box, [a, b]: Segment): boolean {
  return clipSegment(a, b, box.x1, box.y1, box.x2, box.y2) !== null;
}

const gapFor = (size: number) => GAP * (size / 12);

const inside = (a: Box, b: Box): boolean => a.x1 >= b.x1 && a.x2 <= b.x2 && a.y1 >= b.y1 && a.y2 <= b.y2;

const estimate = (text: string, size: number) => text.length * size * CHAR_WIDTH;

/**
 * The box of a name on `side` of its island. `slide` moves it along that side without
 * letting go of the island: beside it, from centred to level with its top (−1) or
 * bottom (+1) edge; above or below, from centred to ending (−1) or starting (+1) at its rim.
 */
function labelBox(island: Island, side: LabelSide, slide: number, size: number, w: number, portHalf: number): Box {
  const h = size * LINE_HEIGHT;
  const { x, y } = island.at;
  const r = island.r;
  const gap = gapFor(size);
  const above = r + PORT_SIZE / 2 + 3 + portHalf + gap; // clear of the arc of port spaces (layout.portPositions)
  const along = Math.max(0, w / 2 - r) * slide;
  const across = (h / 2) * slide;
  const cx = side.endsWith('right') ? x + r + gap + w / 2 : side.endsWith('left') ? x - r - gap - w / 2 : x + along;
  const cy = side.startsWith('below') ? y + r + gap + h / 2 : side.startsWith('above') ? y - above - h / 2 : y + across;
  return { x1: cx - w / 2, y1: cy - h / 2, x2: cx + w / 2, y2: cy + h / 2 };
}

/** One place a name could go, with what its cost counts. */
interface Candidate {
  fontSize: number;
  text: string;
  /** 0 the whole name, 1 its short form. */
  form: number;
  side: LabelSide;
  rank: number;
  slide: number;
  box: Box;
}

/** The smallest box holding every candidate's, or null when there is none. */
function spanOf(candidates: readonly Candidate[]): Box | null {
  if (candidates.length === 0) return null;
  const span = { ...candidates[0].box };
  for (const { box } of candidates) {
    span.x1 = Math.min(span.x1, box.x1);
    span.y1 = Math.min(span.y1, box.y1);
    span.x2 = Math.max(span.x2, box.x2);
    span.y2 = Math.max(span.y2, box.y2);
  }
  return span;
}

const around = (p: Point, half: number): Box => ({ x1: p.x - half, y1: p.y - half, x2: p.x + half, y2: p.y + half });

export const overlaps = (a: Box, b: Box): boolean => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
