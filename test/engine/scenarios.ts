import { expect } from 'vitest';
import type { GameState } from '../../src/engine';
import type { BoardMap } from '../../src/map/schema';
import { archipelago } from './fixtures';
import { actAll, passPhase1, seg, start, type StartOptions } from './helpers';

/**
 * Round 1 on the archipelago, three players, seat 0 first: everyone passes phase 1,
 * then red, blue and green reach islands (bonuses $2, $1, $2) and red, black and
 * white go on. Round 2 begins with seat 1 first and money 5, 3, 4: enough for ships
 * and cards. Red and green stand at bravo, blue at alpha; black is 1 of 2 along
 * black-h–samoa, white 1 of 3 along white-h–tahiti.
 */
export function richRound2(map: BoardMap = archipelago(), options: StartOptions = {}): GameState {
  const state = actAll(passPhase1(start(map, options)), [
    seg('red', 'red-h-alpha', 'red-h'),
    seg('blue', 'blue-h-alpha', 'blue-h'),
    seg('green', 'green-h-bravo', 'green-h'),
    seg('red', 'alpha-bravo', 'alpha'),
    seg('black', 'black-h-samoa', 'black-h'),
    seg('white', 'white-h-tahiti', 'white-h'),
  ]);
  expect(state).toMatchObject({ round: 2, phase: 1, step: 'action', firstPlayer: 1 });
  expect(state.players.map((p) => p.money)).toEqual([5, 3, 4]);
  return state;
}
