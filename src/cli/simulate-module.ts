import { parseArgs } from 'node:util';
import { isGameId, loadGame, GAME_IDS } from '../games';
import { isModuleBot, moduleReportLines, MODULE_BOTS, simulateModule, type ModuleBot } from '../sim/module-sim';
import { usageError, type CliIo } from './command';

export const MODULE_USAGE = '--game <id> [--players N] [--games N] [--seed S] [--bots random,greedy,...] [--variant name=value,...] [--json]';

/** `rulekit simulate --game <id>` for a game other than Clippers: bots through its game module. */
export async function simulateOtherGame(args: readonly string[], io: CliIo): Promise<number> {
  const usage = (problem: string) => usageError(io, 'simulate', MODULE_USAGE, problem);
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { game: { type: 'string' }, players: { type: 'string' }, games: { type: 'string', default: '200' }, seed: { type: 'string', default: '1' }, bots: { type: 'string', default: 'random' }, variant: { type: 'string' }, json: { type: 'boolean' } },
    }));
  } catch (e) {
    return usage(e instanceof Error ? e.message : String(e));
  }
  if (!isGameId(values.game)) return usage(`--game must be one of ${GAME_IDS.join(', ')}.`);
  const game = await loadGame(values.game);
  const players = values.players === undefined ? game.seats.max : Number(values.players);
  if (!Number.isInteger(players) || players < game.seats.min || players > game.seats.max) return usage(`--players: ${game.words.en.name} is for ${game.seats.min} to ${game.seats.max} players.`);
  const games = Number(values.games);
  if (!Number.isInteger(games) || games < 1 || games > 1_000_000) return usage('--games is a whole number from 1 to 1000000.');
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed)) return usage('--seed is a whole number.');
  const bots = values.bots.split(',').map((b) => b.trim());
  const unknown = bots.filter((b) => !isModuleBot(b));
  if (unknown.length > 0) return usage(`--bots: ${unknown.join(', ')} is not a bot for this game (${MODULE_BOTS.join(', ')}).`);
  const variants: Record<string, string> = {};
  for (const pair of values.variant ? values.variant.split(',') : []) {
    const [name, value] = pair.split('=');
    const spec = game.variants.find((v) => v.id === name);
    if (!spec || !spec.choices.includes(value)) return usage(`--variant ${pair}: the variants are ${game.variants.map((v) => `${v.id}=${v.choices.join('|')}`).join(', ') || 'none'}.`);
    variants[name] = value;
  }
  const report = simulateModule(game, { players, games, seed, bots: bots as ModuleBot[], variants });
  if ('refused' in report) {
    io.err(`simulate: ${game.words.en.name} cannot be set up this way: ${report.refused.map((c) => game.words.en.refusals[c] ?? c).join('; ')}`);
    return 1;
  }
  if (values.json) io.out(JSON.stringify(report, null, 2));
  else for (const line of moduleReportLines(game, report)) io.out(line);
  return 0;
}
