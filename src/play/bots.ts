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

/**
 * Points of difference between the chosen move and the runner-up below which the hint calls
 * them about even: the search's means over a few hundred playouts each move easily move by
 * this much from one seed to another, and the hint rounds its points to whole numbers.
 */
export const HINT_EVEN_POINTS = 0.5;

/**
 * How the chosen move compares with the runner-up, in the page's words. The search picks the
 * move it played out most (the robust child), which is not always the move with the highest
 * mean points for the player: it steers by the player's lead over the others, and close means
 * are noise. So the sentence says "more" only when the chosen move's mean really is ahead;
 * when the two are about even, or the runner-up's mean is ahead, it says so and why the
 * search still picked this one (more playouts; with as many playouts, the better lead).
 */
export function hintComparison(choice: MctsChoice, name: string, runnerUp: string, say: Say = english, locale = 'en-US'): string {
  const runner = choice.runnerUp;
  if (!runner) return '';
  const points = (x: number) => x.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (choice.gain >= HINT_EVEN_POINTS) return say('play.hint.runner', { gain: points(choice.gain), move: runnerUp });
  const reason =
    choice.visits > runner.visits
      ? say('play.hint.reason.visits', { visits: choice.visits.toLocaleString(locale), other: runner.visits.toLocaleString(locale) })
      : say('play.hint.reason.lead', { name });
  if (choice.gain > -HINT_EVEN_POINTS) return say('play.hint.even', { move: runnerUp, reason });
  return say('play.hint.behind', { move: runnerUp, name, gain: points(-choice.gain), reason });
}

/** The search's choice as the hint the page shows, in the page's words. */
export function hintOf(s: PlaySession, choice: MctsChoice | null, say: Say = english, locale = 'en-US'): Hint | null {
  if (!choice) return null;
  const state = positionOf(s);
  // The engine's own frozen move object, so the list can mark it.
  const move = listedMove(legalNow(s), choice.move) ?? choice.move;
  const expected = choice.expected[choice.seat];
  const name = state.players[choice.seat].name;
  const runner = choice.runnerUp ? hintComparison(choice, name, lowerFirst(describeMove(s.map, choice.runnerUp.move, say)), say, locale) : '';
  return {
    move,
    label: describeMove(s.map, move, say),
    why: say('play.hint.why', { playouts: choice.playouts.toLocaleString(locale), name, points: Math.round(expected) }) + runner,
  };
}

/** The hint, searched here. */
export function hint(s: PlaySession, say: Say = english, locale = 'en-US'): Hint | null {
  const reply = answerSearch(hintAsk(s));
  return hintOf(s, reply.kind === 'hint' ? reply.choice : null, say, locale);
}

/**
 * A bot's display name in the page's language (Random, Greedy, Search; Hasard, Glouton, Chercheur),
 * the one name it has everywhere it is named; the id (random, greedy, mcts) stays in files and links.
 * A name no bot has is shown as it is.
 */
export const botLabel = (bot: string, say: Say = english): string => (isBotName(bot) ? say(`bot.${bot}`) : bot);

/** Delay before a bot moves, per speed setting, in milliseconds. */
export const BOT_SPEEDS = { slow: 1500, normal: 700, fast: 150 } as const;
export type BotSpeed = keyof typeof BOT_SPEEDS | 'paused';

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
