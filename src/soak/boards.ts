import type { Rng } from '../engine';
import { checkMap } from '../map/check';
import type { BoardMap } from '../map/schema';

/**
 * Random valid boards for the soak run: the default board with link lengths,
 * island values and port spaces, and company supplies redrawn within the
 * published board's ranges; kept only when the checker finds no error in the
 * game (the engine's own test when a game starts: where the redrawn port spaces
 * fall on the picture is no concern of the rules), so every board played is one
 * a designer could have made in the editor.
 */
export function randomBoard(base: BoardMap, rng: Rng, attempts = 8): { map: BoardMap; tries: number } | null {
  const between = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  for (let tries = 1; tries <= attempts; tries++) {
    const map: BoardMap = {
      ...base,
      name: `${base.name} (random variation)`,
      links: base.links.map((l) => (rng() < 0.3 ? { ...l, segments: between(1, 4) } : l)),
      islands: base.islands.map((i) => (rng() < 0.3 ? { ...i, value: between(1, 8), ports: Math.max(i.ports, between(2, 5)) } : i)),
      companies: base.companies.map((c) => (rng() < 0.5 ? { ...c, segments: Math.max(1, c.segments + between(-4, 2)) } : c)),
    };
    if (!checkMap(map, { drawing: false }).some((d) => d.severity === 'error')) return { map, tries };
  }
  return null;
}
