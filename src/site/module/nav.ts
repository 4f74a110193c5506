import type { AnyGameModule } from '../../games';
import { t, type Language } from '../../i18n';
import type { NavItem } from '../paths';

/**
 * The pages of a game other than Clippers, relative to a language's home. A page is listed
 * only when the game has what it shows (the left-out page only for a game that declares
 * something missing), so the nav never leads to a page that was not built.
 */
export const MODULE_PAGES = {
  home: '',
  rules: 'rules/',
  walkthroughs: 'walkthrough/',
  chart: 'chart/',
  missing: 'missing/',
  play: 'play/',
} as const;

export const hasMissingPage = (game: AnyGameModule): boolean => (game.missing?.length ?? 0) > 0;
/** A game has a play page when its module says how to offer its moves (`play`). */
export const hasPlayPage = (game: AnyGameModule): boolean => game.play !== undefined;

export function moduleNav(game: AnyGameModule, lang: Language): NavItem[] {
  const say = t(lang);
  return [
    { path: MODULE_PAGES.home, label: say('nav.home') },
    { path: MODULE_PAGES.rules, label: say('nav.rules') },
    { path: MODULE_PAGES.walkthroughs, label: say('nav.walkthroughs') },
    { path: MODULE_PAGES.chart, label: say('msite.nav.chart') },
    ...(hasPlayPage(game) ? [{ path: MODULE_PAGES.play, label: say('mplay.nav') }] : []),
    ...(hasMissingPage(game) ? [{ path: MODULE_PAGES.missing, label: say('msite.nav.missing') }] : []),
  ];
}

/** A rule paragraph's address: its page and the rule id as the anchor. */
export function moduleRuleHref(game: AnyGameModule, rule: string, home: string): string | null {
  const page = game.rules.pageOf(rule);
  return page === undefined ? null : `${home}rules/${page}/#${encodeURIComponent(rule)}`;
}
