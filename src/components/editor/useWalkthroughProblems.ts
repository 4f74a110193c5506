import { useEffect, useState } from 'react';
import type { BoardMap } from '../../map/schema';
import type { EditorProblem, WalkthroughRef } from '../../editor/walkthrough-problems';

/**
 * The project's walkthroughs replayed on the edited map, as problems for the panel; with `baseline`
 * (the project's board), also the steps whose words name an island changed since.
 * The replay (and the rules engine it needs) loads on first use, and runs a moment
 * after the last edit, off the path of a drag or a keystroke; a newer edit cancels it.
 */
export function useWalkthroughProblems(map: BoardMap, walkthroughs: readonly WalkthroughRef[], baseline?: BoardMap): { problems: EditorProblem[]; current: boolean } {
  // The problems, and the map they were found on: until they are this map's, more may yet change the panel.
  const [found, setFound] = useState<{ problems: EditorProblem[]; map: BoardMap | null; walkthroughs: readonly WalkthroughRef[] }>({ problems: [], map: null, walkthroughs: [] });
  useEffect(() => {
    if (walkthroughs.length === 0) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void import('../../editor/walkthrough-problems').then(({ walkthroughProblems }) => {
        if (!cancelled) setFound({ problems: walkthroughProblems(map, walkthroughs, baseline), map, walkthroughs });
      });
    }, 120);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [map, walkthroughs, baseline]);
  // None chosen: nothing to list, at once. Another choice: the last list stands until the new replay is done.
  if (walkthroughs.length === 0) return { problems: [], current: true };
  return { problems: found.problems, current: found.map === map && found.walkthroughs === walkthroughs };
}
