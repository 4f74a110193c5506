import type { BoardMap } from '../map/schema';
import { replayWalkthrough } from './replay';
import type { Walkthrough } from './schema';
import { toSnapshot, type WalkthroughPayload } from './step-payload';
import { stepViews } from './step-model';

/** Replays a walkthrough on a map and returns the page's per-step data (uses the rules engine). */
export function replayPayload(w: Walkthrough, map: BoardMap, base = '/'): WalkthroughPayload {
  const replay = replayWalkthrough(w, map);
  return {
    steps: stepViews(w, replay, base).map(toSnapshot),
    setupFailures: replay.failures.filter((f) => f.step === 0),
  };
}
