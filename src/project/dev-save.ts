import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { relative } from 'node:path';
import { MAP_MAX_BYTES, parseMapText, serialiseMap } from '../map/parse';
import { CONFIG_FILE, parseProjectConfig } from './config';
import { insideProject, readBoundedFile } from './paths';
import { PROJECT_YAML_MAX_BYTES } from './yaml';
import { writeFileAtomic } from './write-atomic';
import { SAVE_PATH, TOKEN_HEADER } from './dev-save-protocol';

/**
 * `site dev`'s one write: the editor posts the board and this writes it to the project's map
 * file. Only the editor page of this dev server may: the request must name a local host (a
 * DNS-rebinding page reaches 127.0.0.1 under its own name), come from that same origin, carry
 * JSON, and carry the key this server gave the editor page when it served it. The body is
 * measured as it arrives, decoded once whole, parsed by the map parser, and written so that the
 * file always holds the old board or the new one.
 */

export { SAVE_PATH, TOKEN_HEADER };
export const SAVE_MAX_BYTES = MAP_MAX_BYTES;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface DevSaveOptions {
  projectDir: string;
  base: string;
  /** The per-session key; the editor page gets it from the server that rendered it. */
  token: string;
  /** Called just before the file is replaced (the watcher then skips its own reload). */
  onWrite?: (file: string) => void;
}

type Next = () => void;

export function devSaveMiddleware(options: DevSaveOptions): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const expected = Buffer.from(options.token, 'utf8');
  return (req, res, next) => {
    // Astro's dev server may already have taken the base off the path.
    const path = (req.url ?? '').split('?')[0];
    if (path !== `${options.base}${SAVE_PATH}` && path !== `/${SAVE_PATH}`) return next();
    const reply = (status: number, body: object, refusedBody = false) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      // A body refused part-way is not kept: the rest is discarded as it arrives (Node reads it off
      // so that the answer reaches the client, where closing at once could lose it to the reset),
      // and a client that goes on sending is cut off after a few seconds.
      res.end(text, () => {
        if (refusedBody) setTimeout(() => req.socket.destroy(), 5000).unref();
      });
    };
    if (req.method !== 'POST') return reply(405, { ok: false, errors: ['POST the map as JSON'] });
    const host = localHost(req.headers.host);
    if (!host) return reply(403, { ok: false, errors: ['the dev server saves only for pages opened at localhost, 127.0.0.1 or [::1]'] });
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host}`) return reply(403, { ok: false, errors: ['only the editor of this dev server may save the board'] });
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return reply(403, { ok: false, errors: ['only the editor of this dev server may save the board'] });
    const given = Buffer.from(String(req.headers[TOKEN_HEADER] ?? ''), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply(403, { ok: false, errors: ['this page’s save key is not the dev server’s (it was restarted?): reload the editor and save again'] });
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > SAVE_MAX_BYTES) return reply(413, { ok: false, errors: [`the board is over ${SAVE_MAX_BYTES} bytes, the limit for a map file`] }, true);
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > SAVE_MAX_BYTES) {
        refused = true;
        chunks.length = 0;
        reply(413, { ok: false, errors: [`the board is over ${SAVE_MAX_BYTES} bytes, the limit for a map file`] }, true);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (refused) return;
      try {
        // Decoded once, whole: a character split between two chunks stays one character.
        const parsed = parseMapText(Buffer.concat(chunks));
        if (!parsed.ok) return reply(400, { ok: false, errors: parsed.error.map((e) => `${e.path || 'map'}: ${e.message}`) });
        const target = projectMapFile(options.projectDir);
        if ('error' in target) return reply(400, { ok: false, errors: [target.error] });
        options.onWrite?.(target.file);
        writeFileAtomic(target.file, serialiseMap(parsed.value));
        reply(200, { ok: true, file: relative(options.projectDir, target.file) });
      } catch (e) {
        reply(500, { ok: false, errors: [e instanceof Error ? e.message : String(e)] });
      }
    });
  };
}

/** The Host header's name when it is a local one (any port), else null. */
export function localHost(header: string | undefined): string | null {
  if (!header) return null;
  try {
    const name = new URL(`http://${header}`).hostname.toLowerCase();
    return LOCAL_HOSTS.has(name) ? name : null;
  } catch {
    return null;
  }
}

/** The project's map file as rulekit.yaml names it now, kept inside the project (symlinks followed). */
function projectMapFile(projectDir: string): { file: string } | { error: string } {
  const read = readBoundedFile(`${projectDir}/${CONFIG_FILE}`, PROJECT_YAML_MAX_BYTES);
  if (!read.ok) return { error: `${CONFIG_FILE} ${read.message}` };
  const config = parseProjectConfig(read.bytes);
  if (!config.ok) return { error: `${CONFIG_FILE} has errors (run site check): nothing was written` };
  if (config.value.map === undefined) return { error: `${CONFIG_FILE} names no map (the game "${config.value.game}" has none): nothing was written` };
  const file = insideProject(projectDir, config.value.map);
  if (!file) return { error: `map: ${config.value.map} leads outside the project folder; the editor writes only inside it` };
  return { file };
}
