import { useLayoutEffect, useState, type RefObject } from 'react';

/** The smallest scale the step's type may take before it scrolls instead (a projector's back row still reads it). */
export const MIN_FIT = 0.6;

/**
 * Presenting, the step's text is sized to fit its box: the largest scale (from 1 down to
 * MIN_FIT) at which nothing overflows, set as `--wt-fit` on the box. Refitted when the
 * step, the language or the window changes, and once the web fonts have loaded. Text
 * that cannot fit even at MIN_FIT scrolls, and `overflowing` lets the page say so.
 */
export function useFitText(root: RefObject<HTMLElement | null>, selector: string, on: boolean, key: unknown): { overflowing: boolean } {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const box = root.current?.querySelector<HTMLElement>(selector);
    if (!box) return;
    if (!on) {
      box.style.removeProperty('--wt-fit');
      setOverflowing(false);
      return;
    }
    const fits = (scale: number) => {
      box.style.setProperty('--wt-fit', String(scale));
      return box.scrollHeight <= box.clientHeight;
    };
    const fit = () => {
      if (fits(1)) return setOverflowing(false);
      // Binary search over the scale: each probe is one layout of a short article.
      let lo = MIN_FIT;
      let hi = 1;
      if (!fits(lo)) return setOverflowing(true);
      for (let i = 0; i < 7; i++) {
        const mid = (lo + hi) / 2;
        if (fits(mid)) lo = mid;
        else hi = mid;
      }
      fits(Math.floor(lo * 1000) / 1000);
      setOverflowing(false);
    };
    fit();
    let frame = 0;
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    // The box's size follows the window (and the players table beside it), never its own text.
    const watch = new ResizeObserver(refit);
    watch.observe(box);
    void document.fonts?.ready.then(refit);
    return () => {
      cancelAnimationFrame(frame);
      watch.disconnect();
    };
  }, [root, selector, on, key]);
  return { overflowing };
}
