import { describe, expect, it } from 'vitest';
import { applyMove, createRng, legalMoves, newGame, type GameState, type Move } from '../../src/engine';
import { expectedCompanies, stalled } from '../../src/sim/outlook';
import { buildReport, simMeta } from '../../src/sim/report';
import { simulateGames, type SimOptions } from '../../src/sim/simulate';
import { southPacific } from './helpers';

const map = southPacific();
const total = (a: Float64Array) => a.reduce((sum, x) => sum + x, 0);

/** Clipper steps of seeded random games where a stuck company (no route can go on) could be revived by a ship. */
function revivals(count: number): { state: GameState; buy: Extract<Move, { type: 'clipper.buy' }> }[] {
  const found: { state: GameState; buy: Extract<Move, { type: 'clipper.buy' }> }[] = [];
  for (let seed = 1; seed < 200 && found.length < count; seed++) {
    const setup = newGame({ map, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], seed, firstPlayer: 0 });
    if (!setup.ok) throw new Error(setup.error[0].message);
    let s = setup.value;
    const rng = createRng(seed);
    while (!s.ended) {
      const legal = legalMoves(s);
      const buy = legal.find((m): m is Extract<Move, { type: 'clipper.buy' }> => m.type === 'clipper.buy' && stalled(s, m.company));
      if (buy) {
        found.push({ state: s, buy });
        break;
      }
      const next = applyMove(s, legal[Math.floor(rng() * legal.length)]);
      if (!next.ok) throw new Error(next.violation.message);
      s = next.state;
    }
  }
  return found;
}

describe('outlook: what a bought ship is worth', () => {
  it('counts a ship bought for a stuck company as reviving it, so the search sees the purchase pay', () => {
    const cases = revivals(5);
    expect(cases.length).toBeGreaterThanOrEqual(3);
    for (const { state, buy } of cases) {
      const before = expectedCompanies(state);
      const after = applyMove(state, buy);
      if (!after.ok) throw new Error(after.violation.message);
      // Before the fix a purchase changed nothing the outlook counted (the ship beside the board was
      // already counted as a route to come), and buying the last one made the company look dead.
      expect(total(expectedCompanies(after.state)), `${buy.company} in round ${state.round}`).toBeGreaterThan(total(before) + 0.1);
    }
  });
});

describe('mcts in every seat', () => {
  it('buys ships to revive companies over whole games', () => {
    // Small: three 3-player games at 30 playouts a move. Before the outlook counted a bought ship, none was ever bought.
    const options: SimOptions = { map, players: 3, games: 3, seed: 7, bots: ['mcts'], budget: 30 };
    const run = simulateGames(options);
    if (!run.ok) throw new Error(run.error[0].message);
    const report = buildReport(run.value, simMeta(options));
    expect(report.clippers.bought).toBeGreaterThan(0);
  }, 120_000);
});
