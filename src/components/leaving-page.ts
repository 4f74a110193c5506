/**
 * Calls `flush` whenever the page may be going away: closed, reloaded, or hidden
 * (a phone may kill a hidden tab without another event). Autosaves use it so the
 * last change is written even when their debounce has not fired. Returns the
 * function that stops listening.
 */
export function onLeavingPage(flush: () => void): () => void {
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', flush);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    window.removeEventListener('pagehide', flush);
    window.removeEventListener('beforeunload', flush);
    document.removeEventListener('visibilitychange', onHide);
  };
}
