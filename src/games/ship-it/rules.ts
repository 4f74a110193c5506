import type { RuleCatalogue } from '../module';

/**
 * Every rule id and the rules page (slug) that explains it, in reading order. The words
 * (titles, summaries) are in words-en.ts and words-fr.ts; the pages' slugs and titles
 * there too. A rule id prefixed `layout`, `moves` or `variants` covers the module's own
 * formats rather than a clause of the text.
 */
export const RULE_PAGES = {
  setup: ['setup.players', 'setup.colours', 'setup.tiles', 'setup.cities', 'setup.columns', 'setup.coins', 'setup.pawns', 'setup.dice', 'setup.pool', 'layout', 'moves'],
  turn: ['turn.order', 'turn.points', 'turn.phases'],
  links: ['buy.cost', 'buy.draw', 'remove.empty-pool', 'remove.cost', 'remove.once', 'remove.slide', 'remove.holding', 'build.all', 'build.touch', 'build.overlap'],
  officials: ['official.cost', 'official.gaps', 'official.share', 'official.double'],
  freight: [
    'freight.own',
    'freight.unowned',
    'freight.load-cost',
    'freight.pip-stop',
    'freight.stop',
    'freight.six',
    'freight.one-space',
    'freight.occupied',
    'freight.city-zone',
    'access.tick',
    'access.tile-to-tile',
  ],
  regions: ['region.def', 'region.block', 'region.own-official', 'region.freeze'],
  shipment: [
    'warehouse.on-hub',
    'warehouse.no-move',
    'ship.threshold',
    'ship.profit',
    'ship.trigger-double',
    'ship.own-suit-bonus',
    'ship.unowned',
    'ship.hub-move',
    'ship.chit',
    'ship.redistribute',
    'ship.cascade',
  ],
  end: ['end.fifth', 'end.second-hub', 'end.winner'],
  'two-player': ['two-player.colours', 'two-player.turns', 'two-player.chits', 'two-player.lower'],
  /** Where the text is silent: the named variants and the readings the module takes. */
  variants: ['variants'],
} as const;

export type PageSlug = keyof typeof RULE_PAGES;
export type RuleId = (typeof RULE_PAGES)[PageSlug][number];

const pageOfRule = new Map<string, string>(Object.entries(RULE_PAGES).flatMap(([page, ids]) => ids.map((id) => [id, page] as const)));

export const RULES: RuleCatalogue = {
  ids: [...pageOfRule.keys()],
  pageOf: (rule) => pageOfRule.get(rule),
};
