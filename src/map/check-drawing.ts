import { boardElements, type BoardEdgeData, type BoardElement } from '../board/elements';
import { PORT_SIZE, SPREAD_MAX_NODES, type Point } from '../board/layout';
import { distanceToPath, LINK_CORE_WIDTH, linkGeometry, linkPolyline } from '../board/link-geometry';
import { placeLabels } from '../board/labels';
import { SITE_LAYOUT } from '../board/site-layout';
import type { Context } from './check-context';

/**
 * The board as the site draws it (SITE_LAYOUT): a legal move must be clickable, so
 * a link may not be drawn through an island or its port spaces, nor run over the
 * middle of another link, where that link is clicked (errors); islands drawn on top
 * of each other are a warning, and so is an island whose name finds no room beside it at
 * the board's own scale (labels.ts places names clear of each other and of the pieces, and
 * leaves out one that fits nowhere: a name overlapping is a name missing). Coordinates decide only the drawing, never the rules:
 * the engine does not ask these questions (`checkMap(map, { drawing: false })`).
 */

/** Half a link's own clickable line (LINK_CORE_WIDTH, drawn over the wider strokes): another line nearer than this takes the click. */
const LINK_HALF_HIT = LINK_CORE_WIDTH / 2;
/** Room kept between a link and an island's rim or a port space it passes. */
const CLEARANCE = 2;

interface Disc {
  id: string;
  at: Point;
  r: number;
  kind: 'island' | 'harbor' | 'port';
  /** The island a port space belongs to (its own id otherwise). */
  owner: string;
}

interface Drawn {
  id: string;
  source: string;
  target: string;
  mid: Point;
  path: Point[];
  twinKey: string | null;
}

/** A uniform grid of cells over the drawing, so a large board asks each line only about what lies near it. */
class Grid<T> {
  private cells = new Map<number, T[]>();
  constructor(private readonly size: number) {}
  private key(cx: number, cy: number) {
    return cx * 1_000_003 + cy;
  }
  add(item: T, x1: number, y1: number, x2: number, y2: number): void {
    for (let cx = Math.floor(x1 / this.size); cx <= Math.floor(x2 / this.size); cx++)
      for (let cy = Math.floor(y1 / this.size); cy <= Math.floor(y2 / this.size); cy++) {
        const k = this.key(cx, cy);
        const list = this.cells.get(k);
        if (list) list.push(item);
        else this.cells.set(k, [item]);
      }
  }
  near(x1: number, y1: number, x2: number, y2: number): Set<T> {
    const out = new Set<T>();
    for (let cx = Math.floor(x1 / this.size); cx <= Math.floor(x2 / this.size); cx++)
      for (let cy = Math.floor(y1 / this.size); cy <= Math.floor(y2 / this.size); cy++) for (const item of this.cells.get(this.key(cx, cy)) ?? []) out.add(item);
    return out;
  }
}

const bounds = (path: readonly Point[], pad: number) => {
  let x1 = Infinity, y1 = Infinity, x2 = -Infinity, y2 = -Infinity;
  for (const p of path) {
    x1 = Math.min(x1, p.x); y1 = Math.min(y1, p.y); x2 = Math.max(x2, p.x); y2 = Math.max(y2, p.y);
  }
  return [x1 - pad, y1 - pad, x2 + pad, y2 + pad] as const;
};

/** What one drawing check found: its code, the elements, and its sentence given the names the board has now. */
interface Finding {
  code: 'link.through-island' | 'link.over-link' | 'island.overlap' | 'label.overlap';
  elements: string[];
  text: (label: (id: string) => string) => string;
}

/**
 * The last board's findings, by everything of the board that the drawing depends on but the names:
 * the editor checks on every key typed, and a rename changes only the words, not where lines run.
 */
let last: { key: string; findings: Finding[] } | null = null;
/** The names' findings depend on the names too (their widths): kept by the same key with the names. */
let lastLabels: { key: string; findings: Finding[] } | null = null;

export function checkDrawing(ctx: Context, names = false): void {
  const { map } = ctx;
  // Boards the size the site lays out (published board ×15): a generated 10,000-island board would take seconds, and
  // the editor checks on every change.
  if (map.islands.length + map.harbors.length > SPREAD_MAX_NODES) return;
  // A link already in error (joining two harbors, a third parallel link...) is that error's to fix: its drawing would only echo it.
  const faulty = new Set(ctx.out.filter((d) => d.severity === 'error').flatMap((d) => d.elements));
  const key = JSON.stringify([map.islands.map(({ name: _name, ...rest }) => rest), map.harbors, map.links, [...faulty].sort()]);
  if (last === null || last.key !== key) last = { key, findings: drawingFindings(ctx, faulty) };
  if (names) {
    const labelKey = JSON.stringify([key, map.islands.map((i) => i.name)]);
    if (lastLabels === null || lastLabels.key !== labelKey) lastLabels = { key: labelKey, findings: labelFindings(map) };
  }
  const byId = new Map(map.islands.map((i) => [i.id, i.name]));
  const label = (id: string) => (byId.has(id) ? `${byId.get(id)} ("${id}")` : `"${id}"`);
  for (const f of [...last.findings, ...(names ? lastLabels!.findings : [])]) ctx.report(f.code, f.elements, f.text(label));
}

