import type { Language } from '../../module';
import { geometry, isCell, parseCell, pipsOf, cellsOf } from '../grid';
import { hiddenFrom } from '../view';
import { coinValue, isOver } from '../shipment';
import { SUITS, type Coin, type ShipItState, type Suit, type Tile } from '../schema';
import { WORDS_EN } from '../words-en';
import { WORDS_FR } from '../words-fr';
import { DRAWING_WORDS, fill } from './words';
import { ACTION_POINTS } from '../setup';

/**
 * Ship It!'s table as an SVG element: the grid of tiles and links with every piece on it,
 * then a panel (whose turn, its points and pip-stop, the pool, and per colour its profit,
 * chits and hub). Sizes are in CSS pixels at the drawing's natural size; the smallest text
 * is `MIN_FONT`, and the element may shrink to `MIN_SCALE` of that size but no further
 * (a wider table scrolls), so no number is ever drawn under 12 px.
 *
 * Colour is never the only cue: every tile, load, official and panel row carries its
 * colour's letter; a load face down shows `?`, face up its number; officials are squares,
 * hubs pawns, loads rounds; an official's region is hatched as well as tinted.
 */

export const CELL = 48;
const MARGIN = 16;
export const MIN_FONT = 15;
export const MIN_SCALE = 12 / MIN_FONT;
/** Width of a character per pixel of font size, for the bold sans-serif used (errs wide). */
export const CHAR_WIDTH = 0.62;
const ROW = 26;
const PANEL_MIN = 400;

export const PALETTE: Readonly<Record<Suit, { dark: string; light: string }>> = {
  red: { dark: '#b02a22', light: '#fbe3e1' },
  green: { dark: '#1d6b3a', light: '#dff1e4' },
  blue: { dark: '#1f4e9c', light: '#e1e9f8' },
  black: { dark: '#222222', light: '#e4e4e4' },
};

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attrs = (a: Readonly<Record<string, string | number | undefined>>): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
    .join('');

/** Text centred vertically on `y` (dominant-baseline central). */
function text(x: number, y: number, words: string, size: number, more: Readonly<Record<string, string | number | undefined>> = {}): string {
  return `<text${attrs({ x, y, 'font-size': size, 'dominant-baseline': 'central', 'font-weight': 'bold', fill: '#1a1a1a', ...more })}>${esc(words)}</text>`;
}

const textWidth = (words: string, size: number): number => [...words].length * size * CHAR_WIDTH;

