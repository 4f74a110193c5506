import { LANGUAGES } from '../i18n/languages';
import { z } from 'zod';
import { isCssColour } from './colour';
import { schemaWords } from '../source/schema-words';

/**
 * The map format. This zod schema is the source of truth: the TypeScript types,
 * `maps/map.schema.json` (for editors) and the parser all come from it.
 *
 * The schema checks shape (types, required keys, id syntax) and size: every
 * count is bounded by what a board can hold (MAP_LIMITS), so a file cannot ask
 * the editor to draw a billion port spaces. Whether the pieces fit together
 * (links to real islands, enough port spaces, a count of 0, ...) is the
 * checker's job, so that a designer gets every problem at once with its fix.
 */

/** The largest values a map may hold; each is named in the error that enforces it. */
export const MAP_LIMITS = {
  /**
   * Islands and links: four times the published board (38 islands, 83 links), room for
   * any variant board while the editor still answers a keystroke at once on the largest.
   */
  islands: 150,
  links: 400,
  harbors: 20,
  companies: 12,
  departureCards: 10,
  /** Port spaces on one island (2 to 5 on the published board). */
  ports: 12,
  /** Points per marker (1 to 8 on the published board). */
  value: 99,
  /** Route spaces on one link (1 to 4 on the published board). */
  linkSegments: 12,
  /** A company's segment supply (13 to 32 on the published board). */
  supply: 200,
  ships: 20,
  /** Markers one departure card puts on one island (1 or 2 on the published board). */
  cardMarkers: 7,
  /** Islands one departure card names (6 on the published board). */
  cardIslands: 20,
  /** Coordinates are degrees, unwrapped past the date line. */
  coordinate: 1000,
  idLength: 64,
  nameLength: 100,
  notesLength: 10_000,
} as const;

export const MAP_FORMAT = 'clippers-map' as const;
export const MAP_VERSION = 1 as const;

export const COMPANY_IDS = ['red', 'blue', 'white', 'green', 'black', 'purple'] as const;
export type CompanyId = (typeof COMPANY_IDS)[number];
/** The five companies that sail ships from a harbor; purple has a home island instead. */
export const SHIP_COMPANY_IDS = ['red', 'blue', 'white', 'green', 'black'] as const;
export type ShipCompanyId = (typeof SHIP_COMPANY_IDS)[number];

export const NATIONS = ['french', 'english', 'american', 'german', 'japanese'] as const;
export type Nation = (typeof NATIONS)[number];
/**
 * Clippers is for 3 to 5 players, one departure card each: a fact of the game that the
 * map checker (cards per map) needs below the engine, which re-exports it.
 */
export const PLAYER_COUNTS = [3, 4, 5] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];
export const MIN_PLAYERS: PlayerCount = PLAYER_COUNTS[0];
export const MAX_PLAYERS: PlayerCount = PLAYER_COUNTS[PLAYER_COUNTS.length - 1];

const id = z
  .string()
  .max(MAP_LIMITS.idLength, schemaWords('source.map.id-length', { max: MAP_LIMITS.idLength }))
  .regex(/^[a-z0-9][a-z0-9-]*$/, schemaWords('source.map.id-format'))
  .describe('A stable identifier: lower-case letters, digits and dashes.');

/** A whole number from 0 to `max`; 0 passes here so the checker can explain why the board needs more. */
const count = (max: number, what: 'supply' | 'ships' | 'value' | 'ports' | 'segments' | 'markers') => {
  const vars = { what: { key: `source.map.what.${what}` as const }, max };
  return z
    .number()
    .int(schemaWords('source.map.count-whole', vars))
    .min(0, schemaWords('source.map.count-negative', vars))
    .max(max, schemaWords('source.map.count-max', vars));
};

const coordinateWords = schemaWords('source.map.coordinate', { max: MAP_LIMITS.coordinate });
const coordinate = z.number().min(-MAP_LIMITS.coordinate, coordinateWords).max(MAP_LIMITS.coordinate, coordinateWords);

const name = z.string().min(1, schemaWords('source.map.name-empty')).max(MAP_LIMITS.nameLength, schemaWords('source.map.name-length', { max: MAP_LIMITS.nameLength }));

const colour = z.string().refine(isCssColour, schemaWords('source.map.colour'));

const notesWords = schemaWords('source.map.notes-length', { max: MAP_LIMITS.notesLength });

