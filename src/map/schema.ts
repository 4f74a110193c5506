import { z } from 'zod';

/**
 * The map format. This zod schema is the source of truth: the TypeScript types,
 * `maps/map.schema.json` (for editors) and the parser all come from it.
 *
 * The schema checks shape only (types, required keys, id syntax). Whether the
 * pieces fit together (links to real islands, enough port spaces, ...) is the
 * checker's job, so that a designer gets every problem at once with its fix.
 */

export const MAP_FORMAT = 'clippers-map' as const;
export const MAP_VERSION = 1 as const;

export const COMPANY_IDS = ['red', 'blue', 'white', 'green', 'black', 'purple'] as const;
export type CompanyId = (typeof COMPANY_IDS)[number];
/** The five companies that sail ships from a harbor; purple has a home island instead. */
export const SHIP_COMPANY_IDS = ['red', 'blue', 'white', 'green', 'black'] as const;
export type ShipCompanyId = (typeof SHIP_COMPANY_IDS)[number];

export const NATIONS = ['french', 'english', 'american', 'german', 'japanese'] as const;
export type Nation = (typeof NATIONS)[number];

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case letters, digits and dashes, e.g. "new-guinea"')
  .describe('A stable identifier: lower-case letters, digits and dashes.');

const count = z.number().describe('A whole number.');

export const companySchema = z
  .object({
    id: z.enum(COMPANY_IDS),
    name: z.string().min(1),
    color: z.string().min(1).describe('A CSS colour used to draw the company.'),
    segments: count.describe('Route segments in the company’s supply.'),
    ships: count.describe('Clipper ships: one starts on the harbor, the rest beside the board. 0 for purple.'),
    harbor: id.optional().describe('Ship companies: the id of their starting harbor.'),
    home: id.optional().describe('Purple only: the island its routes start from once it is active.'),
  })
  .strict();

export const harborSchema = z
  .object({
    id,
    company: z.enum(COMPANY_IDS),
    x: z.number().describe('Longitude-like coordinate: larger is further east.'),
    y: z.number().describe('Latitude-like coordinate: larger is further north.'),
  })
  .strict();

export const islandSchema = z
  .object({
    id,
    name: z.string().min(1),
    value: count.describe('Points each port marker scores per connected company.'),
    ports: count.describe('Number of port spaces (grey squares).'),
    x: z.number().describe('Longitude in degrees east (the date line is unwrapped: 190 means 170°W).'),
    y: z.number().describe('Latitude in degrees north (south is negative).'),
  })
  .strict();

export const linkSchema = z
  .object({
    id,
    from: id.describe('Island or harbor id.'),
    to: id.describe('Island or harbor id.'),
    segments: count.describe('Route spaces on the link, 1 to 4 on the published board.'),
    oneWay: z.boolean().default(false).describe('True: may only be built from `from` to `to`.'),
  })
  .strict();

export const departureCardSchema = z
  .object({
    id,
    nation: z.enum(NATIONS),
    markers: z
      .record(id, count)
      .describe('Island id to number of starting markers: 6 islands, 7 markers.'),
  })
  .strict();

export const mapSchema = z
  .object({
    $schema: z.string().optional(),
    format: z.literal(MAP_FORMAT),
    version: z.literal(MAP_VERSION),
    name: z.string().min(1),
    notes: z.string().default(''),
    companies: z.array(companySchema),
    harbors: z.array(harborSchema),
    islands: z.array(islandSchema),
    links: z.array(linkSchema),
    departureCards: z.array(departureCardSchema),
  })
  .strict();

export type Company = z.infer<typeof companySchema>;
export type Harbor = z.infer<typeof harborSchema>;
export type Island = z.infer<typeof islandSchema>;
export type Link = z.infer<typeof linkSchema>;
export type DepartureCard = z.infer<typeof departureCardSchema>;
/** A map whose shape is right. It may still be unplayable: run `checkMap`. */
export type BoardMap = z.infer<typeof mapSchema>;
/** What a map file may omit (defaults fill it in). */
export type BoardMapInput = z.input<typeof mapSchema>;
