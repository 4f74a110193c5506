import type { FlowTable } from '../module';
import { inHand } from './legal';
import type { ShipItState } from './schema';
import { isOver } from './shipment';

/**
 * Ship It!'s order of play as data: a colour's turn is four optional phases in order
 * (then the end of the turn); a shipment is an operation triggered mid-turn, whose
 * chit and redistribution steps run before the turn goes on. Keys of `afterMove` are
 * move types. Words for every id are in words-en/fr `flow`.
 */
export const FLOW: FlowTable<ShipItState> = {
  order: { preset: 'clockwise', from: 'first-seat' },
  phases: [
    { id: 'turn', steps: ['buy', 'build', 'officials', 'freight', 'done'], rule: 'turn.phases' },
    { id: 'shipment', steps: ['chit', 'redistribute'], rule: 'ship.cascade' },
  ],
  steps: {
    buy: { moves: ['buy', 'draw', 'remove'], optional: true },
    build: { moves: ['build'] },
    officials: { moves: ['official'], optional: true },
    freight: { moves: ['pipStop', 'freight'], optional: true },
    done: { moves: ['end'] },
    chit: { moves: ['chit'] },
    redistribute: { moves: ['scatter'] },
  },
  afterMove: {
    buy: [{ then: 'buy' }],
    draw: [{ then: 'buy' }],
    remove: [{ then: 'build' }],
    build: [{ if: 'handEmpty', then: 'officials' }, { then: 'build' }],
    official: [{ if: 'over', then: 'second-hub' }, { if: 'shipping', then: 'shipment' }, { then: 'officials' }],
    pipStop: [{ then: 'freight' }],
    freight: [{ if: 'over', then: 'second-hub' }, { if: 'shipping', then: 'shipment' }, { then: 'freight' }],
    chit: [{ if: 'shipping', then: 'redistribute' }, { then: 'turn' }],
    scatter: [{ if: 'over', then: 'second-hub' }, { if: 'shipping', then: 'redistribute' }, { then: 'turn' }],
    end: [{ then: 'next-turn' }],
  },
  phaseOver: {
    turn: [{ if: 'over', then: 'second-hub' }, { then: 'next-turn' }],
    shipment: [{ if: 'over', then: 'second-hub' }, { then: 'cascade' }],
  },
  operations: {
    'new-turn': { rule: 'turn.points', at: 'phase-begin' },
    shipment: { rule: 'ship.threshold', at: 'triggered' },
    cascade: { rule: 'ship.cascade', at: 'triggered' },
  },
  conditions: {
    handEmpty: { rule: 'build.all', test: (s) => inHand(s).length === 0 },
    shipping: { rule: 'ship.threshold', test: (s) => s.cascade !== null },
    over: { rule: 'end.second-hub', test: isOver },
  },
  endings: { 'second-hub': { rule: 'end.second-hub' } },
};