export const companySchema = z
  .object({
    id: z.enum(COMPANY_IDS),
    name,
    color: colour.describe('A CSS colour used to draw the company: #rrggbb, rgb(...), hsl(...) or a colour name.'),
    segments: count(MAP_LIMITS.supply, 'supply').describe('Route segments in the company’s supply.'),
    ships: count(MAP_LIMITS.ships, 'ships').describe('Clipper ships: one starts on the harbor, the rest beside the board. 0 for purple.'),
    harbor: id.optional().describe('Ship companies: the id of their starting harbor.'),
    home: id.optional().describe('Purple only: the island its routes start from once it is active.'),
  })
  .strict();

export const harborSchema = z
  .object({
    id,
    company: z.enum(COMPANY_IDS),
    x: coordinate.describe('Longitude-like coordinate: larger is further east.'),
    y: coordinate.describe('Latitude-like coordinate: larger is further north.'),
  })
  .strict();

export const islandSchema = z
  .object({
    id,
    name,
    value: count(MAP_LIMITS.value, 'value').describe('Points each port marker scores per connected company.'),
    ports: count(MAP_LIMITS.ports, 'ports').describe('Number of port spaces (grey squares).'),
    x: coordinate.describe('Longitude in degrees east (the date line is unwrapped: 190 means 170°W).'),
    y: coordinate.describe('Latitude in degrees north (south is negative).'),
  })
  .strict();

export const linkSchema = z
  .object({
    id,
    from: id.describe('Island or harbor id.'),
    to: id.describe('Island or harbor id.'),
    segments: count(MAP_LIMITS.linkSegments, 'segments').describe('Route spaces on the link, 1 to 4 on the published board.'),
    oneWay: z.boolean().default(false).describe('True: may only be built from `from` to `to`.'),
  })
  .strict();

export const departureCardSchema = z
  .object({
    id,
    nation: z.enum(NATIONS),
    markers: z
      .record(id, count(MAP_LIMITS.cardMarkers, 'markers'))
      .refine((m) => Object.keys(m).length <= MAP_LIMITS.cardIslands, schemaWords('source.map.card-islands', { max: MAP_LIMITS.cardIslands }))
      .describe('Island id to number of starting markers: 6 islands, 7 markers.'),
  })
  .strict();

export const mapSchema = z
  .object({
    $schema: z.string().optional(),
    format: z.literal(MAP_FORMAT),
    version: z.literal(MAP_VERSION),
    name,
    notes: z.string().max(MAP_LIMITS.notesLength, notesWords).default(''),
    companies: z.array(companySchema).max(MAP_LIMITS.companies, schemaWords('source.map.companies', { max: MAP_LIMITS.companies })),
    harbors: z.array(harborSchema).max(MAP_LIMITS.harbors, schemaWords('source.map.harbors', { max: MAP_LIMITS.harbors })),
    islands: z.array(islandSchema).max(MAP_LIMITS.islands, schemaWords('source.map.islands', { max: MAP_LIMITS.islands })),
    links: z.array(linkSchema).max(MAP_LIMITS.links, schemaWords('source.map.links', { max: MAP_LIMITS.links })),
    departureCards: z.array(departureCardSchema).max(MAP_LIMITS.departureCards, schemaWords('source.map.departure-cards', { max: MAP_LIMITS.departureCards })),
    translations: z
      .record(
        z.enum(LANGUAGES),
        z
          .object({ notes: z.string().max(MAP_LIMITS.notesLength, notesWords).optional() })
          .strict(),
      )
      .optional()
      .describe('The map’s words in other languages, by language code: { "fr": { "notes": "…" } }. `notes` above is the root language (English); a site in another language shows its translation, and the English where there is none.'),
  })
  .strict();

export type Company = z.infer<typeof companySchema>;
export type Harbor = z.infer<typeof harborSchema>;
export type Island = z.infer<typeof islandSchema>;
export type Link = z.infer<typeof linkSchema>;
export type DepartureCard = z.infer<typeof departureCardSchema>;
/** A map whose shape is right. It may still be unplayable: run `checkMap`. */
export type BoardMap = z.infer<typeof mapSchema>;
/**
 * A value nobody may change: every field, array and record readonly, all the way
 * down. Code that only reads a map (or a game state, which holds one) takes this,
 * so values cached by identity (the board index, the engine's states) stay true.
 */
export type DeepReadonly<T> = T extends ReadonlyArray<infer U>
  ? ReadonlyArray<DeepReadonly<U>>
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
/** A map as the readers (board index, engine, descriptions) see it: a `BoardMap` may always be passed as one. */
export type ReadonlyBoardMap = DeepReadonly<BoardMap>;
/** What a map file may omit (defaults fill it in). */
export type BoardMapInput = z.input<typeof mapSchema>;
