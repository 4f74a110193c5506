import { describe, expect, it } from 'vitest';
import { format, refusalWords, type AnyGameModule, type Language } from '../../src/games';

/**
 * The suites every game gets by being registered (issue "Tests that stay fast as games are
 * added"): words and rule pages complete in every language, a flow table that names only
 * the game's own rules, conditions and moves, and random games checked move by move —
 * every listed move accepted, a game that has not ended always has a move, refusals carry
 * a rule id and words, states survive a round trip through `restore`, score sheets add up.
 * Nothing here knows any game: it asks the module.
 */

const LANGUAGES: readonly Language[] = ['en', 'fr'];

export interface HarnessBudget {
  /** Random games per start position. */
  games: number;
  /** Safety bound on a game's length: reaching it is reported, not hidden. */
  maxMoves: number;
  /** Round-trip a position through `restore` every this many moves (restoring checks a whole state). */
  restoreEvery?: number;
}

/** A small deterministic generator, so a failing game can be replayed from its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Start positions: `setup` for every seat count on a few seeds, and the module's own samples. */
export function starts(game: AnyGameModule, seeds: readonly number[]): unknown[] {
  const out: unknown[] = [];
  for (let n = game.seats.min; n <= game.seats.max; n++) {
    for (const seed of seeds) {
      const players = Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
      const made = game.setup({ players, seed });
      if (made.ok) out.push(made.value);
    }
  }
  for (const s of game.samples?.() ?? []) out.push(s);
  return out;
}

function pick<T>(items: readonly T[], weights: readonly number[] | null, random: () => number): T {
  if (weights === null) return items[Math.floor(random() * items.length)];
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
}

const GARBAGE: readonly unknown[] = [null, 42, 'move', [], {}, { type: '__not-a-move__' }, { type: 'constructor' }];

export interface GameRun {
  moves: number;
  ended: boolean;
}

/**
 * Plays one random game from `start`, checking every move. Returns how it went; throws
 * (an assertion) on the first broken invariant, with the seed in the message.
 */
export function checkRandomGame(game: AnyGameModule, start: unknown, seed: number, budget: HarnessBudget): GameRun {
  const random = seeded(seed);
  const where = (n: number) => `${game.id}, seed ${seed}, move ${n}`;
  let state = start;
  for (let n = 0; n < budget.maxMoves; n++) {
    const who = game.toAct(state);
    const legal = game.legalMoves(state);
    if (who.kind === 'ended') {
      expect(legal, `${where(n)}: an ended game lists no move`).toEqual([]);
      expect(game.rules.ids, `${where(n)}: the ending's rule`).toContain(who.ending.rule);
      const sheet = game.score(state);
      for (const seat of sheet.seats) expect(seat.lines.reduce((a, l) => a + l.points, 0), `${where(n)}: seat ${seat.seat}'s score sheet adds up`).toBe(seat.total);
      return { moves: n, ended: true };
    }
    expect(legal.length, `${where(n)}: a game that has not ended always has a legal move`).toBeGreaterThan(0);
    const keys = legal.map(game.moveKey);
    expect(new Set(keys).size, `${where(n)}: listed moves are distinct`).toBe(keys.length);

    // An unlisted move is refused with a rule id and words, never thrown.
    const garbage = GARBAGE[n % GARBAGE.length];
    const refused = game.applyMove(state, garbage);
    expect(refused.ok, `${where(n)}: ${JSON.stringify(garbage)} is refused`).toBe(false);
    if (!refused.ok) {
      expect(game.rules.ids, `${where(n)}: a refusal names one of the game's rules`).toContain(refused.refusal.rule);
      for (const lang of LANGUAGES) expect(game.words[lang].refusals[refused.refusal.code], `${where(n)}: ${lang} words for ${refused.refusal.code}`).toBeTypeOf('string');
    }

    // Positions survive a round trip through JSON and `restore` (sampled: restoring checks the whole state).
    if (n % (budget.restoreEvery ?? 7) === 0) {
      const back = game.restore(JSON.parse(JSON.stringify(state)));
      expect(back.ok, `${where(n)}: restore(${game.id} state) — ${back.ok ? '' : JSON.stringify(back.error).slice(0, 300)}`).toBe(true);
      if (back.ok) expect(JSON.parse(JSON.stringify(back.value)), `${where(n)}: the restored state is the state`).toEqual(JSON.parse(JSON.stringify(state)));
    }

    const move = pick(legal, who.kind === 'chance' && game.chance ? game.chance.weights(state, legal) : null, random);
    const result = game.applyMove(state, move);
    if (!result.ok) throw new Error(`${where(n)}: the listed move ${JSON.stringify(move)} was refused: ${JSON.stringify(result.refusal)}`);
    state = result.state;
  }
  return { moves: budget.maxMoves, ended: false };
}

