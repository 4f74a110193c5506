import { describe, expect, it } from 'vitest';
import { textOn } from '../../src/board/colors';
import { boardElements, type BoardEdgeData, type BoardElement } from '../../src/board/elements';
import { islandSize, nodePositions, portPositions, toMap, toScreen } from '../../src/board/layout';
import { applyOverlay, gameElements, gameOverlay } from '../../src/board/overlay';
import { boardStylesheet } from '../../src/board/stylesheet';
import { parseMap } from '../../src/map/parse';
import type { BoardMap } from '../../src/map/schema';
import { parseWalkthroughText } from '../../src/walkthrough/parse';
import { replayWalkthrough } from '../../src/walkthrough/replay';
import { editable } from '../engine/helpers';
import mapJson from '../../maps/south-pacific.json';
import { readFileSync } from 'node:fs';

const parsed = parseMap(mapJson);
if (!parsed.ok) throw new Error('default map does not parse');
const map = parsed.value;

const byId = (els: BoardElement[]) => new Map(els.map((e) => [e.data.id, e]));

function tinyMap(): BoardMap {
  const m = structuredClone(map);
  return m;
}

describe('coordinates', () => {
  it('puts east to the right and north up', () => {
    expect(toScreen({ x: 10, y: 2 }, 16)).toEqual({ x: 160, y: -32 });
    expect(toMap(toScreen({ x: 188.2, y: -13.8 }, 16), 16)).toEqual({ x: 188.2, y: -13.8 });
  });

  it('keeps exact map positions unless asked to spread', () => {
    const exact = nodePositions(map, { scale: 10 });
    const tahiti = map.islands.find((i) => i.id === 'tahiti')!;
    expect(exact.get('tahiti')).toEqual({ x: tahiti.x * 10, y: -tahiti.y * 10 });
    const harbor = map.harbors[0];
    expect(exact.get(harbor.id)).toEqual({ x: harbor.x * 10, y: -harbor.y * 10 });
  });

  it('spreads crowded islands apart, deterministically, keeping harbors still', () => {
    const gap = 20;
    const a = nodePositions(map, { scale: 16, spread: gap });
    const b = nodePositions(map, { scale: 16, spread: gap });
    expect([...a]).toEqual([...b]);
    const islands = map.islands;
    for (let i = 0; i < islands.length; i++) {
      for (let j = i + 1; j < islands.length; j++) {
        const p = a.get(islands[i].id)!;
        const q = a.get(islands[j].id)!;
        const need = islandSize(islands[i]) / 2 + islandSize(islands[j]) / 2 + gap;
        expect(Math.hypot(p.x - q.x, p.y - q.y), `${islands[i].id} / ${islands[j].id}`).toBeGreaterThanOrEqual(need - 0.5);
      }
    }
    for (const h of map.harbors) expect(a.get(h.id)).toEqual(toScreen(h, 16));
    // Samoa and American Samoa are barely a degree apart on the map; spread, they stay neighbours.
    const s = a.get('samoa')!;
    const as = a.get('american-samoa')!;
    expect(Math.hypot(s.x - as.x, s.y - as.y)).toBeLessThan(120);
  });

  it('separates islands that sit on the very same spot', () => {
    const m = tinyMap();
    m.islands[1] = { ...m.islands[1], x: m.islands[0].x, y: m.islands[0].y };
    const p = nodePositions(m, { spread: 10 });
    expect(p.get(m.islands[0].id)).not.toEqual(p.get(m.islands[1].id));
  });

  it('arcs port spaces over the island', () => {
    const ports = portPositions({ x: 0, y: 0 }, { value: 4, ports: 3 });
    expect(ports).toHaveLength(3);
    for (const p of ports) expect(p.y).toBeLessThan(0);
    expect(ports[0].x).toBeLessThan(ports[2].x);
  });
});

