import type { ScoreLine, ScoreSheet } from '../module';
import { columnValue } from './board';
import { FLAGS, type Flag, type ShipFlag, type State } from './schema';
import { variant } from './rules';
import { ownShipsAtSea, shipFacts } from './sea';

/** The final scoring's four steps, and the tie-break. */

export const PER_COAL_OR_CONTRACT = 20;
export const POUNDS_PER_POINT = 100;
export const POINTS_AT_SEA = 3;
export const MAX_MULTICOLOURED = 5;

export interface ScoreInput {
  readonly cash: number;
  /** Coal on the player's ships on the board. */
  readonly coal: number;
  readonly contracts: number;
  readonly captainsAtSea: number;
  readonly houses: number;
  readonly flags: Partial<Readonly<Record<ShipFlag, number>>>;
  /** Each column's value (its lowest token's points); undefined where the excerpt does not give it. */
  readonly columns: Readonly<Record<Flag, number | undefined>>;
}

export interface ScoreResult {
  readonly total: number;
  readonly lines: readonly ScoreLine[];
  /** Columns whose value is not given: their lines count 0 and say so. */
  readonly unknown: readonly Flag[];
}

export function finalScore(input: ScoreInput): ScoreResult {
  const exchanged = (input.coal + input.contracts) * PER_COAL_OR_CONTRACT;
  const cash = input.cash + exchanged;
  const lines: ScoreLine[] = [
    { label: 'score.cash', rule: 'score.cash', values: { coal: input.coal, contracts: input.contracts, exchanged, cash }, points: 0 },
    { label: 'score.money', rule: 'score.money', values: { cash }, points: Math.floor(cash / POUNDS_PER_POINT) },
    { label: 'score.sea', rule: 'score.sea', values: { captains: input.captainsAtSea, houses: input.houses }, points: POINTS_AT_SEA * (input.captainsAtSea + input.houses) },
  ];
  const unknown: Flag[] = [];
  for (const f of FLAGS) {
    const flags = input.flags[f] ?? 0;
    const value = input.columns[f];
    if (value === undefined) unknown.push(f);
    lines.push({ label: 'score.flags', rule: 'score.flags', values: { column: f, flags, value: value ?? null }, points: flags * (value ?? 0), ...(value === undefined ? { note: 'missing.column-points' } : {}) });
  }
  const colours = FLAGS.filter((f) => (input.flags[f] ?? 0) > 0).length;
  const each = Math.min(MAX_MULTICOLOURED, colours);
  const multi = input.flags.multi ?? 0;
  lines.push({ label: 'score.multicoloured', rule: 'score.multicoloured', values: { flags: multi, colours, value: each }, points: multi * each });
  return { total: lines.reduce((sum, l) => sum + l.points, 0), lines, unknown };
}

export function scoreInput(state: State, seat: number): ScoreInput {
  const p = state.players[seat];
  const ships = ownShipsAtSea(state, p.colour);
  return {
    cash: p.cash,
    coal: ships.reduce((sum, s) => sum + s.ship.coal, 0),
    contracts: p.contracts,
    captainsAtSea: ships.length,
    houses: Object.values(state.ports).filter((port) => port.houses.includes(p.colour)).length,
    flags: p.flags,
    columns: Object.fromEntries(FLAGS.map((f) => [f, columnValue(p.columns[f])])) as Record<Flag, number | undefined>,
  };
}

/** The year of a player's youngest ship; undefined if any owned ship's year is not given. */
function youngest(state: State, seat: number): number | undefined {
  const p = state.players[seat];
  const atSea = ownShipsAtSea(state, p.colour).map((s) => s.ship.id);
  const ids = variant(state, 'tie-ships') === 'at-sea' ? atSea : [...atSea, ...p.supply];
  const years = ids.map((id) => shipFacts(state, id).year);
  return years.some((y) => y === undefined) || years.length === 0 ? undefined : Math.max(...(years as number[]));
}

export function scoreSheet(state: State): ScoreSheet {
  const seats = state.players.map((_, seat) => ({ seat, ...finalScore(scoreInput(state, seat)) }));
  const best = Math.max(...seats.map((s) => s.total));
  const tied = seats.filter((s) => s.total === best).map((s) => s.seat);
  if (tied.length === 1) return { seats, winners: tied };
  const years = tied.map((seat) => youngest(state, seat));
  if (years.some((y) => y === undefined)) return { seats, winners: tied };
  const top = Math.max(...(years as number[]));
  const winners = tied.filter((_, i) => years[i] === top);
  return { seats, winners, decidedBy: 'score.tie' };
}
