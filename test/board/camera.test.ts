import cytoscape from 'cytoscape';
import { describe, expect, it } from 'vitest';
import { frameViewport, HARBOR_FONT, harborSizeAt, markerSizeAt, minSpanFor, namesStale, staticLabels, zoomStep } from '../../src/board/camera';
import { boardElements, type BoardElement } from '../../src/board/elements';
import { syncElements } from '../../src/board/live-board';
import { parseMap } from '../../src/map/parse';
import { BOARD_LAYOUT } from '../../src/site/board-layout';
import mapJson from '../../maps/south-pacific.json';

const parsed = parseMap(mapJson);
if (!parsed.ok) throw new Error('default map does not parse');
const elements = boardElements(parsed.value, BOARD_LAYOUT);

describe('framing', () => {
  it('centres the box and zooms to fit it with the padding, on the tighter side', () => {
    // A 200 x 100 box in an 800 x 600 view: width allows 800/340, height 600/240; width wins.
    const v = frameViewport({ x1: 100, y1: 50, w: 200, h: 100 }, 800, 600, 10, 70);
    expect(v.zoom).toBeCloseTo(800 / 340);
    // The box's centre (200, 100) lands on the view's centre (400, 300).
    expect(v.pan.x + v.zoom * 200).toBeCloseTo(400);
    expect(v.pan.y + v.zoom * 100).toBeCloseTo(300);
  });
  it('never zooms in past the most a focused view allows', () => {
    expect(frameViewport({ x1: 0, y1: 0, w: 4, h: 4 }, 800, 600, 1.5).zoom).toBe(1.5);
  });
  it('survives a view not laid out yet (zero size)', () => {
    const v = frameViewport({ x1: 0, y1: 0, w: 100, h: 100 }, 0, 0, 2);
    expect(Number.isFinite(v.zoom) && v.zoom > 0).toBe(true);
  });
  it('keeps zoom-button presses inside the limits', () => {
    expect(zoomStep(1, 1.25, 0.2, 4)).toBe(1.25);
    expect(zoomStep(3.8, 1.25, 0.2, 4)).toBe(4);
    expect(zoomStep(0.22, 0.8, 0.2, 4)).toBe(0.2);
  });
  it('a tighter focus zoom shows a wider least span', () => {
    expect(minSpanFor(1.5)).toBeCloseTo(453.33, 1);
    expect(minSpanFor(3)).toBeCloseTo(226.67, 1);
    expect(minSpanFor(0)).toBe(0);
  });
});

describe('markers and names at a zoom', () => {
  it('markers stay about 10 px on screen, between 13 and 22 board pixels', () => {
    expect(markerSizeAt(2)).toBe(13);
    expect(markerSizeAt(0.6)).toBe(17);
    expect(markerSizeAt(0.1)).toBe(22);
    expect(markerSizeAt(0)).toBe(22);
  });
  it('harbor counts stay at least 12 px on screen down to the viewer\'s least zoom (0.2), harbors never past 104 board pixels', () => {
    expect(harborSizeAt(1)).toBe(34);
    // The whole board at 1366x900 (0.30), 1280x720 (0.25) and on a phone (0.2): counts were 4 to 6 px before.
    for (const zoom of [0.65, 0.4, 0.3, 0.25, 0.2]) expect(harborSizeAt(zoom) * HARBOR_FONT * zoom, `zoom ${zoom}`).toBeGreaterThanOrEqual(12);
    expect(harborSizeAt(0.05)).toBe(104);
  });
  it('names are placed again on any zoom out, and on a zoom in of 3% or more', () => {
    expect(namesStale(0.99, 1)).toBe(true);
    expect(namesStale(1.02, 1)).toBe(false);
    expect(namesStale(1.03, 1)).toBe(true);
    expect(namesStale(1, 0)).toBe(true);
  });
  it('the static drawing gets the labels the live board would place at the same scale', () => {
    const wide = staticLabels(elements, undefined, { w: 1200, h: 900 }, 0, (text, size) => text.length * size * 0.6);
    const narrow = staticLabels(elements, undefined, { w: 360, h: 300 }, 0, (text, size) => text.length * size * 0.6);
    const islands = elements.filter((e) => e.group === 'nodes' && e.data.kind === 'island').length;
    expect(wide.labels).toHaveLength(islands);
    // Smaller on screen: bigger markers in board pixels, and names grown to stay readable.
    expect(narrow.markerSize).toBeGreaterThan(wide.markerSize);
    expect(Math.max(...narrow.labels.map((l) => l.size))).toBeGreaterThan(Math.max(...wide.labels.map((l) => l.size)));
  });
});

describe('the live drawing follows the elements by id', () => {
  const ids = (cy: cytoscape.Core) => cy.elements().map((e) => e.id()).sort();
  const island = elements.find((e) => e.group === 'nodes' && e.data.kind === 'island')!;

  it('adds what is new, updates what stayed, removes what went', () => {
    const cy = cytoscape({ headless: true, styleEnabled: false });
    syncElements(cy, elements);
    expect(ids(cy)).toEqual(elements.map((e) => e.data.id).sort());

    const moved: BoardElement = { ...island, data: { ...island.data, label: 'Renamed' }, position: { x: 1, y: 2 }, classes: [...island.classes, 'changed'] };
    const fewer = elements.filter((e) => e !== island && e.data.id !== elements[elements.length - 1].data.id);
    syncElements(cy, [...fewer, moved]);
    expect(ids(cy)).toEqual([...fewer, moved].map((e) => e.data.id).sort());
    const node = cy.getElementById(island.data.id);
    expect(node.data('label')).toBe('Renamed');
    expect(node.position()).toEqual({ x: 1, y: 2 });
    expect(node.hasClass('changed')).toBe(true);
    cy.destroy();
  });

  it('drops data the new element no longer has', () => {
    const cy = cytoscape({ headless: true, styleEnabled: false });
    const begun: BoardElement = { ...island, data: { ...island.data, extra: 'begun' } };
    syncElements(cy, [begun]);
    expect(cy.getElementById(island.data.id).data('extra')).toBe('begun');
    syncElements(cy, [island]);
    expect(cy.getElementById(island.data.id).data('extra')).toBeUndefined();
    cy.destroy();
  });
});
