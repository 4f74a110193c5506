import { checkMap } from '../../../src/map/check';
import { median, round2, type Bench } from '../bench-types';
import { generateMap } from '../generate-map';

const RUNS = 21;

/**
 * `checkMs10k`: median time to check a generated 10,000-island / 30,000-link map,
 * including building the board index. The index is cached per map object, so each
 * run gets a fresh copy (copied outside the timing).
 */
export const checkBench: Bench = {
  name: 'checker',
  async run() {
    const map = generateMap({ islands: 10_000, links: 30_000 });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const copy = structuredClone(map);
      const start = performance.now();
      const diagnostics = checkMap(copy);
      times.push(performance.now() - start);
      if (diagnostics.length > 0) throw new Error(`the generated map should check clean, got ${diagnostics[0].code}`);
    }
    return { checkMs10k: round2(median(times)) };
  },
};
