import fc from 'fast-check';
import { runs } from '../../budget';
import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/crossing-oceans';
import type { State } from '../../../src/games/crossing-oceans/schema';
import { start } from './helpers';

/**
 * Random fleets and random coal, loaded by random legal choices: at every point the
 * steamships' coal stays even (no ship two or more above the emptiest, unless it was
 * already so before loading) and never above 3; clippers never take coal; and loading
 * stops only when the coal is gone or no steamship can take more.
 */

const STEAM = ['CAMPANIA', 'ADRIATIC', 'MAURETANIA', 'ORMUZ', 'ARIZONA', 'BRITANNIA'];
const CLIPPERS = ['ARIEL', 'CUTTY SARK'];

const fleet = fc.record({
  steam: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 0, maxLength: STEAM.length }),
  clippers: fc.integer({ min: 0, max: CLIPPERS.length }),
  printed: fc.integer({ min: 0, max: 4 }),
  piers: fc.integer({ min: 0, max: 4 }),
  seed: fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
});

function coalOf(state: State): Record<string, number> {
  return Object.fromEntries(Object.values(state.ports).flatMap((p) => (p.ship ? [[p.ship.id, p.ship.coal]] : [])));
}

describe('coal loading (property)', () => {
  it('never breaks even loading or the cap of 3, and places all it legally can', () => {
    fc.assert(
      fc.property(fleet, ({ steam, clippers, printed, piers, seed }) => {
        const ports: Record<string, unknown> = {};
        steam.forEach((coal, i) => (ports[`s${i}`] = { ship: { id: STEAM[i], owner: 'yellow', coal } }));
        CLIPPERS.slice(0, clippers).forEach((id, i) => (ports[`c${i}`] = { ship: { id, owner: 'yellow' } }));
        let state = start({
          startPlayer: 'yellow',
          players: [{ colour: 'yellow', printedCoal: printed, columns: { black: { spots: Array.from({ length: piers }, () => ({ filled: true })) } } }],
          ports,
          turn: { seat: 'yellow', step: 'coal-pier' },
        });
        const before = coalOf(state);
        const out = game.applyMove(state, { type: 'coal.pier.skip' });
        expect(out.ok).toBe(true);
        if (!out.ok) return;
        state = out.state;
        let placed = 0;
        for (let turn = 0; state.turn.step === 'coal-load'; turn++) {
          const moves = game.legalMoves(state);
          expect(moves.length).toBeGreaterThan(0);
          const move = moves[seed[turn % seed.length] % moves.length];
          const next = game.applyMove(state, move);
          expect(next.ok).toBe(true);
          if (!next.ok) return;
          state = next.state;
          placed++;
          const coal = coalOf(state);
          for (const id of CLIPPERS) if (id in coal) expect(coal[id]).toBe(0);
          const steamCoal = STEAM.filter((id) => id in coal).map((id) => coal[id]);
          expect(Math.max(...steamCoal)).toBeLessThanOrEqual(3);
          // The ship that just loaded had the least coal of all steamships before it loaded.
          const loaded = (move as { ship: string }).ship;
          const others = STEAM.filter((id) => id in coal && id !== loaded).map((id) => coal[id]);
          expect(others.every((c) => c >= coal[loaded] - 1)).toBe(true);
        }
        const available = printed + piers;
        const room = STEAM.filter((id) => id in before).reduce((sum, id) => sum + (3 - before[id]), 0);
        expect(placed).toBe(Math.min(available, room));
      }),
      { numRuns: runs(480, 'crossing-oceans: coal loads'), seed: 20261127 },
    );
  });
});
