import { describe, expect, it } from 'vitest';
import { accessCells, geometry, placementFault, placements, slideOuts } from '../../../src/games/ship-it/grid';
import type { Domino, Tile } from '../../../src/games/ship-it/schema';

const tile = (x: number, y: number, tick: Tile['tick'], id = 'red.2'): Tile => ({ id, suit: id.split('.')[0] as Tile['suit'], value: Number(id.split('.')[1]), x, y, tick });
const dom = (id: string, x: number, y: number, dir: 'E' | 'S' | 'W' | 'N'): Domino => ({ id, where: 'board', at: { x, y, dir } });

describe('grid geometry in half-domino units (rules access.*, region.def, build.*)', () => {
  it('access.tick: the two cells beside the tick corner (edge); diagonal adds the corner point’s cell', () => {
    const t = tile(0, 0, 'sw');
    expect(accessCells(t, 'edge')).toEqual([
      [-1, 1],
      [0, 2],
    ]);
    expect(accessCells(tile(0, 0, 'ne'), 'diagonal')).toEqual([
      [2, 0],
      [1, -1],
      [2, -1],
    ]);
  });

  it('access.tick: a link touching the tile elsewhere does not connect; at the tick it does', () => {
    const tiles = [tile(0, 0, 'sw')];
    const g = geometry(tiles, [dom('1-2', -1, 1, 'N'), dom('3-4', 2, 0, 'S')], 'edge');
    expect(g.neighbours.get('red.2')).toEqual(['-1,1']);
    expect(g.neighbours.get('2,0')).toEqual(['2,1']);
    const diag = geometry(tiles, [dom('1-2', -1, 2, 'W')], 'diagonal');
    expect(diag.neighbours.get('red.2')).toEqual(['-1,2']);
    expect(geometry(tiles, [dom('1-2', -1, 2, 'W')], 'edge').neighbours.get('red.2')).toEqual([]);
  });

  it('access.tile-to-tile: tiles sharing a side connect; tiles a gap apart do not', () => {
    const g = geometry([tile(0, 0, 'nw', 'red.2'), tile(2, 0, 'nw', 'blue.3'), tile(6, 0, 'nw', 'green.4')], [], 'edge');
    expect(g.neighbours.get('red.2')).toEqual(['blue.3']);
    expect(g.neighbours.get('green.4')).toEqual([]);
  });

  it('official.gaps: along a domino, sideways to another, never across an empty cell', () => {
    const g = geometry([], [dom('1-2', 0, 0, 'E'), dom('3-4', 0, 1, 'E'), dom('5-6', 3, 0, 'E')], 'edge');
    expect(new Set(g.neighbours.get('0,0'))).toEqual(new Set(['1,0', '0,1']));
    expect(g.neighbours.get('3,0')).toEqual(['4,0']);
  });

  it('region.def: regions are bounded by domino centrelines: two parallel dominoes make two regions', () => {
    const g = geometry([], [dom('1-2', 0, 0, 'E'), dom('3-4', 0, 1, 'E')], 'edge');
    expect(g.region.get('0,0')).toBe(g.region.get('0,1'));
    expect(g.region.get('1,0')).toBe(g.region.get('1,1'));
    expect(g.region.get('0,0')).not.toBe(g.region.get('1,0'));
  });

  it('build.touch and build.overlap: placements touch the network and never overlap', () => {
    const g = geometry([tile(0, 0, 'nw')], [], 'edge');
    const ps = placements(g, '1-2');
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) expect(placementFault(g, p, '1-2')).toBeNull();
    expect(placementFault(g, { x: 1, y: 1, dir: 'E' }, '1-2')).toBe('overlap');
    expect(placementFault(g, { x: 5, y: 5, dir: 'E' }, '1-2')).toBe('touch');
    // A double is listed once per pair of cells.
    const doubles = placements(g, '3-3');
    expect(doubles.every((p) => p.dir === 'E' || p.dir === 'S')).toBe(true);
    expect(doubles.length * 2).toBe(placements(g, '1-2').length);
  });

  it('remove.slide: a domino boxed in cannot slide out; lengthwise only along its own axis', () => {
    const boxed = geometry([tile(-2, 0, 'nw'), tile(3, 0, 'nw', 'blue.3')], [dom('1-2', 0, 0, 'E'), dom('3-4', 0, -1, 'E'), dom('5-6', 0, 2, 'E')], 'edge');
    expect(slideOuts(boxed, { x: 0, y: 0, dir: 'E' }, 'any')).toEqual([]);
    const open = geometry([tile(-2, 0, 'nw')], [dom('1-2', 0, 0, 'E')], 'edge');
    expect(slideOuts(open, { x: 0, y: 0, dir: 'E' }, 'any').sort()).toEqual(['E', 'N', 'S']);
    expect(slideOuts(open, { x: 0, y: 0, dir: 'E' }, 'lengthwise')).toEqual(['E']);
  });
});
