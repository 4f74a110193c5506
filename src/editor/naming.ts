import type { BoardMap } from '../map/schema';
import type { Command } from './commands';
import { freshId, slugify } from './ids';

/**
 * An island's id follows its name while nothing refers to the id yet, so a
 * designer who names "New island" "Kermadec" gets the id `kermadec`, not
 * `new-island`. Once links, cards or a company use the id, renaming it everywhere
 * is offered instead, as one undo step. Pure (tested).
 */

/** How many links, departure cards and companies refer to a node id. */
export function idUses(map: BoardMap, id: string): { links: number; cards: number; companies: number; total: number } {
  const links = map.links.filter((l) => l.from === id || l.to === id).length;
  const cards = map.departureCards.filter((c) => Object.hasOwn(c.markers, id)).length;
  const companies = map.companies.filter((c) => c.home === id || c.harbor === id).length;
  return { links, cards, companies, total: links + cards + companies };
}

/** The id a name suggests on this map: its slug, made unique against the other nodes. */
export function idForName(map: BoardMap, islandId: string, name: string): string {
  const others = [...map.islands, ...map.harbors].map((n) => n.id).filter((id) => id !== islandId);
  return freshId(others, name);
}

export interface NameEdit {
  command: Command & { type: 'island.update' };
  /** The island's id after the command (changed when it followed the name). */
  id: string;
  /** When the id is in use and differs from the name's: the rename to offer. */
  offer: { id: string; uses: ReturnType<typeof idUses> } | null;
}

/** The command for typing `name` into an island's name field. */
export function islandNameEdit(map: BoardMap, islandId: string, name: string): NameEdit {
  const suggested = idForName(map, islandId, name);
  const uses = idUses(map, islandId);
  if (suggested === islandId) return { command: { type: 'island.update', id: islandId, patch: { name } }, id: islandId, offer: null };
  if (uses.total === 0) return { command: { type: 'island.update', id: islandId, patch: { name, id: suggested } }, id: suggested, offer: null };
  return { command: { type: 'island.update', id: islandId, patch: { name } }, id: islandId, offer: { id: suggested, uses } };
}

export { slugify };
