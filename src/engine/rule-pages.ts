import { RULES, RULE_IDS, type RuleId } from './rules';

/**
 * Where each engine rule id is explained on the rules site, kept beside the rule
 * table (rules.ts) so that a new rule gets its page in the same change. Pure data, so the
 * engine's refusals, the walkthrough narration and the statecharts can all link
 * a rule id to its paragraph, in the browser, at build time or in tests.
 *
 * Anchor scheme: the rule id itself, verbatim (`/rules/laying-routes/#route.one-way`).
 * Rule ids are lower-case words joined by dots and dashes, which are valid in HTML
 * ids and URL fragments, never clash with the dot-less heading slugs MDX generates,
 * and can be typed straight from an engine message.
 */

/** Rules pages, in reading order: slug → title. The MDX files in `content/rules/` carry the same slugs. */
export const RULE_PAGE_TITLES = {
  overview: 'Overview and goal',
  components: 'Components',
  setup: 'Setup',
  'the-round': 'The round',
  'port-markers': 'Port markers',
  'option-cards': 'Option cards',
  'laying-routes': 'Laying routes',
  'alternate-routes': 'Alternate routes',
  purple: 'The purple company',
  bonuses: 'Bonuses',
  'end-and-scoring': 'End of the game and scoring',
  variants: 'Variants and engine decisions',
} as const;

export type RulePage = keyof typeof RULE_PAGE_TITLES;

/** The page whose `<Rule id>` paragraph explains each rule id. The rule-coverage test holds the MDX to this table. */
export const RULE_PAGES: { readonly [K in RuleId]: RulePage } = {
  'setup.players': 'setup',
  'setup.money': 'setup',
  'setup.departure-card': 'setup',
  'setup.option-cards': 'setup',
  'setup.ships': 'setup',
  'setup.first-player': 'setup',
  'turn.order': 'the-round',
  'turn.phase': 'the-round',
  'turn.must-lay': 'the-round',
  'turn.allowance': 'the-round',
  'round.end': 'the-round',
  'action.one': 'the-round',
  'port.vacant': 'port-markers',
  'port.reserve': 'port-markers',
  'card.available': 'option-cards',
  'card.price': 'option-cards',
  'card.2x': 'option-cards',
  'card.3x': 'option-cards',
  'card.5x.one-phase': 'option-cards',
  'card.port': 'option-cards',
  'clipper.buy': 'alternate-routes',
  'clipper.must-start': 'alternate-routes',
  'clipper.unstarted': 'alternate-routes',
  'route.alternate': 'alternate-routes',
  'route.any-company': 'laying-routes',
  'route.supply': 'laying-routes',
  'route.from-harbor': 'laying-routes',
  'route.extend': 'laying-routes',
  'route.one-way': 'laying-routes',
  'route.link-taken': 'laying-routes',
  'route.double': 'laying-routes',
  'route.revisit': 'laying-routes',
  'purple.activation': 'purple',
  'purple.routes': 'purple',
  'bonus.first': 'bonuses',
  'bonus.new-company': 'bonuses',
  'bonus.same-company': 'bonuses',
  'end.all-laid': 'end-and-scoring',
  'end.no-placement': 'end-and-scoring',
  'end.dead-board': 'end-and-scoring',
  'score.money': 'end-and-scoring',
  'score.ports': 'end-and-scoring',
  'score.purple-home': 'end-and-scoring',
  'score.tie-break': 'end-and-scoring',
};

export const isRuleId = (id: string): id is RuleId => Object.prototype.hasOwnProperty.call(RULES, id);

/** The fragment (without `#`) of a rule's paragraph: the id itself. */
export const ruleAnchor = (id: RuleId): string => id;

/** Site path of a rules page, e.g. `/rules/setup/`. `base` is the site's base path (Astro's `import.meta.env.BASE_URL`). */
export function rulePageHref(page: RulePage, base = '/'): string {
  return `${withSlash(base)}rules/${page}/`;
}

/** Link to the paragraph explaining a rule id, e.g. `/rules/laying-routes/#route.one-way`. */
export function ruleHref(id: RuleId, base = '/'): string {
  return `${rulePageHref(RULE_PAGES[id], base)}#${ruleAnchor(id)}`;
}

/** The engine's one-line summary of a rule, for link titles and tooltips. */
export const ruleSummary = (id: RuleId): string => RULES[id];

/** Every rule id with its page and link, in engine order. */
export const ruleIndex = (base = '/') => RULE_IDS.map((id) => ({ id, page: RULE_PAGES[id], href: ruleHref(id, base), summary: RULES[id] }));

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);
