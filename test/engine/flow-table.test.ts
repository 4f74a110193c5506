import { describe, expect, it } from 'vitest';
import { FLOW, FLOW_CONDITIONS, RULES, applyMove, legalMoves, momentProblem, type Move, type MoveType } from '../../src/engine';
import { southPacific } from './fixtures';
import { start } from './helpers';

/** Every name in the flow table, wherever it is used. */
function conditionNames(): string[] {
  const rules = [...Object.values(FLOW.afterMove).flat(), ...Object.values(FLOW.phaseOver).flat(), ...FLOW.dueToLay];
  return rules.flatMap((r) => ('if' in r && r.if !== undefined ? [r.if] : []));
}

describe('the flow table', () => {
  it('names only conditions it defines, each with a rule id the engine has and one predicate', () => {
    for (const name of conditionNames()) expect(Object.keys(FLOW_CONDITIONS), name).toContain(name);
    for (const [name, c] of Object.entries(FLOW_CONDITIONS)) {
      expect(Object.keys(RULES), name).toContain(c.rule);
      expect(typeof c.test, name).toBe('function');
      expect(c.says.length, name).toBeGreaterThan(10);
    }
    expect(Object.keys(RULES)).toContain(FLOW.phase4.rule);
  });

  it('gives every move type to exactly one step, and ends every rule list unconditionally', () => {
    const types = Object.values(FLOW.steps).flatMap((s) => s.moves);
    expect(new Set(types).size).toBe(types.length);
    expect(Object.keys(FLOW.afterMove).sort()).toEqual([...types].sort());
    const lists = [...Object.values(FLOW.afterMove), ...Object.values(FLOW.phaseOver), FLOW.dueToLay];
    for (const list of lists) expect('if' in list[list.length - 1]).toBe(false);
  });

  it('refuses a move of another step by the table, naming the step it belongs to', () => {
    const state = start(southPacific());
    expect(momentProblem(state, 'port.place')).toBeNull();
    const wrong = momentProblem(state, 'segment.place');
    expect(wrong).toMatchObject({ rule: 'turn.phase' });
    expect(wrong!.message).toMatch(/Laying a route segment happens in phases 2 and 3; it is now phase 1/);
    const move: Move = { type: 'segment.place', company: 'black', link: 'black-harbor-gambier', from: 'black-harbor' };
    const refused = applyMove(state, move);
    expect(refused.ok || refused.violation.rule).toBe('turn.phase');
    for (const m of legalMoves(state)) expect(FLOW.steps.action.moves).toContain(m.type as MoveType);
  });
});
