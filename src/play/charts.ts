import type { CardId, GameState } from '../engine';

/**
 * Which state each statechart is in for a position, as the state ids of
 * `machines/export.ts` (`game.round.phase1.action`, `option-card.held`, …). The
 * charts' guards are the engine's questions, so the position settles them; a test
 * holds this reading to the XState actor itself over whole games.
 */
export interface ActiveStates {
  /** The turn sequence: the active leaf and its ancestors. */
  game: string[];
  /** Each option card's state. */
  cards: Record<CardId, string>;
  purple: string;
}

export function activeStates(state: GameState): ActiveStates {
  const game = state.ended
    ? ['game', 'game.over', 'game.over.scored']
    : state.phase === 1
      ? ['game', 'game.round', 'game.round.phase1', `game.round.phase1.${state.step === 'clipper' ? 'clipper' : 'action'}`]
      : ['game', 'game.round', `game.round.phase${state.phase}`, `game.round.phase${state.phase}.placing`];
  const cards = {} as Record<CardId, string>;
  for (const card of state.cards) cards[card.id] = `option-card.${card.status}`;
  return { game, cards, purple: state.purpleActive ? 'purple.active' : 'purple.inactive' };
}

/** "2X (first)", "Port": how the card charts are told apart on the page. */
export function cardChartLabel(id: CardId): string {
  switch (id) {
    case '2x-1':
      return '2X (1)';
    case '2x-2':
      return '2X (2)';
    case '2x-3':
      return '2X (3)';
    case '3x':
      return '3X';
    case '5x':
      return '5X';
    default:
      return 'Port';
  }
}
