import { readFileSync } from 'node:fs';
import { parseMapText } from '../../src/map/parse';
import { simulateGames } from '../../src/sim/simulate';
const parsed = parseMapText(readFileSync(new URL('../../maps/south-pacific.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw 1;
const games = Number(process.argv[2] ?? 6);
const budget = Number(process.argv[3] ?? 200);
const policy = (process.argv[4] ?? 'random') as 'random';
let won = 0; let n = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const seat = g % 3;
  const bots = ['greedy', 'greedy', 'greedy'] as ('greedy' | 'mcts')[];
  bots[seat] = 'mcts';
  const r = simulateGames({ map: parsed.value, players: 3, games: games, seed: 7, bots, budget, policy }, { from: g, to: g + 1 });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const rec = r.value[0];
  if (rec.winners.includes(seat)) won += 1 / rec.winners.length;
  n++;
  console.log(g, seat, rec.winners, rec.seats.map((s) => s.total), rec.moves, ((performance.now() - t0) / 1000).toFixed(1));
}
console.log('winrate', won / n, 'sec/game', (performance.now() - t0) / 1000 / n);
