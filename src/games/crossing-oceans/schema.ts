import { z } from 'zod';

/**
 * Crossing Oceans states hold only what the rules excerpt needs. Every fact the
 * excerpt does not give stays absent (`undefined`), so a rule that needs it refuses
 * with a "missing" refusal instead of guessing. `null` means the excerpt says there is
 * none (a ship "with no listed tonnage"), which is not the same as unknown.
 */

/** Player colours the excerpt names. */
export const COLOURS = ['yellow', 'blue', 'green', 'red'] as const;
export const colour = z.enum(COLOURS);
export type Colour = z.infer<typeof colour>;

/** Flag colours; each has a column of the same colour on a player board. */
export const FLAGS = ['blue', 'black', 'green', 'white', 'red'] as const;
export const flag = z.enum(FLAGS);
export type Flag = z.infer<typeof flag>;
export const shipFlag = z.enum([...FLAGS, 'multi']);
export type ShipFlag = z.infer<typeof shipFlag>;

/** Player-board columns, named by the flag they value: blue holds Blue Ribands, black coal piers. */
export const column = flag;
export type Column = Flag;
/** The three columns trade tokens build up. */
export const TRADE_TOKENS = ['red', 'green', 'white'] as const;
export const tradeToken = z.enum(TRADE_TOKENS);
export type TradeToken = z.infer<typeof tradeToken>;

/**
 * The rondel's eight spots. The excerpt gives the clockwise order only from "coal":
 * region 1 step, ships 2, Blue Riband 3. The other four spots (house, fleet, cargo and
 * the second ships spot) fill positions 4 to 7 in an order it does not give.
 */
export const RONDEL_SPOTS = ['coal', 'region', 'ships-a', 'blue-riband', 'house', 'fleet', 'cargo', 'ships-b'] as const;
export const rondelSpot = z.enum(RONDEL_SPOTS);
export type RondelSpot = z.infer<typeof rondelSpot>;
export const RONDEL_SIZE = 8;
export const KNOWN_POSITIONS: Readonly<Partial<Record<RondelSpot, number>>> = { coal: 0, region: 1, 'ships-a': 2, 'blue-riband': 3 };

/** The step of a turn the game waits on (phase 1, phase 2, then the rondel and its action's steps). */
export const STEPS = ['place', 'contracts', 'rondel', 'coal-pier', 'coal-load', 'house', 'fleet', 'cargo', 'region', 'blue-riband', 'ships'] as const;
export const step = z.enum(STEPS);
export type Step = z.infer<typeof step>;

const count = z.number().int().nonnegative();
const id = z.string().min(1);

/**
 * What the excerpt tells about one ship card. `price` is the printed price; a
 * headquarters has a multicoloured flag and shows the token it gives (`token`).
 */
export const shipFacts = z
  .object({
    kind: z.enum(['steamship', 'clipper', 'headquarters']).optional(),
    year: z.number().int().optional(),
    /** A lower bound where the excerpt only says a ship is younger than another year. */
    yearAfter: z.number().int().optional(),
    speed: count.nullable().optional(),
    tonnage: count.nullable().optional(),
    income: count.optional(),
    flag: shipFlag.optional(),
    price: count.optional(),
    token: column.optional(),
  })
  .strict();
export type ShipFacts = z.infer<typeof shipFacts>;

/** A spot of a player-board column: its listed cost (0: none listed), its points, whether a token lies on it. */
export const boardSpot = z
  .object({ filled: z.boolean().default(false), cost: count.optional(), points: count.optional() })
  .strict();
export type BoardSpot = z.infer<typeof boardSpot>;

/**
 * A column below its printed token, top to bottom. Only the spots an example shows are
 * listed; `ends` says the listed spots are all there are (so a full column is known).
 */
export const boardColumn = z
  .object({ spots: z.array(boardSpot).default([]), ends: z.boolean().default(false) })
  .strict();
export type BoardColumn = z.infer<typeof boardColumn>;

const emptyColumn = () => ({ spots: [], ends: false });

