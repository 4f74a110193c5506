import type { CardId } from '../src/engine';
import { gameSetup, initialContext, moveHandlers } from './logic';

const is = (status: 'out' | 'available' | 'held' | 'used') => ({ type: 'cardIs' as const, params: { status } });

/**
 * One option card's life: out of the game, or on the table, taken for a round,
 * possibly spent, and back on the table at phase 4. Which card: `input.card`.
 */
export const optionCardMachine = gameSetup.createMachine({
  id: 'option-card',
  description: 'One option card (each of the six has its own).',
  context: initialContext,
  on: moveHandlers,
  initial: 'dealt',
  states: {
    dealt: {
      description: 'Laid out at setup.',
      always: [{ guard: is('out'), target: 'out' }, { target: 'available' }],
    },
    out: { description: 'Removed from the game (one 2X card with 3 or 4 players).' },
    available: {
      description: 'On the table; may be taken in phase 1 for its price.',
      always: { guard: is('held'), target: 'held' },
    },
    held: {
      description: 'In front of a player for this round.',
      always: [
        { guard: is('used'), target: 'used' },
        { guard: is('available'), target: 'available' },
      ],
    },
    used: {
      description: 'Spent before the round ends: the Port card after its move, the 5X card after its phase.',
      always: { guard: is('available'), target: 'available' },
    },
  },
});

export const OPTION_CARDS: readonly CardId[] = ['2x-1', '2x-2', '2x-3', '3x', '5x', 'port'];
