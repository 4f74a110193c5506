import { createRng, legalMoves, type GameState, type Move } from '../engine';
import { BOTS, isBotName, type BotName } from '../sim/bots';
import { DEFAULT_BUDGET, mctsChoose, type MctsChoice } from '../sim/mcts';

/**
 * The play page's searches (the hint, and moves for `mcts` seats), as plain
 * messages so that they can run in a Web Worker (search-worker.ts) and keep the
 * page answering while they think, or on the page's thread where there is no
 * worker. Either way the same pure function answers, so the answer is the same.
 */

export type SearchAsk =
  | { id: number; kind: 'hint'; state: GameState; seed: number }
  | { id: number; kind: 'bot'; state: GameState; bot: BotName; seed: number };

export type SearchReply =
  | { id: number; kind: 'hint'; choice: MctsChoice | null }
  | { id: number; kind: 'bot'; move: Move | null }
  | { id: number; kind: 'failed'; message: string };

/** Bots that think long enough to want a worker; the others answer at once on the page. */
export const SEARCHING_BOTS: readonly BotName[] = ['mcts'];

export function answerSearch(ask: SearchAsk): SearchReply {
  try {
    if (ask.kind === 'hint') return { id: ask.id, kind: 'hint', choice: mctsChoose(ask.state, { budget: DEFAULT_BUDGET, seed: ask.seed }) };
    if (!isBotName(ask.bot)) return { id: ask.id, kind: 'failed', message: `There is no bot "${String(ask.bot)}".` };
    const moves = legalMoves(ask.state);
    return { id: ask.id, kind: 'bot', move: moves.length === 0 ? null : BOTS[ask.bot](ask.state, moves, createRng(ask.seed)) };
  } catch (e) {
    // A worker that throws answers nothing; the page would wait for ever.
    return { id: ask.id, kind: 'failed', message: e instanceof Error ? e.message : String(e) };
  }
}

export { listedMove } from '../sim/bots';