function drawingFindings(ctx: Context, faulty: ReadonlySet<string>): Finding[] {
  const { map } = ctx;
  const out: Finding[] = [];
  const names = new Set(map.islands.map((i) => i.id));
  let elements: BoardElement[];
  try {
    elements = boardElements(map, SITE_LAYOUT);
  } catch {
    return out; // a map too broken to draw has its errors reported by the other rules
  }
  const byId = new Map(elements.filter((e) => e.group === 'nodes').map((e) => [e.data.id, e]));
  const discs: Disc[] = [];
  for (const e of elements) {
    if (e.group !== 'nodes' || !e.position) continue;
    const kind = e.data.kind;
    if (kind === 'island' || kind === 'harbor') discs.push({ id: e.data.id, at: e.position, r: Number(e.data.size) / 2, kind, owner: e.data.id });
    else if (kind === 'port') discs.push({ id: e.data.id, at: e.position, r: PORT_SIZE / 2, kind, owner: String(e.data.island) });
  }
  const drawn: Drawn[] = [];
  for (const e of elements) {
    if (e.group !== 'edges') continue;
    const d = e.data as BoardEdgeData;
    if (faulty.has(d.id)) continue;
    const g = linkGeometry(d, byId);
    if (!g) continue;
    const twinKey = e.classes.includes('double') ? [d.source, d.target].sort().join(' ') : null;
    drawn.push({ id: d.id, source: d.source, target: d.target, mid: g.mid, path: linkPolyline(g), twinKey });
  }
  const cell = 64;
  const discGrid = new Grid<Disc>(cell);
  for (const d of discs) discGrid.add(d, d.at.x - d.r, d.at.y - d.r, d.at.x + d.r, d.at.y + d.r);
  const pathGrid = new Grid<Drawn>(cell);
  for (const l of drawn) pathGrid.add(l, ...bounds(l.path, 0));
  for (const l of drawn) {
    // Through an island, a harbor or a port space that is not one of its ends'.
    const hit = new Set<string>();
    for (const d of discGrid.near(...bounds(l.path, 0))) {
      if (d.owner === l.source || d.owner === l.target || hit.has(d.owner)) continue;
      if (distanceToPath(d.at, l.path) < d.r + CLEARANCE) hit.add(d.owner);
    }
    for (const owner of [...hit].sort()) {
      out.push({
        code: 'link.through-island',
        elements: [l.id, owner],
        text: (label) => `Link "${l.id}" is drawn through ${label(owner)}${names.has(owner) ? ' or its port spaces' : ''}, so the island hides the link and a click there may take the wrong one. Move one of the link's ends or ${label(owner)} so the straight line between the ends clears it.`,
      });
    }
    // Its middle, where a reader clicks it, under one of its own ends' port spaces (as the play page draws a lit one, 5 px wider all round).
    for (const d of discGrid.near(l.mid.x - LINK_HALF_HIT, l.mid.y - LINK_HALF_HIT, l.mid.x + LINK_HALF_HIT, l.mid.y + LINK_HALF_HIT)) {
      if (d.kind === 'port' && (d.owner === l.source || d.owner === l.target) && Math.hypot(d.at.x - l.mid.x, d.at.y - l.mid.y) < d.r + 5 + CLEARANCE) {
        out.push({ code: 'link.through-island', elements: [l.id, d.owner], text: (label) => `The middle of link "${l.id}" is drawn under the port spaces of ${label(d.owner)}: the link is too short where it is drawn. Move its ends further apart.` });
        break;
      }
    }
    // Over another link's middle.
    for (const o of pathGrid.near(l.mid.x - LINK_HALF_HIT, l.mid.y - LINK_HALF_HIT, l.mid.x + LINK_HALF_HIT, l.mid.y + LINK_HALF_HIT)) {
      if (o === l || (o.twinKey !== null && o.twinKey === l.twinKey)) continue;
      if (distanceToPath(l.mid, o.path) < LINK_HALF_HIT) {
        out.push({
          code: 'link.over-link',
          elements: [l.id, o.id],
          text: () => `Link "${o.id}" is drawn over the middle of link "${l.id}", where "${l.id}" is clicked, so a click there may take the wrong link. Move an island so the two lines part, or cross elsewhere than the middle of either.`,
        });
      }
    }
  }

  // Islands and harbors drawn over one another (port spaces included).
  const bodies = discs.filter((d) => d.kind !== 'port');
  const reach = (d: Disc) => d.r + (d.kind === 'island' ? PORT_SIZE + 3 : 0);
  const bodyGrid = new Grid<Disc>(cell);
  for (const d of bodies) bodyGrid.add(d, d.at.x - reach(d), d.at.y - reach(d), d.at.x + reach(d), d.at.y + reach(d));
  for (const a of bodies) {
    for (const b of bodyGrid.near(a.at.x - reach(a), a.at.y - reach(a), a.at.x + reach(a), a.at.y + reach(a))) {
      if (b.id <= a.id) continue;
      if (Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y) < reach(a) + reach(b)) {
        out.push({ code: 'island.overlap', elements: [a.id, b.id], text: (label) => `${label(a.id)} and ${label(b.id)} are drawn on top of each other (with their port spaces). Move them further apart.` });
      }
    }
  }
  return out;
}

/** Names at the board's own scale (zoom 1, 12 px): one that fits nowhere clear of the others and of the pieces is left off. */
function labelFindings(map: Context['map']): Finding[] {
  const out: Finding[] = [];
  let elements: BoardElement[];
  try {
    elements = boardElements(map, SITE_LAYOUT);
  } catch {
    return out;
  }
  for (const label of placeLabels(elements, { zoom: 1, letters: false, values: false })) {
    // A name with no room at the board's own scale, which the board draws as a letter its key names (labels.ts), or not at all.
    if (label.shown || label.name === '') continue;
    out.push({
      code: 'label.overlap',
      elements: [label.id],
      text: (name) => `The name of ${name(label.id)} has no room beside it: wherever it goes it would cover another island's name, an island, a harbor or a port space, so the board draws a letter there and names the island in its key. Move the island or its neighbours apart, or give it a shorter name.`,
    });
  }
  return out;
}
