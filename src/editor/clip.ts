import { z } from 'zod';
import { harborSchema, islandSchema, linkSchema, type BoardMap } from '../map/schema';
import { roundCoord } from './actions';
import type { Command } from './commands';
import { freshId, nodeIds } from './ids';

/**
 * Copy and paste of board elements, between boards as well as within one: the
 * islands and harbors copied, with the links among them, as text on the system
 * clipboard (so another tab's board can take them). A link to something not
 * copied is left behind: pasted on its own it would point at nothing. Pure.
 */

export const CLIP_FORMAT = 'rulekit-board-clip' as const;

export const clipSchema = z
  .object({
    format: z.literal(CLIP_FORMAT),
    islands: z.array(islandSchema),
    harbors: z.array(harborSchema),
    links: z.array(linkSchema),
  })
  .strict();

export type Clip = z.infer<typeof clipSchema>;

/** What `ids` copy: their islands and harbors and the links among them (a link selected alone brings nothing). */
export function clipOf(map: BoardMap, ids: readonly string[]): Clip | null {
  const wanted = new Set(ids);
  const islands = map.islands.filter((i) => wanted.has(i.id));
  const harbors = map.harbors.filter((h) => wanted.has(h.id));
  if (islands.length + harbors.length === 0) return null;
  const nodes = new Set([...islands, ...harbors].map((n) => n.id));
  const links = map.links.filter((l) => nodes.has(l.from) && nodes.has(l.to));
  return { format: CLIP_FORMAT, islands, harbors, links };
}

/** A clip from clipboard text; null for anything else (text copied from elsewhere is not ours to paste). */
export function readClip(text: string): Clip | null {
  try {
    const parsed = clipSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How far a paste lands from the original, in degrees: beside it, not on it. */
export const PASTE_OFFSET = { x: 4, y: -4 } as const;

/**
 * The clip added to `map` as one step: fresh ids where taken (links follow their
 * ends' new ids), `times` offsets away (a second paste lands beside the first).
 * Returns the command and the new elements' ids, to select them.
 */
export function pasteCommand(map: BoardMap, clip: Clip, times = 1): { command: Command; ids: string[] } {
  const taken = nodeIds(map);
  const renamed = new Map<string, string>();
  const fresh = (id: string) => {
    const next = freshId(taken, id);
    taken.push(next);
    renamed.set(id, next);
    return next;
  };
  const dx = PASTE_OFFSET.x * times;
  const dy = PASTE_OFFSET.y * times;
  const commands: Command[] = [];
  for (const island of clip.islands) commands.push({ type: 'island.add', island: { ...island, id: fresh(island.id), x: roundCoord(island.x + dx), y: roundCoord(island.y + dy) } });
  for (const harbor of clip.harbors) commands.push({ type: 'harbor.add', harbor: { ...harbor, id: fresh(harbor.id), x: roundCoord(harbor.x + dx), y: roundCoord(harbor.y + dy) } });
  const linkIds = map.links.map((l) => l.id);
  for (const link of clip.links) {
    const from = renamed.get(link.from)!;
    const to = renamed.get(link.to)!;
    const id = freshId(linkIds, `${from}-${to}`);
    linkIds.push(id);
    commands.push({ type: 'link.add', link: { ...link, id, from, to } });
  }
  return { command: { type: 'batch', label: { key: 'editor.undo.paste' }, commands }, ids: [...renamed.values()] };
}
