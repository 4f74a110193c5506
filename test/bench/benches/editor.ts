import { readFileSync } from 'node:fs';
import { applyCommand, type Command } from '../../../src/editor/commands';
import { checkMap } from '../../../src/map/check';
import { parseMapText } from '../../../src/map/parse';
import type { BoardMap } from '../../../src/map/schema';
import { median, round2, type Bench } from '../bench-types';

const RUNS = 201;

/**
 * `editorRecheckMs`: median time for one editor step on the default map (apply a
 * command, then check the whole map again), which the editor does after every
 * edit. Target: well under a 16 ms frame.
 */
export const editorBench: Bench = {
  name: 'editor',
  async run() {
    const parsed = parseMapText(readFileSync(new URL('../../../maps/south-pacific.json', import.meta.url), 'utf8'));
    if (!parsed.ok) throw new Error('bench editor: the default map does not parse');
    let map: BoardMap = parsed.value;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const island = map.islands[i % map.islands.length];
      const command: Command =
        i % 2 === 0
          ? { type: 'island.move', id: island.id, x: island.x + (i % 4 === 0 ? 0.5 : -0.5), y: island.y }
          : { type: 'island.update', id: island.id, patch: { ports: island.ports } };
      const start = performance.now();
      const applied = applyCommand(map, command);
      if (!applied.ok) throw new Error(`bench editor: ${applied.error}`);
      map = applied.value.map;
      checkMap(map);
      times.push(performance.now() - start);
    }
    return { editorRecheckMs: round2(median(times)) };
  },
};
