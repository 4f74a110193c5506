import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, createRng, RULE_IDS, type GameState, type Move } from '../../src/engine';
import { playRandomGame } from '../../src/engine/playout';
import { COMPANY_IDS } from '../../src/map/schema';
import { southPacific } from './fixtures';
import { runs } from '../budget';

/**
 * Arbitrary move objects into applyMove: whatever arrives (from a link, a saved
 * game, a message), the engine answers with a new state or a violation naming a
 * rule it documents; it never throws.
 */

const map = southPacific();
const RULES = new Set<string>(RULE_IDS);

/** States from all through a few random games: setup, phase 1, placement, the end. */
const states: GameState[] = [];
for (const seed of [1, 2, 3]) {
  let n = 0;
  const game = playRandomGame({ map, players: 3 + (seed % 3), seed, onMove: (before) => void (n++ % 7 === 0 && states.push(before)) }, createRng(seed));
  if (game.ok) states.push(game.value.state);
}
const sampled = states;

const ids = [...map.islands.map((i) => i.id), ...map.harbors.map((h) => h.id), ...map.links.map((l) => l.id)];
const word = fc.oneof(fc.constantFrom(...ids, ...COMPANY_IDS, '2x', '3x', '5x', 'port', '__proto__', 'constructor', 'toString', ''), fc.string({ maxLength: 12 }));
const field = fc.oneof(word, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(word, { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const type = fc.constantFrom('segment.place', 'port.place', 'port.move', 'card.take', 'clipper.buy', 'clipper.skip', 'pass', 'turn.end', 'sail', '__proto__', 'hasOwnProperty');
const structured = fc.record(
  { type, company: field, link: field, from: field, to: field, island: field, card: field, start: field },
  { requiredKeys: ['type'] },
);
const anyMove = fc.oneof({ arbitrary: structured, weight: 4 }, { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 });

describe('applyMove on arbitrary move objects', () => {
  it(`never throws, and refuses with a documented rule (${sampled.length} states)`, () => {
    expect(sampled.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.nat({ max: sampled.length - 1 }), anyMove, (i, move) => {
        let result;
        try {
          result = applyMove(sampled[i], move as Move);
        } catch (error) {
          throw new Error(`applyMove threw on ${JSON.stringify(move)}: ${String(error)}`);
        }
        if (!result.ok) {
          expect(RULES.has(result.violation.rule), result.violation.rule).toBe(true);
          expect(result.violation.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: runs(3000) },
    );
  });
});
