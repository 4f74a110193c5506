import { currentSeat, purpleProgress, type GameState, type Seat } from '../src/engine';

/**
 * Where each chart region should stand for a given game, read from the engine's
 * state. The charts themselves move on events and the pages light what the actor
 * holds (`runGame` in `game.ts`); these only place a chart started mid-game (the regions'
 * `dealt` and `setup` states) and check a persisted snapshot before it is restored.
 */
export type TurnPlace = 'over' | 'phase1.action' | 'phase1.clipper' | 'phase2.placing' | 'phase3.placing';

export function turnPlace(game: GameState): TurnPlace {
  if (game.ended) return 'over';
  if (game.phase === 1) return game.step === 'clipper' ? 'phase1.clipper' : 'phase1.action';
  return game.phase === 2 ? 'phase2.placing' : 'phase3.placing';
}

export type SimpleCardPlace = 'table' | 'held';
/** 2X and 3X: on the table, or held by someone this round. */
export function simpleCardPlace(game: GameState, kind: '2x' | '3x'): SimpleCardPlace {
  return game.cards.some((c) => c.kind === kind && c.status === 'held') ? 'held' : 'table';
}

export type FiveXPlace = 'table' | 'held.choosing' | 'held.laying2' | 'held.sittingOut' | 'held.waiting' | 'held.laying3' | 'held.spent';

/** The 5X card: its holder lays in phase 2 and sits out phase 3, or waits through phase 2 and lays in phase 3. */
export function fiveXPlace(game: GameState): FiveXPlace {
  const card = game.cards.find((c) => c.id === '5x');
  if (!card || card.holder === null || (card.status !== 'held' && card.status !== 'used')) return 'table';
  const seat: Seat = card.holder;
  const phase = game.players[seat].fiveXPhase;
  if (phase === 2) return card.status === 'used' ? 'held.sittingOut' : 'held.laying2';
  if (phase === 3) return card.status === 'used' ? 'held.spent' : 'held.laying3';
  if (game.phase === 1) return 'held.choosing';
  if (game.phase === 3) return 'held.waiting';
  const n = game.players.length;
  const pos = (seat - game.firstPlayer + n) % n;
  return game.turn > pos || (game.turn === pos && currentSeat(game) !== seat) ? 'held.waiting' : 'held.choosing';
}

export type PortPlace = 'table' | 'held.ready' | 'held.moved';
export function portPlace(game: GameState): PortPlace {
  const card = game.cards.find((c) => c.id === 'port');
  if (!card || card.status === 'available' || card.status === 'out') return 'table';
  return card.status === 'used' ? 'held.moved' : 'held.ready';
}

export type PurplePlace = 'none' | 'one' | 'active';
export const purplePlace = (game: GameState): PurplePlace => purpleProgress(game);

/** Every region's place, as the chart's state value would show it. */
export function chartPlaces(game: GameState) {
  return {
    turn: turnPlace(game),
    '2x': simpleCardPlace(game, '2x'),
    '3x': simpleCardPlace(game, '3x'),
    '5x': fiveXPlace(game),
    port: portPlace(game),
    purple: purplePlace(game),
  };
}
export type ChartPlaces = ReturnType<typeof chartPlaces>;
