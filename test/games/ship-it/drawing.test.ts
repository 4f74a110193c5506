import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { game } from '../../../src/games/ship-it/index';
import { drawBoard } from '../../../src/games/ship-it/drawing';
import { CHAR_WIDTH } from '../../../src/games/ship-it/drawing/board';
import type { ShipItState } from '../../../src/games/ship-it/schema';
import { loadDrawing, type Language } from '../../../src/games';
import { overlaps, type Box } from '../../../src/board/labels';
import { parseModuleWalkthrough, replayModuleWalkthrough } from '../../../src/walkthrough/module-walkthrough';
import { layout, play } from './fixtures';

/**
 * Ship It!'s board drawing, read back from its SVG markup as a browser would lay it out:
 * every text's box (from its position, anchor and size), the smallest size it can be shown
 * at (the element's min-width), what each piece says, and the panel against the facts.
 */
interface Label {
  text: string;
  size: number;
  box: Box;
  attrs: Record<string, string>;
}

const attrsOf = (tag: string): Record<string, string> => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

function labels(svg: string): Label[] {
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, tag, body]) => {
    const a = attrsOf(tag);
    const text = unescape(body);
    const size = Number(a['font-size']);
    const w = [...text].length * size * CHAR_WIDTH;
    const x = Number(a.x);
    const x1 = a['text-anchor'] === 'middle' ? x - w / 2 : a['text-anchor'] === 'end' ? x - w : x;
    const y = Number(a.y);
    // dominant-baseline central: the glyphs' box is about ±0.5 em round y.
    return { text, size, attrs: a, box: { x1, y1: y - size * 0.5, x2: x1 + w, y2: y + size * 0.5 } };
  });
}

const root = (svg: string) => attrsOf(/<svg([^>]*)>/.exec(svg)![1]);
const groups = (svg: string, piece: string) => [...svg.matchAll(new RegExp(`<g([^>]*data-piece="${piece}"[^>]*)>(.*?)</g>`, 'g'))].map(([, tag, body]) => ({ attrs: attrsOf(tag), texts: labels(`${body}`).map((l) => l.text) }));

const DIR = join(import.meta.dirname, '../../../content/ship-it/walkthroughs');

async function walkthroughStates(): Promise<{ name: string; state: ShipItState; dealt: boolean }[]> {
  const out: { name: string; state: ShipItState; dealt: boolean }[] = [];
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.yaml'))) {
    const parsed = await parseModuleWalkthrough(readFileSync(join(DIR, file), 'utf8'), { file, games: async () => game });
    if (!parsed.ok) throw new Error(file);
    const r = replayModuleWalkthrough(parsed.value);
    // A walkthrough without a layout starts from the game's deal: the whole table, as on the play page.
    const dealt = parsed.value.walkthrough.layout === undefined;
    out.push({ name: `${file} start`, state: r.initial as ShipItState, dealt });
    r.steps.forEach((s) => out.push({ name: `${file} ${s.id}`, state: s.state as ShipItState, dealt }));
  }
  return out;
}

const dealt = (seed: number, players = 4) => {
  const r = game.setup({ players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })), seed });
  if (!r.ok) throw new Error('setup');
  return r.value;
};

const view = (s: ShipItState) => game.playerView!(s, null);

