import { seededRandom, type AnyGameModule, type Refusal, type ToAct } from '../games';
import { chanceMove, moduleBotMove, type ModuleBot } from '../sim/module-sim';
import { err, ok, type Result } from '../source/result';

/**
 * A game of any module on the play page: how it started, every position reached, and a
 * cursor for undo and redo. The game decides everything (`legalMoves`, `applyMove`); this
 * only keeps the positions, says whose decision is awaited, and asks the table's chance and
 * the bots for their moves, seeded by the game's seed and the move number, so that undoing
 * and replaying a bot's move gives the same move. Pure data and pure functions.
 */

export interface ShellSeat {
  readonly name: string;
  /** The bot playing the seat, or null for a person. */
  readonly bot: ModuleBot | null;
}

/** Everything but the moves: the game, its seats, seed, variants and starting position. */
export interface ShellStart {
  readonly game: string;
  readonly seats: readonly ShellSeat[];
  readonly seed: number;
  readonly variants: Readonly<Record<string, string>>;
  /** The position before the first move, in the game's state format (read back through `restore`). */
  readonly start: unknown;
}

export interface Session {
  readonly module: AnyGameModule;
  readonly setup: ShellStart;
  /** `states[0]` is the start; `states[i]` the position after `moves[i - 1]`. */
  readonly states: readonly unknown[];
  readonly events: readonly (readonly unknown[])[];
  readonly moves: readonly unknown[];
  /** How many of `moves` are played; the rest can be redone. */
  readonly cursor: number;
}

/** A new game from the module's setup. */
export function startSession(module: AnyGameModule, seats: readonly ShellSeat[], seed: number, variants: Readonly<Record<string, string>> = {}): Result<Session, readonly Refusal[]> {
  const made = module.setup({ players: seats.map((s) => ({ name: s.name })), seed, variants });
  if (!made.ok) return made;
  return ok({ module, setup: { game: module.id, seats, seed, variants, start: made.value }, states: [made.value], events: [], moves: [], cursor: 0 });
}

/** Why a recorded game does not replay: its start refused by `restore`, or its move `index` refused. */
export type ReplayProblem = { readonly kind: 'start'; readonly refusals: readonly Refusal[] } | { readonly kind: 'move'; readonly index: number; readonly refusal: Refusal };

/** A recorded game played again move by move from its restored start; `cursor` is clamped to the moves. */
export function replaySession(module: AnyGameModule, setup: ShellStart, moves: readonly unknown[], cursor = moves.length): Result<Session, ReplayProblem> {
  const start = module.restore(setup.start);
  if (!start.ok) return err({ kind: 'start', refusals: start.error });
  const states: unknown[] = [start.value];
  const events: unknown[][] = [];
  for (let i = 0; i < moves.length; i++) {
    const r = module.applyMove(states[i], moves[i]);
    if (!r.ok) return err({ kind: 'move', index: i, refusal: r.refusal });
    states.push(r.state);
    events.push([...r.events]);
  }
  return ok({ module, setup: { ...setup, start: start.value }, states, events, moves: moves.slice(), cursor: Math.max(0, Math.min(moves.length, Math.floor(cursor))) });
}

export const positionOf = (s: Session): unknown => s.states[s.cursor];
export const toActOf = (s: Session, at = s.cursor): ToAct => s.module.toAct(s.states[at]);
export const legalNow = (s: Session): readonly unknown[] => s.module.legalMoves(positionOf(s));
/** What the last move played caused. */
export const lastEvents = (s: Session): readonly unknown[] => (s.cursor > 0 ? s.events[s.cursor - 1] : []);

export const isPerson = (s: Session, seat: number): boolean => !s.setup.seats[seat]?.bot;
const anyPerson = (s: Session): boolean => s.setup.seats.some((seat) => !seat.bot);
const personActsAt = (s: Session, at: number): boolean => {
  const who = toActOf(s, at);
  return who.kind === 'seat' && isPerson(s, who.seat);
};

/** Whose decision the game waits for: a person's (with the seat), a bot's, the table's, or nobody's. */
export type Waiting = { kind: 'person'; seat: number } | { kind: 'bot'; seat: number; bot: ModuleBot } | { kind: 'chance' } | { kind: 'ended' };
export function waiting(s: Session): Waiting {
  const who = toActOf(s);
  if (who.kind === 'ended') return { kind: 'ended' };
  if (who.kind === 'chance') return { kind: 'chance' };
  const bot = s.setup.seats[who.seat]?.bot;
  return bot ? { kind: 'bot', seat: who.seat, bot } : { kind: 'person', seat: who.seat };
}

