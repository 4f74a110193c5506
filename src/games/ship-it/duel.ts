import { play } from './apply';
import { greedyMove } from './bots';
import { legalMoves, toAct } from './legal';
import { weighted } from './playout';
import { seeded } from './random';
import { score } from './score';
import { searchMove } from './search';
import type { ShipItMove, ShipItState } from './schema';
import { setup } from './setup';

/** The bots a match can seat: the playout policy's random player, greedy (one ply) and search. */
export const BOT_MOVES = {
  random: (s: ShipItState, random: () => number) => weighted(s, legalMoves(s), random),
  greedy: (s: ShipItState, random: () => number) => greedyMove(s, random),
  search: (s: ShipItState, random: () => number) => searchMove(s, random),
} as const satisfies Record<string, (s: ShipItState, random: () => number) => ShipItMove>;
export type BotName = keyof typeof BOT_MOVES;

export interface DuelResult {
  games: number;
  /** The bot's wins, a shared win counting as a share. */
  wins: number;
  /** Games that reached the move bound (judged on the profits so far). */
  unfinished: number;
  moves: number;
  /** The longest time one of `bot`'s moves took, in ms. */
  slowestMs: number;
}

/**
 * `bot` in one seat against `other` in the rest, `games` games from seeds `seed`… with the
 * bot's seat going round the table; chance moves drawn at random. A game still running at
 * `bound` moves is judged on the profits so far.
 */
export function duel(bot: BotName, other: BotName, games: number, players: number, seed = 1, bound = 20_000): DuelResult {
  let wins = 0;
  let unfinished = 0;
  let moves = 0;
  let slowestMs = 0;
  for (let g = 0; g < games; g++) {
    const made = setup({ players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })), seed: seed + g });
    if (!made.ok) throw new Error('setup refused');
    let s = made.value;
    const random = seeded((seed + g) * 48271);
    const mine = g % players;
    let n = 0;
    for (; n < bound; n++) {
      const act = toAct(s);
      if (act.kind === 'ended') break;
      let m: ShipItMove;
      if (act.kind === 'chance') {
        const listed = legalMoves(s);
        m = listed[Math.floor(random() * listed.length)];
      } else if (act.seat === mine) {
        const t0 = performance.now();
        m = BOT_MOVES[bot](s, random);
        slowestMs = Math.max(slowestMs, performance.now() - t0);
      } else m = BOT_MOVES[other](s, random);
      s = play(s, m).state;
    }
    moves += n;
    if (toAct(s).kind !== 'ended') unfinished++;
    const sheet = score(s);
    if (sheet.winners.includes(mine)) wins += 1 / sheet.winners.length;
  }
  return { games, wins, unfinished, moves, slowestMs };
}

if (process.argv[1]?.endsWith('duel.ts')) {
  const [bot = 'search', other = 'random', games = '10', players = '4', seed = '1'] = process.argv.slice(2);
  const t0 = performance.now();
  const r = duel(bot as BotName, other as BotName, Number(games), Number(players), Number(seed));
  console.log({ ...r, rate: r.wins / r.games, seconds: (performance.now() - t0) / 1000 });
}
