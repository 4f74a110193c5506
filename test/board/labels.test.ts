import { describe, expect, it } from 'vitest';
import { boardElements, type BoardElement } from '../../src/board/elements';
import { keyLetter, labelKey, labelSizeAt, overlaps, placeLabels, type Box, type PlacedLabel } from '../../src/board/labels';
import { parseMap } from '../../src/map/parse';
import { BOARD_LAYOUT } from '../../src/site/board-layout';
import { islandSize, VALUE_FONT } from '../../src/board/layout';
import mapJson from '../../maps/south-pacific.json';

const parsed = parseMap(mapJson);
if (!parsed.ok) throw new Error('default map does not parse');
const elements = boardElements(parsed.value, BOARD_LAYOUT);
const values = new Map(parsed.value.islands.map((i) => [i.id, i.value]));

/**
 * The board stage in presentation mode on a 1280x720 screen is about 730x620 px
 * (measured in the browser test); Cytoscape's "whole board" fits every element with 24 px to spare.
 */
function wholeBoardZoom(els: readonly BoardElement[], stage = { w: 730, h: 620 }): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const el of els) {
    if (el.group !== 'nodes' || !el.position) continue;
    const half = Number(el.data.size) / 2;
    xs.push(el.position.x - half, el.position.x + half);
    ys.push(el.position.y - half, el.position.y + half);
  }
  const w = Math.max(...xs) - Math.min(...xs);
  const h = Math.max(...ys) - Math.min(...ys);
  return Math.min((stage.w - 48) / w, (stage.h - 48) / h);
}

/** Without its name on the board: left out, or only lettered (the key names it). */
const unnamed = (l: PlacedLabel): boolean => !l.shown || l.key !== undefined;

const obstacles = (els: readonly BoardElement[]): Box[] =>
  els.flatMap((el) => {
    if (el.group !== 'nodes' || !el.position || !['island', 'harbor', 'port'].includes(String(el.data.kind))) return [];
    const half = Number(el.data.size) / 2;
    return [{ x1: el.position.x - half, y1: el.position.y - half, x2: el.position.x + half, y2: el.position.y + half }];
  });

describe('island labels on the default board', () => {
  const zoom = wholeBoardZoom(elements);
  const labels = placeLabels(elements, { zoom });
  const shown = labels.filter((l) => l.shown);
  const named = shown.filter((l) => l.key === undefined);

  it('are at least 12 px tall on a 1280x720 screen at the whole-board zoom, or 10 px where only that fits', () => {
    expect(zoom).toBeLessThan(0.6); // the board really is small on screen here
    for (const l of shown) expect(l.size * zoom).toBeGreaterThanOrEqual(10 - 1e-9);
    expect(shown.filter((l) => l.size * zoom >= 12 - 1e-9).length).toBeGreaterThanOrEqual(shown.length * 0.8);
  });

  it('do not overlap each other, the islands, the harbors or the port spaces', () => {
    for (let i = 0; i < shown.length; i++) {
      for (let j = i + 1; j < shown.length; j++) expect(overlaps(shown[i].box, shown[j].box), `${shown[i].id} / ${shown[j].id}`).toBe(false);
    }
    for (const l of shown) for (const o of obstacles(elements)) expect(overlaps(l.box, o), l.id).toBe(false);
  });

  it('name most islands, richest first', () => {
    expect(named.length).toBeGreaterThanOrEqual(Math.ceil(labels.length * 0.6));
    const values = new Map(parsed.value.islands.map((i) => [i.id, i.value]));
    const hiddenTop = Math.max(0, ...labels.filter(unnamed).map((l) => values.get(l.id) ?? 0));
    // Every island worth 6 or more is named at the whole-board zoom.
    expect(hiddenTop).toBeLessThan(6);
  });

  it('name every island once zoomed in, with the dense east sorted out', () => {
    const close = placeLabels(elements, { zoom: 1.2 });
    expect(close.filter(unnamed).map((l) => l.id)).toEqual([]);
    const sides = new Map(close.map((l) => [l.id, l.side]));
    for (const id of ['malden-island', 'starbuck-island', 'hiva-oa', 'nuku-hiva', 'samoa', 'american-samoa']) expect(sides.has(id)).toBe(true);
    const dense = close.filter((l) => ['malden-island', 'starbuck-island', 'hiva-oa', 'nuku-hiva', 'samoa', 'american-samoa'].includes(l.id));
    for (let i = 0; i < dense.length; i++) for (let j = i + 1; j < dense.length; j++) expect(overlaps(dense[i].box, dense[j].box)).toBe(false);
  });

  it('names the islands a step touches before richer ones', () => {
    // Zoomed further out than the whole board at 1280x720, where more names compete for room.
    const far = 0.35;
    const hidden = placeLabels(elements, { zoom: far }).filter(unnamed).map((l) => l.id);
    expect(hidden.length).toBeGreaterThan(0);
    // Hidden for want of room among other names (not because islands and ports crowd every side): first in line, it is named.
    const promoted = hidden.filter((id) => {
      const l = placeLabels(elements, { zoom: far, relevant: new Set([id]) }).find((x) => x.id === id);
      return l !== undefined && !unnamed(l);
    });
    expect(promoted.length).toBeGreaterThan(0);
  });

  it('is the same every time, and grows names only as far as needed', () => {
    expect(placeLabels(elements, { zoom })).toEqual(labels);
    expect(labelSizeAt(2)).toBe(12);
    expect(labelSizeAt(0.5)).toBe(24);
    expect(labelSizeAt(0.5, 10, 11)).toBe(20);
  });
});

