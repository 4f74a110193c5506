import { describe, expect, it } from 'vitest';
import { format, refusalWords, type AnyGameModule, type Language } from '../../src/games';
import { soakGame } from '../../src/soak/module-soak';
import { BLANK_CHART_WORDS, flowCharts } from '../../machines/flow-chart';
import { chartIdOf, flowActorAt, flowLeaf, flowMachine, moveTypeOf } from '../../machines/flow-machine';
import { corpusSteps, gameSteps, readCorpus, type CorpusStep } from '../corpus/corpus';
import { recordRandomGame, startFor } from '../../src/soak/module-soak';

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

export interface GameRun {
  moves: number;
  ended: boolean;
}

/** Plays one random game from `start` with the soak's checks; throws (an assertion) with every violation and the seed. */
export function checkRandomGame(game: AnyGameModule, start: unknown, seed: number, budget: HarnessBudget): GameRun {
  const r = soakGame(game, start, seed, budget);
  if (r.violations.length > 0 && !r.violations.every((v) => v.endsWith(`did not end within ${budget.maxMoves} moves`))) throw new Error(r.violations.join('\n'));
  return { moves: r.moves, ended: r.ended };
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

    // A game whose core says where play stands gets a live chart; its actor must stand there too.
    if (game.flow.at) {
      it('runs its turn chart’s actor in step with the core over every move of its corpus, and of games played to their end', () => {
        expect(readCorpus(game.id), `test/corpus/${game.id}.json`).not.toBeNull();
        // The corpus's games are short; the first random game played out reaches an ending too (and, for Ship It!, removes links).
        const [turn] = flowCharts(game.flow, game.words.en, BLANK_CHART_WORDS);
        const ended: Iterable<CorpusStep>[] = [];
        const endedAt: string[] = [];
        for (let seed = 1; ended.length < 1 && seed <= 8; seed++) {
          const start = startFor(game, seed);
          if (start === null) continue;
          const played = recordRandomGame(game, start, seed, budget.maxMoves);
          if (!played.ended) continue;
          const steps = [...gameSteps<unknown, unknown>(game, seed, start, played.keys)];
          ended.push(steps);
          endedAt.push(chartIdOf(game.flow, turn, steps.at(-1)?.after ?? start));
        }
        expect(ended.length, 'random games that reach an ending').toBeGreaterThan(0);
        const machine = flowMachine(game.flow, turn);
        const root = turn.states.find((x) => x.parent === null)!.id;
        const wrong: string[] = [];
        const seen = new Set<string>();
        for (const steps of [corpusSteps(game), ...ended]) {
          let actor: ReturnType<typeof flowActorAt> | null = null;
          let seed = Number.NaN;
          for (const step of steps) {
            if (step.seed !== seed) {
              actor?.stop();
              actor = flowActorAt(machine, game.flow, turn, step.before);
              seed = step.seed;
            }
            actor!.send({ type: moveTypeOf(step.move), state: step.after });
            const [stands, core] = [flowLeaf(actor!.getSnapshot(), root), chartIdOf(game.flow, turn, step.after)];
            seen.add(stands);
            if (stands !== core && wrong.length < 5) wrong.push(`seed ${seed}, move ${step.n + 1} (${JSON.stringify(step.move)}): the chart stands at ${stands}, the core at ${core}`);
          }
          actor?.stop();
        }
        expect(wrong).toEqual([]);
        // The games went through most of the chart: every step but those the random games never reach.
        expect(seen.size, [...seen].join(', ')).toBeGreaterThan(turn.states.filter((x) => x.type === 'atomic').length / 2);
        // Where a random game ended at an ending the chart draws (not where the rules run out), the actor reached it too.
        const endings = Object.keys(game.flow.endings).map((e) => `${root}.${e}`);
        if (endedAt.some((id) => endings.includes(id))) expect([...seen].some((id) => endings.includes(id)), 'an ending reached').toBe(true);
      });
    }

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
