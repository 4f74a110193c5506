import { FLOW, type ConditionName, type FlowRule, type Phase, type Step } from '../src/engine';
import { toEvent } from './events';

/**
 * The turn-sequence region, generated from the engine's flow table
 * (`src/engine/flow-table.ts`). Each step's moves are events guarded by the
 * engine's acceptance (`accepts`), so `can(event)` is the engine's answer; a move
 * has one arrow per rule of what follows it, guarded by that rule's condition
 * (`accepts` with `then: turnGoesOn`). Who is due next, what skips a player and
 * what ends a phase or the game are eventless transitions guarded by the table's
 * conditions (one guard per condition, named as in the table): the engine has
 * played the flow with the move, and the guards read which way it went (game.ts).
 * Eventless transitions stand only where
 * nobody acts: setup, the turn over, the next player due, a player sitting out,
 * phase 4, scoring.
 * Whose turn it is stays in the game, in context.
 */

type Target = string;
interface Transition {
  target: Target;
  guard?: string | { type: string; params: Record<string, unknown> };
  actions?: ({ type: string; params?: Record<string, unknown> } | string)[];
}

export const TURN_ID = '#game.turn';
const OVER = `${TURN_ID}.over`;
const phaseId = (phase: Phase | 4) => `${TURN_ID}.round.phase${phase}`;

/** The state a step's player decides in. */
export const STEP_KEY: Readonly<Record<Step, string>> = { action: 'action', clipper: 'clipper', place: 'placing' };

const startStep = (step: Step) => ({ type: 'startStep', params: { step } });
const endGame = (because: ConditionName) => ({ type: 'endGame', params: { because } });
const when = (rule: { if?: ConditionName }) => (rule.if ? { guard: rule.if } : {});

/** Where a rule of `afterMove` sends the game, from inside a phase whose current step is `stepKey`. */
function afterMoveTransition(rule: FlowRule, stepKey: string): Transition {
  switch (rule.then) {
    case 'clipper':
      return { ...when(rule), target: STEP_KEY.clipper, actions: [startStep('clipper')] };
    case 'same-turn':
      return { ...when(rule), target: stepKey };
    case 'next-player':
      return { ...when(rule), target: 'turnOver' };
    case 'end':
      return { ...when(rule), target: OVER, actions: [endGame(rule.if!)] };
    default:
      throw new Error(`flow table: a move cannot lead to "${rule.then}"`);
  }
}

