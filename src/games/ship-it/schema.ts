import { z } from 'zod';
import { VARIANTS, type VariantId } from './variants';

/**
 * Ship It!'s state, move and layout formats. Types come from these schemas.
 *
 * Geometry is in half-domino units ("cells"): a tile covers 2×2 cells from its
 * top-left cell (x, y), a domino 1×2 from its first half (x, y) towards `dir`.
 * y grows downwards (south), x eastwards, as on the printed figures.
 *
 * A space (where an object stands) is a tile id (`red.3`) or a cell (`x,y`).
 */

export const SUITS = ['red', 'green', 'blue', 'black'] as const;
export const suitSchema = z.enum(SUITS);
export type Suit = z.infer<typeof suitSchema>;

/** A tile's suit-tick corner: north-west, north-east, south-east, south-west. */
export const CORNERS = ['nw', 'ne', 'se', 'sw'] as const;
export const cornerSchema = z.enum(CORNERS);
export type Corner = z.infer<typeof cornerSchema>;

export const DIRS = ['E', 'S', 'W', 'N'] as const;
export const dirSchema = z.enum(DIRS);
export type Dir = z.infer<typeof dirSchema>;

const int = z.number().int();
export const tileIdSchema = z.string().regex(/^(red|green|blue|black)\.[0-5]$/);
export const cellIdSchema = z.string().regex(/^-?\d+,-?\d+$/);
export const spaceSchema = z.union([tileIdSchema, cellIdSchema]);
export type Space = z.infer<typeof spaceSchema>;
/** A domino by its pips, low first: `0-0` … `6-6`. */
export const dominoIdSchema = z.string().regex(/^[0-6]-[0-6]$/);

export const tileSchema = z.object({
  id: tileIdSchema,
  suit: suitSchema,
  value: int.min(0).max(5),
  x: int,
  y: int,
  tick: cornerSchema,
});
export type Tile = z.infer<typeof tileSchema>;

export const placementSchema = z.object({ x: int, y: int, dir: dirSchema });
export type Placement = z.infer<typeof placementSchema>;

/** A domino's pips come from its id: the low half stands at (x, y), the high half towards `dir`. */
export const dominoSchema = z.object({
  id: dominoIdSchema,
  /** pool: face down; hand: bought (or lifted) this turn, to be built; board: placed. */
  where: z.enum(['pool', 'hand', 'board']),
  at: placementSchema.nullable(),
});
export type Domino = z.infer<typeof dominoSchema>;

export const coinSchema = z.object({
  id: z.string().regex(/^c\d+$/),
  suit: suitSchema,
  /** 1–5; `null` only in a player's view, where the value is hidden from that seat. */
  value: int.min(1).max(5).nullable(),
  /** A space, `chit` (taken off as an action-point chit) or `fist` (being redistributed). */
  where: z.union([spaceSchema, z.literal('chit'), z.literal('fist')]),
  /** Warehoused: number side up on a hub, never moved again except by shipment. */
  warehoused: z.boolean(),
  /** Times its number has been doubled by its colour's official arriving on its hub. */
  doublings: z.number().int().min(0).max(8),
  /** Seats that have seen its number while it is face down (the redistributing player). */
  known: z.array(int.min(0)),
});
export type Coin = z.infer<typeof coinSchema>;

const bySuit = <T extends z.ZodTypeAny>(t: T) => z.object({ red: t, green: t, blue: t, black: t });

export const turnSchema = z.object({
  /** The colour whose turn it is. */
  colour: suitSchema,
  /** The furthest phase reached (1 buy, 2 build, 3 officials, 4 freight): earlier ones are closed. */
  phase: int.min(1).max(4),
  /** Points left this turn; `budget` is what the turn began with (8 + chits). */
  ap: int.min(0),
  budget: int.min(0),
  removed: z.boolean(),
  pipStop: int.min(0).max(6).nullable(),
  /** Loads moved this turn. */
  moved: z.array(z.string()),
  /** A bought domino waits for the table's draw. */
  drawing: z.boolean(),
});
export type Turn = z.infer<typeof turnSchema>;

export const cascadeSchema = z.object({
  suit: suitSchema,
  /** The hub's tile number that shipped (the redistribution counts down from below it). */
  from: int.min(0).max(5),
  /** The colour credited with triggering (the previous trigger's, down a cascade). */
  trigger: suitSchema,
  /** The trigger's own coins in the shipment, when it must still choose its chit. */
  chitFrom: z.array(z.string()),
  /** Coins still in the trigger's fist, and the tile number the next one goes to. */
  fist: z.array(z.string()),
  next: int.min(0).max(5),
});
export type Cascade = z.infer<typeof cascadeSchema>;

/** Each variant's choices, from the one list in variants.ts. */
export const variantsSchema = z.object(
  Object.fromEntries(VARIANTS.map((v) => [v.id, z.enum(v.choices as unknown as [string, ...string[]])])) as unknown as Record<VariantId, z.ZodType<string>>,
);

