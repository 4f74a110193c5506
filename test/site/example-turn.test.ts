import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chartIdOf } from '../../machines/flow-machine';
import { loadModuleProject } from '../../src/project';
import { examplePayload } from '../../src/site/module/examples';
import { liveTurnChart } from '../../src/site/module/turn-chart';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * "Where the turn stands" beside a worked example: the turn chart's actor, run through the
 * example's moves at build time, stands after each step where the core says play stands
 * (`flow.at` of the replay's own state), in every language of the site.
 */
describe('the turn track of a worked example', async () => {
  const loaded = await loadModuleProject(`${ROOT}content/ship-it`, ROOT);
  if (!loaded.ok) throw new Error(loaded.error.map((d) => d.message).join('\n'));
  const { game, walkthroughs } = loaded.value;
  const chart = liveTurnChart(game, 'en')!;

  for (const w of walkthroughs)
    it(`${w.id}: lit at the core's step after every step`, () => {
      for (const lang of ['en', 'fr'] as const) {
        const turn = examplePayload(game, w, lang, '/').turn;
        expect(turn, lang).toBeDefined();
        expect(turn!.at).toHaveLength(w.parsed.walkthrough.steps.length + 1);
        const states = [w.replay.initial, ...w.replay.steps.map((s) => s.state)];
        expect(turn!.at).toEqual(states.map((s) => chartIdOf(game.flow, chart, s)));
        // Every lit id is a state the track draws, in the page's words.
        for (const id of turn!.at) expect(turn!.states.find((s) => s.id === id)?.label, id).toBeTruthy();
        expect(turn!.chart).toBe('/chart/');
      }
    });

  it('lights Crossing Oceans’ examples too, and is left out for a game whose core does not say where play stands', async () => {
    const co = await loadModuleProject(`${ROOT}content/crossing-oceans`, ROOT);
    if (!co.ok) throw new Error('content/crossing-oceans does not load');
    const coChart = liveTurnChart(co.value.game, 'en')!;
    for (const w of co.value.walkthroughs) {
      const states = [w.replay.initial, ...w.replay.steps.map((s) => s.state)];
      expect(examplePayload(co.value.game, w, 'en', '/').turn?.at, w.id).toEqual(states.map((s) => chartIdOf(co.value.game.flow, coChart, s)));
    }
    const silent = { ...co.value.game, flow: { ...co.value.game.flow, at: undefined } };
    for (const w of co.value.walkthroughs) expect(examplePayload(silent, w, 'en', '/').turn).toBeUndefined();
  });
});
