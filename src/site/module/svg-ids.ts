/**
 * A game's drawing is made to stand alone on a page (one per walkthrough step on screen); the
 * rulebook prints it after every step, and the same `id` twice on one page breaks what refers
 * to it (a pattern fill may take another copy's, axe reports duplicates). Each copy's ids are
 * made its own with `prefix`, and every reference to them inside the copy follows.
 */
export function scopeSvgIds(svg: string, prefix: string): string {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  if (ids.size === 0) return svg;
  const own = (id: string) => (ids.has(id) ? `${prefix}-${id}` : id);
  return svg
    .replace(/(\sid=")([^"]+)"/g, (_, head: string, id: string) => `${head}${own(id)}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${own(id)})`)
    .replace(/(\s(?:xlink:)?href=")#([^"]+)"/g, (_, head: string, id: string) => `${head}#${own(id)}"`)
    .replace(/(\saria-(?:labelledby|describedby)=")([^"]+)"/g, (_, head: string, list: string) => `${head}${list.split(/\s+/).map(own).join(' ')}"`);
}
