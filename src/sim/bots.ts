import type { Move } from '../engine';
import { greedyBot, randomBot, type Bot } from './greedy';
import { DEFAULT_HORIZON, DEFAULT_SIM_PLAYOUTS, mctsChoose, type PlayoutPolicy } from './mcts';

export { greedyBot, randomBot, type Bot } from './greedy';

/**
 * The simulator's players by name. `random` and `greedy` decide at once; `mcts`
 * searches, with a budget of playouts per move and a playout policy (`BotSettings`).
 */
export const BOT_NAMES = ['random', 'greedy', 'mcts'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export const isBotName = (name: string): name is BotName => (BOT_NAMES as readonly string[]).includes(name);

/** How a searching bot searches. Ignored by the others. */
export interface BotSettings {
  /** Playouts per move. Default `DEFAULT_SIM_PLAYOUTS`. A count, not a time: a simulation must be reproducible. */
  budget?: number;
  /** How games are played on below the search tree. Default 'random'. */
  policy?: PlayoutPolicy;
  /** Moves played with `policy` before a position is valued. Default `DEFAULT_HORIZON` (0: valued at once). */
  horizon?: number;
}

/**
 * A search bot: each decision with more than one legal move is searched, seeded
 * from the game's generator, so the game stays a pure function of its seed.
 */
export function mctsBot(settings: BotSettings = {}): Bot {
  const budget = { playouts: settings.budget ?? DEFAULT_SIM_PLAYOUTS };
  const policy = settings.policy ?? 'random';
  const horizon = settings.horizon ?? DEFAULT_HORIZON;
  return (state, moves, rng) => {
    if (moves.length === 1) return moves[0];
    const seed = Math.floor(rng() * 0x100000000);
    const choice = mctsChoose(state, { budget, seed, policy, horizon });
    // The search lists the same frozen move objects; fall back to equal data all the same.
    return (choice === null ? null : listedMove(moves, choice.move)) ?? moves[0];
  };
}

/**
 * `move` as the object in `legal` that is the same move: itself, or one with equal data
 * (a move that came as a copy, from a worker or a file). Null when it is not listed.
 */
export function listedMove(legal: readonly Move[], move: Move): Move | null {
  if (legal.includes(move)) return move;
  const key = JSON.stringify(move);
  return legal.find((m) => JSON.stringify(m) === key) ?? null;
}

export function makeBot(name: BotName, settings: BotSettings = {}): Bot {
  return name === 'mcts' ? mctsBot(settings) : name === 'greedy' ? greedyBot : randomBot;
}

/** Every bot with default settings. */
export const BOTS: Record<BotName, Bot> = { random: randomBot, greedy: greedyBot, mcts: mctsBot() };
