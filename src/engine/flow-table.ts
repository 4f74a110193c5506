import type { RuleId } from './rules';
import type { EndReason, MoveType, Phase, Step } from './types';
import type { Position } from './rollout/position';
import { allLaid, allowance, boardDead, hasAnyPlacement, shipForSale, turnGoesOn } from './rollout/turn';

/**
 * The order of play as data, in the spirit of boardgame.io's phases and turn
 * order: the steps of a round, the moves each step accepts, what follows a move,
 * who acts next and what skips a player or ends the game. The core interprets
 * this table (rollout/flow.ts); `machines/` draws the
 * turn-sequence chart from it. Every condition names the rule it stands for and
 * exactly one predicate of the core (rollout/turn.ts), asked of its position.
 */

/** A condition of the sequence: a rule id, words for people, and the one predicate that decides it. */
export interface FlowCondition {
  rule: RuleId;
  /** For people, completing "if …". */
  says: string;
  test: (p: Position, seat: number) => boolean;
}

export const FLOW_CONDITIONS = {
  phaseDone: {
    rule: 'turn.order',
    says: 'every player has had their turn in this phase',
    test: (p) => p.turn >= p.players,
  },
  shipForSale: {
    rule: 'clipper.buy',
    says: 'they can afford a ship whose route could start',
    test: (p, seat) => shipForSale(p, seat),
  },
  allLaid: {
    rule: 'end.all-laid',
    says: 'every segment of every company is laid',
    test: (p) => allLaid(p),
  },
  turnGoesOn: {
    rule: 'turn.allowance',
    says: 'their card allows another segment and one can be laid',
    test: (p, seat) => turnGoesOn(p, seat),
  },
  sitsOut: {
    rule: 'card.5x.one-phase',
    says: 'they laid the 5X card in the other phase',
    test: (p, seat) => allowance(p, seat) === 0,
  },
  cannotLay: {
    rule: 'end.no-placement',
    says: 'the player due to lay cannot lay any segment',
    test: (p, seat) => !hasAnyPlacement(p, seat),
  },
  boardDead: {
    rule: 'end.dead-board',
    says: 'nobody could lay a segment without buying a ship',
    test: (p) => boardDead(p),
  },
} as const satisfies Record<string, FlowCondition>;

export type ConditionName = keyof typeof FLOW_CONDITIONS;

/** The reason a game ends, from the condition that ended it (`allLaid` → `all-laid`). */
export const END_REASON_OF: Readonly<Partial<Record<ConditionName, EndReason>>> = {
  allLaid: 'all-laid',
  cannotLay: 'no-placement',
  boardDead: 'dead-board',
};

/** What a move or a phase leads to: the same player's next step, the next player, a phase, or the end. */
export type FlowTarget = Step | 'same-turn' | 'next-player' | 'end';
export interface FlowRule<T extends string = FlowTarget> {
  if?: ConditionName;
  then: T;
  /** Only in these phases (where the condition can hold at all). */
  phases?: readonly Phase[];
}

export interface FlowStep {
  phases: readonly Phase[];
  /** For people: what the player does in this step. */
  title: string;
  moves: readonly MoveType[];
}

export const FLOW = {
  /** The steps of a round, the phases they belong to, and the moves each accepts. */
  steps: {
    action: { phases: [1], title: 'Phase-1 action', moves: ['port.place', 'card.take', 'pass'] },
    clipper: { phases: [1], title: 'Ship purchase', moves: ['clipper.buy', 'clipper.skip'] },
    place: { phases: [2, 3], title: 'Placement turn', moves: ['segment.place', 'port.move', 'turn.end'] },
  } satisfies Record<Step, FlowStep>,
  /** After an accepted move, the first rule whose condition holds (or has none) applies. */
  afterMove: {
    'port.place': [{ if: 'shipForSale', then: 'clipper' }, { then: 'next-player' }],
    'card.take': [{ if: 'shipForSale', then: 'clipper' }, { then: 'next-player' }],
    pass: [{ if: 'shipForSale', then: 'clipper' }, { then: 'next-player' }],
    'clipper.buy': [{ then: 'next-player' }],
    'clipper.skip': [{ then: 'next-player' }],
    'segment.place': [{ if: 'allLaid', then: 'end' }, { if: 'turnGoesOn', then: 'same-turn' }, { then: 'next-player' }],
    'port.move': [{ if: 'turnGoesOn', then: 'same-turn' }, { then: 'next-player' }],
    'turn.end': [{ then: 'next-player' }],
  } satisfies Record<MoveType, readonly FlowRule[]>,
  /** Players act one at a time, clockwise from the holder of the first-player card (rule turn.order). */
  order: 'clockwise-from-first-player',
  /** When every player has acted in a phase (condition `phaseDone`). Phase 3 leads to phase 4 unless the board is dead. */
  phaseOver: {
    1: [{ then: 'phase 2' }],
    2: [{ then: 'phase 3' }],
    3: [{ if: 'boardDead', then: 'end' }, { then: 'phase 4' }],
  } satisfies Record<Phase, readonly FlowRule<'phase 2' | 'phase 3' | 'phase 4' | 'end'>[]>,
  /** Phase 4 (rule round.end): cards back, unstarted ships back, the first-player card passes left; then phase 1. */
  phase4: { rule: 'round.end', then: 'phase 1' },
  /** A player due to lay in phase 2 or 3: skipped, the end of the game, or their turn. */
  // Only phase 3 can be the 5X card's other phase: a card laid in phase 3 was not laid in phase 2, which is over.
  dueToLay: [{ if: 'sitsOut', then: 'skip', phases: [3] }, { if: 'cannotLay', then: 'end' }, { then: 'place' }],
} as const;
