import type { FlowTable } from '../module';
import { inHand } from './legal';
import type { ShipItState } from './schema';
import { isOver } from './shipment';

const chitChoice = (s: ShipItState) => s.cascade !== null && s.cascade.chitFrom.length > 1;

/**
 * Ship It!'s order of play as data: a colour's turn is four optional phases in order
 * (then the end of the turn); a shipment is triggered mid-turn, its chit and
 * redistribution steps run, and the turn goes on where it was. Keys of `afterMove` are
 * move types. Words for every id are in words-en/fr `flow`. The core keeps its own
 * record of where play stands (`turn.phase`, `cascade`); `at` reads it, and the generic
 * suites hold the chart's actor, run by this table, to it after every corpus move.
 */
export const FLOW: FlowTable<ShipItState> = {
  order: { preset: 'clockwise', from: 'first-seat' },
  phases: [
    { id: 'turn', steps: ['buy', 'build', 'officials', 'freight', 'done'], rule: 'turn.phases' },
    { id: 'shipment', steps: ['chit', 'redistribute'], rule: 'ship.cascade' },
  ],
  steps: {
    buy: { moves: ['buy', 'draw', 'remove'], optional: true },
    build: { moves: ['build'], passWhen: 'handEmpty' },
    officials: { moves: ['official'], optional: true },
    freight: { moves: ['pipStop', 'freight'], optional: true },
    done: { moves: ['end'] },
    chit: { moves: ['chit'] },
    redistribute: { moves: ['scatter'] },
  },
  afterMove: {
    buy: [{ then: 'buy' }],
    draw: [{ then: 'buy' }],
    // A removed link goes back to the pool or to the hand: buying may go on either way.
    remove: [{ then: 'buy' }],
    build: [{ if: 'handEmpty', then: 'officials' }, { then: 'build' }],
    official: [{ if: 'over', then: 'second-hub' }, { if: 'chitChoice', then: 'chit' }, { if: 'shipping', then: 'redistribute' }, { then: 'officials' }],
    pipStop: [{ then: 'freight' }],
    freight: [{ if: 'over', then: 'second-hub' }, { if: 'chitChoice', then: 'chit' }, { if: 'shipping', then: 'redistribute' }, { then: 'freight' }],
    chit: [{ if: 'shipping', then: 'redistribute' }, { then: 'turn' }],
    scatter: [{ if: 'over', then: 'second-hub' }, { if: 'chitChoice', then: 'chit' }, { if: 'shipping', then: 'redistribute' }, { then: 'turn' }],
    end: [{ then: 'turn-end' }],
  },
  phaseOver: {
    // The next colour's turn: the same phases again.
    turn: [{ then: 'turn' }],
  },
  operations: {
    'new-turn': { rule: 'turn.points', at: 'phase-begin' },
    shipment: { rule: 'ship.threshold', at: 'triggered' },
    cascade: { rule: 'ship.cascade', at: 'triggered' },
  },
  conditions: {
    handEmpty: { rule: 'build.all', test: (s) => inHand(s).length === 0 },
    chitChoice: { rule: 'ship.chit', test: chitChoice },
    shipping: { rule: 'ship.threshold', test: (s) => s.cascade !== null },
    over: { rule: 'end.second-hub', test: isOver },
  },
  endings: { 'second-hub': { rule: 'end.second-hub' } },
  at: (s) => {
    if (isOver(s)) return 'second-hub';
    if (s.cascade) return chitChoice(s) ? 'chit' : 'redistribute';
    const t = s.turn;
    if (t.phase === 1) return 'buy';
    if (t.phase === 2) return inHand(s).length > 0 ? 'build' : 'officials';
    return t.phase === 3 ? 'officials' : 'freight';
  },
};
