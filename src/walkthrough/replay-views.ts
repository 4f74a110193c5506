import type { BoardMap } from '../map/schema';
import { replayWalkthrough } from './replay';
import type { Walkthrough } from './schema';
import { toSnapshot, type WalkthroughPayload } from './step-payload';
import { stepViews } from './step-model';
import { chartsByStep } from '../../machines/game';
import type { Language } from '../i18n/languages';

/** Replays a walkthrough on a map and returns the page's per-step data (uses the rules engine), its words in `lang`. */
export function replayPayload(w: Walkthrough, map: BoardMap, base = '/', lang: Language = 'en'): WalkthroughPayload {
  const replay = replayWalkthrough(w, map);
  // The charts beside the board, read off the game chart's actor stepped through the same moves (the page runs it too, once loaded).
  const charts = replay.initial ? chartsByStep(replay.initial, replay.steps.map((o) => o.step)) : [];
  return {
    steps: stepViews(w, replay, base, lang).map((view, i) => ({ ...toSnapshot(view), charts: charts[i] })),
    setupFailures: replay.failures.filter((f) => f.step === 0),
  };
}
