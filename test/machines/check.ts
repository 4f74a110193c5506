import { expect } from 'vitest';
import type { GameState } from '../../src/engine';
import { activeStates } from '../../machines/game';
import { chartPlaces as placesOf } from '../../machines/progress';

/** Every region of the chart stands where the engine's state says it must. */
export function expectRegionsMatch(value: unknown, game: GameState, where = ''): void {
  const active = activeStates(value);
  const want = placesOf(game);
  expect(
    {
      turn: active.turn.replace(/^round\./, '').replace(/^over\..*/, 'over'),
      '2x': active['2x'],
      '3x': active['3x'],
      '5x': active['5x'],
      port: active.port,
      purple: active.purple,
    },
    where,
  ).toEqual(want);
}
