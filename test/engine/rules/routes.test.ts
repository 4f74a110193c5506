import { describe, expect, it } from 'vitest';
import { applyMove, currentSeat, legalMoves, type GameState, type Move } from '../../../src/engine';
import { archipelago, forks } from '../fixtures';
import {
  PASS,
  act,
  actAll,
  actWithEvents,
  buy,
  companiesAt,
  eventsOf,
  layAll,
  legalAct,
  phase1,
  passPhase1,
  phase1All,
  placePort,
  playUntil,
  quiet,
  refusal,
  seg,
  start,
  startSeg,
  takeCard,
  toPlacement,
  types,
  editable,
} from '../helpers';
import { richRound2 } from '../scenarios';
import { refusalText } from '../../../src/i18n/rules';

const map = archipelago();
const fresh = (): GameState => toPlacement(start(map));

describe('route.any-company', () => {
  it('lets any player lay segments for any company', () => {
    let state = fresh();
    state = legalAct(state, seg('red', 'red-h-alpha', 'red-h'));
    expect(currentSeat(state)).toBe(1);
    state = legalAct(state, seg('red', 'alpha-bravo', 'alpha'));
    state = legalAct(state, seg('green', 'green-h-bravo', 'green-h'));
    expect(state.companies.red.ships).toEqual([{ node: 'bravo' }]);
    const companies = new Set(legalMoves(state).flatMap((m) => (m.type === 'segment.place' ? [m.company] : [])));
    expect([...companies].sort()).toEqual(['black', 'blue', 'green', 'red', 'white']);
  });

  it('refuses a company that does not exist', () => {
    expect(refusal(fresh(), seg('orange' as 'red', 'red-h-alpha', 'red-h')).rule).toBe('route.any-company');
    expect(refusal(fresh(), { type: 'segment.place' } as Move).rule).toBe('route.any-company');
  });
});

describe('route.supply', () => {
  it('lays from the supply, and refuses a company whose supply is spent', () => {
    let state = toPlacement(start(archipelago({ supply: { black: 1 } })));
    state = legalAct(state, seg('black', 'black-h-samoa', 'black-h'));
    expect(state.companies.black.supply).toBe(0);
    expect(state.companies.black.ships).toEqual([{ link: 'black-h-samoa' }]);
    expect(refusal(state, seg('black', 'black-h-samoa', 'black-h')).rule).toBe('route.supply');
  });
});

describe('route.from-harbor', () => {
  it('starts a company from its own harbor', () => {
    const { events } = actWithEvents(fresh(), seg('blue', 'blue-h-alpha', 'blue-h'));
    expect(types(events)).toEqual(['segment.placed', 'ship.moved', 'island.connected', 'bonus.paid', 'turn.ended']);
  });

  it('refuses another company on a harbor’s link, and any route into a harbor', () => {
    expect(refusal(fresh(), seg('blue', 'red-h-alpha', 'red-h')).rule).toBe('route.from-harbor');
    const atAlpha = layAll(fresh(), [seg('blue', 'blue-h-alpha', 'blue-h')]);
    expect(refusal(atAlpha, seg('blue', 'red-h-alpha', 'alpha')).rule).toBe('route.from-harbor');
    const redAtBravo = layAll(fresh(), [seg('red', 'red-h-alpha', 'red-h'), seg('red', 'alpha-bravo', 'alpha')]);
    expect(refusal(redAtBravo, seg('red', 'red-h-bravo', 'bravo')).rule).toBe('route.from-harbor');
  });
});

