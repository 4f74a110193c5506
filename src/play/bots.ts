import type { Move } from '../engine';
import { isBotName } from '../sim/bots';
import { describeMove } from '../game/describe';
import type { Say } from '../i18n/format';
import { english } from '../i18n/english';
import type { MctsChoice } from '../sim/mcts';
import { answerSearch, listedMove, type SearchAsk } from './search';
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

/** What to ask for the bot's move at this point of the game (see search.ts): seeded by the game's seed and the move number. */
export function botAsk(s: PlaySession, bot: string, id = 0): SearchAsk | null {
  if (legalNow(s).length === 0 || !isBotName(bot)) return null;
  return { id, kind: 'bot', state: positionOf(s), bot, seed: (s.game.seed * 7919 + s.cursor * 104729) >>> 0 };
}

/** The bot's move, worked out here (the page asks its worker the same question for the searching bots). */
export function botMove(s: PlaySession, bot: string): Move | null {
  const ask = botAsk(s, bot);
  const reply = ask && answerSearch(ask);
  return reply?.kind === 'bot' && reply.move ? listedMove(legalNow(s), reply.move) : null;
}

/**
 * The hint: the search bot's choice for the player to act (`mctsChoose`, 2,000
 * playouts, seeded by the position so the same position gives the same hint),
 * with why: the score it expects the player to finish with, and what the move
 * gains over the runner-up.
 */
export interface Hint {
  move: Move;
  label: string;
  why: string;
}

export const hintAsk = (s: PlaySession, id = 0): SearchAsk => ({ id, kind: 'hint', state: positionOf(s), seed: (s.game.seed * 31 + s.cursor) >>> 0 });

/** The search's choice as the hint the page shows, in the page's words. */
export function hintOf(s: PlaySession, choice: MctsChoice | null, say: Say = english, locale = 'en-US'): Hint | null {
  if (!choice) return null;
  const state = positionOf(s);
  // The engine's own frozen move object, so the list can mark it.
  const move = listedMove(legalNow(s), choice.move) ?? choice.move;
  const expected = choice.expected[choice.seat];
  const runner = choice.runnerUp ? say('play.hint.runner', { gain: choice.gain.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), move: lowerFirst(describeMove(s.map, choice.runnerUp.move, say)) }) : '';
  return {
    move,
    label: describeMove(s.map, move, say),
    why: say('play.hint.why', { playouts: choice.playouts.toLocaleString(locale), name: state.players[choice.seat].name, points: Math.round(expected) }) + runner,
  };
}

/** The hint, searched here. */
export function hint(s: PlaySession, say: Say = english, locale = 'en-US'): Hint | null {
  const reply = answerSearch(hintAsk(s));
  return hintOf(s, reply.kind === 'hint' ? reply.choice : null, say, locale);
}

/** Delay before a bot moves, per speed setting, in milliseconds. */
export const BOT_SPEEDS = { slow: 1500, normal: 700, fast: 150 } as const;
export type BotSpeed = keyof typeof BOT_SPEEDS | 'paused';

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
