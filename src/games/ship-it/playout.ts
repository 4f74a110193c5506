import { play } from './apply';
import { legalMoves, toAct } from './legal';
import { seeded } from './random';
import type { ShipItMove, ShipItState } from './schema';
import { isHub, setup } from './setup';
import { pickWeighted, playoutWeights } from './policy';

/**
 * Random games for tests, soak and the bench. Uniform play never ends a game (a load
 * wanders, officials shuffle, links are lifted and rebuilt), so the default policy is the
 * playout policy's weighted pick (policy.ts); `hubSeeking` takes a delivery when one is
 * listed and otherwise a kind of move, then a move of that kind, at random; `uniform`
 * picks any listed move.
 */
export type Policy = (s: ShipItState, moves: readonly ShipItMove[], random: () => number) => ShipItMove;

export const uniform: Policy = (_s, moves, random) => moves[Math.floor(random() * moves.length)];

export const weighted: Policy = (s, moves, random) => pickWeighted(moves, playoutWeights(s, moves), random);

export const hubSeeking: Policy = (s, moves, random) => {
  const deliveries = moves.filter((m) => m.type === 'freight' && isHub(s, m.to));
  if (deliveries.length) return deliveries[Math.floor(random() * deliveries.length)];
  const types = [...new Set(moves.map((m) => m.type))];
  const type = types[Math.floor(random() * types.length)];
  const of = moves.filter((m) => m.type === type);
  return of[Math.floor(random() * of.length)];
};

export interface PlayoutResult {
  readonly state: ShipItState;
  readonly moves: number;
  readonly ended: boolean;
}

/** Plays from `s` until the game ends or `bound` moves; `onMove` sees each step (for invariants). */
export function playout(
  s: ShipItState,
  random: () => number,
  bound: number,
  policy: Policy = weighted,
  onMove?: (before: ShipItState, move: ShipItMove, after: ShipItState, listed: readonly ShipItMove[]) => void,
): PlayoutResult {
  let n = 0;
  while (n < bound && toAct(s).kind !== 'ended') {
    const listed = legalMoves(s);
    const m = policy(s, listed, random);
    const next = play(s, m).state;
    onMove?.(s, m, next, listed);
    s = next;
    n++;
  }
  return { state: s, moves: n, ended: toAct(s).kind === 'ended' };
}

/** `count` random games from seeds 1…count: how many ended, the longest, µs per move (list + play). */
export function randomGames(count: number, players: number, bound: number, policy: Policy = weighted) {
  const lengths: number[] = [];
  let moves = 0;
  let ended = 0;
  let longest = 0;
  let shipments = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let seed = 1; seed <= count; seed++) {
    const r = setup({ players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })), seed });
    if (!r.ok) throw new Error('setup refused');
    const result = playout(r.value, seeded(seed * 7919), bound, policy);
    moves += result.moves;
    if (result.ended) lengths.push(result.moves);
    longest = Math.max(longest, result.moves);
    shipments += result.state.shipments;
    if (result.ended) ended++;
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  // Wall time on a shared machine overstates; the process's CPU time is the steadier figure.
  lengths.sort((a, b) => a - b);
  const at = (q: number) => lengths[Math.min(lengths.length - 1, Math.floor(q * lengths.length))] ?? 0;
  const length = { min: lengths[0] ?? 0, median: at(0.5), p90: at(0.9), max: lengths[lengths.length - 1] ?? 0 };
  return { games: count, ended, longest, length, moves, shipments, usPerMove: (1000 * ms) / Math.max(1, moves), cpuUsPerMove: (cpu.user + cpu.system) / Math.max(1, moves) };
}

// Run as a script only; a browser has no process (the play page loads this module through bots.ts).
if (typeof process !== 'undefined' && process.argv?.[1]?.endsWith('playout.ts')) {
  const [count = '20', players = '4', bound = '20000'] = process.argv.slice(2);
  console.log(randomGames(Number(count), Number(players), Number(bound)));
}
