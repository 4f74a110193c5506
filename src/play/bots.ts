import { createRng, type Move } from '../engine';
import { BOTS, isBotName } from '../sim/bots';
import { describeMove } from '../game/describe';
import { legalNow, positionOf, seatToAct, type PlaySession } from './session';

/**
 * Bots on the play page: the simulator's players, asked for a move from the
 * engine's legal moves. Each choice draws from a generator seeded by the game's
 * seed and the move number, so undoing and replaying a bot's move gives the same move.
 */

/** The bot playing the seat to act, if a bot plays it and the game is not over. */
export function botToAct(s: PlaySession): string | null {
  if (positionOf(s).ended) return null;
  const bot = s.game.players[seatToAct(s)]?.bot;
  return bot && isBotName(bot) ? bot : null;
}

export function botMove(s: PlaySession, bot: string): Move | null {
  const moves = legalNow(s);
  if (moves.length === 0 || !isBotName(bot)) return null;
  const rng = createRng((s.game.seed * 7919 + s.cursor * 104729) >>> 0);
  return BOTS[bot](positionOf(s), moves, rng);
}

/**
 * The hint: what the greedy bot would play for the player to act, and why it is
 * only a suggestion. (The search bot, `mctsChoose`, is not part of this build;
 * when it is, it replaces the greedy bot here.)
 */
export interface Hint {
  move: Move;
  label: string;
  by: string;
}

export function hint(s: PlaySession): Hint | null {
  const move = botMove(s, 'greedy');
  return move ? { move, label: describeMove(s.map, move), by: 'the greedy bot (plays for the points it can see this turn)' } : null;
}

/** Delay before a bot moves, per speed setting, in milliseconds. */
export const BOT_SPEEDS = { slow: 1500, normal: 700, fast: 150 } as const;
export type BotSpeed = keyof typeof BOT_SPEEDS | 'paused';