describe('names kept inside the drawn area', () => {
  // A phone's static board (camera.ts staticLabels): 365 px wide, where names cut at the left and right edges
  // ("ew Guinea", "Pitc…") were seen before names knew the area drawn.
  const nodes = elements.filter((e) => e.group === 'nodes' && e.position);
  const xs = nodes.map((e) => e.position!.x);
  const ys = nodes.map((e) => e.position!.y);
  const area: Box = { x1: Math.min(...xs) - 40, y1: Math.min(...ys) - 40, x2: Math.max(...xs) + 40, y2: Math.max(...ys) + 40 };
  const zoom = 365 / (area.x2 - area.x1);
  const free = placeLabels(elements, { zoom });
  const kept = placeLabels(elements, { zoom, within: area });
  const cut = (ls: typeof free) => ls.filter((l) => l.shown && (l.box.x1 < area.x1 || l.box.x2 > area.x2 || l.box.y1 < area.y1 || l.box.y2 > area.y2));

  it('never cuts a name at the edge of the area', () => {
    // Measured: 7 names cut without the area. A cut name ("arotonga") is left out, or given its short form, instead.
    expect(cut(free).length).toBeGreaterThanOrEqual(5);
    expect(cut(kept)).toEqual([]);
  });
  it('leaves out few more names than without the area, and still none overlap', () => {
    expect(kept.filter((l) => l.shown).length).toBeGreaterThanOrEqual(free.filter((l) => l.shown).length - 3);
    const boxes = kept.filter((l) => l.shown).map((l) => l.box);
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j])).toBe(false);
  });
  it('changes nothing when every name already fits', () => {
    const wide = wholeBoardZoom(elements);
    const huge: Box = { x1: -1e6, y1: -1e6, x2: 1e6, y2: 1e6 };
    expect(placeLabels(elements, { zoom: wide, within: huge })).toEqual(placeLabels(elements, { zoom: wide }));
  });
});

