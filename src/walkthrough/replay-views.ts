import type { BoardMap } from '../map/schema';
import type { GameEvent } from '../engine';
import { replayWalkthrough } from './replay';
import type { Walkthrough } from './schema';
import { toSnapshot, type WalkthroughPayload } from './step-payload';
import { stepViews } from './step-model';
import { liveState } from '../../machines/progress';
import type { Language } from '../i18n/languages';

/** Replays a walkthrough on a map and returns the page's per-step data (uses the rules engine), its words in `lang`. */
export function replayPayload(w: Walkthrough, map: BoardMap, base = '/', lang: Language = 'en'): WalkthroughPayload {
  const replay = replayWalkthrough(w, map);
  // A step without moves tells what the last moves made happen ("Pauline sits out", "Phase 4"): it shows what they passed through.
  let passedBy: readonly GameEvent[] = [];
  const eventsOf = (i: number) => {
    const step = replay.steps[i];
    if (step && step.step.moves.length > 0) passedBy = step.events;
    return passedBy;
  };
  return {
    // The charts beside the board: where each stands after the step, and what its moves passed through.
    steps: stepViews(w, replay, base, lang).map((view, i) => ({ ...toSnapshot(view), charts: liveState(view.state, eventsOf(i)) })),
    setupFailures: replay.failures.filter((f) => f.step === 0),
  };
}
