import type { ScoreSheet } from '../module';
import type { ShipItState } from './schema';

/**
 * Profits so far: a seat's total is its colour's profit, or in the 2-player game the
 * lower of its two colours' profits (rule two-player.lower). Highest total wins.
 */
export function score(s: ShipItState): ScoreSheet {
  const seats = s.players.map((p, seat) => {
    const total = Math.min(...p.colours.map((c) => s.scores[c]));
    // With two colours only the lower profit counts: the other is shown, noted, at 0 points.
    const counted = p.colours.find((c) => s.scores[c] === total)!;
    const lines = p.colours.map((colour) =>
      colour === counted
        ? { label: 'profit', values: { colour, profit: s.scores[colour] }, points: s.scores[colour], rule: 'ship.profit' }
        : { label: 'profit', values: { colour, profit: s.scores[colour] }, points: 0, rule: 'two-player.lower', note: 'not-counted' },
    );
    return { seat, total, lines };
  });
  const best = Math.max(...seats.map((x) => x.total));
  return {
    seats,
    winners: seats.filter((x) => x.total === best).map((x) => x.seat),
    decidedBy: s.players.some((p) => p.colours.length > 1) ? 'two-player.lower' : 'end.winner',
  };
}
