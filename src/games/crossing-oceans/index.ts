import type { GameModule, ToAct } from '../module';
import { facts } from './facts';
import { flow } from './flow';
import { MISSING } from './missing';
import { catalogue, VARIANTS } from './rules';
import { layoutSchema, moveSchema, stateSchema, COLOURS, type Event, type Move, type State } from './schema';
import { scoreSheet } from './score';
import { restore, setup } from './setup';
import { applyMove, gap, legalMoves, moveKey } from './turn';
import { samples } from './samples';
import { en } from './words-en';
import { fr } from './words-fr';

/**
 * Play ends with the countdown, or where the excerpt runs out: when no move is legal
 * because a fact it needs is missing (the rondel's order, a ship's facts), the game stops
 * there and says why (`gap`), rather than guess.
 */
function toAct(state: State): ToAct {
  if (state.ended) return { kind: 'ended', ending: { reason: 'countdown', rule: 'end.countdown' } };
  if (gap(state)) return { kind: 'ended', ending: { reason: 'excerpt-ends', rule: 'turn.missing' } };
  return { kind: 'seat', seat: state.players.findIndex((p) => p.colour === state.turn.seat) };
}

/**
 * Crossing Oceans as far as its rules excerpt goes: every rule it states, its worked
 * examples as walkthroughs, and a list of what it leaves out. No setup: games start from
 * authored layouts.
 */
export const game: GameModule<State, Move, Event, undefined> = {
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
  samples,
};
