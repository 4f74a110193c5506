import { useCallback, useEffect, useState, type RefObject } from 'react';
import { wantsPresent, withPresent } from './keys';

/**
 * Presentation mode: the walkthrough fills the window (and, on request, the screen)
 * for a projector. Kept in the URL as `?present` so a teacher can bookmark or share
 * it; the page behind is kept from scrolling while it is on.
 */
export function usePresentation(root: RefObject<HTMLElement | null>) {
  const [presenting, setPresenting] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    if (wantsPresent(window.location.search)) setPresenting(true);
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('wt-presenting', presenting);
    return () => document.documentElement.classList.remove('wt-presenting');
  }, [presenting]);

  const present = useCallback(
    (on: boolean) => {
      setPresenting(on);
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${withPresent(search, on)}${hash}`);
      if (!on && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      // The control pressed may be hidden in the other layout: keep focus in the walkthrough.
      requestAnimationFrame(() => {
        const target = on ? root.current : root.current?.querySelector<HTMLElement>('.wt__present-toggle');
        target?.focus({ preventScroll: !on });
      });
    },
    [root],
  );

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (!presenting) present(true);
    void root.current?.requestFullscreen?.().catch(() => undefined);
  }, [presenting, present, root]);

  return { presenting, fullscreen, present, toggleFullscreen };
}
