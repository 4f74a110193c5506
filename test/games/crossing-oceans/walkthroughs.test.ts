import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/crossing-oceans';
import { parseModuleWalkthrough, replayModuleWalkthrough, stepProblemText, type ModuleWalkthrough } from '../../../src/walkthrough/module-walkthrough';
import { scenarios } from './scenarios';

const all = await scenarios();
const replay = (walkthrough: ModuleWalkthrough) => replayModuleWalkthrough({ game, walkthrough });
const texts = (r: ReturnType<typeof replay>, step: number) => r.steps[step].problems.map((p) => stepProblemText(game, p));

describe('Crossing Oceans worked examples', () => {
  it('has one walkthrough per example of the excerpt', () => {
    expect(all.map((s) => s.scenario.id).sort()).toEqual(
      ['blue-riband', 'cargo', 'coal', 'contracts', 'end', 'fleet', 'house', 'place-ship', 'region', 'rondel', 'scoring', 'ships'].sort(),
    );
  });

  for (const { file, scenario } of all) {
    it(`${file} replays with every expectation holding`, () => {
      expect(scenario.id).toBe(file.replace(/\.yaml$/, ''));
      const result = replay(scenario);
      expect(result.steps.flatMap((s) => s.problems.map((p) => `${s.id}: ${stepProblemText(game, p)}`))).toEqual([]);
      expect(result.ok).toBe(true);
      // Each refusal shown to a reader is worded in both languages, with every placeholder filled.
      for (const words of result.steps.flatMap((s) => s.refusals)) {
        expect(words.en).not.toMatch(/[{}]/);
        expect(words.fr).not.toMatch(/[{}]/);
      }
    });
  }

  it('reports a broken expectation with its step and path', () => {
    const coal = all.find((s) => s.scenario.id === 'coal')!.scenario;
    const broken = { ...coal, steps: [{ ...coal.steps[0], expect: { 'cash.yellow': 41 } }] };
    const result = replay(broken);
    expect(result.ok).toBe(false);
    expect(texts(result, 0)).toEqual(['expect cash.yellow = 41, the game has 40']);
  });

  it('reports a refused move that was expected to pass, with the rule’s words', () => {
    const coal = all.find((s) => s.scenario.id === 'coal')!.scenario;
    const broken = { ...coal, steps: [coal.steps[0], { ...coal.steps[1], moves: [{ type: 'coal.load', ship: 'ADRIATIC' }] }] } as ModuleWalkthrough;
    const failures = texts(replay(broken), 1);
    expect(failures[0]).toContain('coal.even/coal.uneven');
    expect(failures[0]).toContain('Load evenly');
  });

  it('names the file and line of a malformed walkthrough', async () => {
    const parsed = await parseModuleWalkthrough('format: rulekit-walkthrough\nversion: 2\ngame: crossing-oceans\n', { file: 'bad.yaml', games: async () => game });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.find((d) => d.path === 'version')).toMatchObject({ file: 'bad.yaml', line: 2 });
  });
});
