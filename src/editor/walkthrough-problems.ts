import type { Move } from '../engine';
import type { BoardMap } from '../map/schema';
import { replayWalkthrough } from '../walkthrough/replay';
import type { Walkthrough } from '../walkthrough/schema';

/**
 * The project's walkthroughs replayed on the board being edited: one warning per
 * step a change breaks, naming the walkthrough, the step and the engine's reason,
 * with the board elements the step uses so a click selects them. Pure (tested).
 */

export interface WalkthroughRef {
  id: string;
  walkthrough: Walkthrough;
}

/** A problem in the editor's panel: the checker's diagnostics have the same shape. */
export interface EditorProblem {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  elements: string[];
}

export function walkthroughProblems(map: BoardMap, walkthroughs: readonly WalkthroughRef[]): EditorProblem[] {
  const out: EditorProblem[] = [];
  for (const { walkthrough: w } of walkthroughs) {
    let replay;
    try {
      replay = replayWalkthrough(w, map);
    } catch (e) {
      // A board the checker already rejects may not even set up; the checker's errors say why.
      out.push({ severity: 'warning', code: 'walkthrough.setup', message: `“${w.title}” cannot be replayed on this board (${e instanceof Error ? e.message : String(e)}).`, elements: [] });
      continue;
    }
    const seen = new Set<string>();
    for (const f of replay.failures) {
      const step = f.step > 0 ? w.steps[f.step - 1] : undefined;
      const key = `${f.step}|${f.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const where = f.step === 0 ? 'setup' : `step ${f.step} (${step?.title ?? f.id})`;
      out.push({
        severity: 'warning',
        code: 'walkthrough.step',
        message: `“${w.title}”, ${where}: ${f.message}${f.rule ? ` [${f.rule}]` : ''}`,
        elements: f.move ? moveElements(f.move) : (step?.moves ?? []).flatMap(moveElements),
      });
    }
  }
  return out;
}

/** The board elements a move names: links and their starting point, islands. */
export function moveElements(move: Move): string[] {
  switch (move.type) {
    case 'segment.place':
      return [move.link, move.from];
    case 'port.place':
      return [move.island];
    case 'port.move':
      return [move.from, move.to];
    default:
      return [];
  }
}