export const playerSchema = z
  .object({
    colour,
    cash: count.default(0),
    contracts: count.default(0),
    /** Ships (and headquarters) in the personal supply, by id. */
    supply: z.array(id).default([]),
    flags: z.record(shipFlag, count).default({}),
    columns: z
      .object({ blue: boardColumn.default(emptyColumn), black: boardColumn.default(emptyColumn), green: boardColumn.default(emptyColumn), white: boardColumn.default(emptyColumn), red: boardColumn.default(emptyColumn) })
      .strict()
      .default({}),
    /** Coal icons printed on the board (Yellow's shows 2); absent where no example says. */
    printedCoal: count.optional(),
    /** Where this player's captain stands on the rondel; null before the first turn. */
    captain: rondelSpot.nullable().default(null),
  })
  .strict();
export type Player = z.infer<typeof playerSchema>;

/** A ship on a ship spot: its owner (null: neutral, like the SCOTIA) and its coal. */
export const shipAtSea = z
  .object({ id, owner: colour.nullable(), coal: count.default(0) })
  .strict();
export type ShipAtSea = z.infer<typeof shipAtSea>;

/** A port with its linked ship spot. `region` is null where no example says which region it is in. */
export const portSchema = z
  .object({ region: id.nullable().default(null), ship: shipAtSea.nullable().default(null), houses: z.array(colour).default([]) })
  .strict();
export type Port = z.infer<typeof portSchema>;

export const turnSchema = z
  .object({
    seat: colour,
    step: step.default('place'),
    /** Coal still to be loaded during the coal action's second step. */
    coalLeft: count.default(0),
  })
  .strict();

export const variantsSchema = z.record(z.string(), z.string()).default({});

/**
 * A Crossing Oceans state, and the authored layout every example starts from (the
 * same schema: a layout leaves out what defaults cover).
 */
export const stateSchema = z
  .object({
    players: z.array(playerSchema).min(1).max(COLOURS.length),
    /** The owner of the CUTTY SARK: begins each round. */
    startPlayer: colour,
    /** Ship facts for cards the module's catalogue does not hold (added by a layout). */
    ships: z.record(id, shipFacts).default({}),
    ports: z.record(id, portSchema).default({}),
    /** The ship market, position 1 first; null is an empty position. */
    market: z.array(id.nullable()).default([]),
    docks: z.record(shipFlag, id).default({}),
    /** The stack of ships and headquarters, top first. */
    stack: z.array(id).default([]),
    /** Cards removed from play. */
    removed: z.array(id).default([]),
    /** Coal beside the start player's captain once the stack has run out; null before. */
    countdown: z.number().int().min(0).max(3).nullable().default(null),
    turn: turnSchema,
    ended: z.boolean().default(false),
    variants: variantsSchema,
  })
  .strict();
export type State = z.infer<typeof stateSchema>;
export const layoutSchema = stateSchema;

// ---------------------------------------------------------------------------------
// Moves: one per decision the excerpt gives a player.

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ship.place'), ship: id, port: id }).strict(),
  z.object({ type: z.literal('contract.take') }).strict(),
  z.object({ type: z.literal('contract.money'), contracts: z.number().int().positive() }).strict(),
  z.object({ type: z.literal('contract.coal'), ship: id }).strict(),
  z.object({ type: z.literal('contract.house'), port: id, token: tradeToken }).strict(),
  z.object({ type: z.literal('rondel.move'), to: rondelSpot }).strict(),
  z.object({ type: z.literal('coal.pier'), column }).strict(),
  z.object({ type: z.literal('coal.pier.skip') }).strict(),
  z.object({ type: z.literal('coal.load'), ship: id }).strict(),
  z.object({ type: z.literal('house.build'), port: id, token: tradeToken }).strict(),
  z.object({ type: z.literal('fleet.run') }).strict(),
  z.object({ type: z.literal('cargo.run'), ship: id }).strict(),
  z.object({ type: z.literal('region.run'), region: id }).strict(),
  z.object({ type: z.literal('blue-riband.run'), ship: id, column: column.optional() }).strict(),
  /** `tokens`: for a headquarters whose token column is full, the column chosen instead. */
  z.object({ type: z.literal('ships.buy'), ships: z.array(id).max(3), tokens: z.record(id, column).optional() }).strict(),
  z.object({ type: z.literal('action.none') }).strict(),
]);
export type Move = z.infer<typeof moveSchema>;
export type MoveType = Move['type'];
export type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

/** What happened, with the values its sentence needs (`seat` is a colour). */
export interface Event {
  readonly type: string;
  readonly values: Readonly<Record<string, string | number | boolean | null>>;
}
