import { describe, expect, it } from 'vitest';
import { PURPLE_HOME_NOTE, score, scoringCompanies, type GameState, type Variants } from '../../../src/engine';
import { culDeSac, tahitiExample, tinySupply } from '../fixtures';
import { PASS, actAll, companiesAt, editable, layAll, passPhase1, phase1All, placePort, seg, start, takeCard } from '../helpers';

/** Seats 0 and 1 put a marker each on Tahiti in phase 1. */
const markersOnTahiti = (): GameState => phase1All(start(tahitiExample()), [placePort('tahiti'), placePort('tahiti'), PASS]);

const tahitiEntry = (state: GameState, seat: number) => score(state).players[seat].ports.find((p) => p.island === 'tahiti');

describe('score.money', () => {
  it('counts each dollar as a point', () => {
    const state = layAll(start(tahitiExample()), [seg('red', 'red-h-tahiti', 'red-h')]);
    const sheet = score(state);
    expect(sheet.players.map((p) => p.money)).toEqual([4, 2, 2]);
    expect(sheet.players.map((p) => p.total)).toEqual([4, 2, 2]);
    expect(sheet.players.every((p) => p.total === p.money + p.portPoints)).toBe(true);
  });
});

describe('score.ports', () => {
  it('rulebook example: two different companies at Tahiti (value 4) make each marker there worth 8', () => {
    const state = actAll(markersOnTahiti(), [seg('red', 'red-h-tahiti', 'red-h'), seg('blue', 'blue-h-tahiti', 'blue-h')]);
    expect(tahitiEntry(state, 0)).toEqual({ island: 'tahiti', markers: 1, value: 4, companies: 2, points: 8 });
    expect(tahitiEntry(state, 1)).toEqual({ island: 'tahiti', markers: 1, value: 4, companies: 2, points: 8 });
    expect(tahitiEntry(state, 2)).toBeUndefined();
  });

  it('rulebook example: the same company arriving twice makes them worth only 4', () => {
    const state = layAll(markersOnTahiti(), [
      seg('red', 'red-h-tahiti', 'red-h'),
      seg('red', 'tahiti-moorea', 'tahiti'),
      seg('red', 'moorea-motu', 'moorea'),
      seg('red', 'motu-tahiti', 'motu'),
    ]);
    expect(state.companies.red.ships).toEqual([{ node: 'tahiti' }]);
    expect(companiesAt(state, 'tahiti')).toEqual(['red']);
    expect(tahitiEntry(state, 0)).toMatchObject({ companies: 1, points: 4 });
  });

  it('scores markers on an island no company reaches as nothing', () => {
    const sheet = score(markersOnTahiti());
    expect(tahitiEntry(markersOnTahiti(), 0)).toMatchObject({ companies: 0, points: 0 });
    expect(sheet.players.map((p) => p.portPoints)).toEqual([0, 0, 0]);
  });

  it('counts each of a player’s markers on an island', () => {
    let state = phase1All(start(tahitiExample()), [placePort('tahiti'), PASS, PASS]);
    state = actAll(state, [
      seg('red', 'red-h-tahiti', 'red-h'),
      seg('white', 'white-h-moorea', 'white-h'),
      seg('green', 'green-h-motu', 'green-h'),
      seg('black', 'black-h-motu', 'black-h'),
      seg('red', 'tahiti-moorea', 'tahiti'),
      seg('white', 'moorea-motu', 'moorea'),
    ]);
    // Round 2, seat 1 first: seat 0 acts last and puts a second marker on Tahiti.
    state = phase1All(state, [PASS, PASS, placePort('tahiti')]);
    expect(tahitiEntry(state, 0)).toEqual({ island: 'tahiti', markers: 2, value: 4, companies: 1, points: 8 });
  });
});

/** A culDeSac game with seat 0's marker on `a` (value 3, purple's home), stopped after `segments`. */
function culDeSacWithMarker(variants: Partial<Variants>, segments: number): GameState {
  const moves = [
    seg('red', 'red-h-a', 'red-h'),
    seg('blue', 'blue-h-a', 'blue-h'),
    seg('white', 'white-h-a', 'white-h'),
    seg('green', 'green-h-b', 'green-h'),
    seg('black', 'black-h-b', 'black-h'),
  ].slice(0, segments);
  return actAll(phase1All(start(culDeSac(), { variants }), [placePort('a'), PASS, PASS]), moves);
}

