import { coalIcons, tokens } from './board';
import { possibleSteps, FREE_STEPS } from './actions/rondel';
import { FLAGS, RONDEL_SPOTS, type State } from './schema';
import { scoreSheet } from './score';
import { isReady, oldestShip, shipsAtSea } from './sea';
import { gap } from './turn';

const byColour = <T>(state: State, f: (p: State['players'][number]) => T): Record<string, T> =>
  Object.fromEntries(state.players.map((p) => [p.colour, f(p)]));

/**
 * What the table shows, by name: the paths walkthrough expectations check (for example
 * `cash.yellow`, `coal.CAMPANIA`, `lantern.pacific`, `score.blue`).
 */
export function facts(state: State): Record<string, unknown> {
  const atSea = shipsAtSea(state);
  const regions = [...new Set(atSea.flatMap((s) => (s.region === null ? [] : [s.region])))];
  const sheet = scoreSheet(state);
  const captain = state.players.find((p) => p.colour === state.turn.seat)?.captain ?? null;
  const reach = (limit: (d: number) => boolean) =>
    captain === null ? [] : RONDEL_SPOTS.filter((s) => s !== captain && possibleSteps(captain, s).every(limit));
  return {
    seat: state.turn.seat,
    step: state.turn.step,
    coalLeft: state.turn.coalLeft,
    countdown: state.countdown,
    ended: state.ended,
    /** Why play cannot go on from here, where the excerpt runs out (null otherwise). */
    gap: gap(state),
    startPlayer: state.startPlayer,
    cash: byColour(state, (p) => p.cash),
    contracts: byColour(state, (p) => p.contracts),
    supply: byColour(state, (p) => p.supply),
    flags: byColour(state, (p) => p.flags),
    tokens: byColour(state, (p) => Object.fromEntries(FLAGS.map((f) => [f, tokens(p.columns[f])]))),
    coalIcons: byColour(state, (p) => coalIcons(p) ?? null),
    captain: byColour(state, (p) => p.captain),
    ships: Object.fromEntries(atSea.map((s) => [s.ship.id, { port: s.port, owner: s.ship.owner, coal: s.ship.coal, ready: isReady(state, s.ship) ?? null }])),
    coal: Object.fromEntries(atSea.map((s) => [s.ship.id, s.ship.coal])),
    houses: Object.fromEntries(Object.entries(state.ports).map(([port, p]) => [port, p.houses])),
    lantern: Object.fromEntries(regions.map((r) => [r, oldestShip(state, r)])),
    market: state.market,
    docks: state.docks,
    stack: state.stack.length,
    removed: state.removed,
    /** Spots the acting captain reaches within the free steps, and those that surely need a contract. */
    reach: { free: reach((d) => d <= FREE_STEPS), contract: reach((d) => d > FREE_STEPS) },
    score: Object.fromEntries(sheet.seats.map((s) => [state.players[s.seat].colour, s.total])),
    /** Each seat's points by scoring line: money, sea, one per flag column, multicoloured, total. */
    points: Object.fromEntries(sheet.seats.map((s) => [state.players[s.seat].colour, { ...Object.fromEntries(s.lines.filter((l) => l.label !== 'score.cash').map((l) => [l.label === 'score.flags' ? String(l.values?.column) : l.label.slice('score.'.length), l.points])), total: s.total }])),
    /** Cash after coal and contracts are exchanged, per seat (step 1 of the scoring). */
    scoreCash: Object.fromEntries(sheet.seats.map((s) => [state.players[s.seat].colour, s.lines[0].values?.cash ?? null])),
    winners: sheet.winners.map((seat) => state.players[seat].colour),
  };
}
