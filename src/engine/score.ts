import type { CompanyId } from '../map/schema';
import { boardOf } from './context';
import type { GameState, Seat } from './types';

export interface PortScore {
  island: string;
  markers: number;
  value: number;
  companies: number;
  points: number;
  /** Set where purple counts at its home by the `purpleHome` variant though no purple link reaches it. */
  note?: typeof PURPLE_HOME_NOTE;
}

/** The score sheet's words for purple counted at its home by the rules, not by a link. */
export const PURPLE_HOME_NOTE = 'purple counts here by the rules';

export interface PlayerScore {
  seat: Seat;
  name: string;
  money: number;
  /** Points from port markers, island by island. */
  ports: PortScore[];
  portPoints: number;
  total: number;
}

export interface ScoreSheet {
  players: PlayerScore[];
  /** Seats that win; more than one when the tie-break leaves a tie. */
  winners: Seat[];
  /** What decided among players tied on points, if anything did. */
  decidedBy: 'points' | 'money' | 'last-turn' | 'shared';
}

/** Companies that count at an island when scoring (purple at its home per the variant). */
export function scoringCompanies(state: GameState, island: number): readonly CompanyId[] {
  const companies = state.islands[island].companies;
  const board = boardOf(state);
  if (island !== board.purpleHome || companies.includes('purple')) return companies;
  const rule = state.variants.purpleHome;
  if (rule === 'always' || (rule === 'when-active' && state.purpleActive)) return [...companies, 'purple'];
  return companies;
}

/** Final (or running) scores: $1 = 1 point; each marker = island value × companies there. */
export function score(state: GameState): ScoreSheet {
  const players: PlayerScore[] = state.players.map((p, seat) => ({ seat, name: p.name, money: p.money, ports: [], portPoints: 0, total: p.money }));
  state.map.islands.forEach((island, i) => {
    const markers = state.islands[i].markers;
    if (markers.length === 0) return;
    const counted = scoringCompanies(state, i);
    const companies = counted.length;
    const byRule = counted.length > state.islands[i].companies.length;
    for (const player of players) {
      const mine = markers.filter((s) => s === player.seat).length;
      if (mine === 0) continue;
      const points = mine * island.value * companies;
      const entry: PortScore = { island: island.id, markers: mine, value: island.value, companies, points };
      if (byRule) entry.note = PURPLE_HOME_NOTE;
      player.ports.push(entry);
      player.portPoints += points;
      player.total += points;
    }
  });
  const { winners, decidedBy } = decide(state, players);
  return { players, winners, decidedBy };
}

function decide(state: GameState, players: PlayerScore[]): Pick<ScoreSheet, 'winners' | 'decidedBy'> {
  const best = Math.max(...players.map((p) => p.total));
  let tied = players.filter((p) => p.total === best);
  if (tied.length === 1) return { winners: [tied[0].seat], decidedBy: 'points' };
  const richest = Math.max(...tied.map((p) => p.money));
  tied = tied.filter((p) => p.money === richest);
  if (tied.length === 1) return { winners: [tied[0].seat], decidedBy: 'money' };
  if (state.variants.tieBreak === 'money-then-last-turn' && state.ended) {
    const n = state.players.length;
    const pos = (seat: Seat) => (seat - state.firstPlayer + n) % n;
    const cut = fullTurnsTaken(state.ended, pos(state.ended.seat), n);
    const short = tied.filter((p) => pos(p.seat) >= cut).sort((a, b) => pos(b.seat) - pos(a.seat));
    if (short.length > 0) return { winners: [short[0].seat], decidedBy: 'last-turn' };
  }
  return { winners: tied.map((p) => p.seat), decidedBy: 'shared' };
}

/**
 * How many players, in the round's order, took a full turn before the game ended.
 * A full turn is a player's whole round (action, then placements in phases 2 and 3;
 * see the variants page). Ending in phase 2, nobody has had one. Ending in phase 3,
 * the players before the one who ended it have, and so has that player when they
 * laid the last segment. A dead board ends the game after the round, complete for all.
 */
export function fullTurnsTaken(ended: NonNullable<GameState['ended']>, enderPos: number, players: number): number {
  if (ended.reason === 'dead-board') return players;
  if (ended.phase !== 3) return 0;
  return enderPos + (ended.reason === 'all-laid' ? 1 : 0);
}
