import { describe, expect, it } from 'vitest';
import { createRng, legalMoves, newGame, applyMove, type GameState, type Move, type Variants } from '../../src/engine';
import { BOT_NAMES, greedyBot, makeBot, type BotName } from '../../src/sim/bots';
import { mergeRecords, simulateGames } from '../../src/sim/simulate';
import { buildReport, simMeta } from '../../src/sim/report';
import { southPacific } from './helpers';

const map = southPacific();

/** Plays a whole game, checking that each move a bot picks is one `legalMoves` offered. */
function playChecked(bot: BotName, players: number, seed: number, variants: Partial<Variants> = {}): { moves: number; state: GameState } {
  const setup = newGame({ map, players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), variants, seed });
  if (!setup.ok) throw new Error(setup.error[0].message);
  const rng = createRng(seed * 7 + 1);
  // A tiny search budget: legality is under test here, strength in mcts.test.ts and the bench.
  const player = makeBot(bot, { budget: 4 });
  let state = setup.value;
  let moves = 0;
  while (!state.ended) {
    const legal = legalMoves(state);
    const move: Move = player(state, legal, rng);
    // Identity, not just equality: a bot returns one of the offered moves, never a copy it made up.
    expect(legal).toContain(move);
    const result = applyMove(state, move);
    expect(result.ok).toBe(true);
    if (!result.ok) break;
    state = result.state;
    moves++;
  }
  return { moves, state };
}

describe('bots', () => {
  it.each(BOT_NAMES.flatMap((bot) => [3, 4, 5].map((players) => [bot, players] as const)))('%s with %i players picks only legal moves to the end', (bot, players) => {
    for (const seed of [1, 2]) {
      const { moves, state } = playChecked(bot, players, seed);
      expect(state.ended).not.toBeNull();
      expect(moves).toBeGreaterThan(players * 4);
    }
  });

  it.each(BOT_NAMES)('%s stays legal under the other variants', (bot) => {
    const { state } = playChecked(bot, 4, 3, { portCard: 'in-addition', tieBreak: 'money-only', purpleHome: 'never' });
    expect(state.ended).not.toBeNull();
  });

  it('greedy is the same player for the same generator state', () => {
    const setup = newGame({ map, players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], seed: 4 });
    if (!setup.ok) throw new Error('setup');
    const legal = legalMoves(setup.value);
    expect(greedyBot(setup.value, legal, createRng(9))).toBe(greedyBot(setup.value, legal, createRng(9)));
  });

  it('greedy in seat 1 beats three random bots most of the time', () => {
    const options = { map, players: 4 as const, games: 30, seed: 5, bots: ['greedy', 'random', 'random', 'random'] as BotName[] };
    const result = simulateGames(options);
    if (!result.ok) throw new Error('options');
    const report = buildReport(mergeRecords([result.value]), simMeta(options));
    expect(report.seats[0].winRateCI[0]).toBeGreaterThan(0.5);
    expect(report.seats[0].score.mean).toBeGreaterThan(report.seats[1].score.mean);
  });
});