export const stateSchema = z.object({
  game: z.literal('ship-it'),
  variants: variantsSchema,
  /** Players in seat order, each playing one colour (two in the 2-player game). */
  players: z.array(z.object({ name: z.string(), colours: z.array(suitSchema).min(1).max(2) })).min(2).max(4),
  /** Colours in turn order (red, green, blue, black, skipping the unowned one). */
  order: z.array(suitSchema).min(3).max(4),
  unowned: suitSchema.nullable(),
  tiles: z.array(tileSchema),
  dominoes: z.array(dominoSchema),
  coins: z.array(coinSchema),
  officials: bySuit(spaceSchema),
  /** The tile number each hub pawn stands on; `null` once out of the game. */
  hubs: bySuit(int.min(0).max(5).nullable()),
  scores: bySuit(int.min(0)),
  chits: bySuit(int.min(0)),
  turn: turnSchema,
  cascade: cascadeSchema.nullable(),
  shipments: int.min(0),
  turns: int.min(0),
});
export type ShipItState = z.infer<typeof stateSchema>;

export const moveSchema = z.discriminatedUnion('type', [
  /** Phase 1: pay 1 point for a face-down domino (the table then draws it). */
  z.object({ type: z.literal('buy') }),
  /** The table's draw from the pool (a chance move). */
  z.object({ type: z.literal('draw'), domino: dominoIdSchema }),
  /** Phase 1 with the pool empty: lift a domino off the board for 1 point. */
  z.object({ type: z.literal('remove'), domino: dominoIdSchema }),
  /** Phase 2: place a bought domino, its low half at (x, y), its high half towards `dir` (a double: E or S only). */
  z.object({ type: z.literal('build'), domino: dominoIdSchema, x: int, y: int, dir: dirSchema }),
  /** Phase 3: move one's official to a space, paying the spaces crossed. */
  z.object({ type: z.literal('official'), to: spaceSchema }),
  /** Phase 4: set this turn's pip-stop (paid once). */
  z.object({ type: z.literal('pipStop'), value: int.min(0).max(6) }),
  /** Phase 4: move a load, 1 point. */
  z.object({ type: z.literal('freight'), coin: z.string(), to: spaceSchema }),
  /** The trigger of a shipment chooses which of its shipped coins becomes its chit. */
  z.object({ type: z.literal('chit'), coin: z.string() }),
  /** The table picks the next coin out of the trigger's fist (a chance move). */
  z.object({ type: z.literal('scatter'), coin: z.string() }),
  /** The turn ends (unused points are lost). */
  z.object({ type: z.literal('end') }),
]);
export type ShipItMove = z.infer<typeof moveSchema>;

export type ShipItEvent =
  | { type: 'drew'; colour: Suit; domino: string }
  | { type: 'warehoused'; coin: string; tile: string }
  | { type: 'doubled'; colour: Suit; tile: string; coins: readonly string[] }
  | { type: 'shipped'; tile: string; trigger: Suit; sum: number; profits: Readonly<Partial<Record<Suit, number>>> }
  | { type: 'hubMoved'; suit: Suit; to: number | null }
  | { type: 'chit'; colour: Suit; coin: string }
  | { type: 'placed'; coin: string; tile: string }
  | { type: 'ended'; reason: string };

/**
 * An authored starting position (the text's figures, walkthroughs). Omitted dominoes
 * are in the pool; omitted officials and hubs are off the figure (an official off the
 * figure stands on its colour's null tile if there is one).
 */
export const layoutSchema = z.object({
  players: z.array(z.object({ name: z.string(), colours: z.array(suitSchema).min(1).max(2) })).min(2).max(4),
  tiles: z.array(tileSchema.omit({ id: true })).min(1),
  dominoes: z.array(z.object({ a: int.min(0).max(6), b: int.min(0).max(6), x: int, y: int, dir: dirSchema })).default([]),
  coins: z
    .array(z.object({ suit: suitSchema, value: int.min(1).max(5), at: spaceSchema, warehoused: z.boolean().default(false) }))
    .default([]),
  officials: z.record(suitSchema, spaceSchema).default({}),
  hubs: z.record(suitSchema, int.min(1).max(5).nullable()).default({}),
  scores: z.record(suitSchema, int.min(0)).default({}),
  chits: z.record(suitSchema, int.min(0)).default({}),
  /** Whose turn, and the turn's state so far. */
  turn: z
    .object({ colour: suitSchema, ap: int.min(0).optional(), phase: int.min(1).max(4).default(1), pipStop: int.min(0).max(6).nullable().default(null) })
    .optional(),
  /** The pool; default: every domino not placed. */
  pool: z.array(dominoIdSchema).optional(),
});
export type Layout = z.input<typeof layoutSchema>;