describe('route.extend', () => {
  it('extends a route from its ship, also part-way along a link', () => {
    let state = fresh();
    let events;
    ({ state, events } = actWithEvents(state, seg('white', 'white-h-tahiti', 'white-h')));
    expect(events).toContainEqual({ type: 'segment.placed', seat: 0, company: 'white', link: 'white-h-tahiti', from: 'white-h', laid: 1, of: 3 });
    expect(state.companies.white.ships).toEqual([{ link: 'white-h-tahiti' }]);
    state = legalAct(state, seg('white', 'white-h-tahiti', 'white-h'));
    ({ state, events } = actWithEvents(state, seg('white', 'white-h-tahiti', 'white-h')));
    expect(events).toContainEqual({ type: 'ship.moved', company: 'white', to: { node: 'tahiti' } });
    expect(state.companies.white.ships).toEqual([{ node: 'tahiti' }]);
    expect(companiesAt(state, 'tahiti')).toEqual(['white']);
  });

  it('refuses a segment that does not continue from a ship, or names no link or a wrong end', () => {
    expect(refusal(fresh(), seg('red', 'alpha-bravo', 'alpha')).rule).toBe('route.extend');
    expect(refusal(fresh(), seg('red', 'nowhere', 'red-h')).rule).toBe('route.extend');
    expect(refusal(fresh(), seg('red', 'red-h-alpha', 'bravo')).rule).toBe('route.extend');
    expect(refusal(fresh(), seg('red', 'red-h-alpha', 'atlantis')).rule).toBe('route.extend');
  });
});

describe('route.one-way', () => {
  const toSamoaAndTahiti = (): GameState =>
    layAll(fresh(), [
      seg('black', 'black-h-samoa', 'black-h'),
      seg('black', 'black-h-samoa', 'black-h'),
      seg('red', 'red-h-bravo', 'red-h'),
      seg('red', 'red-h-bravo', 'red-h'),
      seg('red', 'bravo-tahiti', 'bravo'),
      seg('red', 'bravo-tahiti', 'bravo'),
    ]);

  it('builds an arrowed link in the arrow’s direction', () => {
    const state = toSamoaAndTahiti();
    expect(legalAct(state, seg('red', 'tahiti-samoa', 'tahiti')).companies.red.ships).toEqual([{ node: 'samoa' }]);
  });

  it('refuses it against the arrow', () => {
    expect(refusal(toSamoaAndTahiti(), seg('black', 'tahiti-samoa', 'samoa')).rule).toBe('route.one-way');
  });

  it('names the link by its two islands, not by its id, in both languages', () => {
    // The fixture board names its islands by their ids; the link's id is `tahiti-samoa`.
    const why = refusal(toSamoaAndTahiti(), seg('black', 'tahiti-samoa', 'samoa'));
    expect(why.message).toBe('The tahiti – samoa link has an arrow: it may only be built from tahiti to samoa.');
    expect(refusalText(why, 'fr')).toBe('La liaison tahiti – samoa porte une flèche\u00a0: elle se construit seulement de tahiti vers samoa.');
    expect(`${why.message} ${refusalText(why, 'fr')}`).not.toContain('tahiti-samoa');
  });
});

describe('route.link-taken', () => {
  const begun = (): GameState =>
    layAll(fresh(), [
      seg('white', 'white-h-tahiti', 'white-h'),
      seg('white', 'white-h-tahiti', 'white-h'),
      seg('white', 'white-h-tahiti', 'white-h'),
      seg('green', 'green-h-bravo', 'green-h'),
      seg('red', 'red-h-bravo', 'red-h'),
      seg('red', 'red-h-bravo', 'red-h'),
      seg('red', 'bravo-tahiti', 'bravo'),
    ]);

  it('lets the company that began a link go on with it', () => {
    const state = begun();
    expect(legalAct(state, seg('red', 'bravo-tahiti', 'bravo')).companies.red.ships).toEqual([{ node: 'tahiti' }]);
  });

  it('refuses another company from either end, the same company from the far end, and a complete link', () => {
    const state = begun();
    expect(refusal(state, seg('green', 'bravo-tahiti', 'bravo')).rule).toBe('route.link-taken');
    expect(refusal(state, seg('white', 'bravo-tahiti', 'tahiti')).rule).toBe('route.link-taken');
    const other = layAll(state, [seg('white', 'bravo-tahiti-2', 'tahiti')]);
    expect(refusal(other, seg('white', 'bravo-tahiti-2', 'bravo')).rule).toBe('route.link-taken');
    expect(refusal(state, seg('green', 'green-h-bravo', 'green-h')).rule).toBe('route.link-taken');
  });
});