describe('every island named or lettered, at every size the site draws the whole board', () => {
  // The zooms measured in the browser (the "Whole board" button): walkthrough 1366x900 0.30, 1280x720 0.25,
  // 1024x768 0.31, and a phone's 0.2 (the viewer's least zoom); plus the phone's static picture, kept inside its area.
  const nodes = elements.filter((e) => e.group === 'nodes' && e.position);
  const xs = nodes.map((e) => e.position!.x);
  const ys = nodes.map((e) => e.position!.y);
  const area: Box = { x1: Math.min(...xs) - 40, y1: Math.min(...ys) - 40, x2: Math.max(...xs) + 40, y2: Math.max(...ys) + 40 };
  const cases: [string, Parameters<typeof placeLabels>[1]][] = [
    ['1366x900', { zoom: 0.3 }],
    ['1280x720', { zoom: 0.25 }],
    ['1024x768', { zoom: 0.31 }],
    ['phone, live', { zoom: 0.2 }],
    ['phone, static', { zoom: 365 / (area.x2 - area.x1), within: area }],
  ];
  // Islands with no room for even a letter, at most: the east's clusters (Malden and Starbuck, Flint and
  // Caroline, Hiva Oa and Nuku Hiva) are under 10 px apart on a phone, less than a letter's width.
  const crowdedAtMost: Record<string, number> = { '1366x900': 0, '1280x720': 2, '1024x768': 0, 'phone, live': 9, 'phone, static': 4 };
  for (const [where, options] of cases) {
    it(`${where}: each island has its name or a letter, or is listed as too crowded; the key names each letter once, in reading order; nothing overlaps`, () => {
      const placed = placeLabels(elements, options);
      expect(placed.filter((l) => !l.shown && !l.crowded).map((l) => l.id), 'islands neither named, lettered nor listed').toEqual([]);
      const key = labelKey(placed);
      const crowdedNames = key.crowded.map((c) => c.name);
      expect(crowdedNames.length, `crowded: ${crowdedNames.join(', ')}`).toBeLessThanOrEqual(crowdedAtMost[where]);
      expect(crowdedNames).toEqual(placed.filter((l) => l.crowded).map((l) => l.name).sort((a, b) => a.localeCompare(b)));
      const lettered = placed.filter((l) => l.key !== undefined);
      expect(key.lettered.map((k) => k.key)).toEqual(lettered.map((_, i) => keyLetter(i)));
      // Reading order: top to bottom, then left to right.
      const order = [...lettered].sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x);
      expect(key.lettered.map((k) => k.name)).toEqual(order.map((l) => l.name));
      for (const l of lettered) expect(l.text).toBe(l.key);
      // Every island's value can be read too: in its disc (12 px at least on screen), beside its name, or in the key.
      const keyValue = new Map([...key.lettered, ...key.crowded].map((k) => [k.name, k.value]));
      for (const l of placed) {
        const value = values.get(l.id)!;
        const inDisc = islandSize({ value }) * VALUE_FONT * options.zoom >= 12;
        const where = inDisc ? 'disc' : l.shown && l.key === undefined ? (l.text.endsWith(` ${value}`) ? 'name' : null) : keyValue.get(l.name) === value ? 'key' : null;
        expect(where, `${l.name}'s value ${value} (digit ${(islandSize({ value }) * VALUE_FONT * options.zoom).toFixed(1)} px)`).not.toBeNull();
        if (inDisc) expect(l.value, `${l.name}: its disc shows it`).toBeUndefined();
      }
      const shownHere = placed.filter((l) => l.shown);
      for (let i = 0; i < shownHere.length; i++) for (let j = i + 1; j < shownHere.length; j++) expect(overlaps(shownHere[i].box, shownHere[j].box), `${shownHere[i].id} / ${shownHere[j].id}`).toBe(false);
      for (const l of shownHere) for (const o of obstacles(elements)) expect(overlaps(l.box, o), l.id).toBe(false);
    });
  }
  it('carries values only where their discs are too small: zoomed in, names are names', () => {
    const close = placeLabels(elements, { zoom: 1.2 });
    expect(close.filter((l) => l.value !== undefined)).toEqual([]);
    expect(close.map((l) => l.text)).toEqual(close.map((l) => l.name));
    // At the whole-board zoom a name with its value: "Hawaii 8".
    const far = placeLabels(elements, { zoom: 0.3 }).find((l) => l.id === 'hawaii')!;
    expect(far.text).toBe('Hawaii 8');
  });
  it('letters only where a name does not fit: zoomed in, no key at all', () => {
    expect(labelKey(placeLabels(elements, { zoom: 1.2 }))).toEqual({ lettered: [], crowded: [] });
    expect(labelKey(placeLabels(elements, { zoom: 0.3 })).lettered.length).toBeGreaterThan(0);
  });
  it('letters A to Z, then AA', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(keyLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});

describe('letters only when asked', () => {
  it('places the same names without letters (the checker asks which names fit, not where letters go)', () => {
    const zoom = 0.3;
    const lettered = placeLabels(elements, { zoom });
    const plain = placeLabels(elements, { zoom, letters: false });
    expect(plain.filter((l) => l.key !== undefined)).toEqual([]);
    expect(plain.filter((l) => l.shown).map((l) => l.id)).toEqual(lettered.filter((l) => l.shown && l.key === undefined).map((l) => l.id));
  });
});
