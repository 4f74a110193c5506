import type { Core, Refusal as ModuleRefusal } from '../games/module';
import { err, ok, type Result } from '../source/result';
import type { BoardIndex } from '../map/board';
import { kindIndex } from './cards';
import { slotOf } from './origins';
import { explain as explainer } from './explain';
import { FLOW_CONDITIONS, type ConditionName } from './flow-table';
import { because } from './refusals';
import { allowance as coreAllowance, currentSeat as seatOf, fiveXClaim, mayWaitForPhase3 } from './rollout/turn';
import { CARD_TAKE, CLIPPER_BUY, CLIPPER_SKIP, moveOf, PASS, PORT_MOVE, PORT_PLACE, SEGMENT, segmentCode, TURN_END } from './rollout/codes';
import { listMoves as listCodes, moveAt, startPosition } from './rollout/legal';
import { play as playCode } from './rollout/play';
import { PURPLE } from './rollout/tables';
import { clonePosition, positionProblem, refill, release, toPosition, toState, type Position } from './rollout/position';
import type { GameEvent, GameState, Move, MoveResult, Violation } from './types';
import type { Playout } from './playout';
import type { Rng } from './random';

/**
 * Clippers' rules, decided once: the core (src/engine/rollout) lists and plays moves on
 * a position of numbers changed in place, and this file is the JSON API over it.
 *
 * - `legalMoves(state)`: the core's listed moves, as `Move` objects, in the core's order.
 * - `applyMove(state, move)`: the verdict is membership in that list. A listed move is
 *   played on the core, which reports the events as it goes; the state comes back with
 *   `toState`. A move not listed goes to the explainer (explain.ts: the move's own
 *   checks, on this slow path only), which words the refusal; it never
 *   decides: a bug there gives a wrong reason, never a wrong verdict, and a move it
 *   finds nothing against is refused all the same (`move.not-listed`).
 *
 * Games are played one move after another on the state the last move returned, so
 * the position of that state is kept (one, `current`) and played on again: without
 * it every move would fill a position from JSON. A state is a value (deeply readonly,
 * never changed in place), so a position kept for it is that state's.
 */

/** The position of `state`, filled afresh unless it is the one the last move left. Null for a state the core cannot hold. */
let current: { state: GameState | null; position: Position | null } = { state: null, position: null };

function positionOf(state: GameState): Position | null {
  if (current.state === state && current.position !== null) return current.position;
  const p = refill(current.position, state);
  if (p === null) return null;
  startPosition(p);
  current = { state, position: p };
  return p;
}

/** A move's code on `board` (codes.ts), or -1 for a move that names nothing the board has. */
export function codeOf(board: BoardIndex, move: unknown): number {
  if (typeof move !== 'object' || move === null) return -1;
  const m = move as Record<string, unknown>;
  switch (m.type) {
    case 'port.place': {
      const i = islandOf(board, m.island);
      return i < 0 ? -1 : PORT_PLACE | (i << 3);
    }
    case 'card.take': {
      const k = kindIndex(m.card);
      return k < 0 ? -1 : CARD_TAKE + (k << 3);
    }
    case 'pass':
      return PASS;
    case 'clipper.buy': {
      const slot = slotOf(m.company);
      return slot < 0 || slot === PURPLE ? -1 : CLIPPER_BUY + (slot << 3);
    }
    case 'clipper.skip':
      return CLIPPER_SKIP;
    case 'segment.place': {
      const slot = slotOf(m.company);
      const li = typeof m.link === 'string' ? board.linkIndex.get(m.link) : undefined;
      const from = typeof m.from === 'string' ? board.nodeIndex.get(m.from) : undefined;
      if (slot < 0 || li === undefined || from === undefined) return -1;
      const link = board.links[li];
      if (link.from !== from && link.to !== from) return -1;
      return segmentCode(li, from, slot, m.start === true ? 1 : 0);
    }
    case 'port.move': {
      const from = islandOf(board, m.from);
      const to = islandOf(board, m.to);
      return from < 0 || to < 0 ? -1 : PORT_MOVE | (from << 3) | (to << 11);
    }
    case 'turn.end':
      return TURN_END;
    default:
      return -1;
  }
}

function islandOf(board: BoardIndex, id: unknown): number {
  const i = typeof id === 'string' ? board.nodeIndex.get(id) : undefined;
  return i === undefined || i >= board.islandCount ? -1 : i;
}

/** How many moves the core lists for `p` now (listed once per position: `play` and `refill` forget the count). */
function count(p: Position): number {
  if (p.listed < 0) p.listed = listCodes(p);
  return p.listed;
}

/** Is `code` among the moves the core lists for `p` now? (`moveAt`'s two parts, read in place.) */
function listed(p: Position, code: number): boolean {
  const n = count(p);
  const first = p.placementsFirst;
  if (first > 0) {
    for (let slot = 0; slot < 6; slot++) {
      const codes = p.placementCodes[slot];
      for (let i = 0, end = p.placementCount[slot]; i < end; i++) if (codes[i] === code) return true;
    }
  }
  const list = p.list;
  for (let i = 0, end = n - first; i < end; i++) if (list[i] === code) return true;
  return false;
}

