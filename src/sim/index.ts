// The simulator's browser-safe surface. `pool.ts` (worker_threads) is Node-only and not exported here.
export { BOT_NAMES, BOTS, greedyBot, isBotName, makeBot, mctsBot, randomBot, type Bot, type BotName, type BotSettings } from './bots';
export {
  DEFAULT_BUDGET,
  DEFAULT_HORIZON,
  DEFAULT_SIM_PLAYOUTS,
  mctsChoose,
  PLAYOUT_POLICIES,
  type MctsChoice,
  type MctsOptions,
  type MoveEstimate,
  type PlayoutPolicy,
  type SearchBudget,
} from './mcts';
export { strengthReport, type StrengthReport, type StrengthSeat } from './strength';
export { compareReports, type BalanceVerdict, type Comparison, type IslandComparison, type SeatComparison, type Spread } from './compare';
export {
  buildReport,
  gameSeed,
  mergeRecords,
  playGame,
  seatBots,
  simMeta,
  simProblems,
  simulateGames,
  type GameRange,
  type GameRecord,
  type IslandReport,
  type PlayerCount,
  type SeatRecord,
  type SeatReport,
  type SimMeta,
  type SimOptions,
  type SimProblem,
  type SimReport,
} from './simulate';
export type { Difference, Interval, Summary } from './stats';