/** Pip positions in a half-domino, as fractions of the cell (the usual patterns). */
const PIPS: readonly (readonly [number, number][])[] = [
  [],
  [[0.5, 0.5]],
  [[0.27, 0.27], [0.73, 0.73]],
  [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  [[0.27, 0.22], [0.27, 0.5], [0.27, 0.78], [0.73, 0.22], [0.73, 0.5], [0.73, 0.78]],
];

type Piece = { kind: 'hub'; suit: Suit } | { kind: 'official'; suit: Suit } | { kind: 'coin'; coin: Coin };

export function drawBoard(s: ShipItState, lang: Language, lit: readonly string[] = []): string {
  const w = DRAWING_WORDS[lang];
  const seats = (lang === 'fr' ? WORDS_FR : WORDS_EN).seats;
  const g = geometry(s.tiles, s.dominoes, s.variants.tickAccess);
  // Lit cells of bare table (where a link may go) widen the picture so that they are on it.
  const litCells = lit.filter(isCell).map(parseCell);
  const minX = Math.min(g.box[0], ...litCells.map(([x]) => x));
  const minY = Math.min(g.box[1], ...litCells.map(([, y]) => y));
  const maxX = Math.max(g.box[2], ...litCells.map(([x]) => x));
  const maxY = Math.max(g.box[3], ...litCells.map(([, y]) => y));
  const gridW = (maxX - minX + 1) * CELL + 2 * MARGIN;
  const gridH = (maxY - minY + 1) * CELL + 2 * MARGIN;
  const px = (x: number) => (x - minX) * CELL + MARGIN;
  const py = (y: number) => (y - minY) * CELL + MARGIN;
  const out: string[] = [];

  // What stands where: hubs, then officials, then loads (by id).
  const on = new Map<string, Piece[]>();
  const put = (space: string, p: Piece) => on.set(space, [...(on.get(space) ?? []), p]);
  for (const suit of SUITS) if (s.hubs[suit] !== null) put(`${suit}.${s.hubs[suit]}`, { kind: 'hub', suit });
  for (const suit of SUITS) put(s.officials[suit], { kind: 'official', suit });
  for (const c of [...s.coins].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))) if (c.where !== 'chit' && c.where !== 'fist') put(c.where, { kind: 'coin', coin: c });

  // Tiles.
  for (const t of s.tiles) out.push(drawTile(t, px(t.x), py(t.y), w.letter[t.suit], w.tick));
  // Links, then regions held by officials (over the links, under the pips), then pips.
  const board = s.dominoes.filter((d) => d.where === 'board' && d.at);
  for (const d of board) {
    const [[x1, y1], [x2, y2]] = cellsOf(d.at!);
    const x = px(Math.min(x1, x2));
    const y = py(Math.min(y1, y2));
    const horizontal = y1 === y2;
    const [lo, hi] = pipsOf(d.id);
    out.push(`<g data-domino="${d.id}"><title>${esc(`${lo}|${hi}`)}</title>`);
    out.push(`<rect${attrs({ x: x + 2, y: y + 2, width: (horizontal ? 2 * CELL : CELL) - 4, height: (horizontal ? CELL : 2 * CELL) - 4, rx: 6, fill: '#fffdf4', stroke: '#333', 'stroke-width': 1.5 })}/>`);
    out.push(horizontal ? `<line${attrs({ x1: x + CELL, y1: y + 8, x2: x + CELL, y2: y + CELL - 8, stroke: '#555', 'stroke-width': 1.5 })}/>` : `<line${attrs({ x1: x + 8, y1: y + CELL, x2: x + CELL - 8, y2: y + CELL, stroke: '#555', 'stroke-width': 1.5 })}/>`);
    out.push('</g>');
  }
  const regions = new Set<string>();
  for (const suit of SUITS) {
    const at = s.officials[suit];
    if (!isCell(at) || !g.region.has(at)) continue;
    const r = g.region.get(at)!;
    for (const [cell, id] of g.region) {
      if (id !== r) continue;
      const [x, y] = parseCell(cell);
      regions.add(suit);
      out.push(`<rect${attrs({ x: px(x) + 2, y: py(y) + 2, width: CELL - 4, height: CELL - 4, fill: `url(#si-hatch-${suit})`, 'data-region': suit, 'data-cell': cell })}/>`);
    }
  }
  for (const d of board) {
    const [lo, hi] = pipsOf(d.id);
    const cells = cellsOf(d.at!);
    [lo, hi].forEach((n, i) => {
      const [cx, cy] = cells[i];
      for (const [fx, fy] of PIPS[n]) out.push(`<circle${attrs({ cx: px(cx) + fx * CELL, cy: py(cy) + fy * CELL, r: 4.2, fill: '#1a1a1a' })}/>`);
    });
  }

  // Every half of a link can be pointed at (the play page reads `data-space`).
  for (const d of board) for (const [x, y] of cellsOf(d.at!)) out.push(`<rect${attrs({ x: px(x), y: py(y), width: CELL, height: CELL, fill: 'transparent', 'data-space': `${x},${y}` })}/>`);

  // Pieces: on a half-domino at its centre; on a tile in slots under the tile's label.
  for (const [space, pieces] of on) {
    if (isCell(space)) {
      const [x, y] = parseCell(space);
      pieces.forEach((p, i) => out.push(drawPiece(p, px(x) + CELL / 2 + i * 6, py(y) + CELL / 2, space, w, seats)));
      continue;
    }
    const t = g.tiles.get(space);
    if (!t) continue;
    const slots = pieces.length > 6 ? 5 : pieces.length;
    for (let i = 0; i < slots; i++) out.push(drawPiece(pieces[i], px(t.x) + 16 + (i % 3) * 32, py(t.y) + 47 + Math.floor(i / 3) * 32, space, w, seats));
    if (pieces.length > 6) out.push(text(px(t.x) + 80, py(t.y) + 79, `+${pieces.length - 5}`, MIN_FONT, { 'text-anchor': 'middle', 'data-more': space }));
  }

  // Lit spaces (the play page's targets) last, over everything; a lit bare cell can be pointed at too.
  for (const space of lit) {
    const t = isCell(space) ? null : g.tiles.get(space);
    const [x, y] = t ? [t.x, t.y] : isCell(space) ? parseCell(space) : [NaN, NaN];
    if (Number.isNaN(x)) continue;
    const size = t ? 2 * CELL : CELL;
    out.push(`<rect${attrs({ x: px(x) + 3, y: py(y) + 3, width: size - 6, height: size - 6, rx: 6, fill: '#ffd21f', 'fill-opacity': 0.22, stroke: '#7a5a00', 'stroke-width': 3, 'stroke-dasharray': '7 4', 'data-lit': space, 'data-space': space })}/>`);
  }

  // The panel under the grid.
  const panel: string[] = [];
  const turnSeat = s.players.find((p) => p.colours.includes(s.turn.colour));
  let y = gridH + 8;
  const line = (words: string, more: Readonly<Record<string, string | number | undefined>> = {}) => {
    y += ROW;
    panel.push(text(MARGIN, y, words, MIN_FONT, more));
  };
  if (isOver(s)) line(w.over);
  else {
    line(`${fill(w.turn, { colour: seats[s.turn.colour].one })}${turnSeat ? ` (${turnSeat.name})` : ''}`, { 'data-fact': 'colour', 'data-value': s.turn.colour });
    line(fill(w.points, { left: s.turn.ap, budget: s.turn.budget }), { 'data-fact': 'ap', 'data-value': s.turn.ap });
    if (s.turn.pipStop !== null) line(fill(w.pipStop, { value: s.turn.pipStop }), { 'data-fact': 'pipStop', 'data-value': s.turn.pipStop });
  }
  const hand = s.dominoes.filter((d) => d.where === 'hand').map((d) => d.id.replace('-', '|'));
  const pool = s.dominoes.filter((d) => d.where === 'pool').length;
  line(fill(w.pool, { count: pool }), { 'data-pool': pool });
  // Bought links waiting to be built, as many a line as fit.
  for (let i = 0; i < hand.length; i += 6) line(fill(w.toBuild, { list: hand.slice(i, i + 6).join(', ') }), { 'data-hand': hand.slice(i, i + 6).join(' ') });

  const width = Math.max(gridW, PANEL_MIN + 2 * MARGIN);
  // One row per colour in play: its letter, name, points for its turn, profit, chits, hub.
  const cols = [MARGIN, MARGIN + 130, MARGIN + 210, MARGIN + 280, MARGIN + 340];
  y += ROW + 6;
  [w.colour, w.pointsHead, w.profit, w.chits, w.hub].forEach((h, i) => panel.push(text(cols[i], y, h, MIN_FONT, { fill: '#444' })));
  for (const suit of s.order) {
    y += ROW + 4;
    const dark = PALETTE[suit].dark;
    const current = suit === s.turn.colour && !isOver(s);
    if (current) panel.push(`<rect${attrs({ x: MARGIN - 6, y: y - ROW / 2 - 2, width: width - 2 * MARGIN + 12, height: ROW + 4, rx: 4, fill: '#fff6d6', stroke: '#8a6d00' })}/>`);
    panel.push(`<rect${attrs({ x: MARGIN, y: y - 11, width: 22, height: 22, rx: 4, fill: dark })}/>`);
    panel.push(text(MARGIN + 11, y, w.letter[suit], MIN_FONT, { 'text-anchor': 'middle', fill: '#fff' }));
    panel.push(text(MARGIN + 30, y, seats[suit].one, MIN_FONT, current ? { 'text-decoration': 'underline' } : {}));
    panel.push(
      current
        ? text(cols[1], y, `${s.turn.ap}/${s.turn.budget}`, MIN_FONT, { 'data-points': suit })
        : text(cols[1], y, String(ACTION_POINTS + s.chits[suit]), MIN_FONT, { 'data-points': suit }),
    );
    panel.push(text(cols[2], y, String(s.scores[suit]), MIN_FONT, { 'data-fact': `scores.${suit}`, 'data-value': s.scores[suit] }));
    panel.push(text(cols[3], y, String(s.chits[suit]), MIN_FONT, { 'data-fact': `chits.${suit}`, 'data-value': s.chits[suit] }));
    const hub = s.hubs[suit];
    panel.push(text(cols[4], y, hub === null ? w.out : `${w.letter[suit]} ${hub}`, MIN_FONT, { 'data-fact': `hubs.${suit}`, 'data-value': hub === null ? 'null' : hub }));
  }
  // The key: in two columns where they fit side by side, else in one.
  y += 8;
  const widest = (items: readonly string[]) => Math.max(0, ...items.map((k) => textWidth(k, MIN_FONT)));
  const rows = Math.ceil(w.key.length / 2);
  const second = MARGIN + widest(w.key.slice(0, rows)) + 20;
  const columns = second + widest(w.key.slice(rows)) <= width - MARGIN ? [w.key.slice(0, rows), w.key.slice(rows)] : [w.key];
  columns.forEach((items, c) => items.forEach((k, i) => panel.push(text(c === 0 ? MARGIN : second, y + (i + 1) * (ROW - 2), k, MIN_FONT, { fill: '#444', 'font-weight': 'normal' }))));
  y += columns[0].length * (ROW - 2);
  const height = y + ROW / 2 + MARGIN;

  const defs = SUITS.filter((x) => regions.has(x))
    .map((x) => `<pattern id="si-hatch-${x}" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="8" fill="${PALETTE[x].dark}" fill-opacity="0.16"/><line x1="0" y1="0" x2="0" y2="8" stroke="${PALETTE[x].dark}" stroke-width="2.5" stroke-opacity="0.55"/></pattern>`)
    .join('');
  const label = `${w.board}: ${isOver(s) ? w.over : `${fill(w.turn, { colour: seats[s.turn.colour].one })}, ${fill(w.points, { left: s.turn.ap, budget: s.turn.budget })}`}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="si-board" role="img"${attrs({ 'aria-label': label, viewBox: `0 0 ${width} ${height}`, width, height, 'font-family': 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif', 'data-min-scale': MIN_SCALE, style: `max-width:100%;height:auto;min-width:${Math.ceil(width * MIN_SCALE)}px` })}>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    `<rect width="${width}" height="${height}" fill="#f7f5ef"/>` +
    out.join('') +
    `<line x1="${MARGIN}" y1="${gridH + 4}" x2="${width - MARGIN}" y2="${gridH + 4}" stroke="#bbb"/>` +
    panel.join('') +
    '</svg>'
  );
}

function drawTile(t: Tile, x: number, y: number, letter: string, tickWord: string): string {
  const { dark, light } = PALETTE[t.suit];
  const size = 2 * CELL;
  const k = 11;
  const corner = {
    nw: `M${x + 1},${y + 1} h${k} L${x + 1},${y + 1 + k} Z`,
    ne: `M${x + size - 1},${y + 1} h${-k} L${x + size - 1},${y + 1 + k} Z`,
    se: `M${x + size - 1},${y + size - 1} h${-k} L${x + size - 1},${y + size - 1 - k} Z`,
    sw: `M${x + 1},${y + size - 1} h${k} L${x + 1},${y + size - 1 - k} Z`,
  }[t.tick];
  return (
    `<g data-tile="${t.id}" data-tick="${t.tick}" data-space="${t.id}">` +
    `<rect${attrs({ x: x + 1, y: y + 1, width: size - 2, height: size - 2, rx: 3, fill: light, stroke: dark, 'stroke-width': 2 })}/>` +
    `<path d="${corner}" fill="${dark}"><title>${esc(tickWord)}</title></path>` +
    text(x + CELL - 3, y + 18, letter, MIN_FONT, { 'text-anchor': 'end', fill: dark }) +
    text(x + CELL + 1, y + 17, String(t.value), 24, { 'text-anchor': 'start', 'data-tile-value': t.id }) +
    '</g>'
  );
}

function drawPiece(p: Piece, cx: number, cy: number, space: string, w: (typeof DRAWING_WORDS)[Language], seats: Readonly<Record<string, { one: string }>>): string {
  if (p.kind === 'official') {
    const dark = PALETTE[p.suit].dark;
    return (
      `<g data-piece="official" data-suit="${p.suit}" data-space="${esc(space)}"><title>${esc(fill(w.official, { colour: seats[p.suit].one }))}</title>` +
      `<rect${attrs({ x: cx - 13, y: cy - 13, width: 26, height: 26, rx: 4, fill: dark, stroke: '#fff', 'stroke-width': 1.5 })}/>` +
      text(cx, cy, w.letter[p.suit], MIN_FONT, { 'text-anchor': 'middle', fill: '#fff' }) +
      '</g>'
    );
  }
  if (p.kind === 'hub') {
    const dark = PALETTE[p.suit].dark;
    return (
      `<g data-piece="hub" data-suit="${p.suit}" data-space="${esc(space)}"><title>${esc(fill(w.pawn, { colour: seats[p.suit].one }))}</title>` +
      `<path d="M${cx - 8},${cy - 5} L${cx + 8},${cy - 5} L${cx + 13},${cy + 14} L${cx - 13},${cy + 14} Z" fill="${dark}" stroke="#fff" stroke-width="1.5"/>` +
      `<circle cx="${cx}" cy="${cy - 9}" r="6" fill="${dark}" stroke="#fff" stroke-width="1.5"/>` +
      text(cx, cy + 5, w.letter[p.suit], MIN_FONT, { 'text-anchor': 'middle', fill: '#fff' }) +
      '</g>'
    );
  }
  const c = p.coin;
  const { dark, light } = PALETTE[c.suit];
  const down = hiddenFrom(c, null) || c.value === null;
  const shown = down ? `${w.letter[c.suit]}?` : `${w.letter[c.suit]}${coinValue(c)}`;
  return (
    `<g${attrs({ 'data-piece': 'coin', 'data-coin': c.id, 'data-suit': c.suit, 'data-space': space, 'data-face': down ? 'down' : 'up', 'data-value': down ? undefined : coinValue(c) })}><title>${esc(down ? w.faceDown : fill(w.faceUp, { value: coinValue(c) }))}</title>` +
    `<circle${attrs({ cx, cy, r: 15, fill: down ? '#ffffff' : light, stroke: dark, 'stroke-width': 3, 'stroke-dasharray': down ? '5 3' : undefined })}/>` +
    text(cx, cy, shown, MIN_FONT, { 'text-anchor': 'middle', fill: down ? '#333' : '#1a1a1a' }) +
    '</g>'
  );
}
