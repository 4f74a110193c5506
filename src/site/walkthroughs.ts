import type { ProjectWalkthrough } from '../project';
import { replayWalkthrough, type Replay } from '../walkthrough/replay';
import type { StepView } from '../walkthrough/step-model';

/** Replays are pure and the same for every page that shows a walkthrough: compute each once per build. */
const replays = new Map<string, Replay>();

export function walkthroughReplay(entry: ProjectWalkthrough): Replay {
  const key = `${entry.file}`;
  const hit = import.meta.env?.DEV ? undefined : replays.get(key);
  if (hit) return hit;
  const replay = replayWalkthrough(entry.walkthrough, entry.map);
  replays.set(key, replay);
  return replay;
}

/** `site build --allow-broken` (RULEKIT_ALLOW_BROKEN=1) publishes a walkthrough that no longer holds, with a notice. */
export const allowBroken = (): boolean => process.env.RULEKIT_ALLOW_BROKEN === '1';

export interface BrokenNotice {
  summary: string;
  steps: string[];
}

/**
 * What a broken walkthrough's page says. Without --allow-broken a broken walkthrough
 * fails the build, naming each step and its reason (as `clippers walkthrough` does).
 */
export function brokenNotice(entry: ProjectWalkthrough, replay: Replay): BrokenNotice | null {
  if (replay.ok) return null;
  const steps = replay.failures.map((f) => `${f.step === 0 ? 'Setup' : `Step ${f.step} (${f.id})`}: ${f.message}${f.rule ? ` [${f.rule}]` : ''}`);
  if (!allowBroken()) {
    throw new Error(`Walkthrough "${entry.id}" (${entry.file}) does not hold on this board:\n  ${steps.join('\n  ')}\nFix the steps or the board, or build with --allow-broken to publish it with a notice.`);
  }
  const count = new Set(replay.failures.map((f) => f.step)).size;
  return { summary: `${count} of ${replay.steps.length} steps cannot be played as written on this board; the rest is shown as the engine replays it.`, steps };
}

/** Steps worth a picture in print: those that lay route segments, and the last one. */
export function keySteps(views: readonly StepView[]): Set<number> {
  const out = new Set<number>();
  for (const v of views) if ((v.highlight.links ?? []).length > 0) out.add(v.number);
  if (views.length > 0) out.add(views[views.length - 1].number);
  return out;
}

/**
 * Where the rules text's "example round" step is shown: the first walkthrough of
 * the project with a step of that id, and its number there (`#step-N`). Null when
 * no walkthrough of the project has it (the sentence about it is then left out).
 */
export function stepPage(entries: readonly Pick<ProjectWalkthrough, 'id' | 'walkthrough'>[], stepId: string): { walkthrough: string; step: number } | null {
  for (const entry of entries) {
    const index = entry.walkthrough.steps.findIndex((s) => s.id === stepId);
    if (index >= 0) return { walkthrough: entry.id, step: index + 1 };
  }
  return null;
}
