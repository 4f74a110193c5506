export * from './types';
export { RULES, RULE_IDS, type RuleId } from './rules';
export { RULE_PAGE_TITLES, RULE_PAGES, isRuleId, ruleAnchor, rulePageHref, ruleHref, ruleSummary, ruleIndex, type RulePage } from './rule-pages';
export { DEFAULT_VARIANTS, VARIANT_CHOICES, type Variants } from './variants';
export { newGame, PLAYER_COUNTS, MIN_PLAYERS, MAX_PLAYERS, isPlayerCount, playerCountProblem, type PlayerCount, type NewGameOptions, type SetupError, type SetupErrorReason } from './setup';
export { applyMove } from './apply';
export { legalMoves } from './legal';
export { score, scoringCompanies, PURPLE_HOME_NOTE, type ScoreSheet, type PlayerScore, type PortScore } from './score';
export { END_RULE } from './flow';
export { currentSeat, allowance, CARD_KIND, CARD_PRICE, CLIPPER_PRICE } from './context';
// For the bots' reach estimate (src/sim/outlook.ts), which must use the engine's own link and origin rules.
export { linkClosed, purpleOrigins, routeOrigins } from './route';
export { playOut, uniformChoice, type MoveChooser } from './playout';
export { createRng, type Rng } from './random';
export * from './query';
