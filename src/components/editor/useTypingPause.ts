import { useEffect, useState } from 'react';

/**
 * How long the designer's typing must pause before the board and the checker catch up.
 * Long enough to span the gap between two keys of ordinary typing, short enough to
 * read as "as soon as I stop".
 */
export const TYPING_PAUSE_MS = 300;

/**
 * `value` as it was when typing last paused: while `typing`, it moves on only once
 * `value` has stayed put for `pauseMs`; otherwise it is `value` itself, at once.
 *
 * Why: Cytoscape repaints its whole canvas for any change, and on the largest map the
 * schema allows (2,355 elements with the port spaces) one repaint costs about 35 ms of
 * main-thread time on a quiet machine, more than the gap between two keys: a repaint per
 * keystroke cost each key 2.5 times the default map's CPU and kept the next key waiting
 * behind it. The field itself, its panel and the map (autosave, undo) still follow every key.
 */
export function useTypingPause<T>(value: T, typing: boolean, pauseMs = TYPING_PAUSE_MS): T {
  const [paused, setPaused] = useState(value);
  // Not typing: follow at once, and start the next spell of typing from here.
  // (Set during render, as React suggests for state that tracks a prop: no extra commit.)
  if (!typing && paused !== value) setPaused(value);
  useEffect(() => {
    if (!typing) return;
    const timer = window.setTimeout(() => setPaused(value), pauseMs);
    return () => window.clearTimeout(timer);
  }, [value, typing, pauseMs]);
  return typing ? paused : value;
}
