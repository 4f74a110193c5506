import { FLAGS, type Column, type BoardColumn, type Player, type State } from './schema';
import { variant } from './rules';

/** Player boards: the five columns, their spots and costs, and the coal icons. */

export type NextSpot = { readonly kind: 'spot'; readonly index: number; readonly cost: number | undefined } | { readonly kind: 'full' } | { readonly kind: 'unknown' };

/** The topmost empty spot of a column, or why there is none to tell. */
export function nextSpot(col: BoardColumn): NextSpot {
  const index = col.spots.findIndex((s) => !s.filled);
  if (index >= 0) return { kind: 'spot', index, cost: col.spots[index].cost };
  return col.ends ? { kind: 'full' } : { kind: 'unknown' };
}

export function tokens(col: BoardColumn): number {
  return col.spots.filter((s) => s.filled).length;
}

/**
 * The columns a player may take an overflow token for: among those not known to be
 * full, the ones with the fewest tokens (a tie leaves the player the choice).
 */
export function fewestColumns(state: State, p: Player): Column[] {
  const blue = variant(state, 'overflow-blue-riband') === 'included';
  const open = FLAGS.filter((c) => (blue || c !== 'blue') && nextSpot(p.columns[c]).kind !== 'full');
  const least = Math.min(...open.map((c) => tokens(p.columns[c])));
  return open.filter((c) => tokens(p.columns[c]) === least);
}

/** Coal icons on a board: those printed plus one per coal pier placed; undefined where the print is not known. */
export function coalIcons(p: Player): number | undefined {
  return p.printedCoal === undefined ? undefined : p.printedCoal + tokens(p.columns.black);
}

/** Printed token's value, counted while a column has no added token. */
export const PRINTED_POINTS = 3;

/** A column's value at the end: the lowest token's points (the printed 3 if none added); undefined if not given. */
export function columnValue(col: BoardColumn): number | undefined {
  const filled = col.spots.filter((s) => s.filled);
  return filled.length === 0 ? PRINTED_POINTS : filled[filled.length - 1].points;
}
