import { isGameId, loadDrawing, type AnyGameModule, type BoardDrawing, type Language } from '../../games';
import type { ModuleProjectWalkthrough } from '../../project/module-project';
import { languageBase } from '../../i18n';
import { projectLanguageParams, siteModuleProject } from '../data';
import { sitePath, walkthroughPath } from '../paths';
import { examplePayload, withBoardsApart, type ExamplePayload } from './examples';
import { exampleGamePath, examplePlayable } from '../../shell/example-game';
import { hasPlayPage } from './nav';

/**
 * What the routes of a worked example share (its page, its embed, and the tables and the game
 * written beside it): their static paths, the game's drawing, and the payload the page hydrates.
 */

/** `{ lang, id }` for every worked example (those `keep` keeps) in every language of the site. */
export async function exampleParams(keep: (w: ModuleProjectWalkthrough, game: AnyGameModule) => boolean = () => true) {
  const { game, walkthroughs } = await siteModuleProject();
  const kept = walkthroughs.filter((w) => keep(w, game));
  return (await projectLanguageParams()).flatMap(({ lang }) => kept.map((w) => ({ params: { lang, id: w.id }, props: { id: w.id } })));
}

/** The game's own drawing of a position, for a game that offers one. */
export const gameDrawing = async (game: AnyGameModule): Promise<BoardDrawing | null> => (isGameId(game.id) ? loadDrawing(game.id) : null);

/** Where an example's drawn tables are written (example-boards.ts). */
export const boardsUrl = (id: string, home: string): string => sitePath(`${walkthroughPath(id)}boards.json`, home);

/** One example as its page and its embed show it: its drawn tables after the first left to `boards.json` beside the page. */
export async function examplePage(id: string, lang: Language): Promise<{ game: AnyGameModule; walkthroughs: ModuleProjectWalkthrough[]; index: number; home: string; payload: ExamplePayload }> {
  const home = languageBase(lang, import.meta.env.BASE_URL);
  const { game, walkthroughs } = await siteModuleProject();
  const index = walkthroughs.findIndex((w) => w.id === id);
  const made = withBoardsApart(examplePayload(game, walkthroughs[index], lang, home, await gameDrawing(game)), boardsUrl(id, home));
  const payload = made.turn && hasExampleGame(game, walkthroughs[index]) ? { ...made, turn: { ...made.turn, game: { id: game.id, url: exampleGamePath(home, id) } } } : made;
  return { game, walkthroughs, index, home, payload };
}

/** Whether the build writes an example's game beside its page (`game.json`): for a game with a play page, and an example that seats its players. */
export const hasExampleGame = (game: AnyGameModule, w: ModuleProjectWalkthrough): boolean => hasPlayPage(game) && examplePlayable(w.parsed, w.replay);
