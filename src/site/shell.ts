import { t, type Language } from '../i18n';
import type { ProjectConfig } from '../project/schema';
import { isClippersSite, siteModuleProject, siteProject } from './data';
import { firstSentence } from './theme';
import { siteNav, type NavItem } from './paths';
import { moduleNav } from './module/nav';

/** What the layout of every page needs that differs between games. */
export interface SiteShell {
  config: ProjectConfig;
  logoFile: string | null;
  /** Only the pages that exist for this project. */
  nav: NavItem[];
  footer: string;
  /** What the search boxes (every site has the search page) suggest and the search page explains, with the site's own game's example, never another's. */
  searchWords: { placeholder: string; hint: string };
}

export async function siteShell(lang: Language): Promise<SiteShell> {
  const say = t(lang);
  if (isClippersSite()) {
    const project = siteProject();
    const { config, map } = project;
    const notes = map.notes && lang === 'en' ? ` ${firstSentence(map.notes)}` : '';
    return { config, logoFile: project.logoFile, nav: siteNav(config.pages, project.walkthroughs.length, lang), footer: `${say('layout.footer')} ${say('layout.footer.board', { name: map.name })}${notes}`, searchWords: { placeholder: say('search.placeholder'), hint: say('search.hint') } };
  }
  const project = await siteModuleProject();
  // The example is the game's first rule id: a search for it finds that paragraph (src/i18n/search-index.ts).
  const rule = project.game.rules.ids[0] ?? '';
  return {
    config: project.config,
    logoFile: project.logoFile,
    nav: moduleNav(project.game, lang),
    footer: say('msite.footer', { game: project.game.words[lang].name }),
    searchWords: { placeholder: say('msite.search.placeholder', { rule }), hint: say('msite.search.hint', { rule }) },
  };
}
