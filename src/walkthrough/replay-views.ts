import type { BoardMap } from '../map/schema';
import { replayWalkthrough } from './replay';
import type { Walkthrough } from './schema';
import { toSnapshot, type WalkthroughPayload } from './step-payload';
import { stepViews } from './step-model';
import { liveState } from '../../machines/progress';
import type { Language } from '../i18n/languages';

/** Replays a walkthrough on a map and returns the page's per-step data (uses the rules engine), its words in `lang`. */
export function replayPayload(w: Walkthrough, map: BoardMap, base = '/', lang: Language = 'en'): WalkthroughPayload {
  const replay = replayWalkthrough(w, map);
  return {
    // The charts beside the board: where each stands after the step, and what its moves passed through.
    steps: stepViews(w, replay, base, lang).map((view, i) => ({ ...toSnapshot(view), charts: liveState(view.state, replay.steps[i]?.events ?? []) })),
    setupFailures: replay.failures.filter((f) => f.step === 0),
  };
}