describe('score.purple-home', () => {
  const pointsAtA = (state: GameState) => score(state).players[0].ports.find((p) => p.island === 'a')?.points;

  it('"always" (default): purple counts at its home whether or not it became active', () => {
    expect(pointsAtA(culDeSacWithMarker({}, 1))).toBe(3 * 2);
    const ended = culDeSacWithMarker({}, 5);
    expect(ended.ended).not.toBeNull();
    expect(pointsAtA(ended)).toBe(3 * 4);
    expect(scoringCompanies(ended, 0)).toEqual(['red', 'blue', 'white', 'purple']);
  });

  it('"when-active": purple counts at home only once active', () => {
    expect(pointsAtA(culDeSacWithMarker({ purpleHome: 'when-active' }, 1))).toBe(3 * 1);
    expect(pointsAtA(culDeSacWithMarker({ purpleHome: 'when-active' }, 5))).toBe(3 * 4);
  });

  it('"never": only purple links that reach an island count', () => {
    expect(pointsAtA(culDeSacWithMarker({ purpleHome: 'never' }, 1))).toBe(3 * 1);
    expect(pointsAtA(culDeSacWithMarker({ purpleHome: 'never' }, 5))).toBe(3 * 3);
  });

  // Issue 10.4: the exception to "an island no route reaches scores nothing" is said on the score sheet.
  it('"always": a marker on purple’s home scores though no route reaches it, and the sheet says why', () => {
    const state = actAll(phase1All(start(culDeSac()), [placePort('a'), PASS, PASS]), []);
    expect(companiesAt(state, 'a')).toEqual([]);
    const entry = score(state).players[0].ports.find((p) => p.island === 'a');
    expect(entry).toMatchObject({ companies: 1, points: 3, note: PURPLE_HOME_NOTE });
    expect(PURPLE_HOME_NOTE).toBe('purple counts here by the rules');
    const never = actAll(phase1All(start(culDeSac(), { variants: { purpleHome: 'never' } }), [placePort('a'), PASS, PASS]), []);
    expect(score(never).players[0].ports.find((p) => p.island === 'a')).toMatchObject({ companies: 0, points: 0 });
    expect(score(never).players[0].ports.find((p) => p.island === 'a')?.note).toBeUndefined();
  });

  it('never counts purple twice at home', () => {
    const state = layAll(start(tinySupply()), [
      seg('red', 'red-h-a', 'red-h'),
      seg('blue', 'blue-h-a', 'blue-h'),
    ]);
    expect(scoringCompanies(state, state.map.islands.findIndex((i) => i.id === 'a'))).toEqual(['red', 'blue', 'purple']);
  });
});

/**
 * Ties are rare in play, and the scorer reads only money, markers and who ended
 * the game: so these tests take a finished game and set the money.
 */
function finishedWithMoney(money: number[], firstPlayer = 0, variants: Partial<Variants> = {}): GameState {
  const order = [
    seg('red', 'red-h-a', 'red-h'),
    seg('blue', 'blue-h-a', 'blue-h'),
    seg('white', 'white-h-a', 'white-h'),
    seg('green', 'green-h-b', 'green-h'),
    seg('black', 'black-h-b', 'black-h'),
  ];
  const ended = actAll(passPhase1(start(culDeSac(), { firstPlayer, variants })), order);
  expect(ended.ended).toMatchObject({ reason: 'no-placement', phase: 3, seat: (firstPlayer + 2) % 3 });
  const copy = editable(ended);
  copy.players.forEach((p, seat) => (p.money = money[seat]));
  return copy;
}

