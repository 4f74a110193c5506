import { describe, expect, it } from 'vitest';
import { runs } from '../budget';
import { applyMove, currentSeat, legalMoves, newGame, createRng, score, type GameState, type Move, type Variants } from '../../src/engine';
import { mctsBot } from '../../src/sim/bots';
import { mctsChoose } from '../../src/sim/mcts';
import { mergeRecords, simulateGames, type SimOptions } from '../../src/sim/simulate';
import { buildReport, simMeta } from '../../src/sim/report';
import { archipelago, culDeSac, tinySupply } from '../engine/fixtures';
import { act, placePort, playUntil, start } from '../engine/helpers';
import { southPacific } from './helpers';

/** The legal moves after which the game is over and the mover its sole winner. */
function winningMoves(state: GameState): Move[] {
  const seat = currentSeat(state);
  return legalMoves(state).filter((move) => {
    const result = applyMove(state, move);
    if (!result.ok || !result.state.ended) return false;
    const { winners } = score(result.state);
    return winners.length === 1 && winners[0] === seat;
  });
}

/** Positions from seeded random games where one move ends the game with the mover winning and another does not. */
function lastMoves(): { label: string; state: GameState; winning: Move }[] {
  const found: { label: string; state: GameState; winning: Move }[] = [];
  const boards = [
    { name: 'tiny supply', map: tinySupply() },
    { name: 'cul-de-sac', map: culDeSac() },
    { name: 'archipelago', map: archipelago() },
  ];
  for (const { name, map } of boards) {
    for (let seed = 1; seed < 400 && found.filter((f) => f.label.startsWith(name)).length < 2; seed++) {
      let s = start(map, { players: 3 + (seed % 2), seed });
      const rng = createRng(seed);
      while (!s.ended) {
        const legal = legalMoves(s);
        const winning = legal.length > 1 ? winningMoves(s) : [];
        if (winning.length === 1) {
          found.push({ label: `${name}, seed ${seed}, round ${s.round}, ${legal.length} moves`, state: s, winning: winning[0] });
          break;
        }
        s = act(s, legal[Math.floor(rng() * legal.length)]);
      }
    }
  }
  return found;
}

/**
 * Last decisions of seeded games where every legal move ends the game, exactly one
 * pays the mover a connection bonus, and that move also leaves the mover the best
 * final lead over the others (total less the mean of the others' totals), strictly.
 */
function bonusMoves(): { label: string; state: GameState; paying: Move; money: number }[] {
  const found: { label: string; state: GameState; paying: Move; money: number }[] = [];
  const boards = [
    { name: 'tiny supply', map: tinySupply() },
    { name: 'archipelago', map: archipelago() },
  ];
  for (const { name, map } of boards) {
    for (let seed = 1; seed < 300 && found.filter((f) => f.label.startsWith(name)).length < 2; seed++) {
      let s = start(map, { players: 3 + (seed % 3), seed });
      const rng = createRng(seed + 1000);
      while (!s.ended) {
        const legal = legalMoves(s);
        const seat = currentSeat(s);
        if (legal.length > 1) {
          const outcomes = legal.map((move) => {
            const result = applyMove(s, move);
            if (!result.ok || !result.state.ended) return null;
            const totals = score(result.state).players.map((p) => p.total);
            const others = (totals.reduce((a, b) => a + b, 0) - totals[seat]) / (totals.length - 1);
            const paid = result.events.some((e) => e.type === 'bonus.paid' && e.seat === seat && e.amount > 0);
            return { move, lead: totals[seat] - others, paid, money: result.state.players[seat].money - s.players[seat].money };
          });
          if (outcomes.every((o) => o !== null)) {
            const paying = outcomes.filter((o) => o!.paid);
            const best = Math.max(...outcomes.map((o) => o!.lead));
            if (paying.length === 1 && paying[0]!.lead === best && outcomes.filter((o) => o!.lead === best).length === 1) {
              found.push({ label: `${name}, seed ${seed}, round ${s.round}, ${legal.length} moves`, state: s, paying: paying[0]!.move, money: paying[0]!.money });
              break;
            }
          }
        }
        s = act(s, legal[Math.floor(rng() * legal.length)]);
      }
    }
  }
  return found;
}

