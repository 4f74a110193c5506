import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/crossing-oceans';
import { parseScenario, replay } from '../../../src/games/crossing-oceans/scenario';
import { scenarios } from './scenarios';

const all = scenarios();

describe('Crossing Oceans worked examples', () => {
  it('has one scenario per example of the excerpt', () => {
    expect(all.map((s) => s.scenario.id).sort()).toEqual(
      ['blue-riband', 'cargo', 'coal', 'contracts', 'end', 'fleet', 'house', 'place-ship', 'region', 'rondel', 'scoring', 'ships'].sort(),
    );
  });

  for (const { file, scenario } of all) {
    it(`${file} replays with every expectation holding`, () => {
      expect(scenario.id).toBe(file.replace(/\.yaml$/, ''));
      const result = replay(game, scenario);
      expect(result.failures).toEqual([]);
      expect(result.steps.flatMap((s) => s.failures)).toEqual([]);
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
    const result = replay(game, broken);
    expect(result.ok).toBe(false);
    expect(result.steps[0].failures).toEqual(['step "pier": expected cash.yellow = 41, found 40']);
  });

  it('reports a refused move that was expected to pass, with the rule’s words', () => {
    const coal = all.find((s) => s.scenario.id === 'coal')!.scenario;
    const broken = { ...coal, steps: [coal.steps[0], { ...coal.steps[1], moves: [{ type: 'coal.load', ship: 'ADRIATIC' }] }] };
    const failures = replay(game, broken).steps[1].failures;
    expect(failures[0]).toContain('coal.even/coal.uneven');
    expect(failures[0]).toContain('Load evenly');
  });

  it('names the file and line of a malformed scenario', () => {
    const parsed = parseScenario('format: rulekit-scenario\nversion: 2\n', 'bad.yaml');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain('bad.yaml:2: version: Invalid literal value, expected 1');
  });
});
