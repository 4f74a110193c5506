import { seededRandom, shuffle as shuffleWith } from '../games/module';
/** A small seeded generator (mulberry32): same seed, same sequence, on every machine. */
export type Rng = () => number;

export const createRng = (seed: number): Rng => seededRandom(seed);

export const randomInt = (rng: Rng, n: number): number => Math.floor(rng() * n);

export const shuffle = <T>(items: readonly T[], rng: Rng): T[] => shuffleWith(items, rng);
