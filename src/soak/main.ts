import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { parseMapText } from '../map/parse';
import { soak, summaryLine, type SoakSummary } from './soak';
import { soakOtherGame } from './module-main';
import { SOAK_INVARIANTS } from './invariants';

/**
 * `npm run soak -- --games 100000 [--seed S]`: plays random complete games and
 * checks every move (see soak.ts). Prints a progress bar (on a terminal), then
 * each violation with the seed that replays it, then one summary line. Exit 1
 * when anything broke; Ctrl-C stops after the current game with the summary so far.
 */

const USAGE = 'Usage: npm run soak -- [--game <id>] [--games N] [--seed S]   (N from 1 to 10000000; replay one game with --seed <seed> --games 1)';
const MAX_GAMES = 10_000_000;

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { games: { type: 'string', default: '1000' }, seed: { type: 'string', default: '0' }, game: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`soak: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const games = /^\d+$/.test(values.games) ? Number(values.games) : NaN;
  const from = /^\d+$/.test(values.seed) ? Number(values.seed) : NaN;
  if (!(games >= 1 && games <= MAX_GAMES) || !Number.isSafeInteger(from)) {
    console.error(`soak: --games must be a whole number from 1 to ${MAX_GAMES} and --seed a whole number.\n${USAGE}`);
    return 2;
  }
  // Another game than Clippers soaks through its game module.
  if (values.game !== undefined && values.game !== 'clippers') return soakOtherGame(values.game, games, from, () => false);
  const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url)));
  if (!parsed.ok) {
    console.error(`soak: the default board does not load: ${parsed.error[0].message}`);
    return 2;
  }

  let stop = false;
  const onInterrupt = () => {
    if (stop) process.exit(130);
    stop = true;
  };
  process.on('SIGINT', onInterrupt);
  const bar = process.stderr.isTTY
    ? new SingleBar({ format: 'soak [{bar}] {percentage}% | {value}/{total} games | {violations} violations | ETA {eta_formatted}', stream: process.stderr, hideCursor: true, etaBuffer: 200 })
    : null;
  bar?.start(games, 0, { violations: 0 });
  let violations = 0;
  const started = Date.now();
  const summary: SoakSummary = await soak({
    games,
    from,
    defaultMap: parsed.value,
    shouldStop: () => stop,
    onGame: (game, done) => {
      violations += game.violations.length;
      if (bar && (done % 50 === 0 || done === games || game.violations.length > 0)) bar.update(done, { violations });
      // Without a terminal (CI, a log file) a line now and then shows the run is alive and how fast it goes.
      if (!bar && done % 5000 === 0 && done < games) console.error(`soak: ${done}/${games} games, ${violations} violations, ${Math.round((Date.now() - started) / 1000)} s`);
    },
  });
  bar?.stop();
  process.off('SIGINT', onInterrupt);

  for (const v of summary.violations) console.log(`violation: seed ${v.seed}, move ${v.move}: ${v.problem}  (replay: npm run soak -- --seed ${v.seed} --games 1)`);
  if (stop) console.log(`Stopped by Ctrl-C after ${summary.games} of ${games} games.`);
  const { 3: three, 4: four, 5: five } = summary.byPlayers;
  const shapes = Object.entries(summary.byShape).map(([shape, n]) => `${n} ${shape}`).join(', ');
  console.log(`Seeds ${from} to ${from + summary.games - 1}: ${three} games with 3 players, ${four} with 4, ${five} with 5; ${summary.randomBoards} on random valid boards; ${summary.edgeBoards} on edge boards (${shapes || 'none'}); ${summary.moves} moves played.`);
  console.log(`Invariants checked after every move: ${SOAK_INVARIANTS.join('; ')}.`);
  console.log(summaryLine(summary));
  return summary.violations.length > 0 ? 1 : stop ? 130 : 0;
}

process.exitCode = await main(process.argv.slice(2));
