import { chartSteps } from '../../machines/game';
import { walkthroughStart } from './replay';
import type { Walkthrough } from './schema';

/**
 * What the walkthrough and statecharts pages load once hydrated to run the game
 * chart themselves: an XState actor started where the walkthrough starts on the
 * board shown, sent each step's moves as the reader reaches it (`chartSteps`).
 * Imported only dynamically, so the engine and XState stay out of the pages' first load.
 * Null when the board cannot set the walkthrough up (the page then says why).
 */
export function walkthroughCharts(w: Walkthrough, map: Parameters<typeof walkthroughStart>[1]): ReturnType<typeof chartSteps> | null {
  const start = walkthroughStart(w, map);
  return start.ok ? chartSteps(start.value, w.steps) : null;
}
