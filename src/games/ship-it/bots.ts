import type { BotHooks } from '../module';
import { play } from './apply';
import { legalMoves, toAct } from './legal';
import type { ShipItMove, ShipItState } from './schema';
import { score } from './score';
import { coinValue, isOver } from './shipment';
import { determinise } from './view';
import { hubSeeking, playout } from './playout';
import { setup } from './setup';
import { seeded } from './random';
import { hubDistance, pickWeighted, playoutWeights } from './policy';
import { geometry, spaceKey } from './grid';

/**
 * A position's worth for each seat: profit so far (the lower colour's with 2 players),
 * plus what is on its way — warehoused own coins at half what they would score if the
 * hub shipped without them triggering, 3 a chit (a point each turn for the rest of the
 * game), and each loose own coin less the further it is from a hub (steps over the plane,
 * at most `FAR`).
 */
const FAR = 12;

export function evaluate(s: ShipItState): number[] {
  const sheet = score(s);
  if (isOver(s)) return sheet.seats.map((x) => x.total);
  const g = geometry(s.tiles, s.dominoes, s.variants.tickAccess);
  const dist = hubDistance(s, g);
  return s.players.map((p) => {
    const worth = p.colours.map((colour) => {
      let v = s.scores[colour] + 3 * s.chits[colour];
      for (const c of s.coins) {
        if (c.suit !== colour || c.where === 'chit' || c.where === 'fist') continue;
        if (c.warehoused) v += 0.5 * (coinValue(c) + 2 * Number(c.where.slice(c.where.indexOf('.') + 1)));
        else {
          const k = spaceKey(g, c.where);
          v -= 0.25 * Math.min(FAR, (k === undefined ? undefined : dist.get(k)) ?? FAR);
        }
      }
      return v;
    });
    return Math.min(...worth);
  });
}

/** Moves worth a playout's look: all but most placements of a link (a sample of 24 kept). */
export function policy(_s: ShipItState, moves: readonly ShipItMove[]): ShipItMove[] {
  const builds = moves.filter((m) => m.type === 'build');
  if (builds.length <= 24) return moves.slice();
  const step = builds.length / 24;
  const kept = new Set(Array.from({ length: 24 }, (_, i) => builds[Math.floor(i * step)]));
  return moves.filter((m) => m.type !== 'build' || kept.has(m));
}

/** The mover's worth of a position: its value less a quarter of the best other seat's. */
export function worth(s: ShipItState, seat: number): number {
  const values = evaluate(s);
  let other = -Infinity;
  for (let i = 0; i < values.length; i++) if (i !== seat && values[i] > other) other = values[i];
  return values[seat] - (values.length > 1 ? 0.25 * other : 0);
}

/** A point kept is worth a little between pip-stops of equal worth; ending the turn comes last among equals. */
const POINT = 0.001;
const SAME = 1e-9;

/**
 * Greedy over the turn: each move the policy keeps is played and the position valued with
 * `evaluate` (the mover's worth). A pip-stop changes no value by itself: it is valued by the
 * best load move it opens, one more greedy step (the delivery it allows), the cheaper of two
 * equal ones first. Among moves of equal worth (a domino bought, an official moved), the
 * random player's pick, ending the turn last. Each move of the turn is chosen so, one after
 * the other.
 */
export function greedyMove(s: ShipItState, random: () => number = Math.random): ShipItMove {
  const act = toAct(s);
  const moves = policy(s, legalMoves(s));
  if (act.kind !== 'seat') return moves[Math.floor(random() * moves.length)];
  const me = act.seat;
  const now = worth(s, me);
  const { colour } = s.turn;
  const turns = s.turns;
  const mine = (w: ShipItState) => {
    const who = toAct(w);
    return who.kind === 'seat' && who.seat === me && w.turns === turns && w.turn.colour === colour;
  };
  const value = (after: ShipItState, m: ShipItMove): number => {
    let v = worth(after, me);
    if (m.type === 'pipStop' && v <= now + SAME && mine(after)) {
      for (const next of legalMoves(after)) {
        if (next.type !== 'freight') continue;
        const w = play(after, next).state;
        v = Math.max(v, worth(w, me) - POINT * (after.turn.ap - w.turn.ap));
      }
    }
    // Points left at the end of a turn are lost, so spending them costs nothing, except that
    // of two pip-stops opening the same move the cheaper leaves more for the loads.
    return v - (m.type === 'pipStop' ? POINT * m.value : 0) - (m.type === 'end' ? POINT / 2 : 0);
  };
  let best: ShipItMove[] = [];
  let bestValue = -Infinity;
  for (const m of moves) {
    const v = value(play(s, m).state, m);
    if (v > bestValue + SAME) (best = [m]), (bestValue = v);
    else if (v > bestValue - SAME) best.push(m);
  }
  return pickWeighted(best, playoutWeights(s, best), random);
}

export const BOTS: BotHooks<ShipItState, ShipItMove> = { evaluate, policy, determinise, weights: playoutWeights };

/**
 * Seat 0 greedy against random players (the hub-seeking random of playout.ts), beside the
 * same seeds with seat 0 random too: seat 0's mean profit each way, after `bound` moves.
 */
export async function greedyAgainstRandom(games: number, bound: number): Promise<{ greedy: number; random: number }> {
  let greedy = 0;
  let random = 0;
  for (let seed = 1; seed <= games; seed++) {
    const r = setup({ players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }], seed });
    if (!r.ok) throw new Error('setup refused');
    const g = playout(r.value, seeded(seed), bound, (s, moves, rnd) => (toAct(s).kind === 'seat' && s.turn.colour === 'red' ? greedyMove(s, rnd) : hubSeeking(s, moves, rnd)));
    const b = playout(r.value, seeded(seed), bound, hubSeeking);
    greedy += g.state.scores.red / games;
    random += b.state.scores.red / games;
  }
  return { greedy, random };
}

// Run as a script (npx tsx src/games/ship-it/bots.ts N bound); never in a browser, which has no process.
if (typeof process !== 'undefined' && process.argv?.[1]?.endsWith('bots.ts')) greedyAgainstRandom(Number(process.argv[2] ?? 4), Number(process.argv[3] ?? 2000)).then((r) => console.log(r));
