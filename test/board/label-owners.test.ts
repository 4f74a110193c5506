import { describe, expect, it } from 'vitest';
import { svgViewBox } from '../../src/board/BoardSvg';
import { markerSizeAt } from '../../src/board/camera';
import { boardElements, type BoardElement } from '../../src/board/elements';
import { overlaps, placeLabels, type Box } from '../../src/board/labels';
import { parseMap } from '../../src/map/parse';
import { BOARD_LAYOUT } from '../../src/site/board-layout';
import mapJson from '../../maps/south-pacific.json';

/**
 * The audit's findings, as properties of the placement on the real map: a name drawn
 * beside the wrong island ("Flint Island" by American Samoa, "Penrhyn" over Tokelau,
 * "Tokelau" by Phoenix Island) at the sizes the site's boards are drawn at on a
 * 1366×900 laptop, a 1280×720 projector and a 390×844 phone.
 */

const parsed = parseMap(mapJson);
if (!parsed.ok) throw new Error('default map does not parse');
const elements = boardElements(parsed.value, BOARD_LAYOUT);

/** Width × height of the board picture on each page and screen (measured in the browser), whole board shown. */
const SCENES: { name: string; w: number; h: number; padding: number }[] = [
  { name: 'embed at 1366×900', w: 1338, h: 420, padding: 28 },
  { name: 'embed at 1280×720', w: 1252, h: 420, padding: 28 },
  { name: 'embed at 390×844', w: 362, h: 300, padding: 28 },
  { name: 'walkthrough presenting at 1280×720', w: 732, h: 570, padding: 40 },
  { name: 'walkthrough at 390×844', w: 366, h: 260, padding: 40 },
  { name: 'play at 1366×900', w: 802, h: 560, padding: 30 },
  { name: 'play at 390×844 (the picture is 44rem wide and scrolls)', w: 704, h: 490, padding: 30 },
];

const islands = elements.filter((e) => e.group === 'nodes' && e.data.kind === 'island').map((e) => ({ id: e.data.id, at: e.position!, r: Number(e.data.size) / 2 }));

/** Distance from a box to an island's rim, written out again here rather than taken from labels.ts. */
const gap = (b: Box, i: (typeof islands)[number]) => Math.max(0, Math.hypot(Math.max(b.x1 - i.at.x, 0, i.at.x - b.x2), Math.max(b.y1 - i.at.y, 0, i.at.y - b.y2)) - i.r);

const obstacles = (els: readonly BoardElement[]): { id: string; box: Box }[] =>
  els.flatMap((el) => {
    if (el.group !== 'nodes' || !el.position || !['island', 'harbor', 'port'].includes(String(el.data.kind))) return [];
    const half = Number(el.data.size) / 2;
    return [{ id: el.data.id, box: { x1: el.position.x - half, y1: el.position.y - half, x2: el.position.x + half, y2: el.position.y + half } }];
  });

for (const scene of SCENES) {
  describe(`island names, ${scene.name}`, () => {
    const view = svgViewBox(elements, undefined, scene.padding);
    const zoom = Math.min(scene.w / (view.x2 - view.x1), scene.h / (view.y2 - view.y1));
    const labels = placeLabels(elements, { zoom, markerSize: markerSizeAt(zoom), within: view });
    const shown = labels.filter((l) => l.shown);

    it('sit nearer their own island than any other island', () => {
      const wrong: string[] = [];
      for (const l of shown) {
        const own = islands.find((i) => i.id === l.id)!;
        for (const other of islands) if (other !== own && gap(l.box, other) <= gap(l.box, own)) wrong.push(`${l.id} is as near ${other.id}`);
      }
      expect(wrong).toEqual([]);
    });

    it('touch their island: no further from its rim than a line of text and its gap', () => {
      for (const l of shown) expect(gap(l.box, islands.find((i) => i.id === l.id)!), l.id).toBeLessThanOrEqual(l.size * 1.2 + 30);
    });

    it('do not overlap each other, the islands, the harbors or the port spaces, and are not cut at the edge', () => {
      for (let i = 0; i < shown.length; i++) for (let j = i + 1; j < shown.length; j++) expect(overlaps(shown[i].box, shown[j].box), `${shown[i].id} / ${shown[j].id}`).toBe(false);
      for (const l of shown) for (const o of obstacles(elements)) expect(overlaps(l.box, o.box), `${l.id} over ${o.id}`).toBe(false);
      for (const l of shown) expect(l.box.x1 >= view.x1 && l.box.x2 <= view.x2 && l.box.y1 >= view.y1 && l.box.y2 <= view.y2, l.id).toBe(true);
    });

    it('are readable: 10 px on screen at least, and most at 12 unless the whole board is squeezed onto a phone', () => {
      for (const l of shown) expect(l.size * zoom, l.id).toBeGreaterThanOrEqual(10 - 1e-9);
      if (zoom >= 0.3) expect(shown.filter((l) => l.size * zoom >= 12 - 1e-9).length).toBeGreaterThanOrEqual(shown.length * 0.75);
    });

    it('name most islands: all but two once the board is drawn at half size or more', () => {
      // Measured with this placement: 37 of 38 at play 1366 and presenting at 1280, 36 at play 390, 33 in the 420 px tall embed, 18 on a phone.
      expect(shown.length).toBeGreaterThanOrEqual(zoom >= 0.45 ? labels.length - 2 : zoom >= 0.3 ? labels.length * 0.8 : labels.length * 0.45);
    });
  });
}

describe('names and routes', () => {
  it('keep off the routes when zoomed in, where there is room', () => {
    // A route under a name is hidden by its halo ("Tahiti" over the white route); a name under a route is garbled.
    const at = new Map(elements.filter((e) => e.group === 'nodes').map((e) => [e.data.id, e.position!]));
    const crossing = placeLabels(elements, { zoom: 1.2 })
      .filter((l) => l.shown)
      .filter((l) =>
        elements.some((e) => {
          if (e.group !== 'edges') return false;
          const a = at.get(String((e.data as { source: string }).source))!;
          const b = at.get(String((e.data as { target: string }).target))!;
          // Sample the straight line between the two ends (the bend of a double route is small).
          for (let t = 0.05; t < 0.95; t += 0.01) {
            const x = a.x + (b.x - a.x) * t;
            const y = a.y + (b.y - a.y) * t;
            if (x > l.box.x1 && x < l.box.x2 && y > l.box.y1 && y < l.box.y2) return true;
          }
          return false;
        }),
      )
      .map((l) => l.id);
    expect(crossing.length).toBeLessThanOrEqual(1);
  });
});
