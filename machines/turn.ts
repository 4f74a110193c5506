import { FLOW, FLOW_CONDITIONS, type ConditionName, type MoveType, type Phase, type Step } from '../src/engine';
import { toEvent } from './events';
import type { TurnTarget } from './logic';

/**
 * The turn-sequence region, generated from the engine's flow table: each step's
 * moves become events, and each place a move can lead to (the same player's next
 * step, the next player, the next phase, phase 4, the end) one guarded transition.
 * Eventless transitions only where nobody acts: setup, phase 4, scoring.
 */

const PATH: Readonly<Record<TurnTarget, string>> = {
  'phase1.action': '#game.turn.round.phase1.action',
  'phase1.clipper': '#game.turn.round.phase1.clipper',
  'phase2.placing': '#game.turn.round.phase2.placing',
  'phase3.placing': '#game.turn.round.phase3.placing',
  phase4: '#game.turn.round.phase4',
  over: '#game.turn.over',
};

const PLACE_OF: Readonly<Record<Step, Partial<Record<Phase, TurnTarget>>>> = {
  action: { 1: 'phase1.action' },
  clipper: { 1: 'phase1.clipper' },
  place: { 2: 'phase2.placing', 3: 'phase3.placing' },
};
const NEXT_PHASE: Readonly<Record<Phase, TurnTarget>> = { 1: 'phase2.placing', 2: 'phase3.placing', 3: 'phase4' };

/** One possible outcome of a move: where it leads, and the table's conditions that send it there (for people). */
interface Outcome {
  to: TurnTarget;
  because: ConditionName[];
  /** Words for people when no condition of the table names the outcome. */
  note?: string;
}

/** Every place a move of `type` in `step` of `phase` can lead to, read from the flow table. */
export function outcomes(step: Step, phase: Phase, type: MoveType): Outcome[] {
  const self = PLACE_OF[step][phase]!;
  const list: Outcome[] = [];
  const add = (o: Outcome) => {
    const same = list.find((x) => x.to === o.to);
    if (!same) {
      list.push(o);
      return;
    }
    for (const b of o.because) if (!same.because.includes(b)) same.because.push(b);
  };
  for (const rule of FLOW.afterMove[type] as readonly { if?: ConditionName; then: string }[]) {
    const because = rule.if ? [rule.if] : [];
    if (rule.then === 'clipper') add({ to: 'phase1.clipper', because });
    else if (rule.then === 'same-turn') add({ to: self, because, note: 'the same player goes on' });
    else if (rule.then === 'end') add({ to: 'over', because });
    else {
      // The next player: same step, or the phase is over, or the game.
      add({ to: phase === 1 ? 'phase1.action' : self, because: [], note: 'then the next player' });
      add({ to: NEXT_PHASE[phase], because: [], note: phase === 3 ? 'when the round is over' : 'when everyone has had this phase' });
      add({ to: 'over', because: phase === 3 ? ['cannotLay', 'boardDead'] : ['cannotLay'] });
    }
  }
  return list;
}

type Transition = { target?: string; guard: { type: 'moveLeadsTo'; params: { to: TurnTarget; because: string } }; actions: 'play' };

function moveHandlers(step: Step, phase: Phase): Record<string, Transition[]> {
  const on: Record<string, Transition[]> = {};
  for (const type of FLOW.steps[step].moves) {
    const event = toEvent({ type } as never).type;
    on[event] = outcomes(step, phase, type).map((o) => {
      const conditions = o.because.map((c) => FLOW_CONDITIONS[c].says).join(', or ');
      const because = conditions ? `if ${conditions}` : (o.note ?? '');
      const self = o.to === PLACE_OF[step][phase];
      // Staying put keeps the state (the player or the next one acts here again): no re-entry.
      return { ...(self ? {} : { target: PATH[o.to] }), guard: { type: 'moveLeadsTo', params: { to: o.to, because } }, actions: 'play' };
    });
  }
  return on;
}

const restoreTo = (place: TurnTarget) => ({ guard: { type: 'turnAt' as const, params: { place } }, target: PATH[place] });

export const turnRegion = {
  initial: 'setup',
  description: 'Whose turn it is and which phase of the round is being played. The player whose turn it is stays in the context.',
  states: {
    setup: {
      description: 'Money dealt, departure-card markers placed, ships on their harbors, first player chosen.',
      always: [restoreTo('over'), restoreTo('phase1.clipper'), restoreTo('phase2.placing'), restoreTo('phase3.placing'), { target: PATH['phase1.action'] }],
    },
    round: {
      initial: 'phase1',
      states: {
        phase1: {
          description: 'Clockwise from the first player: one action each, then perhaps a ship.',
          initial: 'action',
          states: {
            action: { description: 'Place a port marker, take an option card, or pass.', on: moveHandlers('action', 1) },
            clipper: { description: 'Buy a waiting ship for $3, or not.', on: moveHandlers('clipper', 1) },
          },
        },
        phase2: {
          description: 'Clockwise: each player’s placement turn, as many segments as their card allows.',
          initial: 'placing',
          states: { placing: { description: 'Lay a segment, move a marker with the Port card, or stop.', on: moveHandlers('place', 2) } },
        },
        phase3: {
          description: 'Clockwise again: a second placement turn each.',
          initial: 'placing',
          states: { placing: { description: 'Lay a segment, move a marker with the Port card, or stop.', on: moveHandlers('place', 3) } },
        },
        phase4: {
          description: 'Option cards return, unstarted ships go back, the first-player card passes left.',
          always: { target: PATH['phase1.action'] },
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