describe('route.double', () => {
  const redAtTahiti = (): GameState =>
    layAll(fresh(), [
      seg('green', 'green-h-bravo', 'green-h'),
      seg('red', 'red-h-bravo', 'red-h'),
      seg('red', 'red-h-bravo', 'red-h'),
      seg('red', 'bravo-tahiti', 'bravo'),
      seg('red', 'bravo-tahiti', 'bravo'),
    ]);

  it('lets another company build the second link of a double route', () => {
    expect(legalAct(redAtTahiti(), seg('green', 'bravo-tahiti-2', 'bravo')).links).toContainEqual({ company: 'green', start: 'bravo', laid: 1 });
  });

  it('refuses the company that built the first', () => {
    expect(refusal(redAtTahiti(), seg('red', 'bravo-tahiti-2', 'tahiti')).rule).toBe('route.double');
  });
});

describe('route.revisit', () => {
  it('lets a company reach an island it reaches already; it counts there once, and pays nothing', () => {
    const state = layAll(fresh(), [
      seg('red', 'red-h-alpha', 'red-h'),
      seg('red', 'alpha-bravo', 'alpha'),
      seg('red', 'bravo-tahiti', 'bravo'),
      seg('red', 'bravo-tahiti', 'bravo'),
      seg('red', 'tahiti-samoa', 'tahiti'),
      seg('red', 'alpha-samoa', 'samoa'),
    ]);
    expect(legalMoves(state)).toContainEqual(seg('red', 'alpha-samoa', 'samoa'));
    const { state: after, events } = actWithEvents(state, seg('red', 'alpha-samoa', 'samoa'));
    expect(after.companies.red.ships).toEqual([{ node: 'alpha' }]);
    expect(companiesAt(after, 'alpha')).toEqual(['red']);
    expect(types(events).filter((t) => t === 'island.connected' || t === 'bonus.paid')).toEqual([]);
  });
});

describe('route.alternate', () => {
  /** Round 2 of `richRound2`: seat 1 buys a red ship; red reaches alpha and bravo, its ship stands at bravo. */
  const withRedShip = (): GameState => {
    let s = phase1(richRound2(), PASS, buy('red'));
    s = phase1(s, PASS);
    s = phase1(s, PASS);
    expect(s).toMatchObject({ phase: 2, step: 'place' });
    expect(currentSeat(s)).toBe(1);
    return s;
  };

  it('starts a new route from the harbor or from any island the company reaches', () => {
    const state = withRedShip();
    const starts = legalMoves(state).filter((m) => m.type === 'segment.place' && m.start);
    expect(starts).toEqual([
      startSeg('red', 'red-h-bravo', 'red-h'),
      startSeg('red', 'alpha-samoa', 'alpha'),
      startSeg('red', 'bravo-tahiti', 'bravo'),
      startSeg('red', 'bravo-tahiti-2', 'bravo'),
    ]);
    const { state: after, events } = actWithEvents(state, startSeg('red', 'alpha-samoa', 'alpha'));
    expect(events).toContainEqual({ type: 'route.started', seat: 1, company: 'red', from: 'alpha' });
    expect(after.companies.red.ships).toEqual([{ node: 'bravo' }, { link: 'alpha-samoa' }]);
    expect(after.players[1].clipper).toBeNull();
    // Both red routes can now be extended.
    const red = legalMoves(after).filter((m) => m.type === 'segment.place' && m.company === 'red');
    expect(red).toContainEqual(seg('red', 'alpha-samoa', 'alpha'));
    expect(red).toContainEqual(seg('red', 'bravo-tahiti', 'bravo'));
  });

  it('refuses a start from an island the company does not reach, part-way along a link, or without a ship bought', () => {
    const state = withRedShip();
    expect(refusal(state, startSeg('red', 'tahiti-delta', 'tahiti')).rule).toBe('route.alternate');
    expect(refusal(state, startSeg('blue', 'alpha-samoa', 'alpha')).rule).toBe('route.alternate');
    const halfway = act(state, seg('red', 'bravo-tahiti', 'bravo'));
    expect(currentSeat(halfway)).toBe(2);
    expect(refusal(halfway, startSeg('red', 'alpha-samoa', 'alpha')).rule).toBe('route.alternate');
    const mine = editable(halfway);
    mine.players[2].clipper = 'red';
    expect(applyMove(mine, startSeg('red', 'bravo-tahiti', 'bravo'))).toMatchObject({ ok: false, violation: { rule: 'route.alternate' } });
  });
});

