import type { BoardMap } from '../map/schema';
import type { StepSnapshot } from './step-payload';

/**
 * What to frame: the step's changes, else everything laid so far; the whole board
 * before anything is laid. In presentation mode the islands touched bring their
 * neighbours, so the room sees where the route came from and can go next.
 */
export function focusOf(map: BoardMap, view: Pick<StepSnapshot, 'highlight' | 'board'>, neighbours: boolean): string[] {
  const ids = new Set<string>();
  const linkEnds = (id: string) => {
    const link = map.links.find((l) => l.id === id);
    if (link) ids.add(link.from).add(link.to).add(id);
  };
  view.highlight.links?.forEach(linkEnds);
  view.highlight.islands?.forEach((id) => ids.add(id));
  if (ids.size === 0) {
    map.links.forEach((link, i) => {
      if (view.board.links[i]) linkEnds(link.id);
    });
    return [...ids];
  }
  if (neighbours) {
    const touched = new Set([...(view.highlight.islands ?? []), ...[...ids].filter((id) => map.islands.some((i) => i.id === id))]);
    for (const link of map.links) {
      if (touched.has(link.from)) ids.add(link.to);
      if (touched.has(link.to)) ids.add(link.from);
    }
  }
  return [...ids];
}
