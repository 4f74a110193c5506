import type { GameModule, ToAct } from '../module';
import { facts } from './facts';
import { flow } from './flow';
import { MISSING } from './missing';
import { catalogue, VARIANTS } from './rules';
import { layoutSchema, moveSchema, stateSchema, COLOURS, type Event, type Move, type State } from './schema';
import { scoreSheet } from './score';
import { restore, setup } from './setup';
import { applyMove, legalMoves, moveKey } from './turn';
import { en } from './words-en';
import { fr } from './words-fr';

function toAct(state: State): ToAct {
  if (state.ended) return { kind: 'ended', ending: { reason: 'countdown', rule: 'end.countdown' } };
  return { kind: 'seat', seat: state.players.findIndex((p) => p.colour === state.turn.seat) };
}

/**
 * Crossing Oceans as far as its rules excerpt goes: every rule it states, its worked
 * examples as walkthroughs, and a list of what it leaves out. No setup: games start from
 * authored layouts.
 */
export const game: GameModule<State, Move, Event, unknown> = {
  id: 'crossing-oceans',
  version: 1,
  // Bounds of the examples only: the excerpt gives no player count (see `missing`).
  seats: { min: 1, max: COLOURS.length, identities: COLOURS },
  variants: VARIANTS,
  schemas: { state: stateSchema, move: moveSchema, layout: layoutSchema },
  setup,
  restore,
  toAct,
  legalMoves,
  applyMove: (state, move) => applyMove(state, move),
  moveKey,
  score: scoreSheet,
  flow,
  rules: catalogue,
  words: { en, fr },
  missing: MISSING,
  facts,
};