/**
 * The move objects of one board, shared and frozen (the same move is the same object
 * every time), made on first use: segment moves in a dense array by link, company,
 * end and start flag; phase-1 moves and the turn's end by code; Port card moves,
 * whose codes are large and rare, in a map.
 */
interface MoveTable {
  segment: (Move | undefined)[];
  small: (Move | undefined)[];
  portMoves: Map<number, Move>;
}
const tables = new WeakMap<object, MoveTable>();

function moveFor(p: Position, table: MoveTable, code: number): Move {
  const type = code & 7;
  if (type === SEGMENT) {
    const li = code >>> 15;
    const at = li * 24 + ((code >>> 4) & 7) * 4 + (p.t.linkFrom[li] === ((code >>> 7) & 255) ? 0 : 2) + ((code >>> 3) & 1);
    return (table.segment[at] ??= Object.freeze(moveOf(p, code)));
  }
  if (type === PORT_MOVE) {
    let move = table.portMoves.get(code);
    if (move === undefined) table.portMoves.set(code, (move = Object.freeze(moveOf(p, code))));
    return move;
  }
  return (table.small[code] ??= Object.freeze(moveOf(p, code)));
}

function tableOf(p: Position): MoveTable {
  let table = tables.get(p.t.board);
  if (table === undefined) tables.set(p.t.board, (table = { segment: [], small: [], portMoves: new Map() }));
  return table;
}

/** The listed moves of `p` as `Move` objects, in the core's order. */
function movesOf(p: Position): Move[] {
  const n = count(p);
  const table = tableOf(p);
  const moves = new Array<Move>(n);
  // `moveAt`'s two parts, read in order.
  let i = 0;
  if (p.placementsFirst > 0) {
    for (let slot = 0; slot < 6; slot++) {
      const codes = p.placementCodes[slot];
      for (let k = 0, end = p.placementCount[slot]; k < end; k++) moves[i++] = moveFor(p, table, codes[k]);
    }
  }
  for (let k = 0; i < n; k++) moves[i++] = moveFor(p, table, p.list[k]);
  return moves;
}

/**
 * Every move the rules accept now, in a stable order (the core's). The UI, bots and
 * statecharts ask this; none of them decides legality for itself. The move objects
 * are shared and frozen (the same move is the same object every time).
 */
export function legalMoves(state: GameState): Move[] {
  if (state.ended !== null) return [];
  const p = positionOf(state);
  return p === null ? [] : movesOf(p);
}

// The sink `applyMove` gives the core, made once (a closure per move cost as much as the move).
let heard: GameEvent[] = [];
const hear = (event: GameEvent): void => {
  heard.push(event);
};

/** `legalMoves`, for loops that only read the list. */
export const legalMovesView = (state: GameState): readonly Move[] => legalMoves(state);

/**
 * The one way to change a game. Returns the new state and what happened, or the
 * rule the move breaks. Never throws, whatever the move holds.
 */
export function applyMove(state: GameState, move: Move): MoveResult {
  const p = state.ended === null ? positionOf(state) : null;
  if (p !== null) {
    const code = codeOf(p.t.board, move);
    if (code >= 0 && listed(p, code)) {
      const events: GameEvent[] = [];
      heard = events;
      playCode(p, code, hear);
      const next = toState(p);
      current = { state: next, position: p };
      return { ok: true, state: next, events };
    }
  }
  return { ok: false, violation: explain(state, move, p, p === null && state.ended === null) };
}

/** Why `move` is not listed, in the rules' words (the explainer: it words, it never decides). */
function explain(state: GameState, move: Move, p: Position | null, unplayable: boolean): Violation {
  if (unplayable) {
    const problem = positionProblem(state);
    return because('turn.phase', 'state.unplayable', { problem: problem ?? 'unknown' });
  }
  return explainer(state, move, p) ?? because('turn.phase', 'move.not-listed', { type: String((move as { type?: unknown } | null)?.type) });
}

/** Does the flow table's condition hold in `state` for the player whose turn it is, as the core decides it? False for a state the core cannot hold. */
export function holds(name: ConditionName, state: GameState): boolean {
  const p = positionOf(state);
  return p !== null && FLOW_CONDITIONS[name].test(p, seatOf(p));
}

/** How many segments the player at `seat` may lay in this placement turn in all (the core's `allowance`, for the play page's prompt). */
export function allowance(state: GameState, seat: number): number {
  const p = positionOf(state);
  return p === null ? 0 : coreAllowance(p, seat);
}

/** Would ending this placement turn now keep the player's 5X card for phase 3 (phase 2, nothing laid with it yet)? */
export function turnEndKeepsFiveX(state: GameState, seat: number): boolean {
  const p = positionOf(state);
  return p !== null && mayWaitForPhase3(p, seat) && fiveXClaim(p, seat) !== 0 && p.placed === 0;
}