describe('mcts: known answers', () => {
  /*
   * Provenance: the engine's own scoring. Seeded random games on the tiny-supply
   * board (one segment per company), the cul-de-sac board and the archipelago are
   * scanned for the first decision (of two or more moves; since the rules audit's
   * endings, decisions of three or more that end the game are rare on these small
   * boards) where exactly one legal move leaves the mover the sole
   * winner (by `score` of the finished game) and at least one does not; the search
   * must find that move. `winningMoves` checks each answer with the engine.
   */
  const positions = lastMoves();
  it('has positions to test', () => expect(positions.length).toBeGreaterThanOrEqual(2));

  it.each(positions)('finds the one move that wins the game: $label', ({ state, winning }) => {
    for (const seed of [1, 2]) {
      const choice = mctsChoose(state, { budget: { playouts: 100 }, seed });
      expect(choice?.move).toBe(winning);
      // The hint's figure: the points the move is worth over the runner-up, at least 0.
      expect(choice!.gain).toBeGreaterThanOrEqual(0);
    }
  });

  /*
   * Provenance: the engine's events and scoring. Seeded random games on the
   * tiny-supply and archipelago boards are scanned for the last placement of the game
   * where exactly one legal move pays the mover a connection bonus and that move
   * also gives the mover the best final lead, strictly (`bonusMoves` checks each
   * answer with the engine). The search must take the money.
   */
  const paying = bonusMoves();
  it('has bonus positions to test', () => expect(paying.length).toBeGreaterThanOrEqual(2));

  it.each(paying)('takes the connection bonus: $label', ({ state, paying: move, money }) => {
    expect(money).toBeGreaterThan(0);
    for (const seed of [1, 2]) {
      const choice = mctsChoose(state, { budget: { playouts: 100 }, seed });
      expect(choice?.move).toBe(move);
      expect(choice!.gain).toBeGreaterThan(0);
    }
  });

  /*
   * Provenance: scoring again. On the cul-de-sac board three companies (red, blue,
   * white) can reach `a` (value 3) and nothing can ever go further; two (green, black)
   * can reach `b` (value 2); only a new red ship can reach `c` (value 1). A marker on
   * `a` can score up to 3 × 3 = 9 points, on `b` 2 × 2 = 4, on `c` 1: placing on `a`
   * is the best first action. (No card pays: no link is longer than one segment.)
   */
  it('places its first marker where the most companies can arrive', () => {
    const s = start(culDeSac());
    expect(s.step).toBe('action');
    for (const seed of [1, 2]) {
      const choice = mctsChoose(s, { budget: { playouts: 300 }, seed });
      expect(choice?.move).toEqual(placePort('a'));
    }
  });

  it('takes the only move without searching it to the full budget', () => {
    const s = playUntil(start(archipelago()), (x) => x.step === 'place' && legalMoves(x).length === 1);
    const legal = legalMoves(s);
    expect(legal).toHaveLength(1);
    const choice = mctsChoose(s, { budget: { playouts: 500 }, seed: 1 })!;
    expect(choice.move).toBe(legal[0]);
    expect(choice.playouts).toBeLessThan(500);
    expect(choice.gain).toBe(0);
    expect(choice.runnerUp).toBeNull();
  });
});

describe('mcts: the hint', () => {
  const map = southPacific();
  const setup = newGame({ map, players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }], seed: 3, firstPlayer: 0 });
  if (!setup.ok) throw new Error('setup');
  const state = setup.value;

  it('lists every legal move once, most searched first, with the gain over the runner-up', () => {
    const choice = mctsChoose(state, { budget: { playouts: 120 }, seed: 5 })!;
    const legal = legalMoves(state);
    expect(choice.moves).toHaveLength(legal.length);
    expect(new Set(choice.moves.map((m) => m.move))).toEqual(new Set(legal));
    expect(choice.moves[0].move).toBe(choice.move);
    for (let i = 1; i < choice.moves.length; i++) expect(choice.moves[i].visits).toBeLessThanOrEqual(choice.moves[i - 1].visits);
    expect(choice.playouts).toBe(120);
    expect(choice.seat).toBe(0);
    expect(choice.expected).toHaveLength(4);
    expect(choice.runnerUp).toBe(choice.moves[1]);
    expect(choice.gain).toBeCloseTo(choice.expected[0] - choice.runnerUp!.expected[0], 6);
  });

  it('is the same for the same seed, and can differ for another', () => {
    // Random playouts, so that the seed matters to every playout and not only to the order of expansion.
    const options = { budget: { playouts: 80 }, horizon: 6, policy: 'random' as const };
    const a = mctsChoose(state, { ...options, seed: 11 });
    const b = mctsChoose(state, { ...options, seed: 11 });
    expect(b).toEqual({ ...a, ms: b!.ms });
    const others = [12, 13, 14, 15, 16].map((seed) => mctsChoose(state, { ...options, seed })!.moves.map((m) => m.visits).join());
    expect(others.some((o) => o !== a!.moves.map((m) => m.visits).join())).toBe(true);
  });

  it('stops at a time budget, by the clock it is given', () => {
    let t = 0;
    const choice = mctsChoose(state, { budget: { ms: 50 }, seed: 1, now: () => (t += 1) })!;
    // One tick per clock read: the start, one check per playout, the end.
    expect(choice.playouts).toBeGreaterThan(10);
    expect(choice.playouts).toBeLessThan(60);
  });

  it('answers null once the game is over', () => {
    const over = { ...state, ended: { reason: 'no-placement' as const, round: 1, phase: 2 as const, seat: 0 } };
    expect(mctsChoose(over)).toBeNull();
  });
});

