import fc from 'fast-check';
import { runs } from '../../budget';
import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/crossing-oceans';
import type { State } from '../../../src/games/crossing-oceans/schema';
import { refusalWords } from '../../../src/games/module';
import { scenarios } from './scenarios';

/**
 * From each example's starting position and the module's samples, random legal play: every listed move is
 * accepted, every position restores as it is, money and coal never go negative, and a
 * move the core does not list is refused with words, never thrown on.
 */

const starts = [
  ...(await scenarios()).map(({ scenario }) => {
    const r = game.setup({ players: [], seed: 1, layout: scenario.layout, variants: scenario.variants });
    if (!r.ok) throw new Error(scenario.id);
    return r.value;
  }),
  ...game.samples!(),
];

const junk = fc.oneof(
  fc.constant({ type: 'coal.load', ship: 'NOBODY' }),
  fc.constant({ type: 'ships.buy', ships: ['a', 'b', 'c', 'd'] }),
  fc.constant({ type: 'rondel.move', to: 'nowhere' }),
  fc.record({ type: fc.constantFrom('ship.place', 'house.build', 'cargo.run', 'region.run', 'contract.money'), port: fc.string(), ship: fc.string(), region: fc.string(), contracts: fc.integer() }),
  fc.anything(),
);

describe('random play from every example', () => {
  it('keeps to the rules and never throws', () => {
    fc.assert(
      fc.property(fc.nat(starts.length - 1), fc.array(fc.nat(), { minLength: 1, maxLength: 25 }), junk, (which, picks, bad) => {
        let state: State = starts[which];
        for (const pick of picks) {
          const wrong = game.applyMove(state, bad as never);
          if (!wrong.ok) expect(refusalWords(game, wrong.refusal, 'fr')).not.toMatch(/[{}]/);
          const moves = game.legalMoves(state);
          // No move at all: the game has ended, by its countdown or where the excerpt runs out.
          if (moves.length === 0) {
            expect(game.toAct(state).kind).toBe('ended');
            break;
          }
          const out = game.applyMove(state, moves[pick % moves.length]);
          expect(out.ok).toBe(true);
          if (!out.ok) return;
          state = out.state;
          expect(game.restore(JSON.parse(JSON.stringify(state)))).toEqual({ ok: true, value: state });
          for (const p of state.players) expect(p.cash).toBeGreaterThanOrEqual(0);
          for (const port of Object.values(state.ports)) if (port.ship) expect(port.ship.coal).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: runs(320, 'crossing-oceans: random play'), seed: 33 },
    );
  });
});
