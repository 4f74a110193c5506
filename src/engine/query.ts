import type { CardId, CardState, GameState, Phase, Step } from './types';

/**
 * Read-only questions about a game, named as the statecharts ask them. The
 * machines in `machines/` decide nothing themselves; their guards are these.
 */
export const phaseOf = (state: GameState): Phase => state.phase;
export const stepOf = (state: GameState): Step => state.step;
export const isOver = (state: GameState): boolean => state.ended !== null;
export const isPurpleActive = (state: GameState): boolean => state.purpleActive;
export const cardStatus = (state: GameState, card: CardId): CardState['status'] | undefined =>
  state.cards.find((c) => c.id === card)?.status;