describe('Ship It!’s board drawing', () => {
  it('is offered to the toolkit through the registry, and Crossing Oceans offers none', async () => {
    const draw = await loadDrawing('ship-it');
    expect(draw).not.toBeNull();
    const s = dealt(3);
    expect(draw!(view(s), { lang: 'en' })).toBe(drawBoard(view(s), 'en'));
    expect(await loadDrawing('crossing-oceans')).toBeNull();
  });

  it('draws every tile with its number, its colour letter and its tick corner (a dealt board)', () => {
    for (const seed of [1, 7, 42]) {
      const s = dealt(seed);
      const svg = drawBoard(view(s), 'en');
      expect(s.tiles).toHaveLength(24);
      for (const t of s.tiles) {
        const value = labels(svg).find((l) => l.attrs['data-tile-value'] === t.id);
        expect(value?.text, t.id).toBe(String(t.value));
        expect(svg).toContain(`data-tile="${t.id}" data-tick="${t.tick}"`);
      }
    }
  });

  it('never draws a number under 12 px: every text is 15 px or more and the element shrinks to 12/15 of its size at most', async () => {
    const all = [...(await walkthroughStates()).map((x) => x.state), dealt(5), dealt(11, 3), dealt(2, 2)];
    for (const s of all)
      for (const lang of ['en', 'fr'] as Language[]) {
        const svg = drawBoard(view(s), lang);
        const r = root(svg);
        const width = Number(r.width);
        const minWidth = Number(/min-width:(\d+)px/.exec(r.style)![1]);
        for (const l of labels(svg)) expect(l.size * (minWidth / width), `${l.text}`).toBeGreaterThanOrEqual(12);
      }
  });

  it('fits the figures’ tables on a 390 px phone without shrinking their numbers under 12 px; a dealt table is as wide as the play page’s', async () => {
    // The page's column on a 390×844 phone is 390 less 2 × 16 px of padding. A walkthrough played
    // from a deal (the worked first round) shows the whole table, which scrolls sideways there as on the play page.
    const all = await walkthroughStates();
    expect(all.some((x) => x.dealt)).toBe(true);
    const fullWidth = Number(/min-width:(\d+)px/.exec(root(drawBoard(view(dealt(4)), 'fr')).style)![1]);
    for (const { name, state, dealt: whole } of all) {
      const minWidth = Number(/min-width:(\d+)px/.exec(root(drawBoard(view(state), 'fr')).style)![1]);
      if (whole) expect(minWidth, name).toBeLessThanOrEqual(fullWidth);
      else expect(minWidth, name).toBeLessThanOrEqual(358);
    }
  });

  it('puts no text on top of another, nor outside the drawing', async () => {
    const all = [...(await walkthroughStates()), { name: 'dealt 9', state: dealt(9) }, { name: 'dealt 3p', state: dealt(4, 3) }];
    for (const { name, state } of all)
      for (const lang of ['en', 'fr'] as Language[]) {
        const svg = drawBoard(view(state), lang);
        const ls = labels(svg);
        const { width, height } = root(svg);
        for (let i = 0; i < ls.length; i++) {
          expect(ls[i].box.x1 >= 0 && ls[i].box.x2 <= Number(width) && ls[i].box.y2 <= Number(height), `${name} ${lang}: "${ls[i].text}" outside`).toBe(true);
          for (let j = i + 1; j < ls.length; j++) expect(overlaps(ls[i].box, ls[j].box), `${name} ${lang}: "${ls[i].text}" / "${ls[j].text}"`).toBe(false);
        }
      }
  });

  it('gives every piece its colour’s letter as well as its colour; loads face down show ?, warehoused ones their number', () => {
    const s = layout({
      tiles: [
        { suit: 'green', value: 1, x: 0, y: 0, tick: 'se' },
        { suit: 'red', value: 2, x: 2, y: 0, tick: 'sw' },
      ],
      dominoes: [{ a: 4, b: 3, x: 1, y: 2, dir: 'E' }],
      coins: [
        { suit: 'black', value: 3, at: 'green.1', warehoused: true },
        { suit: 'red', value: 5, at: '1,2' },
      ],
      officials: { blue: '2,2', black: 'red.2' },
      hubs: { green: 1 },
    });
    const svg = drawBoard(view(s), 'en');
    const coins = groups(svg, 'coin');
    expect(coins.map((c) => [c.attrs['data-space'], c.attrs['data-face'], c.texts])).toEqual([
      ['green.1', 'up', ['K3']],
      ['1,2', 'down', ['R?']],
    ]);
    // The hidden 5 is nowhere in the markup, not even in an attribute.
    expect(coins[1].attrs['data-value']).toBeUndefined();
    expect(svg).not.toMatch(/data-value="5"/);
    // Even handed the whole state, the drawing shows a face-down load face down.
    expect(groups(drawBoard(s, 'en'), 'coin')[1].texts).toEqual(['R?']);
    for (const g of [...groups(svg, 'official'), ...groups(svg, 'hub')]) expect(g.texts).toHaveLength(1);
    expect(groups(svg, 'official').find((g) => g.attrs['data-suit'] === 'blue')?.texts).toEqual(['B']);
    expect(groups(drawBoard(view(s), 'fr'), 'official').find((g) => g.attrs['data-suit'] === 'black')?.texts).toEqual(['N']);
    expect(groups(svg, 'hub')).toEqual([{ attrs: expect.objectContaining({ 'data-suit': 'green', 'data-space': 'green.1' }), texts: ['G'] }]);
  });

  it('a doubled coin shows its doubled number', () => {
    const s = layout({
      tiles: [
        { suit: 'red', value: 2, x: -2, y: 0, tick: 'se' },
        { suit: 'green', value: 1, x: 0, y: 0, tick: 'ne' },
      ],
      coins: [{ suit: 'black', value: 3, at: 'green.1', warehoused: true }],
      officials: { black: 'red.2' },
      hubs: { green: 1 },
      turn: { colour: 'black' },
    });
    const { state } = play(s, { type: 'official', to: 'green.1' });
    expect(groups(drawBoard(view(state), 'en'), 'coin')[0].texts).toEqual(['K6']);
  });

  it('shades the region an official on a link holds, as the module reckons it, and nothing else', async () => {
    const fig3 = (await walkthroughStates()).find((x) => x.name === 'figure-3.yaml start')!.state;
    const svg = drawBoard(view(fig3), 'en');
    const cells = [...svg.matchAll(/data-region="(\w+)" data-cell="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`).sort();
    const facts = game.facts!(fig3) as { region: Record<string, string[]> };
    expect(cells).toEqual(facts.region['2,3'].map((c) => `green ${c}`).sort());
    expect(cells).toHaveLength(4);
  });

  it('the panel says what the engine’s facts say: whose turn, points left, pip-stop, profits, chits and hubs', async () => {
    for (const { name, state } of await walkthroughStates()) {
      const svg = drawBoard(view(state), 'en');
      const facts = game.facts!(state) as Record<string, unknown>;
      const shown = labels(svg).filter((l) => l.attrs['data-fact']);
      const at = (path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], facts);
      for (const l of shown) expect(l.attrs['data-value'], `${name} ${l.attrs['data-fact']}`).toBe(String(at(l.attrs['data-fact'])));
      const paths = shown.map((l) => l.attrs['data-fact']);
      for (const suit of state.order) for (const k of ['scores', 'chits', 'hubs']) expect(paths, name).toContain(`${k}.${suit}`);
      expect(paths).toContain('ap');
      // The value is what the reader sees, not only an attribute.
      for (const l of shown.filter((x) => /^(scores|chits)\./.test(x.attrs['data-fact']))) expect(l.text).toBe(l.attrs['data-value']);
      expect(shown.find((l) => l.attrs['data-fact'] === 'ap')!.text).toContain(String(facts.ap));
    }
  });

  it('the pool is counted face down, and the links bought but not yet built are named', () => {
    const s = dealt(8);
    const svg = drawBoard(view(s), 'en');
    expect(svg).toContain('data-pool="28"');
    expect(svg).toContain('Pool: 28 face down');
    const bought = play(s, { type: 'buy' }, { type: 'draw', domino: '2-5' }).state;
    const after = drawBoard(view(bought), 'en');
    expect(after).toContain('data-pool="27"');
    expect(after).toContain('To build: 2|5');
    expect(drawBoard(view(bought), 'fr')).toContain('Pioche\u00a0: 27 face cachée');
    // Eight bought links are all named, and their lines stay inside the drawing.
    const eight = ['0-0', '0-1', '0-2', '0-3', '0-4', '0-5', '0-6', '1-1'].reduce((st, d) => play(st, { type: 'buy' }, { type: 'draw', domino: d }).state, s);
    const many = drawBoard(view(eight), 'en');
    expect([...many.matchAll(/data-hand="([^"]+)"/g)].flatMap((m) => m[1].split(' '))).toEqual(['0|0', '0|1', '0|2', '0|3', '0|4', '0|5', '0|6', '1|1']);
    for (const l of labels(many)) expect(l.box.x2, l.text).toBeLessThanOrEqual(Number(root(many).width));
  });

  it('draws each placed link with its pips (the pips of a half count what it shows)', () => {
    const s = layout({ tiles: [{ suit: 'green', value: 1, x: 0, y: 0, tick: 'se' }], dominoes: [{ a: 6, b: 2, x: 2, y: 1, dir: 'S' }] });
    const svg = drawBoard(view(s), 'en');
    const link = /<g data-domino="2-6">[\s\S]*?<\/g>/.exec(svg);
    expect(link).not.toBeNull();
    expect(svg.match(/<circle cx="[^"]+" cy="[^"]+" r="4.2"/g)).toHaveLength(8);
  });
});
