import { END_RULE, FLOW, FLOW_CONDITIONS, holds, type ConditionName, type EndReason, type GameState } from '../../engine';
import type { FlowCondition, FlowRule, FlowTable } from '../module';

/**
 * Clippers' flow table in the toolkit's vocabulary, read from the engine's own table
 * (src/engine/flow-table.ts): phases and steps, the rule that follows each move, what
 * ends a phase, the round's end (phase 4) as an operation, and the three endings.
 */
const phase = (n: number) => `phase${n}`;
const asTarget = (then: string): string => (then.startsWith('phase ') ? phase(Number(then.slice(6))) : then);
const rules = (list: readonly { if?: string; then: string }[]): FlowRule[] => list.map((r) => (r.if ? { if: r.if, then: asTarget(r.then) } : { then: asTarget(r.then) }));

const conditions: Record<string, FlowCondition<GameState>> = {};
for (const [name, c] of Object.entries(FLOW_CONDITIONS)) {
  conditions[name] = { rule: c.rule, test: (s: GameState) => holds(name as ConditionName, s) };
}

const ENDINGS: readonly EndReason[] = ['all-laid', 'no-placement', 'dead-board'];

export const CLIPPERS_FLOW: FlowTable<GameState> = {
  order: { preset: 'clockwise', from: 'holder' },
  phases: [
    { id: phase(1), steps: ['action', 'clipper'], rule: 'action.one' },
    { id: phase(2), steps: ['place'], rule: 'turn.allowance' },
    { id: phase(3), steps: ['place'], rule: 'turn.allowance' },
    { id: phase(4), steps: [], rule: FLOW.phase4.rule },
  ],
  steps: Object.fromEntries(Object.entries(FLOW.steps).map(([id, s]) => [id, { moves: s.moves }])),
  afterMove: Object.fromEntries(Object.entries(FLOW.afterMove).map(([type, list]) => [type, rules(list)])),
  phaseOver: {
    ...Object.fromEntries(Object.entries(FLOW.phaseOver).map(([n, list]) => [phase(Number(n)), rules(list)])),
    [phase(4)]: [{ then: asTarget(FLOW.phase4.then) }],
  },
  operations: { 'round.end': { rule: FLOW.phase4.rule, at: 'phase-begin' } },
  conditions,
  endings: Object.fromEntries(ENDINGS.map((r) => [r, { rule: END_RULE[r] }])),
};
