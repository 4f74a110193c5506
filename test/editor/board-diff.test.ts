import { describe, expect, it } from 'vitest';
import { boardDiff } from '../../src/editor/board-diff';
import { defaultMap } from './edits';

describe('what changed on the board against a baseline', () => {
  it('is nothing for the same board', () => {
    expect(boardDiff(defaultMap(), defaultMap())).toEqual([]);
  });

  it('names each changed field of an island with its values before and after, and a move as one change', () => {
    const before = defaultMap();
    const after = defaultMap();
    const tahiti = after.islands.find((i) => i.id === 'tahiti')!;
    const was = before.islands.find((i) => i.id === 'tahiti')!;
    tahiti.value = was.value + 2;
    tahiti.ports = was.ports + 1;
    tahiti.x += 3;
    tahiti.y -= 1;
    expect(boardDiff(before, after)).toEqual([
      {
        kind: 'island',
        id: 'tahiti',
        type: 'changed',
        fields: [
          { field: 'value', before: was.value, after: was.value + 2 },
          { field: 'ports', before: was.ports, after: was.ports + 1 },
          { field: 'place', before: [was.x, was.y], after: [was.x + 3, was.y - 1] },
        ],
      },
    ]);
  });

  it('finds islands, harbors and links added and removed, and a link made one-way', () => {
    const before = defaultMap();
    const after = defaultMap();
    after.islands.push({ id: 'atlantis', name: 'Atlantis', value: 3, ports: 2, x: 150, y: 0 });
    const gone = after.links.shift()!;
    after.links[0] = { ...after.links[0], oneWay: !after.links[0].oneWay };
    const harbor = after.harbors.pop()!;
    const diff = boardDiff(before, after);
    expect(diff.map((c) => `${c.type} ${c.kind} ${c.id}`)).toEqual([
      'added island atlantis',
      `removed harbor ${harbor.id}`,
      `changed link ${after.links[0].id}`,
      `removed link ${gone.id}`,
    ]);
    expect(diff[2].fields).toEqual([{ field: 'oneWay', before: before.links[1].oneWay, after: after.links[0].oneWay }]);
  });
});
