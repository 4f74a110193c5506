import type { GameModule, Result, Refusal } from '../module';
import { applyMove, moveKey } from './apply';
import { BOTS } from './bots';
import { FLOW } from './flow';
import { legalMoves, toAct } from './legal';
import { refuse } from './refusal';
import { RULES } from './rules';
import { layoutSchema, moveSchema, stateSchema, type ShipItEvent, type ShipItMove, type ShipItState } from './schema';
import { score } from './score';
import { faults, setup } from './setup';
import { samples } from './samples';
import { VARIANTS } from './variants';
import { invariants } from './invariants';
import { measures } from './measures';
import { layoutFaults } from './layout-check';
import { picture } from './picture';
import { facts } from './facts';
import { playerView } from './view';
import { PLAY } from './play';
import { WORDS_EN } from './words-en';
import { WORDS_FR } from './words-fr';

export type { ShipItState, ShipItMove, ShipItEvent };

function restore(input: unknown): Result<ShipItState, readonly Refusal[]> {
  const parsed = stateSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues.map((i) => refuse('moves', 'state-invalid', { path: i.path.join('.'), message: i.message })) };
  const s = parsed.data;
  const hidden = s.coins.filter((c) => c.value === null).map((c) => c.id);
  if (hidden.length) return { ok: false, error: [refuse('moves', 'state-invalid', { path: 'coins', message: `a player's view (hidden coins ${hidden.join(', ')}) cannot be played on` })] };
  const problems = faults(s);
  return problems.length ? { ok: false, error: problems } : { ok: true, value: s };
}

/**
 * Ship It! (Stephen and Michael Schoessow, v2.2, 2007), for a piecepack and double-six
 * dominoes. Chance (the pool's draws, the redistribution order) is played as moves of
 * the table; coin numbers are hidden in `playerView`.
 */
export const game: GameModule<ShipItState, ShipItMove, ShipItEvent, never> = {
  id: 'ship-it',
  version: 1,
  seats: { min: 2, max: 4, identities: ['red', 'green', 'blue', 'black'] },
  variants: VARIANTS,
  schemas: { state: stateSchema, move: moveSchema, layout: layoutSchema },
  setup,
  restore,
  toAct,
  legalMoves,
  applyMove,
  moveKey,
  score,
  flow: FLOW,
  rules: RULES,
  words: { en: WORDS_EN, fr: WORDS_FR },
  chance: { weights: (_s, outcomes) => outcomes.map(() => 1 / outcomes.length) },
  playerView,
  bots: BOTS,
  invariants,
  measures,
  layoutFaults,
  picture,
  facts,
  missing: ['figures', 'scoring-track'],
  samples: () => samples(setup as never),
  play: PLAY,
};
