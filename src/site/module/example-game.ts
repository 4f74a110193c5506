import type { APIRoute } from 'astro';
import { exampleGame } from '../../shell/example-game';
import { asLanguage } from '../../i18n';
import { siteModuleProject } from '../data';
import { exampleParams, hasExampleGame } from './example-data';
import { exampleTitle } from './examples';

/**
 * `walkthrough/<id>/game.json`: a worked example as the game its page's "Play on from here"
 * opens on the play page at the step shown (src/shell/example-game.ts). Only for a game with a
 * play page, and an example that names its players.
 */
export async function getStaticPaths() {
  const { game } = await siteModuleProject();
  return exampleParams((w) => hasExampleGame(game, w));
}

export const GET: APIRoute = async ({ params, props }) => {
  const lang = asLanguage(params.lang);
  const { game, walkthroughs } = await siteModuleProject();
  const w = walkthroughs.find((x) => x.id === (props as { id: string }).id)!;
  return new Response(JSON.stringify(exampleGame(game, w.parsed, w.replay, exampleTitle(w, lang))), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
