import { isRuleId, type RulePage } from '../engine';
import { isLanguage, ROOT_LANGUAGE, t, type Language } from '../i18n';
import { SECTION_TITLES } from '../i18n/rules';
import { judgeLink } from '../walkthrough/link-filter';

/**
 * Links in the rules text, settled at build time: a relative link (`../bonuses/#bonus.first`)
 * becomes a site path under `base`, so it works from any page that shows the section
 * (its own page, the one-page rulebook), and each link gets the words that follow it on
 * paper (the section it leads to: `Bonuses`): the print stylesheet shows those instead of a URL.
 */

export interface LinkTarget {
  href: string;
  /** What a printed page says after the link text; null for links that need no note (same paragraph, external). */
  print: string | null;
}

const sectionTitle = (slug: string, lang: Language) => (slug in SECTION_TITLES[lang] ? SECTION_TITLES[lang][slug as RulePage] : null);

/** `lang` is the language of the section holding the link: a French section's links stay on the French pages (`/fr/…`). */
export function linkTarget(href: string, sectionSlug: string, base: string, lang: Language = ROOT_LANGUAGE): LinkTarget | null {
  const judged = judgeLink(href);
  if (judged === null || judged.kind === 'rule') return null;
  if (judged.kind === 'external') return { href, print: href.startsWith('mailto:') ? null : href };
  const b = `${base.endsWith('/') ? base : `${base}/`}${lang === ROOT_LANGUAGE ? '' : `${lang}/`}`;
  const here = `/rules/${sectionSlug}/`;
  const url = new URL(href, `http://site${here}`);
  const hash = decodeURIComponent(url.hash.slice(1));
  const onThisPage = url.pathname === here;
  const resolved = href.startsWith('#') ? href : `${b}${url.pathname.slice(1)}${url.search}${url.hash}`;
  const page = /^\/rules\/([^/]+)\/$/.exec(url.pathname)?.[1] ?? null;
  const title = page ? sectionTitle(page, lang) : null;
  let print: string | null;
  // Paper shows no rule ids (print.css), so a rule is named by its section; on its own page it needs no note.
  if (hash && isRuleId(hash)) print = onThisPage ? null : (title ?? page);
  else if (title) print = onThisPage ? null : title;
  else if (url.pathname === '/rules/') print = t(lang)('rules.index.print');
  else print = `${b}${url.pathname.slice(1)}`;
  return { href: resolved, print };
}

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** The rehype plugin (astro.config.mjs): every `<a href>` of a rules section, settled as above. */
export function rehypeLinkTargets(options: { base: string }) {
  return (tree: HastNode, file: { path?: string; history?: string[] }) => {
    const path = file.path ?? file.history?.[0] ?? '';
    const [, folder, slug] = /(?:([^/\\]+)[/\\])?([^/\\]+)\.mdx?$/.exec(path) ?? [];
    if (!slug) return;
    // A translated section lives in a folder named by its language (`rules/fr/setup.mdx`).
    const lang = isLanguage(folder) ? folder : ROOT_LANGUAGE;
    const walk = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'a' && typeof node.properties?.href === 'string') {
        const target = linkTarget(node.properties.href, slug, options.base, lang);
        // A link the filter refuses stays as its words, not a link.
        if (target === null) delete node.properties.href;
        else {
          node.properties.href = target.href;
          if (target.print) node.properties.dataPrint = target.print;
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
