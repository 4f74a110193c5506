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
export { buildReport, simMeta, type IslandReport, type SeatReport, type SimMeta, type SimReport } from './report';
export {
  gameSeed,
  mergeRecords,
  playGame,
  seatBots,
  simProblems,
  simulateGames,
  type GameRange,
  type GameRecord,
  type PlayerCount,
  type SeatRecord,
  type SimOptions,
  type SimProblem,
} from './simulate';
export type { Difference, Interval, Summary } from './stats';
