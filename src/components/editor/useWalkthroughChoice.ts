import { useCallback, useMemo, useState } from 'react';
import { readWalkthroughsOff, writeWalkthroughsOff } from '../../editor/walkthrough-choice';
import type { WalkthroughRef } from '../../editor/walkthrough-problems';

const storage = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage switched off: the choice holds for this page
  }
};

/** The walkthroughs the designer chose to replay on the board (the rest switched off, kept in this browser). */
export function useWalkthroughChoice(walkthroughs: readonly WalkthroughRef[]) {
  const [off, setOff] = useState<ReadonlySet<string>>(() => readWalkthroughsOff(storage()));
  const checked = useMemo(() => walkthroughs.filter((w) => !off.has(w.id)), [walkthroughs, off]);
  const toggle = useCallback((id: string) => {
    setOff((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      writeWalkthroughsOff(storage(), next);
      return next;
    });
  }, []);
  return { checked, off, toggle };
}

/** A walkthrough's title in the page's language (`locale`, e.g. fr-FR), English where it has none. */
export function walkthroughTitle(w: WalkthroughRef, locale: string): string {
  const lang = locale.slice(0, 2);
  const translations = w.walkthrough.translations as Record<string, { title?: string } | undefined> | undefined;
  return translations?.[lang]?.title ?? w.walkthrough.title;
}
