export * from './types';
export { RULES, RULE_IDS, type RuleId } from './rules';
export { RULE_PAGE_TITLES, RULE_PAGES, isRuleId, ruleAnchor, rulePageHref, ruleHref, ruleSummary, ruleIndex, type RulePage } from './rule-pages';
export { DEFAULT_VARIANTS, VARIANT_CHOICES, VARIANT_NAMES, type Variants } from './variants';
export { newGame, PLAYER_COUNTS, MIN_PLAYERS, MAX_PLAYERS, isPlayerCount, playerCountProblem, type PlayerCount, type NewGameOptions, type SetupError, type SetupErrorReason } from './setup';
export { applyMove, moveEffect } from './apply';
export { legalMoves } from './legal';
export { score, scoringCompanies, PURPLE_HOME_NOTE, type ScoreSheet, type PlayerScore, type PortScore } from './score';
export { END_RULE, END_REASON_OF, FLOW_OPS, flowOp, momentProblem, type FlowOpName } from './flow';
export { FLOW, FLOW_CONDITIONS, holds, type ConditionName, type FlowCondition, type FlowRule, type FlowTarget } from './flow-table';
export { currentSeat, CLIPPER_PRICE, MARKERS_PER_NATION } from './context';
export { CARD_KINDS, CARD_IDS, CARD_KIND, CARD_KIND_LIST, CARD_LABEL, CARD_PRICE, cardLabel, allowance, bonusMultiplier, fiveXPhase, fiveXClaim, mayWaitForPhase3, sitsOut, spentAtTurnEnd } from './cards';
export { purpleHomeId, purpleProgress, type PurpleProgress } from './purple';
// For the bots' reach estimate (src/sim/outlook.ts), which must use the engine's own link and origin rules.
export { linkClosed } from './route';
export { purpleOrigins, routeOrigins } from './origins';
export { playOut, playRandomGame, uniformChoice, type AcceptedMove, type MoveChooser } from './playout';
export { createRng, type Rng } from './random';
export * from './query';
