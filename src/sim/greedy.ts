import { applyMove, CARD_PRICE, type CardKind, CLIPPER_PRICE, currentSeat, scoringCompanies, type GameState, type Move, type Rng, type Seat } from '../engine';
import { boardIndex, type BoardIndex } from '../map/board';
import { completions, countOf, expectedCompanies, roundPlan, stalled } from './outlook';

/**
 * A player for the simulator: picks one of the moves `legalMoves` listed, so
 * whatever it believes about the rules, it cannot break them; its randomness comes
 * from the seeded generator it is handed, so a game is a pure function of its seed.
 */
export type Bot = (state: GameState, moves: readonly Move[], rng: Rng) => Move;

/** Uniform over the legal moves: the baseline a board should be fair under. */
export const randomBot: Bot = (_state, moves, rng) => moves[Math.floor(rng() * moves.length)];

/**
 * Plays for the points it can see: in phases 2 and 3 each legal move is applied and
 * valued by the money it brings plus what the bot's own markers gain under the new
 * connections. Secondary terms break the many ties (most segments finish nothing):
 * half the progress towards the bot's own islands, less a quarter of what the move
 * gives the best-placed opponent. In phase 1 it weighs a marker (island value ×
 * companies likely to come) against the cards' likely bonuses less their price, and
 * buys a ship only to revive a company that is stuck.
 */
export const greedyBot: Bot = (state, moves, rng) => {
  if (moves.length === 1) return moves[0];
  const values =
    state.step === 'action' ? actionValues(state, moves) : state.step === 'clipper' ? clipperValues(state, moves) : placeValues(state, moves);
  return pickBest(moves, values, rng);
};

/** The best-valued move; equal values are settled by the seeded generator. */
function pickBest(moves: readonly Move[], values: readonly number[], rng: Rng): Move {
  let best = -Infinity;
  for (const v of values) if (v > best) best = v;
  const top: number[] = [];
  values.forEach((v, i) => {
    if (v >= best - 1e-9) top.push(i);
  });
  return moves[top.length === 1 ? top[0] : top[Math.floor(rng() * top.length)]];
}

/** Weight of progress on a half-built link, relative to finishing it now. */
const PROGRESS_WEIGHT = 0.5;
/** How much the bot minds a move helping its strongest opponent. */
const SPITE = 0.25;
/** Share of a planned bonus the bot expects to get before others take it. */
const CONTESTED = 0.5;
/** Money kept back after buying a ship, so that a 2X card stays affordable. */
const SHIP_RESERVE = 2;

function placeValues(state: GameState, moves: readonly Move[]): number[] {
  const seat = currentSeat(state);
  const board = boardIndex(state.map);
  const islands = state.map.islands;
  const seats = state.players.length;
  const money = state.players[seat].money;
  let expected: Float64Array | null = null;
  const delta = new Float64Array(seats);
  return moves.map((move) => {
    if (move.type === 'turn.end') return 0;
    if (move.type === 'port.move') {
      // Markers do not change who is connected, so a move is valued without applying it, and
      // by the companies likely to come (as in phase 1): a marker stays for the rest of the game.
      expected ??= expectedCompanies(state);
      const from = board.nodeIndex.get(move.from) ?? -1;
      const to = board.nodeIndex.get(move.to) ?? -1;
      if (from < 0 || to < 0) return -Infinity;
      return islands[to].value * expected[to] - islands[from].value * expected[from];
    }
    const result = applyMove(state, move);
    if (!result.ok) return -Infinity;
    const after = result.state;
    delta.fill(0);
    const touched: number[] = [];
    for (const event of result.events) {
      if (event.type === 'island.connected') touched.push(board.nodeIndex.get(event.island) ?? -1);
      else if (event.type === 'purple.activated' && board.purpleHome >= 0) touched.push(board.purpleHome);
    }
    for (let k = 0; k < touched.length; k++) {
      const i = touched[k];
      if (i < 0 || i >= board.islandCount || touched.indexOf(i) !== k) continue;
      const gained = scoringCompanies(after, i).length - scoringCompanies(state, i).length;
      if (gained === 0) continue;
      for (const s of state.islands[i].markers) delta[s] += gained * islands[i].value;
    }
    if (move.type === 'segment.place') addProgress(state, after, move, delta, board);
    const own = after.players[seat].money - money + delta[seat];
    let rival = 0;
    for (let s = 0; s < seats; s++) if (s !== seat && delta[s] > rival) rival = delta[s];
    return own - SPITE * rival;
  });
}

