import type { Diagnostic } from '../map/diagnostics';
import type { BoardMap } from '../map/schema';
import type { Command, StepWords } from './commands';
import { freshId, nodeIds } from './ids';
import type { ReplayProblem } from './walkthrough-problems';

/**
 * One-click fixes for the checker's problems, where the fix is not a designer's
 * choice: the command that makes it, what it is called (the button and the undo
 * step) and what to select afterwards. Pure; null when a problem has no such fix.
 */
export interface Fix {
  command: Command;
  label: StepWords;
  /** What the fix made or changed, to select and show. */
  select: string[];
}

/**
 * `id.duplicate`: every entry after the first of an id gets an id of its own (the
 * first keeps the id and the references to it), so each is drawn, listed and selectable.
 */
function duplicateIdFix(map: BoardMap, id: string): Fix | null {
  const commands: Command[] = [];
  const renamed: string[] = [];
  const taken = [...nodeIds(map), ...map.links.map((l) => l.id), ...map.departureCards.map((c) => c.id)];
  const fresh = () => {
    const next = freshId(taken, id);
    taken.push(next);
    renamed.push(next);
    return next;
  };
  // Islands and harbors share one namespace, islands read first (as the checker reads them).
  let seen = false;
  map.islands.forEach((island, index) => {
    if (island.id !== id) return;
    if (seen) commands.push({ type: 'island.update', id, index, patch: { id: fresh() } });
    seen = true;
  });
  map.harbors.forEach((harbor, index) => {
    if (harbor.id !== id) return;
    if (seen) commands.push({ type: 'harbor.update', id, index, patch: { id: fresh() } });
    seen = true;
  });
  for (const [list, type] of [
    [map.links, 'link.update'],
    [map.departureCards, 'card.update'],
  ] as const) {
    let first = true;
    list.forEach((el, index) => {
      if (el.id !== id) return;
      if (!first) commands.push({ type, id, index, patch: { id: fresh() } } as Command);
      first = false;
    });
  }
  if (commands.length === 0) return null;
  const label: StepWords = { key: 'editor.undo.fix.duplicate', vars: { id } };
  return { command: { type: 'batch', label, commands }, label, select: renamed };
}

/** `walkthrough.link-spaces`: the link gets as many route spaces as the walkthrough lays on it. */
function linkSpacesFix(map: BoardMap, p: Extract<ReplayProblem, { kind: 'link' }>): Fix | null {
  const index = map.links.findIndex((l) => l.id === p.link);
  if (index < 0 || map.links[index].segments >= p.needed) return null;
  const label: StepWords = { key: 'editor.undo.fix.spaces', vars: { link: p.link, n: p.needed } };
  return { command: { type: 'link.update', id: p.link, index, patch: { segments: p.needed } }, label, select: [p.link] };
}

export function fixOf(map: BoardMap, d: { code: Diagnostic['code'] | string; elements: readonly string[]; replay?: ReplayProblem }): Fix | null {
  if (d.code === 'id.duplicate' && d.elements[0] !== undefined) return duplicateIdFix(map, d.elements[0]);
  if (d.code === 'walkthrough.link-spaces' && d.replay?.kind === 'link') return linkSpacesFix(map, d.replay);
  return null;
}
