import { isGameId, loadGame, GAME_IDS } from '../games';
import { soakModule } from './module-soak';

/**
 * `npm run soak -- --game <id> --games N [--seed S]` for a game other than Clippers: random
 * complete games through its module, every move checked (module-soak.ts). Prints each
 * violation with the seed that replays it, then the same summary line as Clippers' soak.
 */
export async function soakOtherGame(id: string, games: number, from: number, shouldStop: () => boolean): Promise<number> {
  if (!isGameId(id)) {
    console.error(`soak: --game must be one of ${GAME_IDS.join(', ')}, not ${JSON.stringify(id).slice(0, 60)}.`);
    return 2;
  }
  const game = await loadGame(id);
  const maxMoves = 20_000;
  let shown = 0;
  const summary = soakModule(game, {
    games,
    from,
    budget: { maxMoves, restoreEvery: 97 },
    shouldStop,
    onGame: (r) => {
      for (const v of r.violations) if (shown++ < 50) console.log(`violation: ${v}  (replay: npm run soak -- --game ${id} --seed ${r.seed} --games 1)`);
    },
  });
  console.log(`${game.words.en.name}: seeds ${from} to ${from + summary.games - 1}; the longest game took ${summary.longest} moves.`);
  console.log(`${summary.games} games, ${summary.moves} moves checked, ${summary.violations} violations, ${(summary.games / Math.max(summary.seconds, 1e-9)).toFixed(0)} games/s`);
  return summary.violations > 0 ? 1 : 0;
}
