import { useEffect, useState } from 'react';

/** A worked example's drawn tables, one per step (null for a step without one), from its `boards.json` (example-boards.ts). */
export type StepBoards = readonly (string | null)[];

/**
 * Fetches the drawn tables at `url` once a page has started (examples.ts `withBoardsApart`):
 * null while they come (or without a url), 'failed' if they cannot. The worked example's page
 * and the chart page's walk both show them.
 */
export function useStepBoards(url: string | undefined): { url: string; boards: StepBoards | 'failed' } | null {
  const [got, setGot] = useState<{ url: string; boards: StepBoards | 'failed' } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((all: unknown) => live && setGot({ url, boards: Array.isArray(all) ? all.map((b) => (typeof b === 'string' ? b : null)) : 'failed' }))
      .catch(() => live && setGot({ url, boards: 'failed' }));
    return () => {
      live = false;
    };
  }, [url]);
  return got !== null && got.url === url ? got : null;
}
