import type { LaidChart, Rect } from './layout';
import { clipSegment } from '../board/segment-clip';

/**
 * Checks on a laid-out chart, as a reader would see them: an arrow running through
 * words (a state's name, a box's title, another arrow's label), or two pieces of
 * words on top of each other. Each finding names both parts. Pure.
 */

type Point = { x: number; y: number };

/** Does the segment p–q pass through the inside of the box (shrunk by `inset`)? */
export function segmentCrossesRect(p: Point, q: Point, r: Rect, inset = 1): boolean {
  const x1 = r.x + inset;
  const y1 = r.y + inset;
  const x2 = r.x + r.w - inset;
  const y2 = r.y + r.h - inset;
  if (x2 <= x1 || y2 <= y1) return false;
  const inside = clipSegment(p, q, x1, y1, x2, y2);
  return inside !== null && inside[1] - inside[0] > 1e-9;
}

export const rectsOverlap = (a: Rect, b: Rect, inset = 1): boolean =>
  a.x + inset < b.x + b.w && b.x + inset < a.x + a.w && a.y + inset < b.y + b.h && b.y + inset < a.y + a.h;

/** Every arrow that crosses words, and every two pieces of words that overlap. Empty when the drawing is clean. */
export function clashes(chart: LaidChart): string[] {
  const words: { what: string; owner: string; box: Rect }[] = [];
  for (const s of chart.states) if (s.label) words.push({ what: `the name of ${s.id}`, owner: s.id, box: s.label });
  for (const a of chart.arrows) if (a.label) words.push({ what: `the words of ${a.id} (${a.label.lines.join(' ')})`, owner: a.id, box: a.label });
  const out: string[] = [];
  for (const a of chart.arrows) {
    for (const w of words) {
      if (w.owner === a.id) continue;
      for (let i = 1; i < a.points.length; i++) {
        if (segmentCrossesRect(a.points[i - 1], a.points[i], w.box)) {
          out.push(`arrow ${a.id} (${a.source} → ${a.target}) crosses ${w.what}`);
          break;
        }
      }
    }
  }
  for (let i = 0; i < words.length; i++) for (let j = i + 1; j < words.length; j++) if (rectsOverlap(words[i].box, words[j].box)) out.push(`${words[i].what} overlaps ${words[j].what}`);
  // Words on a state's box that is not their own (an arrow's label sitting on a state).
  for (const w of words) {
    for (const s of chart.states) {
      if (s.kind === 'compound' || s.kind === 'parallel' || s.id === w.owner) continue;
      if (rectsOverlap(w.box, s)) out.push(`${w.what} sits on the box of ${s.id}`);
    }
  }
  return out;
}