const forksRound1 = (): GameState =>
  actAll(passPhase1(start(forks())), [
    seg('red', 'red-h-a', 'red-h'),
    seg('white', 'white-h-c', 'white-h'),
    seg('green', 'green-h-c', 'green-h'),
    seg('black', 'black-h-c', 'black-h'),
    seg('blue', 'blue-h-a', 'blue-h'),
    seg('white', 'c-d', 'c'),
  ]);

/**
 * On `forks`, round 1 leaves red at `a` (so a new red route can start only along
 * a–b) and everyone with $5. In round 2 seat 1 buys a red ship.
 */
function forksRound2(): GameState {
  let state = forksRound1();
  expect(state.players.map((p) => p.money)).toEqual([5, 5, 5]);
  state = phase1(state, PASS, buy('red'));
  state = phase1(phase1(state, PASS), PASS);
  expect(currentSeat(state)).toBe(1);
  expect(state.players[1]).toMatchObject({ money: 2, clipper: 'red' });
  return state;
}

describe('clipper.must-start', () => {
  // Issue 10.3: buying a ship whose route could never start threw $3 away; now it is refused and not listed.
  it('refuses buying a ship no route of its company could start, and does not list it', () => {
    // White's harbor has one link, white-h–tahiti, which white's own ship has begun: nowhere to start from.
    const state = act(richRound2(), placePort('alpha'));
    expect(state.step).toBe('clipper');
    const violation = refusal(state, buy('white'));
    expect(violation.rule).toBe('clipper.must-start');
    expect(violation.message).toMatch(/no free link leaves the white harbor/);
    expect(refusal(state, buy('black')).rule).toBe('clipper.must-start');
  });

  it('allows buying a ship whose route can start from an island its company reaches', () => {
    // Red's harbor links are both taken, but red reaches alpha and bravo, whose links are free.
    const state = act(richRound2(), placePort('alpha'));
    const { state: after, events } = actWithEvents(state, buy('red'));
    expect(events).toEqual([
      { type: 'clipper.bought', seat: 1, company: 'red' },
      { type: 'turn.ended', seat: 1, phase: 1 },
    ]);
    expect(after.players[1].clipper).toBe('red');
  });

  it('in phase 2 allows other segments that leave the new route a way to start', () => {
    const state = forksRound2();
    expect(legalMoves(state)).toContainEqual(startSeg('red', 'a-b', 'a'));
    expect(currentSeat(legalAct(state, seg('white', 'd-e', 'd')))).toBe(2);
  });

  it('refuses a segment that would leave the new route no way to start', () => {
    const state = forksRound2();
    expect(refusal(state, seg('blue', 'a-b', 'a')).rule).toBe('clipper.must-start');
    // Red's own ship taking a–b would leave red nowhere new to start from either.
    expect(refusal(state, seg('red', 'a-b', 'a')).rule).toBe('clipper.must-start');
  });

  it('in phase 3, the last placement of the round, refuses anything but starting the route', () => {
    let state = act(forksRound2(), seg('white', 'd-e', 'd'));
    state = actAll(state, [seg('green', 'c-f', 'c'), seg('black', 'c-g', 'c')]);
    expect(state.phase).toBe(3);
    expect(currentSeat(state)).toBe(1);
    expect(legalMoves(state)).toEqual([startSeg('red', 'a-b', 'a')]);
    expect(refusal(state, seg('purple' as 'red', 'c-h', 'c')).rule).toBe('purple.activation');
    expect(refusal(state, seg('blue', 'a-b', 'a')).rule).toBe('clipper.must-start');
    const { state: after, events } = actWithEvents(state, startSeg('red', 'a-b', 'a'));
    expect(events).toContainEqual({ type: 'route.started', seat: 1, company: 'red', from: 'a' });
    expect(eventsOf(events, 'bonus.paid')).toEqual([expect.objectContaining({ seat: 1, island: 'b', amount: 2 })]);
    expect(after.companies.red.ships).toEqual([{ node: 'a' }, { node: 'b' }]);
  });

  it('refuses ending the last turn of the round without starting it', () => {
    // With the 5X card a player lays their last segments of the round in one phase.
    let state = forksRound1();
    state = phase1(state, { type: 'card.take', card: '5x' }, buy('red'));
    state = phase1(phase1(state, PASS), PASS);
    expect(state.players[1]).toMatchObject({ money: 1, clipper: 'red', card: '5x' });
    state = act(state, seg('white', 'd-e', 'd'));
    expect(refusal(state, { type: 'turn.end' }).rule).toBe('clipper.must-start');
    expect(currentSeat(act(state, startSeg('red', 'a-b', 'a')))).toBe(1);
  });

  it('under "replaces-placement" refuses moving a marker in place of the round’s last placement', () => {
    // Round 1 with 2X makes seat 0 rich; in round 2 it takes the Port card and buys a red ship.
    let state = phase1All(start(forks()), [takeCard('2x'), PASS, PASS]);
    state = actAll(state, [
      seg('red', 'red-h-a', 'red-h'),
      seg('white', 'white-h-c', 'white-h'),
      seg('green', 'green-h-c', 'green-h'),
      seg('black', 'black-h-c', 'black-h'),
      seg('blue', 'blue-h-a', 'blue-h'),
      seg('white', 'c-d', 'c'),
      seg('green', 'c-f', 'c'),
      seg('black', 'c-g', 'c'),
    ]);
    state = phase1(phase1(phase1(state, PASS), PASS), takeCard('port'), buy('red'));
    expect(state.players[0]).toMatchObject({ card: 'port', clipper: 'red' });
    state = actAll(state, [seg('white', 'd-e', 'd'), seg('white', 'e-i', 'e')]);
    // Phase 2 is not the last chance: the marker may move now.
    expect(currentSeat(state)).toBe(0);
    expect(legalMoves(state)).toContainEqual({ type: 'port.move', from: 'p1', to: 'a' });
    state = actAll(state, [seg('white', 'i-j', 'i'), seg('white', 'j-k', 'j'), seg('white', 'k-l', 'k')]);
    expect(state.phase).toBe(3);
    expect(currentSeat(state)).toBe(0);
    expect(refusal(state, { type: 'port.move', from: 'p1', to: 'a' }).rule).toBe('clipper.must-start');
    expect(legalMoves(state)).toEqual([startSeg('red', 'a-b', 'a')]);
  });
});

