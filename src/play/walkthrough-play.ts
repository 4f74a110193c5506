import type { BoardMap } from '../map/schema';
import { ok, type Result } from '../map/result';
import { gameFromWalkthrough } from '../game/fork';
import type { ReplayError } from '../game/replay';
import type { GameOrigin } from '../game/schema';
import type { Walkthrough } from '../walkthrough/schema';
import { jumpTo, playMove, startSession, type PlaySession } from './session';
import type { Move, Violation } from '../engine';

/**
 * A walkthrough opened on the play page: replayed to its end, with the author
 * free to step back to any step and play on from there ("what if"). The first
 * move that leaves the walkthrough's line marks the fork, so the game can be
 * exported as a new walkthrough starting with the original's steps.
 */
export interface WalkthroughContext {
  id: string | null;
  walkthrough: Walkthrough;
  /** `counts[k]`: moves in the first `k` steps (`counts[0] = 0`). */
  counts: number[];
  /**
   * The step the reader last asked for (opened at, or picked in the list). A step with no
   * moves of its own ("Pauline sits out") ends where the step before it does, so the cursor
   * alone cannot tell "after step 11" from "after step 12": the reader's choice decides.
   */
  chosen?: number;
}

export function openWalkthrough(w: Walkthrough, map: BoardMap, id: string | null, step: number = w.steps.length): Result<{ session: PlaySession; context: WalkthroughContext }, ReplayError> {
  const game = gameFromWalkthrough(w, w.steps.length, id ?? undefined);
  delete game.origin;
  game.title = w.title;
  const session = startSession(game, map);
  if (!session.ok) return session;
  const counts = [0];
  for (const s of w.steps) counts.push(counts[counts.length - 1] + s.moves.length);
  const at = Math.max(0, Math.min(step, w.steps.length));
  const context = { id, walkthrough: w, counts, chosen: at };
  return ok({ session: jumpTo(session.value, counts[at]), context });
}

/** Steps of the walkthrough fully played at `cursor`: the reader's chosen step when it ends there, else the last that does. */
export function stepsPlayed(ctx: WalkthroughContext, cursor: number): number {
  if (ctx.chosen !== undefined && ctx.counts[ctx.chosen] === cursor) return ctx.chosen;
  let k = 0;
  while (k + 1 < ctx.counts.length && ctx.counts[k + 1] <= cursor) k++;
  return k;
}

/** Is the session still on the walkthrough's own line (no move of its own yet)? */
export function onLine(ctx: WalkthroughContext, s: PlaySession): boolean {
  const moves = ctx.walkthrough.steps.flatMap((st) => st.moves);
  for (let i = 0; i < s.moves.length; i++) if (JSON.stringify(s.moves[i]) !== JSON.stringify(moves[i])) return i >= s.cursor;
  return true;
}

export function forkOrigin(ctx: WalkthroughContext, cursor: number): GameOrigin {
  const step = stepsPlayed(ctx, cursor);
  return { walkthrough: ctx.walkthrough.title, ...(ctx.id ? { id: ctx.id } : {}), step, moves: ctx.counts[step] };
}

/**
 * A move played while a walkthrough is open. On the walkthrough's line, the same
 * move as its next one just steps forward (redo); any other move is the fork.
 */
export function playInWalkthrough(ctx: WalkthroughContext, s: PlaySession, move: Move): Result<PlaySession, Violation> {
  const next = s.moves[s.cursor];
  if (next !== undefined && s.game.origin === undefined && JSON.stringify(next) === JSON.stringify(move)) return ok(jumpTo(s, s.cursor + 1));
  const played = playMove(s, move);
  if (!played.ok) return played;
  const origin = s.game.origin && s.game.origin.moves <= s.cursor ? s.game.origin : forkOrigin(ctx, s.cursor);
  return ok({ ...played.value, game: { ...played.value.game, origin, title: `${ctx.walkthrough.title}: what if (from step ${origin.step})` } });
}