/** The core as the game-module interface offers it (module.ts `Core`): a position is changed in place. */
export const clippersCore: Core<GameState, Move, Position, GameEvent> = {
  fromState(state: GameState): Result<Position, readonly ModuleRefusal[]> {
    const p = refill(null, state);
    if (p === null) return err([{ rule: 'turn.phase', code: 'state.unplayable', values: { problem: positionProblem(state) ?? 'unknown' } }]);
    startPosition(p);
    return ok(p);
  },
  toState,
  listMoves: movesOf,
  play(p: Position, move: Move, events?: (event: GameEvent) => void): void {
    playCode(p, codeOf(p.t.board, move), events ?? null);
  },
  clone: clonePosition,
};


/** Who chooses each seat's moves in `playOnCore`: null, a uniform draw made on the core itself (no state or move list is built). */
export type SeatChooser = (legal: readonly Move[], state: GameState, rng: Rng) => Move;

export interface CorePlayOptions {
  maxMoves: number;
  /** The chooser of `seat`, or null for a uniform draw (`Math.floor(rng() * n)`, as `uniformChoice` draws); null: every seat draws so. */
  chooserOf: ((seat: number) => SeatChooser | null) | null;
  /** Hears every move's events, each with the round the game is in as it happens (a move's own: the round it was made in). */
  events?: (event: GameEvent, round: number) => void;
  /** Sees every move with the state before and after it (`playOut`'s `onMove`): a state is then built after every move. */
  onMove?: (before: GameState, move: Move, result: Extract<MoveResult, { ok: true }>, legal: readonly Move[] | null) => void;
  /** Give `onMove` the legal list each move was drawn from (a uniform draw builds none otherwise). */
  withLegal?: boolean;
}

/**
 * A game played on the core, the one loop of `playOut` move by move and of the
 * simulator: a seat drawn uniformly with nobody watching the moves costs no state and
 * no move list; a seat with a chooser sees the state and the listed moves as
 * `legalMoves` gives them. A chosen move the core does not list ends the game as
 * `refused`, worded by the explainer.
 */
export function playOnCore(state: GameState, rng: Rng, options: CorePlayOptions): Playout {
  // A position lent for the game and given back (search bots play thousands of short games; fresh arrays each time cost a good part of one).
  const p = toPosition(state);
  if (p === null) return { state, moves: 0, outcome: 'stuck' };
  startPosition(p);
  const played = playOn(p, state, rng, options);
  release(p);
  return played;
}

function playOn(p: Position, state: GameState, rng: Rng, options: CorePlayOptions): Playout {
  if (options.chooserOf === null && options.onMove === undefined && options.events === undefined) return drawOn(p, state, rng, options.maxMoves);
  const { onMove, events: listen } = options;
  let heardHere: GameEvent[] = [];
  const emit =
    onMove !== undefined
      ? (event: GameEvent) => {
          heardHere.push(event);
          listen?.(event, p.round);
        }
      : listen === undefined
        ? null
        : (event: GameEvent) => listen(event, p.round);
  // The state of the position as it stands, when one has been built for it.
  let now: GameState | null = state;
  const current = (): GameState => (now ??= toState(p));
  let moves = 0;
  while (p.ended === null) {
    if (moves >= options.maxMoves) return { state: current(), moves, outcome: 'move-limit' };
    const n = count(p);
    if (n === 0) return { state: current(), moves, outcome: 'stuck' };
    const choose = options.chooserOf === null ? null : options.chooserOf(seatOf(p));
    let code: number;
    let move: Move | null = null;
    let legal: readonly Move[] | null = null;
    if (choose === null && onMove === undefined) code = moveAt(p, Math.floor(rng() * n));
    else if (choose === null && options.withLegal !== true) {
      code = moveAt(p, Math.floor(rng() * n));
      move = moveFor(p, tableOf(p), code);
    } else {
      legal = movesOf(p);
      if (choose === null) {
        const i = Math.floor(rng() * n);
        move = legal[i];
        code = moveAt(p, i);
      } else {
        move = choose(legal, current(), rng);
        const i = legal.indexOf(move);
        code = i >= 0 ? moveAt(p, i) : codeOf(p.t.board, move);
        if (i < 0 && (code < 0 || !listed(p, code))) return { state: current(), moves, outcome: 'refused', refused: { move, violation: explain(current(), move, p, false) } };
      }
    }
    const before = onMove === undefined ? null : current();
    heardHere = [];
    playCode(p, code, emit);
    now = null;
    moves++;
    if (onMove !== undefined) onMove(before!, move!, { ok: true, state: current(), events: heardHere }, legal);
  }
  return { state: current(), moves, outcome: 'ended' };
}

/** `playOn` with every move drawn uniformly and nobody listening: the random playouts of the search bots and the soak. */
function drawOn(p: Position, state: GameState, rng: Rng, maxMoves: number): Playout {
  let moves = 0;
  while (p.ended === null) {
    if (moves >= maxMoves) return { state: moves === 0 ? state : toState(p), moves, outcome: 'move-limit' };
    const n = count(p);
    if (n === 0) return { state: moves === 0 ? state : toState(p), moves, outcome: 'stuck' };
    playCode(p, moveAt(p, Math.floor(rng() * n)));
    moves++;
  }
  return { state: moves === 0 ? state : toState(p), moves, outcome: 'ended' };
}
