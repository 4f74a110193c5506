import { boardIndex, type BoardIndex } from '../map/board';
import type { ReadonlyBoardMap } from '../map/schema';
import type { CardState, CompanyState, Draft, GameState, IslandState, LinkBuild, PlayerState, Seat } from './types';
import type { CompanyId } from '../map/schema';

/** The seat whose turn it is. */
export const currentSeat = (state: GameState): Seat => (state.firstPlayer + state.turn) % state.players.length;

// Nearly every call asks about the same map as the call before; a WeakMap lookup each time showed up in profiles.
let lastMap: ReadonlyBoardMap | null = null;
let lastBoard: BoardIndex | null = null;

export function boardOf(state: GameState): BoardIndex {
  if (state.map !== lastMap || lastBoard === null) {
    lastBoard = boardIndex(state.map);
    lastMap = state.map;
  }
  return lastBoard;
}

/** The index of island `id` in `state.islands`, or -1 (also for harbors and non-strings). */
export function islandAt(state: GameState, id: unknown): number {
  if (typeof id !== 'string') return -1;
  const node = boardOf(state).nodeIndex.get(id);
  return node !== undefined && node < state.islands.length ? node : -1;
}

// The option cards' rules live in cards.ts; re-exported here for the modules that import them from the context.
export { CARD_KIND, CARD_PRICE, allowance, bonusMultiplier, cardKindOf, isLastChance } from './cards';
export const CLIPPER_PRICE = 3;
export const STARTING_MONEY = 2;
export const MARKERS_PER_NATION = 12;
/**
 * The most money a position may hold. A game pays a few thousand dollars at most
 * (bonuses of $4 at the very most on at most 12 × 200 segments); the rollout keeps
 * money in 32-bit integers, so anything near 2^31 would wrap there. A stored state
 * with more is refused (src/game/from-json.ts).
 */
export const MONEY_LIMIT = 2 ** 30;

/**
 * A shallow copy to build the next state on. Spelled out rather than `{ ...state }`:
 * the literal keeps one object shape for every state, which the hot paths rely on,
 * and a new GameState field fails to compile here until it is copied. Its arrays are
 * still the old state's, typed writable for the builders, which copy one (`slice`)
 * before writing into it.
 */
export function draft(state: GameState): Draft<GameState> {
  return {
    map: state.map,
    variants: state.variants,
    seed: state.seed,
    players: state.players as PlayerState[],
    round: state.round,
    phase: state.phase,
    step: state.step,
    firstPlayer: state.firstPlayer,
    turn: state.turn,
    placed: state.placed,
    portMoved: state.portMoved,
    cards: state.cards as CardState[],
    companies: state.companies,
    links: state.links as (LinkBuild | null)[],
    islands: state.islands as IslandState[],
    purpleActive: state.purpleActive,
    ended: state.ended,
  };
}

/** The companies record with one entry replaced, built with a fixed shape (a computed key in a literal is slow). */
export function withCompany(
  companies: GameState['companies'],
  id: CompanyId,
  value: CompanyState,
): Record<CompanyId, CompanyState> {
  return {
    red: id === 'red' ? value : companies.red,
    blue: id === 'blue' ? value : companies.blue,
    white: id === 'white' ? value : companies.white,
    green: id === 'green' ? value : companies.green,
    black: id === 'black' ? value : companies.black,
    purple: id === 'purple' ? value : companies.purple,
  };
}

/**
 * The next state with the player at `seat` paying `price` (a card or a ship); the
 * caller records what was bought on `buyer`, which is already in `next.players`.
 */
export function purchase(state: GameState, seat: Seat, price: number): { next: Draft<GameState>; buyer: Draft<PlayerState> } {
  const next = draft(state);
  next.players = state.players.slice();
  const buyer = copyPlayer(state.players[seat]);
  buyer.money -= price;
  next.players[seat] = buyer;
  return { next, buyer };
}

/** A copy of a player's record to change on a draft (an explicit literal, for the same reason as `draft`). */
export function copyPlayer(p: PlayerState): Draft<PlayerState> {
  return { name: p.name, nation: p.nation, money: p.money, reserve: p.reserve, card: p.card, clipper: p.clipper, fiveXPhase: p.fiveXPhase };
}
