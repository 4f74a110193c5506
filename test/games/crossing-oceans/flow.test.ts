import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/crossing-oceans';
import { moveSchema, STEPS } from '../../../src/games/crossing-oceans/schema';

const MOVE_TYPES = moveSchema.options.map((o) => o.shape.type.value);

describe('Crossing Oceans flow table', () => {
  const { flow } = game;

  it('has the three phases of a turn, covering every step once', () => {
    expect(flow.phases.map((p) => p.id)).toEqual(['phase-1', 'phase-2', 'phase-3']);
    expect(flow.phases.flatMap((p) => p.steps).sort()).toEqual([...STEPS].sort());
    expect(Object.keys(flow.steps).sort()).toEqual([...STEPS].sort());
    expect(flow.steps.contracts.optional).toBe(true);
  });

  it('routes every move type, to a step or to a named target, under known conditions', () => {
    const accepted = new Set(Object.values(flow.steps).flatMap((s) => s.moves));
    expect([...accepted].sort()).toEqual([...MOVE_TYPES].sort());
    expect(Object.keys(flow.afterMove).sort()).toEqual([...MOVE_TYPES].sort());
    // A move leads to a step, to the step the captain's spot begins with, to the turn's end, or to an ending.
    for (const rules of Object.values(flow.afterMove)) {
      for (const r of rules) {
        expect([...STEPS, 'spot-action', 'turn-end', ...Object.keys(flow.endings)]).toContain(r.then);
        if (r.if) expect(flow.conditions).toHaveProperty(r.if);
      }
    }
    // A turn over leads to an ending or to the next seat's first phase.
    for (const rules of Object.values(flow.phaseOver)) {
      for (const r of rules) {
        expect([...Object.keys(flow.endings), flow.phases[0].id]).toContain(r.then);
        if (r.if) expect(flow.conditions).toHaveProperty(r.if);
      }
    }
  });

  it('states the rondel and the deferred ending as data, each under a rule of the catalogue', () => {
    expect(flow.order).toEqual({ preset: 'clockwise', from: 'holder' });
    expect(flow.choice).toMatchObject({ preset: 'rondel', free: 3, beyond: 'contract.rondel' });
    expect(flow.choice?.spots).toHaveLength(8);
    expect(flow.endings.countdown).toEqual({ rule: 'end.countdown', deferred: 'this-round-and-three-more' });
    const rules = [...flow.phases.map((p) => p.rule), ...Object.values(flow.operations).map((o) => o.rule), ...Object.values(flow.conditions).map((c) => c.rule), flow.choice!.rule, flow.choice!.beyond];
    for (const r of rules) expect(game.rules.ids).toContain(r);
  });
});
