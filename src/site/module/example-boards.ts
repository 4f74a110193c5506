import type { APIRoute } from 'astro';
import { asLanguage, languageBase } from '../../i18n';
import { siteModuleProject } from '../data';
import { exampleParams, gameDrawing } from './example-data';
import { examplePayload } from './examples';

/**
 * `walkthrough/<id>/boards.json`: the drawn table after each step of a worked example, in the
 * page's language (null for a step without one). The example's page carries only the first in
 * its HTML and fetches these once it has started (examples.ts `withBoardsApart`): inlined, the
 * eleven tables of Ship It!'s first round made a 714 KB page that took long to start on a phone.
 */
export async function getStaticPaths() {
  const { game } = await siteModuleProject();
  // A game without a drawing has no tables to keep apart.
  return (await gameDrawing(game)) === null ? [] : exampleParams();
}

export const GET: APIRoute = async ({ params, props }) => {
  const lang = asLanguage(params.lang);
  const { game, walkthroughs } = await siteModuleProject();
  const w = walkthroughs.find((x) => x.id === (props as { id: string }).id)!;
  const payload = examplePayload(game, w, lang, languageBase(lang, import.meta.env.BASE_URL), await gameDrawing(game));
  return new Response(JSON.stringify(payload.steps.map((s) => s.board ?? null)), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