describe('clipper.unstarted', () => {
  it('sends a ship back beside the board, unrefunded, when its route could not be started', () => {
    const bought = forksRound2();
    let bonuses = 0;
    const returned: ReturnType<typeof eventsOf<'clipper.returned'>> = [];
    const step = (s: GameState, move: Move): GameState => {
      const { state: next, events } = actWithEvents(s, move);
      for (const e of eventsOf(events, 'bonus.paid')) if (e.seat === 1) bonuses += e.amount;
      returned.push(...eventsOf(events, 'clipper.returned'));
      return next;
    };
    let state = step(bought, seg('white', 'd-e', 'd'));
    // Seat 2, who bought nothing, may take a–b: red can no longer start a new route.
    state = step(state, seg('blue', 'a-b', 'a'));
    state = step(state, seg('black', 'c-g', 'c'));
    expect(currentSeat(state)).toBe(1);
    // Nothing is demanded of seat 1 any more.
    expect(legalMoves(state).some((m) => m.type === 'segment.place' && m.start)).toBe(false);
    state = step(state, seg('green', 'c-f', 'c'));
    while (state.round === 2 && !state.ended) state = step(state, quiet(legalMoves(state), state));
    expect(state.ended).toBeNull();
    expect(returned).toEqual([{ type: 'clipper.returned', seat: 1, company: 'red' }]);
    expect(state.players[1]).toMatchObject({ clipper: null, money: 2 + bonuses });
    expect(state.companies.red.spare).toBe(3);
  });

  it('keeps nothing back when the route was started', () => {
    let state = act(forksRound2(), startSeg('red', 'a-b', 'a'));
    state = playUntil(state, (s) => s.round === 3);
    expect(state.companies.red.spare).toBe(2);
    expect(state.companies.red.ships).toHaveLength(2);
  });
});
