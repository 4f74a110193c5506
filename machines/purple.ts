import { gameSetup, initialContext, moveHandlers } from './logic';

/** The purple company sleeps until two different companies reach its home island. */
export const purpleMachine = gameSetup.createMachine({
  id: 'purple',
  description: 'Purple segments may be laid only once it is active.',
  context: initialContext,
  on: moveHandlers,
  initial: 'inactive',
  states: {
    inactive: {
      description: 'Fewer than two companies connected to American Samoa.',
      always: { guard: 'purpleActive', target: 'active' },
    },
    active: { description: 'Any number of purple routes may start from its home; partial links allowed.' },
  },
});
