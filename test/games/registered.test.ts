import { describe, expect, it } from 'vitest';
import { GAME_IDS, loadAllGames, loadGame, isGameId, DEFAULT_GAME } from '../../src/games';
import { checkRandomGame, gameSuites } from './harness';
import { runs } from '../budget';
import { soakModule } from '../../src/soak/module-soak';
import { game as takeAway, type TakeAwayMove, type TakeAwayState } from '../fixtures/games/take-away';

/**
 * Every registered game gets the generic suites by being in the registry: there is no
 * list of games here to forget one in. The tiny fixture game runs through the same suites
 * to show they need nothing but the interface.
 */
const games = await loadAllGames();
for (const game of games) gameSuites(game, { games: runs(4, `${game.id}: generic suites, random games per start`), maxMoves: 1500, restoreEvery: 50 });
gameSuites(takeAway, { games: 20, maxMoves: 100 });

describe('the registry', () => {
  it('loads each game once, under its own id', async () => {
    expect(games.map((g) => g.id)).toEqual(GAME_IDS);
    for (const id of GAME_IDS) expect(await loadGame(id)).toBe(games[GAME_IDS.indexOf(id)]);
    expect(isGameId(DEFAULT_GAME)).toBe(true);
    expect(isGameId('__proto__')).toBe(false);
  });
});

describe('the generic checks catch a broken game', () => {
  const start = takeAway.setup({ players: [{ name: 'A' }, { name: 'B' }], seed: 1 });
  if (!start.ok) throw new Error('the fixture sets up');
  it('a listed move the game refuses', () => {
    const lists3 = { ...takeAway, legalMoves: () => [{ type: 'take' as const, count: 3 }] };
    expect(() => checkRandomGame(lists3, start.value, 1, { games: 1, maxMoves: 50 })).toThrow(/was refused/);
  });
  it('a game stuck with no move before its end', () => {
    const stuck = { ...takeAway, legalMoves: () => [] };
    expect(() => checkRandomGame(stuck, start.value, 1, { games: 1, maxMoves: 50 })).toThrow(/always has a legal move/);
  });
  it('a refusal without a rule of the game', () => {
    const noRule = { ...takeAway, applyMove: (s: TakeAwayState, m: TakeAwayMove) => { const r = takeAway.applyMove(s, m); return r.ok ? r : { ok: false as const, refusal: { ...r.refusal, rule: 'nowhere' } }; } };
    expect(() => checkRandomGame(noRule, start.value, 1, { games: 1, maxMoves: 50 })).toThrow(/is not one of the game's rules/);
  });
  it('a state that does not survive restore', () => {
    const lossy = { ...takeAway, restore: (d: unknown) => takeAway.restore({ ...(d as object), heap: 0 }) };
    expect(() => checkRandomGame(lossy, start.value, 1, { games: 1, maxMoves: 50 })).toThrow(/restored state is not the state/);
  });
});

describe('the soak of a game module', () => {
  it('plays many games with every check and sums them up; a broken invariant is reported with its seed', () => {
    const clean = soakModule(takeAway, { games: 50, from: 0, budget: { maxMoves: 100 } });
    expect(clean).toMatchObject({ games: 50, violations: 0 });
    expect(clean.longest).toBeGreaterThan(3);
    const seen: string[] = [];
    const heapNeverBelowTwo = { ...takeAway, invariants: (_b: TakeAwayState, _m: TakeAwayMove, after: TakeAwayState) => (after.heap < 2 ? [`the heap fell to ${after.heap}`] : []) };
    const broken = soakModule(heapNeverBelowTwo, { games: 3, from: 10, budget: { maxMoves: 100 }, onGame: (r) => seen.push(...r.violations) });
    expect(broken.violations).toBe(3);
    expect(seen[0]).toMatch(/^take-away, seed 10, move \d+: the heap fell to [01]$/);
  });
});
