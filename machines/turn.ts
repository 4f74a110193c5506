import { gameSetup, initialContext, moveHandlers } from './logic';

/**
 * The turn sequence: setup, then rounds of four phases until the game ends, then
 * the final scoring. Each transition waits on the engine's state, so the chart
 * shows the flow and the engine keeps the rules.
 */
export const turnRegion = {
  initial: 'setup',
  description: 'Whose turn it is and which phase of the round is being played.',
  states: {
    setup: {
      description: 'Money dealt, departure-card markers placed, ships on harbors, first player chosen.',
      always: { target: 'round' },
    },
    round: {
      initial: 'phase1',
      always: { guard: 'gameOver', target: 'over' },
      states: {
        phase1: {
          description: 'Clockwise from the first player: one action each, then an optional ship purchase.',
          initial: 'action',
          always: { guard: { type: 'phaseIs', params: { phase: 2 } }, target: 'phase2' },
          states: {
            action: {
              description: 'Place a port marker, take an option card, or pass.',
              always: { guard: { type: 'stepIs', params: { step: 'clipper' } }, target: 'clipper' },
            },
            clipper: {
              description: 'Buy a waiting ship for $3, or not.',
              always: { guard: { type: 'stepIs', params: { step: 'action' } }, target: 'action' },
            },
          },
        },
        phase2: {
          description: 'Clockwise: each player’s placement turn, as many segments as their card allows.',
          initial: 'placing',
          always: { guard: { type: 'phaseIs', params: { phase: 3 } }, target: 'phase3' },
          states: { placing: {} },
        },
        phase3: {
          description: 'Clockwise again: a second placement turn each.',
          initial: 'placing',
          always: { guard: { type: 'phaseIs', params: { phase: 1 } }, target: 'phase4' },
          states: { placing: {} },
        },
        phase4: {
          description: 'Option cards return; the first-player card passes left.',
          always: { target: 'phase1' },
        },
      },
    },
    over: {
      description: 'All segments laid, or the player due to lay could not.',
      initial: 'scoring',
      states: {
        scoring: { entry: 'score', always: { target: 'scored' } },
        scored: { type: 'final' },
      },
    },
  },
} as const;

export const turnMachine = gameSetup.createMachine({
  id: 'turn',
  context: initialContext,
  on: moveHandlers,
  ...turnRegion,
});
