import { describe, expect, it } from 'vitest';
import { legalMoves, type GameState, type Variants } from '../../../src/engine';
import { archipelago } from '../fixtures';
import { actWithEvents, companiesAt, eventsOf, layAll, legalAct, refusal, seg, start, startSeg, toPlacement } from '../helpers';

const map = archipelago();

/** Black reaches samoa (purple's home); red is one segment short of it along alpha–samoa. */
const oneCompanyAtSamoa = (variants: Partial<Variants> = {}): GameState =>
  layAll(start(map, { variants }), [
    seg('black', 'black-h-samoa', 'black-h'),
    seg('black', 'black-h-samoa', 'black-h'),
    seg('red', 'red-h-alpha', 'red-h'),
    seg('red', 'alpha-samoa', 'alpha'),
  ]);

const purpleActive = (variants: Partial<Variants> = {}): GameState => layAll(oneCompanyAtSamoa(variants), [seg('red', 'alpha-samoa', 'alpha')]);

describe('purple.activation', () => {
  it('refuses purple segments while fewer than two companies reach its home', () => {
    const state = oneCompanyAtSamoa();
    expect(companiesAt(state, 'samoa')).toEqual(['black']);
    expect(state.purpleActive).toBe(false);
    expect(refusal(state, seg('purple', 'samoa-delta', 'samoa')).rule).toBe('purple.activation');
    expect(legalMoves(state).some((m) => m.type === 'segment.place' && m.company === 'purple')).toBe(false);
  });

  it('activates purple when a second, different company arrives', () => {
    const { state, events } = actWithEvents(oneCompanyAtSamoa(), seg('red', 'alpha-samoa', 'alpha'));
    expect(events).toContainEqual({ type: 'purple.activated', seat: 1 });
    expect(state.purpleActive).toBe(true);
    const purple = legalMoves(layAll(state, [])).filter((m) => m.type === 'segment.place' && m.company === 'purple');
    expect(purple).toEqual([seg('purple', 'samoa-delta', 'samoa'), seg('purple', 'samoa-echo', 'samoa')]);
  });
});

describe('purple.routes', () => {
  it('starts any number of routes from its home, leaves links half-built, and goes on from islands it reaches', () => {
    let state = purpleActive();
    state = legalAct(state, seg('purple', 'samoa-delta', 'samoa'));
    state = layAll(state, []);
    state = legalAct(state, seg('purple', 'samoa-echo', 'samoa'));
    state = layAll(state, []);
    expect(state.companies.purple).toMatchObject({ ships: [], supply: 3 });
    // Both half-built links can be continued; nothing else is begun from delta or echo yet.
    const purple = () => legalMoves(state).filter((m) => m.type === 'segment.place' && m.company === 'purple');
    expect(purple()).toEqual([seg('purple', 'samoa-delta', 'samoa'), seg('purple', 'samoa-echo', 'samoa')]);
    state = layAll(state, [seg('purple', 'samoa-delta', 'samoa')]);
    expect(companiesAt(state, 'delta')).toEqual(['purple']);
    expect(purple()).toEqual([
      seg('purple', 'samoa-echo', 'samoa'),
      seg('purple', 'tahiti-delta', 'delta'),
      seg('purple', 'delta-echo', 'delta'),
    ]);
  });

  // Issue 10.2: purple used to start new routes from any island it reached.
  it('extends a route from its end but starts new routes only at home (default "home-only")', () => {
    const state = layAll(purpleActive(), [
      seg('purple', 'samoa-delta', 'samoa'),
      seg('purple', 'samoa-delta', 'samoa'),
      seg('purple', 'delta-echo', 'delta'),
    ]);
    // The route samoa–delta–echo now ends at echo: delta is passed, no longer an end.
    expect(companiesAt(state, 'delta')).toEqual(['purple']);
    const violation = refusal(state, seg('purple', 'tahiti-delta', 'delta'));
    expect(violation.rule).toBe('purple.routes');
    expect(violation.message).toMatch(/New purple routes start only from samoa/);
    expect(legalAct(state, seg('purple', 'echo-fiji', 'echo'))).toBeTruthy();
    expect(legalAct(state, seg('purple', 'samoa-echo', 'samoa'))).toBeTruthy();
  });

  it('under "purpleBranch: anywhere" also starts new routes from any island purple reaches', () => {
    const state = layAll(purpleActive({ purpleBranch: 'anywhere' }), [
      seg('purple', 'samoa-delta', 'samoa'),
      seg('purple', 'samoa-delta', 'samoa'),
      seg('purple', 'delta-echo', 'delta'),
    ]);
    expect(legalAct(state, seg('purple', 'tahiti-delta', 'delta'))).toBeTruthy();
  });

  it('blocks a link for other companies by beginning it', () => {
    let state = layAll(purpleActive(), [seg('purple', 'samoa-delta', 'samoa')]);
    expect(refusal(state, seg('black', 'samoa-delta', 'samoa')).rule).toBe('route.link-taken');
    state = layAll(state, [seg('black', 'samoa-echo', 'samoa')]);
    expect(refusal(state, seg('purple', 'samoa-echo', 'samoa')).rule).toBe('route.link-taken');
  });

  it('refuses purple from an island it does not reach, and a purple "start" with a ship it has not got', () => {
    const state = purpleActive();
    expect(refusal(state, seg('purple', 'delta-echo', 'delta')).rule).toBe('purple.routes');
    expect(refusal(state, seg('purple', 'alpha-bravo', 'alpha')).rule).toBe('purple.routes');
    expect(refusal(state, seg('purple', 'black-h-samoa', 'black-h')).rule).toBe('route.link-taken');
    expect(refusal(state, startSeg('purple' as 'red', 'samoa-delta', 'samoa')).rule).toBe('route.alternate');
  });
});

describe('purple at its home (bonus)', () => {
  // Fixed after review: a purple route looping back to American Samoa was paid $1,
  // though purple's routes start there. Now it connects, and pays nothing.
  it('pays no bonus when a purple link comes back into its home island', () => {
    const roomy = archipelago({ supply: { purple: 10 } });
    const active = layAll(start(roomy), [
      seg('black', 'black-h-samoa', 'black-h'),
      seg('black', 'black-h-samoa', 'black-h'),
      seg('red', 'red-h-alpha', 'red-h'),
      seg('red', 'alpha-samoa', 'alpha'),
      seg('red', 'alpha-samoa', 'alpha'),
    ]);
    expect(active.purpleActive).toBe(true);
    let state = layAll(active, [
      seg('purple', 'samoa-delta', 'samoa'),
      seg('purple', 'samoa-delta', 'samoa'),
      seg('purple', 'delta-echo', 'delta'),
      seg('purple', 'samoa-echo', 'echo'),
      seg('purple', 'samoa-echo', 'echo'),
    ]);
    expect(companiesAt(state, 'samoa')).not.toContain('purple');
    const { state: after, events } = actWithEvents(toPlacement(state), seg('purple', 'samoa-echo', 'echo'));
    state = after;
    expect(companiesAt(state, 'samoa')).toContain('purple');
    expect(eventsOf(events, 'island.connected').map((e) => e.island)).toEqual(['samoa']);
    expect(eventsOf(events, 'bonus.paid')).toEqual([]);
  });
});
