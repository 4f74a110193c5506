import { describe, expect, it } from 'vitest';
import { applyCommand, type Command } from '../../src/editor/commands';
import { fixOf } from '../../src/editor/fixes';
import { checkMap } from '../../src/map/check';
import type { BoardMap } from '../../src/map/schema';
import { defaultMap } from './edits';

const apply = (map: BoardMap, command: Command): BoardMap => {
  const r = applyCommand(map, command);
  if (!r.ok) throw new Error(r.error);
  return r.value.map;
};
const duplicates = (map: BoardMap) => checkMap(map).filter((d) => d.code === 'id.duplicate');

describe('one-click fixes', () => {
  it('a duplicated island id: the second island gets its own id, the links stay with the first, and the problem goes', () => {
    const base = defaultMap();
    const tahiti = base.islands.find((i) => i.id === 'tahiti')!;
    const map: BoardMap = { ...base, islands: [...base.islands, { ...tahiti, name: 'Tahiti again', x: tahiti.x + 6 }] };
    const [problem] = duplicates(map);
    expect(problem.elements).toEqual(['tahiti']);
    const fix = fixOf(map, problem)!;
    expect(fix.select).toEqual(['tahiti-2']);
    const fixed = apply(map, fix.command);
    expect(duplicates(fixed)).toEqual([]);
    expect(fixed.islands.find((i) => i.id === 'tahiti-2')!.name).toBe('Tahiti again');
    expect(fixed.islands.find((i) => i.id === 'tahiti')!.name).toBe('Tahiti');
    expect(fixed.links).toEqual(map.links);
    expect(fixed.departureCards).toEqual(map.departureCards);
  });

  it('an island and a harbor sharing an id, and two links sharing one, each get a fix that clears them', () => {
    const base = defaultMap();
    const harbor = base.harbors[0];
    const link = base.links[0];
    const map: BoardMap = { ...base, harbors: [...base.harbors, { ...harbor, id: 'fiji', x: harbor.x + 3 }], links: [...base.links, { ...link, from: 'tahiti', to: 'mururoa', id: link.id }] };
    const problems = duplicates(map);
    expect(problems.map((d) => d.elements[0]).sort()).toEqual([link.id, 'fiji'].sort());
    let fixed = map;
    for (const p of problems) fixed = apply(fixed, fixOf(fixed, p)!.command);
    expect(duplicates(fixed)).toEqual([]);
    expect(fixed.islands.find((i) => i.id === 'fiji')).toBeDefined();
    expect(fixed.harbors.at(-1)!.id).toBe('fiji-2');
    expect(fixed.links.at(-1)!.id).toBe(`${link.id}-2`);
  });

  it('a problem a designer must decide has no one-click fix', () => {
    const map = defaultMap();
    const few = { ...map, islands: [...map.islands, { id: 'atlantis', name: 'Atlantis', value: 3, ports: 2, x: 150, y: 0 }] };
    const problem = checkMap(few).find((d) => d.code === 'island.few-links')!;
    expect(problem).toBeDefined();
    expect(fixOf(few, problem)).toBeNull();
  });
});
