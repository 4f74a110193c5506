import { expect } from 'vitest';
import {
  applyMove,
  currentSeat,
  legalMoves,
  newGame,
  type GameEvent,
  type GameState,
  type Move,
  type MoveResult,
  type Seat,
  type Variants,
  type Violation,
} from '../../src/engine';
import type { BoardMap, CompanyId, Nation, ShipCompanyId } from '../../src/map/schema';

/** Drives the engine in tests: every step asserts what it expects, with the engine's own message on failure. */

/** A writable value: what a test gets to build a position by hand (the engine hands out states deeply readonly). */
export type Editable<T> = T extends ReadonlyArray<infer U> ? Editable<U>[] : T extends object ? { -readonly [K in keyof T]: Editable<T[K]> } : T;
/** A deep copy of `value` that the test may change; the original stays as it was. */
export const editable = <T>(value: T): Editable<T> => structuredClone(value) as Editable<T>;

export interface StartOptions {
  players?: number;
  firstPlayer?: Seat;
  variants?: Partial<Variants>;
  nations?: Nation[];
  seed?: number;
}

/** A new game on `map`; seats are named P0, P1, ... and seat 0 starts unless told otherwise. */
export function start(map: BoardMap, options: StartOptions = {}): GameState {
  const n = options.players ?? 3;
  const result = newGame({
    map,
    players: Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ...(options.nations ? { nation: options.nations[i] } : {}) })),
    firstPlayer: options.firstPlayer ?? 0,
    variants: options.variants,
    seed: options.seed ?? 1,
  });
  if (!result.ok) throw new Error(`newGame refused: ${result.error.map((e) => e.message).join('; ')}`);
  return result.value;
}

/** Applies a move that must be accepted; returns the new state and its events. */
export function actWithEvents(state: GameState, move: Move): { state: GameState; events: GameEvent[] } {
  const result = applyMove(state, move);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(move)}: [${result.violation.rule}] ${result.violation.message}`);
  return { state: result.state, events: result.events };
}

export const act = (state: GameState, move: Move): GameState => actWithEvents(state, move).state;

/** Applies moves in order, each of which must be accepted. */
export function actAll(state: GameState, moves: readonly Move[]): GameState {
  return moves.reduce(act, state);
}

/** A move that must be refused; returns the violation. Also checks `legalMoves` does not offer it. */
export function refusal(state: GameState, move: Move): Violation {
  const result = applyMove(state, move);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(move)}, expected a refusal`);
  expect(legalMoves(state)).not.toContainEqual(move);
  return result.violation;
}

/** Asserts a move is offered by `legalMoves` and accepted, and returns the new state. */
export function legalAct(state: GameState, move: Move): GameState {
  expect(legalMoves(state)).toContainEqual(move);
  return act(state, move);
}

export const seg = (company: CompanyId, link: string, from: string): Move => ({ type: 'segment.place', company, link, from });
export const startSeg = (company: ShipCompanyId, link: string, from: string): Move => ({ type: 'segment.place', company, link, from, start: true });
export const PASS: Move = { type: 'pass' };
export const SKIP: Move = { type: 'clipper.skip' };
export const END: Move = { type: 'turn.end' };
export const takeCard = (card: '2x' | '3x' | '5x' | 'port'): Move => ({ type: 'card.take', card });
export const placePort = (island: string): Move => ({ type: 'port.place', island });
export const buy = (company: ShipCompanyId): Move => ({ type: 'clipper.buy', company });

/** The current player's phase-1 action, then a declined ship if the engine asks. */
export function phase1(state: GameState, action: Move, clipper: Move = SKIP): GameState {
  let s = act(state, action);
  if (s.step === 'clipper') s = act(s, clipper);
  return s;
}

/** Every player passes phase 1 (declining ships), so placement begins. */
export function passPhase1(state: GameState): GameState {
  expect(state.step).toBe('action');
  let s = state;
  while (s.step !== 'place' && !s.ended) s = phase1(s, PASS);
  return s;
}

/** Phase-1 actions for each seat in turn order, then placement begins. */
export function phase1All(state: GameState, actions: readonly Move[]): GameState {
  let s = state;
  for (const action of actions) s = phase1(s, action);
  expect(s.step).toBe('place');
  return s;
}

export type Chooser = (legal: readonly Move[], state: GameState) => Move;

/** Prefers doing nothing in phase 1, and the first offered segment in placement. */
export const quiet: Chooser = (legal) =>
  legal.find((m) => m.type === 'pass') ?? legal.find((m) => m.type === 'clipper.skip') ?? legal.find((m) => m.type === 'segment.place') ?? legal[0];

/** Plays `choose`'s moves until `done` holds (checked before each move). */
export function playUntil(state: GameState, done: (s: GameState) => boolean, choose: Chooser = quiet, limit = 2000): GameState {
  let s = state;
  for (let i = 0; i < limit; i++) {
    if (done(s)) return s;
    if (s.ended) throw new Error(`the game ended (${s.ended.reason}) before the awaited point`);
    s = act(s, choose(legalMoves(s), s));
  }
  throw new Error(`no awaited point within ${limit} moves`);
}

export const seatToMove = currentSeat;

/** Event types in order, for compact assertions. */
export const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);

export function eventsOf<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Names (ids) of the companies connected at an island. */
export function companiesAt(state: GameState, island: string): readonly CompanyId[] {
  const i = state.map.islands.findIndex((x) => x.id === island);
  return state.islands[i].companies;
}

export function markersAt(state: GameState, island: string): readonly Seat[] {
  const i = state.map.islands.findIndex((x) => x.id === island);
  return state.islands[i].markers;
}

/** Passes any phase 1 (declining ships) so that the next move is a placement. */
export function toPlacement(state: GameState): GameState {
  let s = state;
  while (s.step !== 'place' && !s.ended) s = phase1(s, PASS);
  return s;
}

/**
 * Lays segments in order, one per turn, whoever's turn it is (any player may lay
 * any company); every phase 1 on the way is passed, also after the last. For
 * building a board position.
 */
export function layAll(state: GameState, moves: readonly Move[]): GameState {
  let s = state;
  for (const move of moves) s = act(toPlacement(s), move);
  return toPlacement(s);
}

/** One accepted move of a random game: the position, what legalMoves listed, the move drawn and what applyMove said. */
export interface RandomStep {
  state: GameState;
  legal: Move[];
  move: Move;
  result: Extract<MoveResult, { ok: true }>;
}

/** Plays `state` to its end, each move drawn by `rng` from legalMoves, calling `each` after every move; returns the final state. */
export function playRandomly(state: GameState, rng: () => number, each: (step: RandomStep) => void = () => {}): GameState {
  let s = state;
  while (!s.ended) {
    const legal = legalMoves(s);
    const move = legal[Math.floor(rng() * legal.length)];
    const result = applyMove(s, move);
    if (!result.ok) throw new Error(result.violation.message);
    each({ state: s, legal, move, result });
    s = result.state;
  }
  return s;
}
