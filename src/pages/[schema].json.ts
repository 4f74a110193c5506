import type { APIRoute } from 'astro';
import schema from '../../maps/map.schema.json';
import { isClippersSite } from '../site/data';

/**
 * Written to `<base>map.schema.json` on a site of a game with map files (Clippers): the map
 * format's JSON Schema at an address, so a map exported from the editor (src/editor/export.ts)
 * names a schema that JSON editors can fetch.
 */
export const getStaticPaths = () => (isClippersSite() ? [{ params: { schema: 'map.schema' } }] : []);

export const GET: APIRoute = () => new Response(`${JSON.stringify(schema, null, 2)}\n`, { headers: { 'content-type': 'application/schema+json; charset=utf-8' } });
