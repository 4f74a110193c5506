import { parseArgs } from 'node:util';
import { GAME_IDS, isGameId, loadGame } from '../games';
import { usageError, type Command } from './command';

const USAGE = '--game <id> [--seed S] [--players N] [--json]';

/**
 * `rulekit setup --game <id> --seed S`: the game's seeded setup, printed as the game's text
 * picture (`GameModule.picture`), or the state as JSON. The same seed gives the same board.
 */
export const setupCommand: Command = {
  summary: 'Set up a game from a seed and print the board as a text picture (or the state, --json).',
  usage: USAGE,
  async run(args, io) {
    const usage = (problem: string) => usageError(io, 'setup', USAGE, problem);
    let values;
    try {
      ({ values } = parseArgs({ args, allowPositionals: false, options: { game: { type: 'string' }, seed: { type: 'string', default: '1' }, players: { type: 'string' }, json: { type: 'boolean' } } }));
    } catch (e) {
      return usage(e instanceof Error ? e.message : String(e));
    }
    if (!isGameId(values.game)) return usage(`--game must be one of ${GAME_IDS.join(', ')}.`);
    const game = await loadGame(values.game);
    const seed = Number(values.seed);
    if (!Number.isSafeInteger(seed)) return usage('--seed is a whole number.');
    const players = values.players === undefined ? game.seats.max : Number(values.players);
    if (!Number.isInteger(players) || players < game.seats.min || players > game.seats.max) return usage(`--players: ${game.words.en.name} is for ${game.seats.min} to ${game.seats.max} players.`);
    const made = game.setup({ players: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` })), seed });
    if (!made.ok) {
      io.err(`setup: ${game.words.en.name} cannot be set up this way: ${made.error.map((r) => game.words.en.refusals[r.code] ?? r.code).join('; ')}`);
      return 1;
    }
    if (values.json || !game.picture) {
      if (!values.json) io.err(`setup: ${game.words.en.name} has no text picture; printing the state as JSON.`);
      io.out(JSON.stringify(made.value, null, 2));
      return 0;
    }
    io.out(`${game.words.en.name}, seed ${seed}, ${players} players:`);
    for (const line of game.picture(made.value)) io.out(line);
    return 0;
  },
};