describe('boardElements (the static board)', () => {
  const els = boardElements(map);
  const ids = byId(els);

  it('uses the map ids for islands, harbors and links, each once', () => {
    expect(new Set(els.map((e) => e.data.id)).size).toBe(els.length);
    for (const i of map.islands) expect(ids.get(i.id)?.data.kind).toBe('island');
    for (const h of map.harbors) expect(ids.get(h.id)?.data.kind).toBe('harbor');
    for (const l of map.links) expect(ids.get(l.id)?.group).toBe('edges');
  });

  it('sizes and labels islands by name and value, with their port spaces', () => {
    const tahiti = ids.get('tahiti')!;
    expect(tahiti.data).toMatchObject({ label: 'Tahiti', value: 4, ports: 2, size: islandSize({ value: 4 }) });
    expect(String(tahiti.data.valueImage)).toMatch(/^data:image\/svg\+xml/);
    expect(ids.get('port:tahiti:0')?.data.kind).toBe('port');
    expect(ids.get('port:tahiti:1')).toBeDefined();
    expect(ids.get('port:tahiti:2')).toBeUndefined();
    expect(islandSize({ value: 8 })).toBeGreaterThan(islandSize({ value: 1 }));
    expect(boardElements(map, { ports: false }).some((e) => e.data.kind === 'port')).toBe(false);
  });

  it('shows each harbor with its company colour and supply', () => {
    const red = ids.get('red-harbor')!;
    expect(red.data).toMatchObject({ kind: 'harbor', company: 'red', label: '32', color: '#c62828' });
    expect(red.classes).toContain('company-red');
  });

  it('gives links their route spaces, direction and kind', () => {
    const link = ids.get('nuku-hiva-malden-island')!.data as BoardEdgeData;
    expect(link).toMatchObject({ kind: 'link', source: 'nuku-hiva', target: 'malden-island', segments: 3, oneWay: true, label: '3', curve: 0 });
    expect(ids.get('nuku-hiva-malden-island')!.classes).toContain('one-way');
    expect(link.dash).toBeGreaterThan(0);
    expect(link.gap).toBeGreaterThan(0);
  });

  it('bends the two links of a double route to opposite sides', () => {
    const a = ids.get('tahiti-rurutu')!;
    const b = ids.get('tahiti-rurutu-2')!;
    const ca = (a.data as BoardEdgeData).curve;
    const cb = (b.data as BoardEdgeData).curve;
    expect(ca).not.toBe(0);
    expect(ca).toBe(-cb); // same orientation, so opposite signs mean opposite sides
    expect(a.classes).toContain('double');
  });

  it('bends reversed twins apart too', () => {
    const m = tinyMap();
    const i = m.links.findIndex((l) => l.id === 'tahiti-rurutu-2');
    m.links[i] = { ...m.links[i], from: 'rurutu', to: 'tahiti' };
    const els2 = byId(boardElements(m));
    const ca = (els2.get('tahiti-rurutu')!.data as BoardEdgeData).curve;
    const cb = (els2.get('tahiti-rurutu-2')!.data as BoardEdgeData).curve;
    // Drawn in opposite directions: equal signs put them on opposite sides.
    expect(ca).toBe(cb);
  });

  it('marks the purple home and skips links to nowhere', () => {
    expect(ids.get('american-samoa')!.classes).toContain('purple-home');
    const m = tinyMap();
    m.links.push({ id: 'broken', from: 'tahiti', to: 'atlantis', segments: 1, oneWay: false });
    expect(byId(boardElements(m)).has('broken')).toBe(false);
  });
});

