import fc from 'fast-check';
import { COMPANY_IDS, MAP_FORMAT, MAP_VERSION, NATIONS, type BoardMapInput } from '../../src/map/schema';

/** Maps of the right shape; their contents need not be playable (that is the checker's business). */
// Mostly a few shared ids, so links, cards and companies often refer to real elements (and collide).
const id = fc.oneof(
  { arbitrary: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'harbor-1', 'harbor-2'), weight: 4 },
  { arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/), weight: 1 },
);
const text = fc.string({ minLength: 1, maxLength: 20 });
// JSON has no -0, NaN or Infinity, so a map holding them cannot survive a file anyway.
const number = fc.oneof(
  fc.integer({ min: -5, max: 40 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
);

const company = fc.record(
  {
    id: fc.constantFrom(...COMPANY_IDS),
    name: text,
    color: text,
    segments: number,
    ships: number,
    harbor: id,
    home: id,
  },
  { requiredKeys: ['id', 'name', 'color', 'segments', 'ships'] },
);
const harbor = fc.record({ id, company: fc.constantFrom(...COMPANY_IDS), x: number, y: number });
const island = fc.record({ id, name: text, value: number, ports: number, x: number, y: number });
const link = fc.record(
  { id, from: id, to: id, segments: number, oneWay: fc.boolean() },
  { requiredKeys: ['id', 'from', 'to', 'segments'] },
);
const card = fc.record({ id, nation: fc.constantFrom(...NATIONS), markers: fc.dictionary(id, number, { maxKeys: 7 }) });

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
