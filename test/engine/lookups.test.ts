import { describe, expect, it } from 'vitest';
import { CARD_IDS, CARD_KIND_LIST, FLOW } from '../../src/engine';
import { cardKindOf, kindIndex } from '../../src/engine/cards';
import { moveTypeIndex, stepOfType } from '../../src/engine/flow';
import { COMPANY_ORDER, companyOf, slotOf } from '../../src/engine/origins';
import type { CardId, GameState, MoveType, PlayerState, Step } from '../../src/engine';
import { COMPANY_IDS } from '../../src/map/schema';

/**
 * The hot paths read the tables through switches instead of records keyed by a
 * varying string (origins.ts explains why). Each switch must say what its table says.
 */
describe('the engine’s switches agree with its tables', () => {
  it('company slots and records', () => {
    expect(COMPANY_IDS.map(slotOf)).toEqual(COMPANY_IDS.map((c) => COMPANY_ORDER.indexOf(c)));
    const record = Object.fromEntries(COMPANY_IDS.map((c) => [c, `${c}!`])) as Record<(typeof COMPANY_IDS)[number], string>;
    expect(COMPANY_IDS.map((c) => companyOf(record, c))).toEqual(COMPANY_IDS.map((c) => record[c]));
    expect(['pink', 'toString', '__proto__', 7, null].map(slotOf)).toEqual([-1, -1, -1, -1, -1]);
  });

  it('card kinds', () => {
    expect(CARD_KIND_LIST.map(kindIndex)).toEqual([0, 1, 2, 3]);
    const state = {} as GameState;
    for (const id of Object.keys(CARD_IDS) as CardId[]) expect(cardKindOf(state, { card: id } as PlayerState)).toBe(CARD_IDS[id]);
    expect(cardKindOf(state, { card: null } as PlayerState)).toBeNull();
    expect(kindIndex('joker')).toBe(-1);
  });

  it('move types and their steps', () => {
    const types = (Object.keys(FLOW.steps) as Step[]).flatMap((step) => FLOW.steps[step].moves.map((type) => [type, step] as [MoveType, Step]));
    expect(types).toHaveLength(8);
    for (const [type, step] of types) {
      expect(moveTypeIndex(type)).toBeGreaterThanOrEqual(0);
      expect(stepOfType(type)).toBe(step);
    }
    expect(new Set(types.map(([type]) => moveTypeIndex(type))).size).toBe(8);
    expect(stepOfType('fly')).toBeUndefined();
    expect(stepOfType({})).toBeUndefined();
  });
});