/** Credits each seat with progress towards an island a half-built link will bring a new company to. */
function addProgress(
  state: GameState,
  after: GameState,
  move: Extract<Move, { type: 'segment.place' }>,
  delta: Float64Array,
  board: BoardIndex,
): void {
  const li = board.linkIndex.get(move.link);
  const from = board.nodeIndex.get(move.from);
  if (li === undefined || from === undefined) return;
  const link = board.links[li];
  const build = after.links[li];
  if (build === null || build.laid >= link.segments) return;
  const dest = link.from === from ? link.to : link.from;
  if (dest < 0 || dest >= board.islandCount || state.islands[dest].companies.includes(move.company)) return;
  const worth = (PROGRESS_WEIGHT * state.map.islands[dest].value * build.laid) / link.segments;
  for (const s of state.islands[dest].markers) delta[s] += worth;
}

function actionValues(state: GameState, moves: readonly Move[]): number[] {
  const seat = currentSeat(state);
  const board = boardIndex(state.map);
  const islands = state.map.islands;
  let expected: Float64Array | null = null;
  const expect = () => (expected ??= expectedCompanies(state));
  let items: ReturnType<typeof completions> | null = null;
  const plan = (perPhase: number, total: number, multiplier: number) => roundPlan((items ??= completions(state, seat)), perPhase, total, multiplier);
  return moves.map((move) => {
    switch (move.type) {
      case 'port.place': {
        const i = board.nodeIndex.get(move.island) ?? -1;
        return i < 0 ? -Infinity : islands[i].value * expect()[i];
      }
      case 'card.take':
        return cardWorth(state, seat, move.card, expect, plan) - CARD_PRICE[move.card];
      default:
        return 0;
    }
  });
}

type Plan = (perPhase: number, total: number, multiplier: number) => number;

/**
 * What holding an option card this round is worth to `seat` (its price aside): the
 * extra bonuses and connections of the round it lets the seat plan, of which the seat
 * expects to get `CONTESTED`; for the Port card, its best marker move.
 */
export function cardWorth(state: GameState, seat: Seat, card: CardKind, expect: () => Float64Array, plan?: Plan): number {
  let items: ReturnType<typeof completions> | null = null;
  const planned: Plan = plan ?? ((perPhase, total, multiplier) => roundPlan((items ??= completions(state, seat)), perPhase, total, multiplier));
  switch (card) {
    case '2x':
      return CONTESTED * (planned(2, 4, 2) - planned(1, 2, 1));
    case '3x':
      return CONTESTED * (planned(3, 6, 0) - planned(1, 2, 1));
    case '5x':
      return CONTESTED * (planned(5, 5, 1) - planned(1, 2, 1));
    case 'port':
      return bestPortMove(state, seat, expect());
  }
  return -Infinity;
}

/** What moving one marker from the bot's weakest island to the best vacant one is worth. */
function bestPortMove(state: GameState, seat: Seat, expected: Float64Array): number {
  const islands = state.map.islands;
  let weakest = Infinity;
  let best = -Infinity;
  islands.forEach((island, i) => {
    const worth = island.value * expected[i];
    if (countOf(state.islands[i].markers, seat) > 0 && worth < weakest) weakest = worth;
    if (state.islands[i].markers.length < island.ports && worth > best) best = worth;
  });
  return Number.isFinite(weakest) && Number.isFinite(best) ? best - weakest : -Infinity;
}

function clipperValues(state: GameState, moves: readonly Move[]): number[] {
  const money = state.players[currentSeat(state)].money;
  return moves.map((move) => {
    if (move.type !== 'clipper.buy') return 0;
    if (money - CLIPPER_PRICE < SHIP_RESERVE) return -1;
    const supply = state.companies[move.company].supply;
    // A ship is $3 gone; only a stuck company with segments to spend is worth reviving.
    return supply >= 4 && stalled(state, move.company) ? supply / 10 : -1;
  });
}
