import { useLayoutEffect, useRef } from 'react';
import type { Say } from '../../i18n/format';

/**
 * Start, Back, Next, End. A button that disables itself (Next at the last step, End,
 * Start, Back at the first) would drop keyboard focus onto the page body; instead
 * focus moves to the nearest button still usable, so Enter and Space keep working.
 */

const Icon = ({ d }: { d: string }) => (
  <svg className="wt__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);
const ICON = {
  start: 'M2 2h2v12H2zM14 2v12L5 8z',
  back: 'M12 2v12L3 8z',
  next: 'M4 2v12l9-6z',
  end: 'M12 2h2v12h-2zM2 2v12l9-6z',
};

export default function Controls({ n, count, go, compact = false, say }: { n: number; count: number; go: (n: number) => void; compact?: boolean; say: Say }) {
  const group = useRef<HTMLDivElement>(null);
  // Whether keyboard focus was on one of these buttons when the step changed.
  const focusedIndex = useRef<number | null>(null);
  const buttons = () => [...(group.current?.querySelectorAll('button') ?? [])];

  useLayoutEffect(() => {
    const index = focusedIndex.current;
    if (index === null) return;
    const all = buttons();
    if (!all[index]?.disabled) return;
    const nearest = all
      .map((b, i) => ({ b, d: Math.abs(i - index) }))
      .filter(({ b }) => !b.disabled)
      .sort((a, b) => a.d - b.d)[0];
    if (nearest) {
      focusedIndex.current = all.indexOf(nearest.b);
      nearest.b.focus({ preventScroll: true });
    }
  }, [n, count]);

  return (
    <div
      className={compact ? 'wt__controls wt__controls--compact' : 'wt__controls'}
      role="group"
      aria-label={say('player.controls')}
      ref={group}
      onFocus={(e) => {
        focusedIndex.current = buttons().indexOf(e.target as unknown as HTMLButtonElement);
        if (focusedIndex.current < 0) focusedIndex.current = null;
      }}
      onBlur={(e) => {
        // Focus leaving for somewhere else; a button being disabled under it gives no new target.
        if (e.relatedTarget !== null && !group.current?.contains(e.relatedTarget as Node)) focusedIndex.current = null;
      }}
      onPointerDown={(e) => {
        const i = buttons().indexOf((e.target as Element).closest('button') as HTMLButtonElement);
        if (i >= 0) focusedIndex.current = i;
      }}
    >
      <button type="button" onClick={() => go(1)} disabled={n <= 1}>
        <Icon d={ICON.start} /> {say('player.start')}
      </button>
      <button type="button" onClick={() => go(n - 1)} disabled={n <= 1}>
        <Icon d={ICON.back} /> {say('player.back')}
      </button>
      <button type="button" className="wt__next" onClick={() => go(n + 1)} disabled={n >= count}>
        {say('player.next')} <Icon d={ICON.next} />
      </button>
      <button type="button" onClick={() => go(count)} disabled={n >= count}>
        {say('player.end')} <Icon d={ICON.end} />
      </button>
    </div>
  );
}
