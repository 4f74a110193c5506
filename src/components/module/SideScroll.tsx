import { useEffect, useRef, useState, type ReactNode } from 'react';
import './side-scroll.css';

/**
 * A drawing wider than its column, scrolled sideways, with a sign that it is: a shadow on each
 * edge that hides more, and a line saying so under it. A game's drawing keeps its size (its
 * numbers are drawn to be read at 12 px or more); shrinking it to the column would lose that.
 */
export function SideScroll({ hint, children }: { hint: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const scroller = el.querySelector<HTMLElement>('.side-scroll__frame > *');
    if (!scroller) return;
    const measure = () => {
      const left = scroller.scrollLeft > 1;
      const right = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(scroller);
    if (scroller.firstElementChild) observer?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  });
  return (
    <div className="side-scroll" ref={box} data-more-left={more.left || undefined} data-more-right={more.right || undefined}>
      <div className="side-scroll__frame">{children}</div>
      {(more.left || more.right) && <p className="side-scroll__hint muted" data-testid="side-scroll-hint">{hint}</p>}
    </div>
  );
}
