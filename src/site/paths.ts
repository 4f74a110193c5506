/** Site-relative links that respect Astro's `base` (a publisher may host the site under a sub-path). */
export function sitePath(path: string, base: string = import.meta.env?.BASE_URL ?? '/'): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  return `${b}${path.replace(/^\//, '')}`;
}

export interface NavItem {
  path: string;
  label: string;
}

export interface PageSwitches {
  board: boolean;
  editor: boolean;
  statecharts: boolean;
  play: boolean;
}

/** The main navigation: pages switched off in rulekit.yaml are left out. */
export function siteNav(pages: PageSwitches, walkthroughCount = 1): NavItem[] {
  const all: (NavItem & { on?: keyof PageSwitches })[] = [
    { path: '', label: 'Home' },
    { path: 'rules/', label: 'Rules' },
    { path: 'walkthrough/', label: walkthroughCount > 1 ? 'Walkthroughs' : 'Walkthrough' },
    { path: 'board/', label: 'Board', on: 'board' },
    { path: 'statecharts/', label: 'Statecharts', on: 'statecharts' },
    { path: 'play/', label: 'Play', on: 'play' },
    { path: 'editor/', label: 'Editor', on: 'editor' },
  ];
  return all.filter((item) => item.on === undefined || pages[item.on]).map(({ path, label }) => ({ path, label }));
}

/** Every page with every switch on, as before projects existed. */
export const NAV = siteNav({ board: true, editor: true, statecharts: true, play: true });

/** The page of one walkthrough. */
export const walkthroughPath = (id: string) => `walkthrough/${id}/`;
export const embedPath = (id: string) => `embed/walkthrough/${id}/`;
