import fc from 'fast-check';
import { COMPANY_IDS, MAP_FORMAT, MAP_LIMITS, MAP_VERSION, NATIONS, type BoardMapInput } from '../../src/map/schema';

/** Maps of the right shape; their contents need not be playable (that is the checker's business). */
// Mostly a few shared ids, so links, cards and companies often refer to real elements (and collide).
const id = fc.oneof(
  { arbitrary: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'harbor-1', 'harbor-2'), weight: 4 },
  { arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/), weight: 1 },
);
const text = fc.string({ minLength: 1, maxLength: 20 });
// Counts are whole numbers within the schema's bounds (0 passes the schema so the checker can explain it);
// mostly small, sometimes at the bound.
const count = (max: number) => fc.oneof({ arbitrary: fc.integer({ min: 0, max: Math.min(max, 40) }), weight: 4 }, { arbitrary: fc.constant(max), weight: 1 });
// JSON has no -0, NaN or Infinity, so a map holding them cannot survive a file anyway.
const coordinate = fc
  .double({ min: -MAP_LIMITS.coordinate, max: MAP_LIMITS.coordinate, noNaN: true, noDefaultInfinity: true })
  .filter((n) => !Object.is(n, -0));
const colour = fc.constantFrom('#c0392b', '#2E6FD8', '#abc', 'rgb(10, 20, 30)', 'hsl(120 50% 40%)', 'crimson', 'rebeccapurple');

const company = fc.record(
  {
    id: fc.constantFrom(...COMPANY_IDS),
    name: text,
    color: colour,
    segments: count(MAP_LIMITS.supply),
    ships: count(MAP_LIMITS.ships),
    harbor: id,
    home: id,
  },
  { requiredKeys: ['id', 'name', 'color', 'segments', 'ships'] },
);
const harbor = fc.record({ id, company: fc.constantFrom(...COMPANY_IDS), x: coordinate, y: coordinate });
const island = fc.record({ id, name: text, value: count(MAP_LIMITS.value), ports: count(MAP_LIMITS.ports), x: coordinate, y: coordinate });
const link = fc.record(
  { id, from: id, to: id, segments: count(MAP_LIMITS.linkSegments), oneWay: fc.boolean() },
  { requiredKeys: ['id', 'from', 'to', 'segments'] },
);
const card = fc.record({ id, nation: fc.constantFrom(...NATIONS), markers: fc.dictionary(id, count(MAP_LIMITS.cardMarkers), { maxKeys: 7 }) });

export const mapInput: fc.Arbitrary<BoardMapInput> = fc.record(
  {
    $schema: text,
    format: fc.constant(MAP_FORMAT),
    version: fc.constant(MAP_VERSION),
    name: text,
    notes: fc.string(),
    companies: fc.array(company, { maxLength: 7 }),
    harbors: fc.array(harbor, { maxLength: 6 }),
    islands: fc.array(island, { maxLength: 10 }),
    links: fc.array(link, { maxLength: 12 }),
    departureCards: fc.array(card, { maxLength: 5 }),
  },
  { requiredKeys: ['format', 'version', 'name', 'companies', 'harbors', 'islands', 'links', 'departureCards'] },
);
