import type { FlowTable } from '../module';
import { loadingOver } from './actions/coal';
import { endsNow } from './actions/end';
import { KNOWN_POSITIONS, RONDEL_SPOTS, type State } from './schema';
import { FREE_STEPS } from './actions/rondel';

/**
 * A turn as data: phase 1 (place a ship or take a contract), phase 2 (spend contracts,
 * optional), phase 3 (move the captain on the rondel, then the action's steps in order).
 * `then` names a step, `spot-action` (the step the captain's new spot begins with) or
 * `turn-end` (the next seat clockwise). The turn core (`turn.ts`) reads this table's moves
 * and conditions; `phaseOver` and `at` are for the chart and its actor.
 */
const ACTION = ['action.none'] as const;

export const flow: FlowTable<State> = {
  order: { preset: 'clockwise', from: 'holder' },
  // The excerpt orders only the first spots from Coal (`rondel.order`); the chart draws the rest as not given.
  choice: { preset: 'rondel', spots: RONDEL_SPOTS, free: FREE_STEPS, beyond: 'contract.rondel', rule: 'rondel.steps', known: Object.keys(KNOWN_POSITIONS).length },
  phases: [
    { id: 'phase-1', steps: ['place'], rule: 'turn.phases' },
    { id: 'phase-2', steps: ['contracts'], rule: 'turn.phases' },
    { id: 'phase-3', steps: ['rondel', 'coal-pier', 'coal-load', 'house', 'fleet', 'cargo', 'region', 'blue-riband', 'ships'], rule: 'action.order' },
  ],
  steps: {
    place: { moves: ['ship.place', 'contract.take'] },
    // The rondel move closes phase 2, so it is accepted here too.
    contracts: { moves: ['contract.money', 'contract.coal', 'contract.house', 'rondel.move'], optional: true },
    rondel: { moves: ['rondel.move'] },
    'coal-pier': { moves: ['coal.pier', 'coal.pier.skip', ...ACTION] },
    'coal-load': { moves: ['coal.load'] },
    house: { moves: ['house.build', ...ACTION] },
    fleet: { moves: ['fleet.run', ...ACTION] },
    cargo: { moves: ['cargo.run', ...ACTION] },
    region: { moves: ['region.run', ...ACTION] },
    'blue-riband': { moves: ['blue-riband.run', ...ACTION] },
    ships: { moves: ['ships.buy', ...ACTION] },
  },
  afterMove: {
    'ship.place': [{ then: 'contracts' }],
    'contract.take': [{ then: 'contracts' }],
    'contract.money': [{ then: 'contracts' }],
    'contract.coal': [{ then: 'contracts' }],
    'contract.house': [{ then: 'contracts' }],
    'rondel.move': [{ then: 'spot-action' }],
    'coal.pier': [{ if: 'loading-over', then: 'turn-end' }, { then: 'coal-load' }],
    'coal.pier.skip': [{ if: 'loading-over', then: 'turn-end' }, { then: 'coal-load' }],
    'coal.load': [{ if: 'loading-over', then: 'turn-end' }, { then: 'coal-load' }],
    'house.build': [{ then: 'turn-end' }],
    'fleet.run': [{ then: 'turn-end' }],
    'cargo.run': [{ then: 'turn-end' }],
    'region.run': [{ then: 'turn-end' }],
    'blue-riband.run': [{ then: 'turn-end' }],
    'ships.buy': [{ then: 'turn-end' }],
    'action.none': [{ then: 'turn-end' }],
  },
  phaseOver: {
    // The turn over: the game ends if the countdown is out, otherwise the next seat's turn begins at phase 1.
    'phase-3': [{ if: 'countdown-out', then: 'countdown' }, { then: 'phase-1' }],
  },
  operations: {
    'coal-lost': { rule: 'coal.lost', at: 'triggered' },
    'market-refill': { rule: 'ships.refill', at: 'triggered' },
    'end-trigger': { rule: 'end.trigger', at: 'triggered' },
    'end-countdown': { rule: 'end.countdown', at: 'triggered' },
  },
  conditions: {
    'loading-over': { rule: 'coal.lost', test: loadingOver },
    'countdown-out': { rule: 'end.countdown', test: endsNow },
  },
  endings: {
    countdown: { rule: 'end.countdown', deferred: 'this-round-and-three-more' },
    'excerpt-ends': { rule: 'turn.missing' },
  },
  // The core keeps the step it waits on. Where the excerpt runs out no move is played, so the chart stays at that step.
  at: (s) => (s.ended ? 'countdown' : s.turn.step),
};
