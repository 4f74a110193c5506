/** Site-relative links that respect Astro's `base` (a publisher may host the site under a sub-path). */
export function sitePath(path: string, base: string = import.meta.env?.BASE_URL ?? '/'): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  return `${b}${path.replace(/^\//, '')}`;
}

export const NAV = [
  { path: '', label: 'Home' },
  { path: 'rules/', label: 'Rules' },
  { path: 'walkthrough/', label: 'Walkthrough' },
  { path: 'board/', label: 'Board' },
  { path: 'statecharts/', label: 'Statecharts' },
  { path: 'editor/', label: 'Editor' },
] as const;