function phaseState(phase: Phase): Record<string, unknown> {
  const steps = (Object.keys(FLOW.steps) as Step[]).filter((s) => (FLOW.steps[s].phases as readonly Phase[]).includes(phase));
  const states: Record<string, unknown> = {};

  // Who is due: the phase may be over; in phases 2 and 3 the player may sit out, or be unable to lay.
  const over = FLOW.phaseOver[phase] as readonly FlowRule<'phase 2' | 'phase 3' | 'phase 4' | 'end'>[];
  const overTransitions = over.map((r): Transition => {
    if (r.then === 'end') return { ...when(r), target: OVER, actions: [endGame(r.if!)] };
    if (r.then === 'phase 4') return { ...when(r), target: phaseId(4) };
    return { ...when(r), target: phaseId(Number(r.then.slice(-1)) as Phase), actions: ['nextPhase'] };
  });
  const single = overTransitions.length === 1 && overTransitions[0].guard === undefined;
  const due: Transition[] = [single ? { ...overTransitions[0], guard: 'phaseDone' } : { guard: 'phaseDone', target: 'done' }];
  if (phase === 1) due.push({ target: STEP_KEY[steps[0]], actions: [startStep(steps[0])] });
  else {
    for (const r of FLOW.dueToLay as readonly FlowRule<'skip' | 'end' | Step>[]) {
      if (r.phases !== undefined && !r.phases.includes(phase)) continue;
      if (r.then === 'skip') {
        due.push({ ...when(r), target: 'sittingOut' });
        states.sittingOut = { description: 'Laid with the 5X card in the other phase: their turn is skipped.', always: { target: 'due', actions: ['skipTurn'] } };
      } else if (r.then === 'end') due.push({ ...when(r), target: OVER, actions: [endGame(r.if!)] });
      else due.push({ ...when(r), target: STEP_KEY[r.then], actions: [startStep(r.then)] });
    }
  }
  // Drawn and listed in the order of play: who is due, their steps, sitting out, the turn over, the phase over.
  const sitting = states.sittingOut;
  delete states.sittingOut;
  states.due = { description: 'The next player in clockwise order is due.', always: due };
  if (!single) states.done = { description: 'Everyone has had this phase.', always: overTransitions };

  for (const step of steps) {
    const key = STEP_KEY[step];
    const on: Record<string, Transition[]> = {};
    for (const type of FLOW.steps[step].moves) {
      // One arrow per rule of what follows the move: the engine must accept the move, and the rule's
      // condition hold once it is made (`accepts` with `then`), as the engine's own interpreter asks.
      on[toEvent({ type } as never).type] = (FLOW.afterMove[type] as readonly FlowRule[]).map((rule) => {
        const t = afterMoveTransition(rule, key);
        const guard = rule.if ? { type: 'accepts', params: { then: rule.if } } : 'accepts';
        return { target: t.target, guard: guard as never, actions: ['play', ...(t.actions ?? [])] };
      });
    }
    states[key] = { description: STEP_WORDS[step], on };
  }
  if (sitting) states.sittingOut = sitting;
  const done = states.done;
  delete states.done;
  states.turnOver = { description: 'The player’s turn is over: the next player is due.', always: { target: 'due', actions: ['endTurn'] } };
  if (done) states.done = done;
  return { description: PHASE_WORDS[phase], initial: 'due', states };
}

const PHASE_WORDS: Readonly<Record<Phase, string>> = {
  1: 'Clockwise from the first player: one action each, then perhaps a ship.',
  2: 'Clockwise: each player’s placement turn, as many segments as their card allows.',
  3: 'Clockwise again: a second placement turn each.',
};
const STEP_WORDS: Readonly<Record<Step, string>> = {
  action: 'Place a port marker, take an option card, or pass.',
  clipper: 'Buy a waiting ship for $3, or not.',
  place: 'Lay a segment, move a marker with the Port card, or stop.',
};

const resumeAt = (place: string, target: string) => ({ guard: { type: 'resumesAt', params: { place } }, target });

export const turnRegion = {
  initial: 'setup',
  description: 'Whose turn it is and which phase of the round is being played. The player whose turn it is stays in the context.',
  states: {
    setup: {
      description: 'Money dealt, departure-card markers placed, ships on their harbors, first player chosen.',
      // A game can also be picked up part-way (a saved game, a walkthrough step): start where it stands.
      always: [
        resumeAt('over', OVER),
        resumeAt('phase1.clipper', `${phaseId(1)}.${STEP_KEY.clipper}`),
        resumeAt('phase2.placing', `${phaseId(2)}.${STEP_KEY.place}`),
        resumeAt('phase3.placing', `${phaseId(3)}.${STEP_KEY.place}`),
        { target: `${TURN_ID}.round` },
      ],
    },
    round: {
      initial: 'phase1',
      states: {
        phase1: phaseState(1),
        phase2: phaseState(2),
        phase3: phaseState(3),
        phase4: {
          description: 'Option cards return, unstarted ships go back, the first-player card passes left.',
          always: { target: phaseId(1), actions: ['endRound'] },
        },
      },
    },
    over: {
      description: 'All segments laid, the player due to lay could not, or the board is dead.',
      initial: 'scoring',
      states: {
        scoring: { description: 'Money and port markers are counted.', entry: 'score', always: { target: 'scored' } },
        scored: { description: 'The winner is known.', type: 'final' },
      },
    },
  },
} as const;
