import type { BoardMap } from '../map/schema';
import type { StepSnapshot } from '../walkthrough/step-payload';

/**
 * What the embedded walkthrough frames on its static board for a step: the links
 * the step laid and their ends, or, in a step that laid nothing, every route so far
 * (none at all: the whole board). Pure (tested).
 */
export function stepFocus(map: BoardMap, view: Pick<StepSnapshot, 'highlight' | 'board'>): string[] {
  const ids = new Set<string>();
  const linkEnds = (id: string) => {
    const link = map.links.find((l) => l.id === id);
    if (link) ids.add(link.from).add(link.to);
  };
  view.highlight.links?.forEach(linkEnds);
  view.highlight.islands?.forEach((id) => ids.add(id));
  if (ids.size === 0) map.links.forEach((link, i) => view.board.links[i] && linkEnds(link.id));
  return [...ids];
}
