import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine';
import { archipelago } from '../fixtures';
import { actWithEvents, eventsOf, layAll, phase1All, seg, start, takeCard, PASS } from '../helpers';

const map = archipelago();
const fresh = (): GameState => layAll(start(map), []);

describe('bonus.first', () => {
  it('pays $2 to the player whose segment completes the first link into an island', () => {
    const { state, events } = actWithEvents(fresh(), seg('red', 'red-h-alpha', 'red-h'));
    expect(eventsOf(events, 'island.connected')).toEqual([{ type: 'island.connected', seat: 0, company: 'red', island: 'alpha', companiesThere: 1 }]);
    expect(eventsOf(events, 'bonus.paid')).toEqual([
      { type: 'bonus.paid', seat: 0, company: 'red', island: 'alpha', amount: 2, rule: 'bonus.first', multiplier: 1 },
    ]);
    expect(state.players[0].money).toBe(4);
  });

  it('pays nothing for a segment that leaves the link unfinished', () => {
    const { state, events } = actWithEvents(fresh(), seg('white', 'white-h-tahiti', 'white-h'));
    expect(eventsOf(events, 'bonus.paid')).toEqual([]);
    expect(state.players[0].money).toBe(2);
    const done = layAll(state, [seg('white', 'white-h-tahiti', 'white-h')]);
    const last = actWithEvents(done, seg('white', 'white-h-tahiti', 'white-h'));
    expect(eventsOf(last.events, 'bonus.paid')).toEqual([expect.objectContaining({ seat: 2, amount: 2, rule: 'bonus.first' })]);
  });

  it('is doubled with the 2X card and withheld with the 3X card', () => {
    const state = phase1All(start(map), [takeCard('2x'), takeCard('3x'), PASS]);
    const doubled = actWithEvents(state, seg('red', 'red-h-alpha', 'red-h'));
    expect(eventsOf(doubled.events, 'bonus.paid')[0]).toMatchObject({ amount: 4, multiplier: 2 });
    const withheld = actWithEvents(layAll(doubled.state, [{ type: 'turn.end' }]), seg('green', 'green-h-bravo', 'green-h'));
    expect(eventsOf(withheld.events, 'bonus.paid')[0]).toMatchObject({ seat: 1, amount: 0, multiplier: 0, rule: 'bonus.first' });
    expect(withheld.state.players[1].money).toBe(2);
  });
});

describe('bonus.new-company', () => {
  it('pays $1 for bringing a further company to an island already reached', () => {
    const state = layAll(fresh(), [seg('red', 'red-h-alpha', 'red-h')]);
    const { state: after, events } = actWithEvents(state, seg('blue', 'blue-h-alpha', 'blue-h'));
    expect(eventsOf(events, 'bonus.paid')).toEqual([
      { type: 'bonus.paid', seat: 1, company: 'blue', island: 'alpha', amount: 1, rule: 'bonus.new-company', multiplier: 1 },
    ]);
    expect(eventsOf(events, 'island.connected')[0].companiesThere).toBe(2);
    expect(after.players[1].money).toBe(3);
  });

  it('pays $2 with the 2X card', () => {
    const state = layAll(phase1All(start(map), [PASS, takeCard('2x'), PASS]), [seg('red', 'red-h-alpha', 'red-h')]);
    const { events } = actWithEvents(state, seg('blue', 'blue-h-alpha', 'blue-h'));
    expect(eventsOf(events, 'bonus.paid')[0]).toMatchObject({ rule: 'bonus.new-company', amount: 2, multiplier: 2 });
  });
});

describe('bonus.same-company', () => {
  it('pays nothing when a company arrives where it already is (and says nothing of it)', () => {
    const state = layAll(fresh(), [
      seg('red', 'red-h-alpha', 'red-h'),
      seg('red', 'alpha-bravo', 'alpha'),
      seg('red', 'bravo-tahiti', 'bravo'),
      seg('red', 'bravo-tahiti', 'bravo'),
      seg('red', 'tahiti-samoa', 'tahiti'),
      seg('red', 'alpha-samoa', 'samoa'),
    ]);
    const before = state.players.map((p) => p.money);
    const { state: after, events } = actWithEvents(state, seg('red', 'alpha-samoa', 'samoa'));
    expect(eventsOf(events, 'bonus.paid')).toEqual([]);
    expect(eventsOf(events, 'island.connected')).toEqual([]);
    expect(after.players.map((p) => p.money)).toEqual(before);
  });
});
