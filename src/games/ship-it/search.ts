import { play } from './apply';
import { worth } from './bots';
import { legalMoves, toAct } from './legal';
import { pickWeighted, playoutWeights } from './policy';
import type { ShipItMove, ShipItState } from './schema';
import { determinise } from './view';

/**
 * The search bot: flat Monte Carlo with determinisation. The few moves the playout policy
 * weighs most (and ending the turn) are each tried in `rollouts` worlds consistent with
 * what the seat sees (hidden coin numbers dealt again; the pool's draws and the
 * redistributions are the table's chance moves, drawn at random); each world is played
 * on by the playout policy until the seat's turn is over, and valued as greedy values a
 * position. A turn is where Ship It!'s points are made (deliveries, shipments, doublings),
 * so a rollout to its end sees what one ply does not: the pip-stop that lets a load reach
 * its hub, the link that opens the way.
 */
export interface SearchOptions {
  readonly rollouts: number;
  readonly candidates: number;
  /** Moves a rollout may play before it is valued. */
  readonly horizon: number;
  /**
   * Wall-clock milliseconds a move may take: once spent, the candidates not yet tried are
   * skipped (the ones the policy weighs most are tried first). A busy machine then plays
   * weaker moves rather than slower ones.
   */
  readonly budgetMs: number;
}

export const SEARCH_DEFAULTS: SearchOptions = { rollouts: 4, candidates: 6, horizon: 40, budgetMs: 800 };

/** The candidates: the moves the playout policy weighs most, and `end` when it is listed. */
function candidates(s: ShipItState, moves: readonly ShipItMove[], count: number): ShipItMove[] {
  const weights = playoutWeights(s, moves);
  const order = moves.map((_, i) => i).sort((a, b) => weights[b] - weights[a]);
  const out = order.slice(0, count).map((i) => moves[i]);
  const end = moves.find((m) => m.type === 'end');
  if (end && !out.includes(end)) out.push(end);
  return out;
}

export function searchMove(s: ShipItState, random: () => number, options: SearchOptions = SEARCH_DEFAULTS): ShipItMove {
  const moves = legalMoves(s);
  const act = toAct(s);
  if (act.kind !== 'seat' || moves.length === 1) return act.kind === 'seat' ? moves[0] : moves[Math.floor(random() * moves.length)];
  const seat = act.seat;
  const colour = s.turn.colour;
  const turns = s.turns;
  const started = performance.now();
  const tried = candidates(s, moves, options.candidates);
  let best = tried[0];
  let bestValue = -Infinity;
  for (const m of tried) {
    if (bestValue > -Infinity && performance.now() - started > options.budgetMs) break;
    let total = 0;
    for (let r = 0; r < options.rollouts; r++) {
      let w = play(determinise(s, seat, random), m).state;
      // On to the end of the seat's turn (a shipment's chit and redistribution included).
      for (let n = 0; n < options.horizon && w.turns === turns && w.turn.colour === colour; n++) {
        const who = toAct(w);
        if (who.kind === 'ended') break;
        const listed = legalMoves(w);
        const next = who.kind === 'chance' ? listed[Math.floor(random() * listed.length)] : pickWeighted(listed, playoutWeights(w, listed), random);
        w = play(w, next).state;
      }
      total += worth(w, seat);
    }
    if (total > bestValue) (bestValue = total), (best = m);
  }
  return best;
}