/** Registers the generic suites for one game. */
export function gameSuites(game: AnyGameModule, budget: HarnessBudget): void {
  describe(`${game.id}: the generic suites`, () => {
    it('names its seats, variants, rules, pages and endings in every language', () => {
      for (const lang of LANGUAGES) {
        const words = game.words[lang];
        expect(words.name.length, `${lang} name`).toBeGreaterThan(0);
        for (const id of game.seats.identities) expect(words.seats[id]?.one, `${lang} seat ${id}`).toBeTypeOf('string');
        for (const id of game.rules.ids) {
          expect(words.rules[id]?.summary, `${lang} summary of ${id}`).toBeTypeOf('string');
          const page = game.rules.pageOf(id);
          expect(page, `the page of rule ${id}`).toBeTypeOf('string');
          expect(words.pages[page!], `${lang} title of page ${page}`).toBeTypeOf('string');
        }
        for (const v of game.variants) {
          expect(words.variants[v.id]?.name, `${lang} name of variant ${v.id}`).toBeTypeOf('string');
          for (const c of v.choices) expect(words.variants[v.id].choices[c], `${lang} words for ${v.id}=${c}`).toBeTypeOf('string');
        }
        // A template's placeholders are filled, or stay visible: never an empty sentence.
        for (const [code, template] of Object.entries(words.refusals)) expect(format(template, {}).trim().length, `${lang} refusal ${code}`).toBeGreaterThan(0);
      }
      expect(Object.keys(game.words.fr.refusals).sort(), 'French has a sentence for every English refusal').toEqual(Object.keys(game.words.en.refusals).sort());
    });

    it('has a flow table that names only its own rules, conditions, steps and moves', () => {
      const { flow } = game;
      const rules = new Set(game.rules.ids);
      for (const p of flow.phases) {
        expect(rules, `phase ${p.id}'s rule`).toContain(p.rule);
        for (const s of p.steps) expect(flow.steps[s], `phase ${p.id}'s step ${s}`).toBeDefined();
      }
      for (const [name, c] of Object.entries(flow.conditions)) expect(rules, `condition ${name}'s rule`).toContain(c.rule);
      for (const [name, e] of Object.entries(flow.endings)) expect(rules, `ending ${name}'s rule`).toContain(e.rule);
      for (const [name, o] of Object.entries(flow.operations)) expect(rules, `operation ${name}'s rule`).toContain(o.rule);
      const moveTypes = new Set(Object.values(flow.steps).flatMap((s) => s.moves));
      for (const [type, list] of Object.entries(flow.afterMove)) {
        expect(moveTypes, `afterMove names move ${type}, which a step accepts`).toContain(type);
        for (const r of list) if (r.if) expect(flow.conditions[r.if], `afterMove ${type}: condition ${r.if}`).toBeDefined();
      }
      for (const [phase, list] of Object.entries(flow.phaseOver)) for (const r of list) if (r.if) expect(flow.conditions[r.if], `phaseOver ${phase}: condition ${r.if}`).toBeDefined();
    });

    it('sets up the same position from the same seed, and refuses a seat count it does not take', () => {
      const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
      const a = game.setup({ players: players(game.seats.min), seed: 7 });
      const b = game.setup({ players: players(game.seats.min), seed: 7 });
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      const tooMany = game.setup({ players: players(game.seats.max + 1), seed: 7 });
      expect(tooMany.ok).toBe(false);
      if (!tooMany.ok) for (const r of tooMany.error) expect(r.code.length).toBeGreaterThan(0);
    });

    it(`plays random games move by move with every invariant (${budget.games} per start, at most ${budget.maxMoves} moves)`, () => {
      const from = starts(game, [1, 2]);
      expect(from.length, 'the game has at least one start position (setup or samples)').toBeGreaterThan(0);
      let seed = 1;
      const runs: GameRun[] = [];
      for (const start of from) for (let g = 0; g < budget.games; g++) runs.push(checkRandomGame(game, start, seed++, budget));
      expect(runs.some((r) => r.ended), 'at least one random game reaches its end').toBe(true);
    });
  });
}

/** Words of a refusal in both languages, for tests that show them. */
export const bothLanguages = (game: AnyGameModule, refusal: Parameters<typeof refusalWords>[1]) => LANGUAGES.map((l) => refusalWords(game, refusal, l));
