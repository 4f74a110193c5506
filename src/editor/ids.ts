import type { BoardMap } from '../map/schema';

/** Element ids: the schema's pattern, and fresh ids made from names. */

const ID = /^[a-z0-9][a-z0-9-]*$/;

export const isId = (s: string): boolean => ID.test(s);

/** "Île de Pâques!" → "ile-de-paques"; never empty. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'x' : slug;
}

/** `base` (slugified), or `base-2`, `base-3`, … whichever is not in `taken`. */
export function freshId(taken: Iterable<string>, base: string): string {
  const used = new Set(taken);
  const slug = slugify(base);
  if (!used.has(slug)) return slug;
  for (let n = 2; ; n++) if (!used.has(`${slug}-${n}`)) return `${slug}-${n}`;
}

/** Island and harbor ids (one namespace). */
export const nodeIds = (map: BoardMap): string[] => [...map.islands.map((i) => i.id), ...map.harbors.map((h) => h.id)];
