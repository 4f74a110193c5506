import { t, type Language } from '../i18n';

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

/** The main navigation: pages switched off in rulekit.yaml are left out. Paths are relative to the language's home. */
export function siteNav(pages: PageSwitches, walkthroughCount = 1, lang: Language = 'en'): NavItem[] {
  const say = t(lang);
  const all: (NavItem & { on?: keyof PageSwitches })[] = [
    { path: '', label: say('nav.home') },
    { path: 'rules/', label: say('nav.rules') },
    { path: 'walkthrough/', label: say(walkthroughCount > 1 ? 'nav.walkthroughs' : 'nav.walkthrough') },
    { path: 'board/', label: say('nav.board'), on: 'board' },
    { path: 'statecharts/', label: say('nav.statecharts'), on: 'statecharts' },
    { path: 'play/', label: say('nav.play'), on: 'play' },
    { path: 'editor/', label: say('nav.editor'), on: 'editor' },
  ];
  return all.filter((item) => item.on === undefined || pages[item.on]).map(({ path, label }) => ({ path, label }));
}

/** Every page with every switch on, as before projects existed. */
export const NAV = siteNav({ board: true, editor: true, statecharts: true, play: true });

/** The page of one walkthrough. */
export const walkthroughPath = (id: string) => `walkthrough/${id}/`;
export const embedPath = (id: string) => `embed/walkthrough/${id}/`;