/**
 * The seat whose eyes the table is shown through: the person to act; else, with one person at
 * the table, that person; else nobody's (a spectator's view, every hidden thing hidden).
 */
export function viewerOf(s: Session): number | null {
  const w = waiting(s);
  if (w.kind === 'person') return w.seat;
  const people = s.setup.seats.flatMap((seat, i) => (seat.bot ? [] : [i]));
  return people.length === 1 ? people[0] : null;
}

/** The position as the viewer may see it. */
export const viewOf = (s: Session): unknown => (s.module.playerView ? s.module.playerView(positionOf(s), viewerOf(s)) : positionOf(s));

/** Plays a move: the game decides; a refusal leaves the session as it was. Moves undone are dropped. */
export function playMove(s: Session, move: unknown): Result<Session, Refusal> {
  const r = s.module.applyMove(positionOf(s), move);
  if (!r.ok) return err(r.refusal);
  const keep = s.cursor;
  return ok({ ...s, states: [...s.states.slice(0, keep + 1), r.state], events: [...s.events.slice(0, keep), [...r.events]], moves: [...s.moves.slice(0, keep), move], cursor: keep + 1 });
}

/** The random numbers of the move at `cursor`: the same for the same game and move number. */
const randomAt = (s: Session): (() => number) => seededRandom((s.setup.seed * 7919 + s.cursor * 104729) >>> 0);

/** The move the table or the bot to act makes now; null when a person is to act or the game is over. */
export function automaticMove(s: Session): unknown | null {
  const w = waiting(s);
  if (w.kind !== 'chance' && w.kind !== 'bot') return null;
  const legal = legalNow(s);
  if (legal.length === 0) return null;
  return w.kind === 'chance' ? chanceMove(s.module, positionOf(s), legal, randomAt(s)) : moduleBotMove(s.module, w.bot, positionOf(s), legal, w.seat, randomAt(s));
}

/**
 * The bots' and the table's moves played one after another while `more()` says so, from the head of
 * the game, until a person is to act, the game ends, or a move is refused: the "instant" pace, which
 * draws the table once per slice of moves instead of once per move (a 943-move game spent about
 * 22 s of a page's main thread drawing each bot move). At least one move is played when one is due.
 */
export function playAutomatic(s: Session, more: () => boolean): Session {
  let at = s;
  do {
    if (at.cursor !== at.moves.length) return at;
    const move = automaticMove(at);
    const r = move === null ? null : playMove(at, move);
    if (!r?.ok) return at;
    at = r.value;
  } while (more());
  return at;
}

/**
 * Where Undo goes (moves played), or null: back to the last position before this one where a
 * person was to act, so the bots' and the table's moves after it go with the person's. With
 * nobody but bots at the table, one move back.
 */
export function undoTarget(s: Session): number | null {
  if (s.cursor === 0) return null;
  if (!anyPerson(s)) return s.cursor - 1;
  for (let k = s.cursor - 1; k >= 0; k--) if (personActsAt(s, k)) return k;
  return null;
}

/** Where Redo goes: forward to the next position where a person is to act, or to the last move played. */
export function redoTarget(s: Session): number | null {
  if (s.cursor >= s.moves.length) return null;
  if (!anyPerson(s)) return s.cursor + 1;
  for (let k = s.cursor + 1; k < s.moves.length; k++) if (personActsAt(s, k)) return k;
  return s.moves.length;
}

export const undo = (s: Session): Session => ({ ...s, cursor: undoTarget(s) ?? s.cursor });
export const redo = (s: Session): Session => ({ ...s, cursor: redoTarget(s) ?? s.cursor });

/**
 * A hint for the person to act: the move the game's greedy bot would make here (weighed by the
 * game's own `bots` hooks), never played by itself; null when no person is to act.
 */
export function hintMove(s: Session): unknown | null {
  const w = waiting(s);
  if (w.kind !== 'person') return null;
  const legal = legalNow(s);
  if (legal.length === 0) return null;
  return moduleBotMove(s.module, 'greedy', positionOf(s), legal, w.seat, randomAt(s));
}

/**
 * "Try it from here": a new branch from the position shown, without the moves after it; the
 * game it came from is returned untouched, for the page to keep beside it.
 */
export function forkAt(s: Session): Session {
  const keep = s.cursor;
  return { ...s, states: s.states.slice(0, keep + 1), events: s.events.slice(0, keep), moves: s.moves.slice(0, keep), cursor: keep };
}
