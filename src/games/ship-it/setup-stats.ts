import { DEFAULT_VARIANTS } from './variants';
import { drawTiles, layCities } from './setup';
import { seeded } from './random';

/**
 * The setup procedure's shape over many seeds, beside the text's "there will be either
 * three or four columns, and typically the number of cities will be ten or eleven,
 * occasionally nine or twelve, and only rarely anything else".
 * Run: `npx tsx src/games/ship-it/setup-stats.ts [seeds]`.
 */
export function setupStats(seeds: number, cityAnchor = DEFAULT_VARIANTS.cityAnchor): { columns: Map<number, number>; cities: Map<number, number> } {
  const columns = new Map<number, number>();
  const cities = new Map<number, number>();
  for (let seed = 1; seed <= seeds; seed++) {
    const laid = layCities(drawTiles(seeded(seed)), cityAnchor);
    const n = laid.city[laid.city.length - 1] + 1;
    cities.set(n, (cities.get(n) ?? 0) + 1);
    columns.set(laid.columns, (columns.get(laid.columns) ?? 0) + 1);
  }
  return { columns, cities };
}

export function formatStats(seeds: number): string {
  const { columns, cities } = setupStats(seeds);
  const rows = (m: Map<number, number>) =>
    [...m.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([k, v]) => `  ${String(k).padStart(2)}: ${String(v).padStart(6)}  ${((100 * v) / seeds).toFixed(1).padStart(5)}%`)
      .join('\n');
  return `Ship It! setup over ${seeds} seeds\ncolumns\n${rows(columns)}\ncities\n${rows(cities)}\n`;
}

if (process.argv[1]?.endsWith('setup-stats.ts')) process.stdout.write(formatStats(Number(process.argv[2] ?? 10_000)));
