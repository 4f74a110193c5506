import { useEffect, useMemo, useState } from 'react';
import type { walkthroughCharts } from '../../walkthrough/chart-run';
import type { LiveState } from '../../statecharts/live';
import type { Walkthrough } from '../../walkthrough/schema';

type Steps = { at(i: number): LiveState; count: number };
/** The board the walkthrough is played on. */
type BoardMap = Parameters<typeof walkthroughCharts>[1];

/**
 * The live charts of a walkthrough step from the page's own game chart actor: once
 * hydrated, the page loads the engine and XState (`walkthrough/chart-run.ts`), starts
 * an actor where the walkthrough starts on `map`, and sends it each step's moves as
 * the reader reaches the step (kept per step, so going back reads them again). Until
 * then, or if the board cannot set the walkthrough up, `built` (the step's charts,
 * from the same actor run at build time). `running` says which is shown.
 */
export function useWalkthroughCharts(walkthroughJson: string | undefined, map: BoardMap, step: number, built: LiveState | undefined, enabled = true): { live: LiveState | undefined; running: boolean } {
  const [steps, setSteps] = useState<{ map: BoardMap; json: string; steps: Steps } | null>(null);
  useEffect(() => {
    if (!enabled || walkthroughJson === undefined) return;
    let cancelled = false;
    void import('../../walkthrough/chart-run').then(({ walkthroughCharts }) => {
      if (cancelled) return;
      const run = walkthroughCharts(JSON.parse(walkthroughJson) as Walkthrough, map);
      setSteps(run ? { map, json: walkthroughJson, steps: run } : null);
    });
    return () => {
      cancelled = true;
    };
  }, [walkthroughJson, map, enabled]);
  const current = steps && steps.map === map && steps.json === walkthroughJson && step >= 1 && step <= steps.steps.count ? steps.steps : null;
  const live = useMemo(() => (current ? current.at(step - 1) : built), [current, step, built]);
  return { live, running: current !== null };
}