describe('score.tie-break', () => {
  it('gives a points tie to the player with most money', () => {
    // Seat 0 has a marker on a (3 × 4 companies = 12 points) and $3; seat 1 has $15.
    const state = editable(culDeSacWithMarker({}, 5));
    state.players[0].money = 3;
    state.players[1].money = 15;
    state.players[2].money = 1;
    const sheet = score(state);
    expect(sheet.players.map((p) => p.total)).toEqual([15, 15, 1]);
    expect(sheet).toMatchObject({ winners: [1], decidedBy: 'money' });
  });

  it('then (default variant) to the last tied player who did not take a full turn', () => {
    // The game ended at seat 2's phase-3 turn: seat 2 did not take a full turn.
    expect(score(finishedWithMoney([10, 5, 10]))).toMatchObject({ winners: [2], decidedBy: 'last-turn' });
    // Seats 0 and 1 both played every turn: the tie stands.
    expect(score(finishedWithMoney([10, 10, 5]))).toMatchObject({ winners: [0, 1], decidedBy: 'shared' });
    // Turn order counts from the first player: with seat 1 first, seat 0 is the one cut short.
    expect(score(finishedWithMoney([10, 10, 5], 1))).toMatchObject({ winners: [0], decidedBy: 'last-turn' });
  });

  it('under "money-only" leaves a tie on money shared', () => {
    expect(score(finishedWithMoney([10, 5, 10], 0, { tieBreak: 'money-only' }))).toMatchObject({ winners: [0, 2], decidedBy: 'shared' });
  });

  it('counts the player who laid the very last segment as having played', () => {
    const ended = actAll(passPhase1(start(tinySupply())), [
      seg('red', 'red-h-a', 'red-h'),
      seg('blue', 'blue-h-a', 'blue-h'),
      seg('white', 'white-h-b', 'white-h'),
      seg('green', 'green-h-b', 'green-h'),
      seg('black', 'black-h-c', 'black-h'),
      seg('purple', 'a-d', 'a'),
    ]);
    expect(ended.ended).toMatchObject({ reason: 'all-laid', seat: 2 });
    const copy = editable(ended);
    copy.players.forEach((p) => (p.money = 7));
    expect(score(copy)).toMatchObject({ winners: [0, 1, 2], decidedBy: 'shared' });
  });

  // Issue 10.6: a full turn is a player's whole round. Ending in phase 2, nobody has had one.
  it('when the game ends in phase 2, counts every tied player as cut short: the last in the round’s order wins', () => {
    const ended = actAll(phase1All(start(culDeSac()), [takeCard('3x'), takeCard('2x'), PASS]), [
      seg('red', 'red-h-a', 'red-h'),
      seg('blue', 'blue-h-a', 'blue-h'),
      seg('white', 'white-h-a', 'white-h'),
      seg('green', 'green-h-b', 'green-h'),
      seg('black', 'black-h-b', 'black-h'),
    ]);
    expect(ended.ended).toMatchObject({ reason: 'no-placement', phase: 2, seat: 2 });
    const tied = editable(ended);
    tied.players.forEach((p, seat) => (p.money = [10, 10, 5][seat]));
    // Seats 0 and 1 laid in phase 2 but never reached phase 3: seat 1 is the later of them.
    expect(score(tied)).toMatchObject({ winners: [1], decidedBy: 'last-turn' });
    tied.players.forEach((p, seat) => (p.money = [10, 5, 10][seat]));
    expect(score(tied)).toMatchObject({ winners: [2], decidedBy: 'last-turn' });
  });

  it('when a dead board ends the game after the round, counts everyone as having had a full turn', () => {
    const ended = actAll(passPhase1(start(culDeSac({ islands: [{ id: 'd' }], links: [['b', 'd', 1]] }))), [
      seg('red', 'red-h-a', 'red-h'),
      seg('blue', 'blue-h-a', 'blue-h'),
      seg('white', 'white-h-a', 'white-h'),
      seg('green', 'green-h-b', 'green-h'),
      seg('black', 'black-h-b', 'black-h'),
      seg('green', 'b-d', 'b'),
    ]);
    expect(ended.ended).toMatchObject({ reason: 'dead-board', phase: 3 });
    const tied = editable(ended);
    tied.players.forEach((p) => (p.money = 9));
    expect(score(tied)).toMatchObject({ winners: [0, 1, 2], decidedBy: 'shared' });
  });

  it('decides by points first', () => {
    expect(score(finishedWithMoney([4, 9, 6]))).toMatchObject({ winners: [1], decidedBy: 'points' });
  });
});
