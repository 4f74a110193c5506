import type { APIRoute } from 'astro';
import { EMBED_LOADER } from '../site/embed-loader';

/** Written to `<base>embed.js` by the build. */
export const GET: APIRoute = () => new Response(EMBED_LOADER, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
