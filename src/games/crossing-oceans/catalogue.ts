import type { ShipFacts } from './schema';

/**
 * The ships the excerpt names, with only the facts its examples state or imply (the
 * example that gives each fact is noted). Nothing is filled in from the full game.
 */
export const CATALOGUE: Readonly<Record<string, ShipFacts>> = {
  // Blue Riband, fleet, cargo and ships examples.
  ARIZONA: { kind: 'steamship', year: 1879, speed: 15, income: 50, tonnage: 5000, flag: 'green' },
  // "the neutral SCOTIA in New York also has a speed of 15 knots".
  SCOTIA: { speed: 15 },
  // Coal example: the clipper is ignored; the other three are the steamships that load.
  ARIEL: { kind: 'clipper' },
  CAMPANIA: { kind: 'steamship', income: 70 },
  ADRIATIC: { kind: 'steamship', income: 30, tonnage: null },
  MAURETANIA: { kind: 'steamship' },
  // Fleet and cargo examples; the CUTTY SARK also marks the start player.
  'CUTTY SARK': { kind: 'clipper', income: 20, tonnage: null },
  ORMUZ: { kind: 'steamship' },
  // Place-a-ship example. The BRITANNIA takes 1 coal on arrival, so it is no clipper.
  THERMOPYLAE: { year: 1868 },
  BRITANNIA: { kind: 'steamship', year: 1887 },
  ATLANTIC: { year: 1871 },
  DEVONIA: { year: 1877 },
  // Ships example: £60 from the docks; £90 in position 3 is £60 printed + £30.
  POMMERANIA: { flag: 'blue', price: 60 },
  BELGENLAND: { flag: 'blue', price: 60 },
  'CITY OF BERLIN': { flag: 'black' },
  ABYSSINIA: { flag: 'black' },
  // Region and contracts examples: each returns a coal, so each is a steamship.
  MAJESTIC: { kind: 'steamship' },
  'STIRLING CASTLE': { kind: 'steamship' },
  OREGON: { kind: 'steamship' },
};
