import { describe, expect, it } from 'vitest';
import { boardElements } from '../../src/board/elements';
import { parseMap } from '../../src/map/parse';
import { linkHitWidth, portHitRadii, TOUCH_IDEAL, TOUCH_LEAST, type PortSpot } from '../../src/play/layer';
import { BOARD_LAYOUT } from '../../src/site/board-layout';
import mapJson from '../../maps/south-pacific.json';

const parsed = parseMap(mapJson);
if (!parsed.ok) throw new Error('default map does not parse');
const elements = boardElements(parsed.value, BOARD_LAYOUT);

// Phase 1 at the start: every island offers its first port space (play/layer.ts playLayer).
const spots: PortSpot[] = elements
  .filter((e) => e.group === 'nodes' && e.data.kind === 'port' && e.data.index === 0)
  .map((e) => ({ id: e.data.id, island: String(e.data.island), at: e.position!, size: Number(e.data.size), role: 'place' }));

// The play board's whole-board zoom at 390 (44rem picture), at 1366, and a close-up.
for (const zoom of [0.448, 0.511, 1.2]) {
  describe(`port spots' tap targets at zoom ${zoom}`, () => {
    const radii = portHitRadii(spots, zoom);
    const nearest = (p: PortSpot) => Math.min(...spots.filter((q) => q.island !== p.island).map((q) => Math.hypot(q.at.x - p.at.x, q.at.y - p.at.y)));

    it('are 24 px across on screen at least, 44 where the neighbours leave room, though the square drawn is 10 board px', () => {
      for (const p of spots) {
        const across = 2 * radii.get(p.id)! * zoom;
        const room = nearest(p) * zoom;
        if (room >= TOUCH_LEAST) expect(across, p.id).toBeGreaterThanOrEqual(TOUCH_LEAST - 1e-9);
        if (room >= TOUCH_IDEAL) expect(across, p.id).toBeGreaterThanOrEqual(TOUCH_IDEAL - 1e-9);
        expect(p.size * zoom).toBeLessThan(TOUCH_LEAST);
      }
    });

    it('never reach another island’s spot: a tap cannot be taken by the wrong island', () => {
      for (const p of spots) for (const q of spots) if (p.island !== q.island) expect(radii.get(p.id)! + radii.get(q.id)!, `${p.id} / ${q.id}`).toBeLessThanOrEqual(Math.hypot(q.at.x - p.at.x, q.at.y - p.at.y) + 1e-9);
    });
  });
}

describe('route tap targets', () => {
  it('grow towards 28 screen px, never below the 18 board px they had, and stay 18 on the two links of a double route', () => {
    expect(linkHitWidth(false, 1.2) * 1.2).toBeGreaterThanOrEqual(28 - 1e-9);
    expect(linkHitWidth(false, 0.448)).toBeGreaterThan(18);
    expect(linkHitWidth(false, 3)).toBe(18);
    expect(linkHitWidth(true, 0.448)).toBe(18);
  });
});

describe('port spots beside links', () => {
  it("stop short of every link's middle, where the link is clicked (Tonga–Fiji, issue 35)", async () => {
    const { linkShapes } = await import('../../src/play/layer');
    const mids = linkShapes(elements).map((s) => s.mid);
    for (const zoom of [0.448, 0.511, 1, 1.2]) {
      const radii = portHitRadii(spots, zoom, mids);
      for (const p of spots)
        for (const m of mids) {
          const d = Math.hypot(m.x - p.at.x, m.y - p.at.y);
          // Either the spot's reach ends before the link's click stroke, or it is only the square drawn.
          if (radii.get(p.id)! > p.size / 2 + 5) expect(radii.get(p.id)! + linkHitWidth(false, zoom) / 2, `${p.id} at ${zoom}`).toBeLessThanOrEqual(d + 1e-9);
        }
    }
    // Without the links, the same spots reach over a middle somewhere: the rule has work to do.
    const unbounded = portHitRadii(spots, 0.511);
    expect(spots.some((p) => mids.some((m) => unbounded.get(p.id)! + linkHitWidth(false, 0.511) / 2 > Math.hypot(m.x - p.at.x, m.y - p.at.y)))).toBe(true);
  });
});
