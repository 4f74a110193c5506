import { cornerCell, geometry } from './grid';
import { hiddenFrom } from './view';
import type { ShipItState, Suit } from './schema';
import { SUITS } from './schema';
import { coinValue } from './shipment';

/**
 * The position as a text picture for the command line (`rulekit setup --game ship-it`),
 * as a spectator sees it. Each half-domino cell is four characters:
 * - a tile's top-left cell shows its suit letter and number (`R3` red 3); a `*` before a
 *   cell marks the tile's suit-tick corner;
 * - the tile's other cells show what stands on it: `r?` a face-down red coin, `r4` a
 *   warehoused one, `Dr` red's official (its die), `Hr` red's hub pawn, `--` nothing;
 * - a placed half-domino shows its pips, then what stands on it; `.` is an empty place.
 */
const LETTER: Readonly<Record<Suit, string>> = { red: 'R', green: 'G', blue: 'B', black: 'K' };

export function picture(s: ShipItState): string[] {
  const g = geometry(s.tiles, s.dominoes, s.variants.tickAccess);
  const objects = new Map<string, string[]>();
  const put = (space: string, what: string) => objects.set(space, [...(objects.get(space) ?? []), what]);
  for (const suit of SUITS) if (s.hubs[suit] !== null) put(`${suit}.${s.hubs[suit]}`, `H${LETTER[suit].toLowerCase()}`);
  for (const suit of SUITS) put(s.officials[suit], `D${LETTER[suit].toLowerCase()}`);
  for (const c of s.coins) {
    if (c.where === 'chit' || c.where === 'fist') continue;
    put(c.where, `${LETTER[c.suit].toLowerCase()}${hiddenFrom(c, null) ? '?' : coinValue(c)}`);
  }
  const [minX, minY, maxX, maxY] = g.box;
  const lines: string[] = [];
  const overflow: string[] = [];
  for (let y = minY; y <= maxY; y++) {
    let line = '';
    for (let x = minX; x <= maxX; x++) {
      const id = `${x},${y}`;
      const tile = g.tileAt.get(id);
      const half = g.halfAt.get(id);
      if (tile) {
        const [tx, ty] = cornerCell(tile);
        const mark = tx === x && ty === y ? '*' : ' ';
        const k = (x - tile.x) + 2 * (y - tile.y); // 0 nw, 1 ne, 2 sw, 3 se
        const on = objects.get(tile.id) ?? [];
        if (k === 0) line += `${mark}${LETTER[tile.suit]}${tile.value} `;
        else {
          // The three other cells show the first three objects; more are listed below.
          const shown = on[k - 1];
          line += `${mark}${shown ?? '--'} `;
          if (k === 3 && on.length > 3) overflow.push(`${tile.id}: also ${on.slice(3).join(' ')}`);
        }
      } else if (half) line += ` ${half.pips}${(objects.get(id) ?? [])[0] ?? '  '}`;
      else line += '  . ';
    }
    lines.push(line.trimEnd());
  }
  const pool = s.dominoes.filter((d) => d.where === 'pool').length;
  const hand = s.dominoes.filter((d) => d.where === 'hand').map((d) => d.id);
  const out = [
    `Cells from (${minX},${minY}) to (${maxX},${maxY}); each four characters wide.`,
    ...lines,
    '',
    'Tiles: suit letter (R red, G green, B blue, K black) and number; * the suit-tick corner.',
    'On them: r? a face-down coin, r4 a warehoused one, Dr an official (die), Hr a hub pawn.',
    ...overflow,
    `Pool: ${pool} domino${pool === 1 ? '' : 'es'} face down${hand.length ? `; to build: ${hand.join(', ')}` : ''}.`,
    `Hubs: ${SUITS.map((x) => `${x} ${s.hubs[x] ?? 'out'}`).join(', ')}. Profits: ${SUITS.map((x) => `${x} ${s.scores[x]}`).join(', ')}.`,
    `To play: ${s.turn.colour}, ${s.turn.ap} action points.`,
  ];
  const links = s.dominoes.filter((d) => d.where === 'board' && d.at);
  if (links.length) out.push(`Links: ${links.map((d) => `${d.id} at ${d.at!.x},${d.at!.y} ${d.at!.dir}`).join('; ')}.`);
  return out;
}
