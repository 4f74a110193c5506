import type { AnyGameModule, BoardDrawing, SiteWidget } from './module';

export * from './module';

/**
 * The one registry of games. The toolkit reaches a game only through here (a test holds
 * that), and loads it on demand so that a page or a command carries only the game it shows.
 * To add a game: write `src/games/<id>/index.ts` exporting `game: GameModule<…>` and add
 * one line below.
 */
const LOADERS = {
  clippers: () => import('./clippers').then((m) => m.game as AnyGameModule),
  'crossing-oceans': () => import('./crossing-oceans').then((m) => m.game as AnyGameModule),
  'ship-it': () => import('./ship-it').then((m) => m.game as AnyGameModule),
} as const satisfies Record<string, () => Promise<AnyGameModule>>;

export type GameId = keyof typeof LOADERS;
export const GAME_IDS = Object.keys(LOADERS) as GameId[];
/** The game a file or project without a `game:` field is for (every file written before games were modules). */
export const DEFAULT_GAME: GameId = 'clippers';

export const isGameId = (id: unknown): id is GameId => typeof id === 'string' && Object.prototype.hasOwnProperty.call(LOADERS, id);

const loaded = new Map<GameId, AnyGameModule>();

/** The game module, loaded once per process. */
export async function loadGame(id: GameId): Promise<AnyGameModule> {
  const hit = loaded.get(id);
  if (hit) return hit;
  const game = await LOADERS[id]();
  loaded.set(id, game);
  return game;
}

/** Every registered game, loaded (the CLI's `games`, the generic test suites). */
export const loadAllGames = (): Promise<AnyGameModule[]> => Promise.all(GAME_IDS.map(loadGame));

/**
 * The widgets a game offers its rules pages (`<Widget name>` in MDX), by name. Kept apart from
 * the module so that a command or a page without widgets never loads their interface code.
 */
const WIDGET_LOADERS: Partial<Record<GameId, () => Promise<Readonly<Record<string, SiteWidget>>>>> = {
  'crossing-oceans': () => import('./crossing-oceans/widgets').then((m) => m.widgets),
};

/** A game's widgets (none for a game without any). */
export async function loadWidgets(id: GameId): Promise<Readonly<Record<string, SiteWidget>>> {
  return (await WIDGET_LOADERS[id]?.()) ?? {};
}

/**
 * A game's drawing of a position (`BoardDrawing`), for the pages that show its table. Kept
 * apart from the module as widgets are: a command never loads it.
 */
const DRAWING_LOADERS: Partial<Record<GameId, () => Promise<BoardDrawing>>> = {
  'ship-it': () => import('./ship-it/drawing').then((m) => m.drawing),
};

/** A game's drawing, or null for a game that offers none. */
export async function loadDrawing(id: GameId): Promise<BoardDrawing | null> {
  return (await DRAWING_LOADERS[id]?.()) ?? null;
}
