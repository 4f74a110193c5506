import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine';
import { attributeEvents, groupAutomatic } from '../../src/walkthrough/step-timing';

const laid: GameEvent = { type: 'segment.placed', seat: 0, company: 'red', link: 'a-b', from: 'a', laid: 1, of: 1 };
const ended: GameEvent = { type: 'turn.ended', seat: 0, phase: 3 };
const skip1: GameEvent = { type: 'turn.skipped', seat: 1, phase: 3, rule: 'card.5x.one-phase' };
const skip2: GameEvent = { type: 'turn.skipped', seat: 2, phase: 3, rule: 'card.5x.one-phase' };
const back: GameEvent = { type: 'cards.returned', round: 1 };
const ship: GameEvent = { type: 'clipper.returned', seat: 2, company: 'red' };
const hook: GameEvent = { type: 'first-player.passed', to: 1 };
const round: GameEvent = { type: 'phase.started', round: 2, phase: 1 };

describe('attributeEvents', () => {
  it('keeps automatic events with the move when no move-less step follows', () => {
    const got = attributeEvents([{ moves: 1, events: [laid, ended, skip1] }, { moves: 1, events: [] }]);
    expect(got[0]).toEqual({ shown: [laid, ended, skip1], handedOn: [] });
  });

  it('hands trailing automatic events to the move-less step after', () => {
    const got = attributeEvents([{ moves: 1, events: [laid, ended, skip1] }, { moves: 0, events: [] }]);
    expect(got).toEqual([
      { shown: [laid, ended], handedOn: [skip1] },
      { shown: [skip1], handedOn: [] },
    ]);
  });

  it('gives each move-less step one group in order, the last taking the rest', () => {
    const events = [laid, ended, skip1, skip2, ship, back, hook, round];
    const two = attributeEvents([{ moves: 3, events }, { moves: 0, events: [] }, { moves: 0, events: [] }]);
    expect(two.map((s) => s.shown)).toEqual([[laid, ended], [skip1], [skip2, ship, back, hook, round]]);
    const four = attributeEvents([{ moves: 3, events }, ...Array.from({ length: 4 }, () => ({ moves: 0, events: [] }))]);
    expect(four.map((s) => s.shown)).toEqual([[laid, ended], [skip1], [skip2], [ship, back, hook, round], []]);
  });

  it('leaves events in the middle of a step alone', () => {
    const phase2: GameEvent = { type: 'phase.started', round: 1, phase: 2 };
    const got = attributeEvents([{ moves: 2, events: [phase2, laid] }, { moves: 0, events: [] }]);
    expect(got[0].shown).toEqual([phase2, laid]);
  });
});

describe('groupAutomatic', () => {
  it('opens a group per player sitting out and one for the round’s end', () => {
    expect(groupAutomatic([skip1, round])).toEqual([[skip1, round]]);
    expect(groupAutomatic([back, hook, round])).toEqual([[back, hook, round]]);
    expect(groupAutomatic([ship, back, hook, round])).toEqual([[ship, back, hook, round]]);
  });
});
