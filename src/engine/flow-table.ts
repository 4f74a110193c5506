import { CLIPPER_PRICE } from './context';
import { companyOf } from './origins';
import { sitsOut } from './cards';
import { anyPlacementWithoutShip, hasAnyPlacement, shipCanStart } from './route';
import type { RuleId } from './rules';
import { SHIP_COMPANY_IDS } from '../map/schema';
import { allowance } from './cards';
import type { GameState, MoveType, Phase, Seat, Step } from './types';

/**
 * The order of play as data, in the spirit of boardgame.io's phases and turn
 * order: the steps of a round, the moves each step accepts, what follows a move,
 * who acts next and what skips a player or ends the game. `flow.ts` interprets
 * this table for the engine; `machines/` draws the turn-sequence chart from it.
 * Every condition names the rule it stands for and exactly one engine predicate.
 */

/** A condition of the sequence: a rule id, words for people, and the one predicate that decides it. */
export interface FlowCondition {
  rule: RuleId;
  /** For people, completing "if …". */
  says: string;
  test: (state: GameState, seat: Seat) => boolean;
}

export const FLOW_CONDITIONS = {
  phaseDone: {
    rule: 'turn.order',
    says: 'every player has had their turn in this phase',
    test: (s) => s.turn >= s.players.length,
  },
  shipForSale: {
    rule: 'clipper.buy',
    says: 'they can afford a ship whose route could start',
    test: shipForSale,
  },
  allLaid: {
    rule: 'end.all-laid',
    says: 'every segment of every company is laid',
    test: allLaid,
  },
  turnGoesOn: {
    rule: 'turn.allowance',
    says: 'their card allows another segment and one can be laid',
    test: turnGoesOn,
  },
  sitsOut: {
    rule: 'card.5x.one-phase',
    says: 'they laid the 5X card in the other phase',
    test: sitsOut,
  },
  cannotLay: {
    rule: 'end.no-placement',
    says: 'the player due to lay cannot lay any segment',
    test: (s, seat) => !hasAnyPlacement(s, seat),
  },
  boardDead: {
    rule: 'end.dead-board',
    says: 'nobody could lay a segment without buying a ship',
    test: (s) => !anyPlacementWithoutShip(s),
  },
} as const satisfies Record<string, FlowCondition>;

export type ConditionName = keyof typeof FLOW_CONDITIONS;

/** Does the condition hold now, for the player whose turn it is? The one way the engine and the charts ask. */
export const holds = (name: ConditionName, s: GameState): boolean =>
  (FLOW_CONDITIONS[name] as FlowCondition).test(s, (s.firstPlayer + s.turn) % s.players.length);

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

// Plain loops: these run after every phase-1 action and every segment.
function shipForSale(s: GameState, seat: Seat): boolean {
  if (s.players[seat].money < CLIPPER_PRICE) return false;
  for (const c of SHIP_COMPANY_IDS) if (companyOf(s.companies, c).spare > 0 && shipCanStart(s, c)) return true;
  return false;
}

function allLaid(s: GameState): boolean {
  const c = s.companies;
  // Spelled out (every CompanyId; the record's type has exactly these keys): read after every segment.
  return c.red.supply === 0 && c.blue.supply === 0 && c.white.supply === 0 && c.green.supply === 0 && c.black.supply === 0 && c.purple.supply === 0;
}

/**
 * After a placement-turn move: may the same player go on? Not once the Port card's
 * move replaced the placement; yes while the card allows another segment and one
 * can be laid; and, under `in-addition`, while the Port card waits to be used.
 */
function turnGoesOn(s: GameState, seat: Seat): boolean {
  if (s.portMoved && s.variants.portCard === 'replaces-placement') return false;
  if (s.placed < allowance(s, seat) && hasAnyPlacement(s, seat)) return true;
  return s.placed > 0 && portMovePending(s, seat);
}

/** Under "in-addition", a Port card holder keeps the turn open to move a marker after laying. */
export function portMovePending(state: GameState, seat: Seat): boolean {
  if (state.variants.portCard !== 'in-addition' || state.players[seat].card !== 'port') return false;
  for (const card of state.cards) if (card.id === 'port') return card.status === 'held';
  return false;
}
