import { setup } from './setup';
import type { State } from './schema';

/**
 * Positions for the toolkit's generic checks (random play move by move), since the excerpt
 * has no setup. They are built only from facts the excerpt gives; the players' money, the
 * columns' spots and where the ships lie are this file's choices, not the game's.
 */
const LAYOUTS: readonly unknown[] = [
  // The stack has run out: three rounds to go, with ships to race, load and run.
  {
    startPlayer: 'yellow',
    countdown: 3,
    players: [
      {
        colour: 'yellow',
        cash: 200,
        contracts: 1,
        printedCoal: 2,
        captain: 'coal',
        supply: ['BRITANNIA'],
        columns: { black: { spots: [{ cost: 30 }, { cost: 60 }] }, red: { spots: [{ cost: 60 }] }, green: { spots: [{ cost: 0 }] }, blue: { spots: [{}, {}] } },
      },
      { colour: 'blue', cash: 150, captain: 'ships-a', printedCoal: 2, supply: ['THERMOPYLAE'], columns: { black: { spots: [{ cost: 30 }] }, white: { spots: [{ cost: 0 }] } } },
    ],
    ports: {
      montreal: { region: 'north-atlantic', ship: { id: 'ARIZONA', owner: 'yellow', coal: 1 } },
      'new-york': { region: 'north-atlantic', ship: { id: 'SCOTIA', owner: null } },
      yokohama: { region: 'pacific', ship: { id: 'ATLANTIC', owner: 'blue', coal: 0 } },
      'rio-de-janeiro': { ship: { id: 'CAMPANIA', owner: 'yellow', coal: 2 }, houses: ['blue'] },
      'port-1': { ship: { id: 'CUTTY SARK', owner: 'yellow' } },
      'port-2': { ship: { id: 'ADRIATIC', owner: 'blue', coal: 1 } },
    },
    market: ['BELGENLAND', null, null],
    docks: { blue: 'POMMERANIA' },
    turn: { seat: 'yellow' },
  },
];

export function samples(): State[] {
  return LAYOUTS.flatMap((layout) => {
    const made = setup({ players: [], seed: 1, layout });
    return made.ok ? [made.value] : [];
  });
}