describe('mcts: legal and reproducible in whole games', () => {
  const map = southPacific();
  const VARIANTS: Partial<Variants>[] = [{}, { portCard: 'in-addition' }, { tieBreak: 'money-only', purpleHome: 'never' }, { purpleHome: 'when-active' }];

  const GAMES = runs(200, 'clippers: search bot legality');
  it(`picks only moves legalMoves offered, across ${GAMES} games of 3 to 5 players and every variant`, () => {
    let decisions = 0;
    for (let game = 0; game < GAMES; game++) {
      const players = 3 + (game % 3);
      const setup = newGame({ map, players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), variants: VARIANTS[game % VARIANTS.length], seed: game + 1 });
      if (!setup.ok) throw new Error(setup.error[0].message);
      const rng = createRng(game);
      // A tiny budget and a different playout set-up by game: legality, not strength, is under test.
      const bot = mctsBot({ budget: 3, policy: game % 2 === 0 ? 'random' : 'greedy', horizon: game % 4 === 1 ? 3 : 0 });
      const searcher = game % players;
      let s = setup.value;
      let moves = 0;
      while (!s.ended) {
        const legal = legalMoves(s);
        let move: Move;
        if (currentSeat(s) === searcher) {
          move = bot(s, legal, rng);
          // Identity: the bot returns one of the offered moves, never one it made up.
          if (!legal.includes(move)) expect.fail(`game ${game}: mcts chose ${JSON.stringify(move)}, not among ${legal.length} legal moves`);
          if (legal.length > 1) decisions++;
        } else move = legal[Math.floor(rng() * legal.length)];
        const result = applyMove(s, move);
        if (!result.ok) expect.fail(`game ${game}: refused ${JSON.stringify(move)}: ${result.violation.message}`);
        s = result.state;
        if (++moves > 5000) expect.fail(`game ${game} did not end`);
      }
    }
    expect(decisions).toBeGreaterThan(GAMES * 10);
  }, 120_000);

  it('plays the same games, and the same report, for the same seed however the games are split', () => {
    // Three games split unevenly, at a small budget: the split, not the search, is under test (kept short for npm test).
    const options: SimOptions = { map, players: 3, games: 3, seed: 9, bots: ['mcts', 'greedy', 'random'], budget: 10 };
    const whole = simulateGames(options);
    const first = simulateGames(options, { from: 0, to: 1 });
    const second = simulateGames(options, { from: 1, to: 3 });
    if (!whole.ok || !first.ok || !second.ok) throw new Error('options');
    expect(mergeRecords([second.value, first.value])).toEqual(whole.value);
    const report = buildReport(whole.value, simMeta(options));
    expect(report.search).toEqual({ budget: 10, policy: 'random', horizon: 0 });
    expect(report.seats.map((s) => s.bot)).toEqual(['mcts', 'greedy', 'random']);
    const again = simulateGames(options);
    if (!again.ok) throw new Error('options');
    expect(JSON.stringify(buildReport(again.value, simMeta(options)))).toBe(JSON.stringify(report));
  });

  it('leaves reports without a search bot as they were: no search settings', () => {
    const options: SimOptions = { map, players: 3, games: 1, seed: 1, bots: ['greedy'], budget: 20 };
    const run = simulateGames(options);
    if (!run.ok) throw new Error('options');
    expect('search' in buildReport(run.value, simMeta(options))).toBe(false);
  });
});
