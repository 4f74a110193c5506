/**
 * The part of the segment a–b inside the box x1..x2 × y1..y2, as the interval of t
 * (0 at a, 1 at b), or null when it misses the box (Liang–Barsky clipping). Shared by
 * the board's name placement and the statecharts' checks, which both ask whether a
 * line runs through words.
 */
export function clipSegment(a: { x: number; y: number }, b: { x: number; y: number }, x1: number, y1: number, x2: number, y2: number): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - x1],
    [dx, x2 - a.x],
    [-dy, a.y - y1],
    [dy, y2 - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [t0, t1];
}
