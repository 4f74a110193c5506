export * from './types';
export { RULES, RULE_IDS, type RuleId } from './rules';
export { DEFAULT_VARIANTS, VARIANT_CHOICES, type Variants } from './variants';
export { newGame, type NewGameOptions, type SetupError, type SetupErrorReason } from './setup';
export { applyMove } from './apply';
export { legalMoves } from './legal';
export { score, scoringCompanies, type ScoreSheet, type PlayerScore } from './score';
export { currentSeat, allowance, CARD_PRICE, CLIPPER_PRICE } from './context';
export { createRng, type Rng } from './random';
