import { useEffect, useState } from 'react';
import { isGameId, loadGame } from '../../games';

/**
 * The turn chart's actor run in the page through a worked example's game (`game.json`, the one
 * "Play on from this step" opens): where it stands after each of the example's steps, or null
 * until the game's module, XState and the game have come (or if one could not: the page then
 * keeps what the build's run of the same actor found).
 */
export function useExampleActor(gameId: string, url: string | undefined): string[] | null {
  const [at, setAt] = useState<{ url: string; at: string[] } | null>(null);
  useEffect(() => {
    if (!url || !isGameId(gameId)) return;
    let live = true;
    // Everything but the hook itself comes when it is needed, so a page that is only read stays as light as before.
    Promise.all([
      loadGame(gameId),
      import('../../../machines/flow-machine'),
      import('../../../machines/flow-chart'),
      import('../../shell/example-game'),
      import('../../shell/record'),
      fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status))))),
    ])
      .then(([module, machines, charts, { exampleGameSchema }, { sessionFromData }, data]) => {
        const read = exampleGameSchema.safeParse(data);
        if (!read.success || !module.flow.at) return;
        const session = sessionFromData(module, read.data.game);
        if (!session.ok) return;
        // The chart's states and arrows; its words are the page's business, not the actor's.
        const [chart] = charts.flowCharts(module.flow, module.words.en, charts.BLANK_CHART_WORDS);
        const { states, moves } = session.value;
        const sent = moves.map((m, i) => ({ type: machines.moveTypeOf(m), state: states[i + 1] }));
        const leaves = machines.runFlow(machines.flowMachine(module.flow, chart), module.flow, chart, states[0], sent);
        if (live) setAt({ url, at: read.data.cursors.map((c) => leaves[c]) });
      })
      .catch((e) => console.warn('useExampleActor', e));
    return () => {
      live = false;
    };
  }, [gameId, url]);
  return at !== null && at.url === url ? at.at : null;
}