describe('gameOverlay (the game on the board)', () => {
  const w = parseWalkthroughText(readFileSync(new URL('../../content/walkthroughs/first-round.yaml', import.meta.url), 'utf8'));
  if (!w.ok) throw new Error('walkthrough');
  const replay = replayWalkthrough(w.value, map);
  const after = (id: string) => replay.steps.find((s) => s.step.id === id)!.state;

  it('draws nothing extra before any move but the starting ships and markers', () => {
    const els = byId(gameElements(map, replay.initial!));
    for (const h of map.harbors) {
      const ship = [...els.values()].find((e) => e.data.kind === 'ship' && e.data.company === h.company);
      expect(ship?.data.at).toBe(h.id);
    }
    // Jean-Luc (French) has two markers on Australia.
    expect(els.get('port:australia:0')!.data).toMatchObject({ nation: 'french', label: 'F', player: 'Jean-Luc' });
    expect(els.get('port:australia:1')!.classes).toContain('marker');
    expect(els.get('port:australia:2')!.classes).not.toContain('marker');
  });

  it('colours a half-built link and shows its progress', () => {
    // After Pauline's first red segment the red ship stands half-way to Malden Island.
    const w2 = structuredClone(w.value!);
    const stepIndex = w2.steps.findIndex((s) => s.id === 'pauline-red');
    w2.steps[stepIndex].moves = w2.steps[stepIndex].moves.slice(0, 1);
    w2.steps = w2.steps.slice(0, stepIndex + 1);
    const r = replayWalkthrough(w2, map);
    const state = r.steps[r.steps.length - 1].state;
    const els = byId(gameElements(map, state, { links: ['red-harbor-malden-island'], ships: ['red'] }));
    const link = els.get('red-harbor-malden-island')!;
    expect(link.classes).toEqual(expect.arrayContaining(['laid', 'partial', 'company-red', 'changed']));
    expect(link.data).toMatchObject({ company: 'red', progress: '1/2', label: '1/2', gradientStops: '0% 50% 50% 100%' });
    const ship = [...els.values()].find((e) => e.data.kind === 'ship' && e.data.company === 'red')!;
    expect(ship.data.at).toBe('red-harbor-malden-island');
    expect(ship.classes).toContain('changed');
  });

  it('fills a link built from its target end from that end', () => {
    const m = tinyMap();
    const state = structuredClone(replay.initial!);
    const half = editable(state);
    const j = m.links.findIndex((l) => l.id === 'caroline-flint-island');
    half.links[j] = { company: 'green', start: 'flint-island', laid: 1 };
    const reversed = byId(gameElements(m, half)).get('caroline-flint-island')!;
    expect(String(reversed.data.gradientColors).startsWith('rgba')).toBe(true);
    expect(reversed.data.gradientStops).toBe('0% 50% 50% 100%');
  });

  it('matches the end of the example round', () => {
    const state = after('round-end');
    const els = byId(gameElements(map, state));
    for (const id of ['black-harbor-gambier', 'gambier-pitcairn-island', 'green-harbor-hiva-oa', 'hiva-oa-caroline', 'red-harbor-malden-island', 'white-harbor-manihi']) {
      expect(els.get(id)!.classes, id).toContain('complete');
    }
    expect(els.get('white-harbor-manihi')!.data.color).toBe('#f5f5f5');
    expect(els.get('manihi')!.data).toMatchObject({ companies: 'green white', connected: 2 });
    expect(els.get('manihi')!.classes).toContain('reached');
    expect(els.get('white-harbor')!.data.label).toBe('22');
    expect(els.get('port:new-guinea:2')!.data.nation).toBe('english');
    const ships = [...els.values()].filter((e) => e.data.kind === 'ship').map((e) => `${e.data.company}@${e.data.at}`);
    expect(ships).toEqual(expect.arrayContaining(['black@pitcairn-island', 'green@manihi', 'white@manihi', 'red@starbuck-island', 'blue@blue-harbor']));
    // Two ships at Manihi do not sit on top of each other.
    const atManihi = [...els.values()].filter((e) => e.data.kind === 'ship' && e.data.at === 'manihi');
    expect(atManihi[0].position).not.toEqual(atManihi[1].position);
  });

  it('applies an overlay without changing the static elements', () => {
    const base = boardElements(map);
    const before = JSON.stringify(base);
    const merged = applyOverlay(base, gameOverlay(map, after('round-end'), { islands: ['manihi'] }));
    expect(JSON.stringify(base)).toBe(before);
    expect(merged.length).toBeGreaterThan(base.length);
    expect(byId(merged).get('manihi')!.classes).toContain('changed');
  });

  it('marks purple active at its home', () => {
    const state = { ...after('round-end'), purpleActive: true };
    expect(byId(gameElements(map, state)).get('american-samoa')!.classes).toContain('purple-active');
  });
});

describe('stylesheet and colours', () => {
  it('styles every kind of element', () => {
    const selectors = boardStylesheet().map((s) => s.selector);
    for (const s of ['node.island', 'node.harbor', 'node.port', 'node.port.marker', 'node.ship', 'edge', 'edge.one-way', 'edge.laid', 'edge.partial', '.changed']) {
      expect(selectors).toContain(s);
    }
  });

  it('picks readable text colours', () => {
    expect(textOn('#f5f5f5')).toBe('#111111');
    expect(textOn('#212121')).toBe('#ffffff');
    expect(textOn('red')).toBe('#111111');
  });
});
