import { z } from 'zod';
import { MAX_PLAYERS, MIN_PLAYERS } from '../engine';
import { NATIONS } from '../map/schema';
import { mapSchema } from '../map/schema';
import { isBotName } from '../sim/bots';
import { moveSchema, variantsSchema } from '../walkthrough/schema';

const PLAYER_RANGE = `Clippers is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players`;

/**
 * A saved game is data: who sat where, on which board, under which variants,
 * with which seed, and every move in the engine's vocabulary. Replaying the moves
 * from the set-up gives the position exactly. This schema is the source of truth
 * for the files the play page saves and opens, `clippers simulate --save-games`
 * writes and `clippers walkthrough --from-game` reads.
 */

export const SAVED_GAME_FORMAT = 'clippers-game' as const;
export const SAVED_GAME_VERSION = 1 as const;

const name = z.string().min(1).max(40);

/** A seat a bot plays names the bot; any bot the simulator knows (`clippers simulate --bots`). */
const botName = z.string().refine(isBotName, { message: 'not a bot the simulator knows (see `clippers simulate --help`)' });

export const savedPlayerSchema = z.object({ name, nation: z.enum(NATIONS), bot: botName.optional() }).strict();

/** Where a game came from when it was forked from a walkthrough: kept so the fork can be exported with the original's steps. */
const originSchema = z
  .object({
    /** The walkthrough's title. */
    walkthrough: z.string().min(1),
    /** Its id in the site's walkthroughs, when it is one of them. */
    id: z.string().optional(),
    /** Steps of the walkthrough played before the fork (1-based count). */
    step: z.number().int().nonnegative(),
    /** How many of `moves` those steps hold. */
    moves: z.number().int().nonnegative(),
  })
  .strict();

export const savedGameSchema = z
  .object({
    format: z.literal(SAVED_GAME_FORMAT),
    version: z.literal(SAVED_GAME_VERSION),
    title: z.string().optional(),
    /** A map id (`maps/<id>.json`, or the site's board) or the whole map inline. */
    map: z.union([z.string().regex(/^[a-z0-9-]+$/, 'a map id is lower-case words joined by dashes'), mapSchema]),
    variants: variantsSchema.default({}),
    seed: z.number().int().default(1),
    players: z.array(savedPlayerSchema).min(MIN_PLAYERS, PLAYER_RANGE).max(MAX_PLAYERS, PLAYER_RANGE),
    /** Name of the player holding the first-player card at the start. */
    firstPlayer: name,
    moves: z.array(moveSchema).default([]),
    origin: originSchema.optional(),
  })
  .strict()
  .superRefine((g, ctx) => {
    const names = g.players.map((p) => p.name);
    if (!names.includes(g.firstPlayer)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['firstPlayer'], message: `"${g.firstPlayer}" is not one of the players (${names.join(', ')})` });
    }
    g.players.forEach((p, i) => {
      if (names.indexOf(p.name) !== i) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['players', i, 'name'], message: `two players are called "${p.name}"` });
      const first = g.players.findIndex((q) => q.nation === p.nation);
      if (first !== i) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['players', i, 'nation'], message: `${p.nation} is already played by ${g.players[first].name}` });
    });
    if (g.origin && g.origin.moves > g.moves.length) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['origin', 'moves'], message: `the game has only ${g.moves.length} moves` });
    }
  });

export type SavedGame = z.infer<typeof savedGameSchema>;
export type SavedGameInput = z.input<typeof savedGameSchema>;
export type SavedPlayer = z.infer<typeof savedPlayerSchema>;
export type GameOrigin = z.infer<typeof originSchema>;
